import type {
  AgentResponse,
  ChatAction,
  ChatHistoryMessage,
  ChatMessage,
  ChatReply,
  ChatReplyMetadata,
  CrisisSupport,
} from '@flowmind/core/contracts/chat';

/**
 * One row of the conversation as the page shows it (a chat message: id, sender, content, timestamp,
 * agentResponse, isError), plus what only the page knows: a message still on its way, a reply
 * still streaming in, or an error shown on the coach's side.
 */
export interface ChatViewMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  agentResponse: AgentResponse | null;
  /** What the coach did (practice, progress, mood), from the reply or as the stream reports it. */
  actions: ChatAction[];
  safety: CrisisSupport | null;
  metadata: ChatReplyMetadata | null;
  /** sending: the person's message before the server has it; streaming: a reply still arriving. */
  status: 'sent' | 'sending' | 'streaming';
  /** An error shown as the coach's message, in place of a reply. */
  error: { title: string | null; text: string; retryText: string | null } | null;
}

export interface ConversationState {
  status: 'loading' | 'ready';
  /**
   * The coach's welcome, which introduces it as an AI wellness coach: above a conversation that has not
   * started yet (the first reply then introduces the coach itself), or in place of history that failed.
   */
  welcome: string | null;
  /** History could not be loaded: the welcome stands in for it. */
  historyFailed: boolean;
  messages: ChatViewMessage[];
  /** A send is under way (one at a time: the next waits until this one has its reply or error). */
  pending: boolean;
}

export type ConversationAction =
  | { type: 'history-loaded'; messages: ChatHistoryMessage[]; welcome: string }
  | { type: 'history-failed'; welcome: string }
  | { type: 'send-started'; localId: string; text: string; timestamp: string }
  | { type: 'stream-meta'; localId: string; userMessage: ChatMessage; safety: CrisisSupport | null }
  | { type: 'stream-action'; action: ChatAction }
  | { type: 'stream-delta'; text: string }
  /** `emptyError` ('No response') is shown instead of a reply that has nothing in it. */
  | { type: 'reply-received'; localId: string; reply: ChatReply; emptyError: ErrorRow }
  /** A reply recovered from history after the stream broke off (the server stores it regardless). */
  | {
      type: 'reply-recovered';
      localId: string;
      userMessage: ChatViewMessage;
      reply: ChatViewMessage;
      emptyError: ErrorRow;
    }
  | { type: 'send-failed'; localId: string; error: ErrorRow };

/** An error to show on the coach's side, with its own id and time. */
export interface ErrorRow {
  id: string;
  title: string | null;
  text: string;
  timestamp: string;
}

export const STREAMING_REPLY_ID = 'streaming-reply';

export const initialConversationState: ConversationState = {
  status: 'loading',
  welcome: null,
  historyFailed: false,
  messages: [],
  pending: false,
};

function fromStored(
  message: ChatMessage | ChatHistoryMessage,
  timestamp: string,
  safety: CrisisSupport | undefined,
): ChatViewMessage {
  const agentResponse = message.agentResponse;
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    timestamp,
    agentResponse,
    actions: agentResponse?.actions ?? [],
    safety: safety ?? message.safety ?? null,
    metadata: agentResponse?.metadata ?? null,
    status: 'sent',
    error: null,
  };
}

export function fromHistoryMessage(message: ChatHistoryMessage): ChatViewMessage {
  return fromStored(message, message.timestamp, undefined);
}

export function fromChatMessage(message: ChatMessage, safety?: CrisisSupport): ChatViewMessage {
  return fromStored(message, message.createdAt, safety);
}

/** The coach's reply as stored; the reply-level metadata and safety win over the message's own copies. */
export function replyMessage(reply: ChatReply): ChatViewMessage {
  const message = fromChatMessage(reply.message, reply.safety);
  return { ...message, metadata: message.metadata ?? reply.metadata };
}

/** Whether a finished reply has anything to show; one without is shown as the 'No response' error. */
export function replyIsEmpty(reply: ChatViewMessage): boolean {
  const text = reply.content.trim() || reply.agentResponse?.finalAnswer.trim() || '';
  return text === '' && reply.actions.length === 0 && reply.safety === null;
}

/**
 * The welcome above a conversation not yet started goes once its first reply is coming: that reply opens
 * with the same introduction (stored with it, so history shows it), and saying it twice reads as a glitch.
 * A crisis reply carries no introduction, and a welcome standing in for failed history stays.
 */
function welcomeAfterReply(
  state: ConversationState,
  safety: CrisisSupport | null | undefined,
): string | null {
  return state.historyFailed || safety ? state.welcome : null;
}

function replaceMessage(
  messages: ChatViewMessage[],
  id: string,
  replacement: ChatViewMessage | null,
): ChatViewMessage[] {
  const index = messages.findIndex((message) => message.id === id);
  if (index === -1) return replacement ? [...messages, replacement] : messages;
  const next = [...messages];
  if (replacement) next.splice(index, 1, replacement);
  else next.splice(index, 1);
  return next;
}

function updateStreamingReply(
  state: ConversationState,
  update: (reply: ChatViewMessage) => ChatViewMessage,
): ConversationState {
  if (!state.pending) return state;
  const existing = state.messages.find((message) => message.id === STREAMING_REPLY_ID);
  const reply = existing ?? {
    id: STREAMING_REPLY_ID,
    role: 'assistant' as const,
    content: '',
    timestamp: new Date().toISOString(),
    agentResponse: null,
    actions: [],
    safety: null,
    metadata: null,
    status: 'streaming' as const,
    error: null,
  };
  return { ...state, messages: replaceMessage(state.messages, STREAMING_REPLY_ID, update(reply)) };
}

/** Drops messages whose id is already shown (a stored copy arriving twice). */
function withoutDuplicates(messages: ChatViewMessage[]): ChatViewMessage[] {
  const seen = new Set<string>();
  return messages.filter((message) => {
    if (seen.has(message.id)) return false;
    seen.add(message.id);
    return true;
  });
}

function errorMessage(error: ErrorRow, retryText: string | null): ChatViewMessage {
  return {
    id: error.id,
    role: 'assistant',
    content: error.title ? `${error.title}\n${error.text}` : error.text,
    timestamp: error.timestamp,
    agentResponse: null,
    actions: [],
    safety: null,
    metadata: null,
    status: 'sent',
    error: { title: error.title, text: error.text, retryText },
  };
}

function finishExchange(
  state: ConversationState,
  localId: string,
  userMessage: ChatViewMessage,
  reply: ChatViewMessage,
  emptyError: ErrorRow,
): ConversationState {
  let messages = replaceMessage(state.messages, localId, userMessage);
  messages = replaceMessage(messages, STREAMING_REPLY_ID, null);
  const shown = replyIsEmpty(reply) ? errorMessage(emptyError, userMessage.content) : reply;
  return { ...state, pending: false, messages: withoutDuplicates([...messages, shown]) };
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'history-loaded':
      // A reload never replaces a conversation while a reply is on its way. The first load, when a
      // message was sent before it arrived, puts the history before what is being sent: it was read first.
      // Either way the first load ends here, since the page adjusts its state to it while rendering.
      if (state.pending && state.status === 'ready') return state;
      return {
        ...state,
        status: 'ready',
        welcome: action.messages.length === 0 ? action.welcome : null,
        historyFailed: false,
        messages: withoutDuplicates([
          ...action.messages.map(fromHistoryMessage),
          ...(state.pending ? state.messages : []),
        ]),
      };
    case 'history-failed':
      // What is being sent stays on screen when the history cannot be read.
      return {
        ...state,
        status: 'ready',
        welcome: action.welcome,
        historyFailed: true,
        messages: state.pending ? state.messages : [],
      };
    case 'send-started':
      if (state.pending) return state;
      return {
        ...state,
        pending: true,
        messages: [
          ...state.messages,
          {
            id: action.localId,
            role: 'user',
            content: action.text,
            timestamp: action.timestamp,
            agentResponse: null,
            actions: [],
            safety: null,
            metadata: null,
            status: 'sending',
            error: null,
          },
        ],
      };
    case 'stream-meta': {
      if (!state.pending) return state;
      const next = {
        ...state,
        welcome: welcomeAfterReply(state, action.safety),
        messages: replaceMessage(state.messages, action.localId, fromChatMessage(action.userMessage)),
      };
      // Crisis resources show at once, before any text (the contract sends them with meta).
      return action.safety
        ? updateStreamingReply(next, (reply) => ({ ...reply, safety: action.safety }))
        : next;
    }
    case 'stream-action':
      return updateStreamingReply(state, (reply) => ({
        ...reply,
        actions: [...reply.actions, action.action],
      }));
    case 'stream-delta':
      return updateStreamingReply(state, (reply) => ({ ...reply, content: reply.content + action.text }));
    case 'reply-received': {
      if (!state.pending) return state;
      const user = fromChatMessage(action.reply.userMessage);
      const answered = { ...state, welcome: welcomeAfterReply(state, action.reply.safety) };
      return finishExchange(answered, action.localId, user, replyMessage(action.reply), action.emptyError);
    }
    case 'reply-recovered':
      if (!state.pending) return state;
      return finishExchange(state, action.localId, action.userMessage, action.reply, action.emptyError);
    case 'send-failed': {
      if (!state.pending) return state;
      const failedText = state.messages.findLast((message) => message.role === 'user')?.content ?? null;
      // The person's message stays (stored or not), a partial reply goes and the error takes its place; crisis
      // resources that already arrived stay on screen whatever happens after them.
      const partial = state.messages.find((message) => message.id === STREAMING_REPLY_ID);
      const keptSafety = partial?.safety
        ? { ...partial, id: `${action.error.id}-safety`, content: '', actions: [], status: 'sent' as const }
        : null;
      const messages = replaceMessage(state.messages, STREAMING_REPLY_ID, keptSafety).map((message) =>
        message.id === action.localId ? { ...message, status: 'sent' as const } : message,
      );
      return { ...state, pending: false, messages: [...messages, errorMessage(action.error, failedText)] };
    }
  }
}
