import { z } from 'zod';
import { MoodEntry } from './mood';
import { UserStatsContract } from './progress';
import { requiredText } from './text';

/**
 * Chat with a coach: requests, replies, history and error texts. One conversation per person and coach;
 * every reply carries the agent's {thought, action, observation, finalAnswer} and where it came from
 * (metadata).
 *
 * Text in `content` / `finalAnswer` is plain text that may contain markdown links to in-app paths only,
 * e.g. `[Box Breathing](/practice?practiceId=<id>)`; the UI renders those as links and everything else as
 * text. Structured results of the coach's actions are in `agentResponse.actions`, and crisis support in
 * `safety`, so the UI can render them itself (resources must never depend on the model's wording).
 */

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_HISTORY_LIMIT = 50;
export const CHAT_HISTORY_LIMIT_MAX = 200;

export const CHAT_MESSAGE_REQUIRED = 'Type a message to send.';
export const CHAT_MESSAGE_TOO_LONG = `Messages can be at most ${CHAT_MESSAGE_MAX} characters.`;
export const CHAT_COACH_REQUIRED = 'Choose a coach to chat with.';
export const CHAT_RATE_LIMITED = 'You are sending messages very quickly. Please wait a moment and try again.';
export const CHAT_CONVERSATION_NOT_FOUND = 'Conversation not found.';
export const CHAT_NEEDS_ONBOARDING = 'Finish setting up your profile before chatting with a coach.';
/** What the chat shows when a reply has no text, rather than an empty message. */
export const CHAT_NO_RESPONSE_TITLE = 'No response from AI';
export const CHAT_NO_RESPONSE_MESSAGE = 'The AI did not return a message. Please try again.';
export const CHAT_UNKNOWN_ERROR = 'Unknown error occurred.';

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const CoachId = requiredText(100, CHAT_COACH_REQUIRED);
/** How many of the newest messages a history request returns. */
const HistoryLimit = z.coerce.number().int().min(1).max(CHAT_HISTORY_LIMIT_MAX).default(CHAT_HISTORY_LIMIT);

/** POST /api/v1/chat and /api/v1/chat/stream. A `userId` in the body is ignored: the session decides. */
export const ChatSendInput = z.object({
  message: requiredText(CHAT_MESSAGE_MAX, CHAT_MESSAGE_REQUIRED, CHAT_MESSAGE_TOO_LONG),
  coachId: CoachId,
});
export type ChatSendInput = z.infer<typeof ChatSendInput>;

/** GET /api/v1/chat/user/history?coachId&limit */
export const ChatUserHistoryQuery = z.object({ coachId: CoachId, limit: HistoryLimit });
export type ChatUserHistoryQuery = z.infer<typeof ChatUserHistoryQuery>;

/** GET /api/v1/chat/conversations/:id/history?limit */
export const ChatConversationParams = z.object({ id: z.string().max(100) });
export const ChatConversationHistoryQuery = z.object({ limit: HistoryLimit });

// ---------------------------------------------------------------------------------------------
// Safety
// ---------------------------------------------------------------------------------------------

export const CRISIS_CATEGORIES = [
  'suicide',
  'self_harm',
  'abuse',
  'eating_disorder',
  'medical_emergency',
  'harm_to_others',
  'child_safety',
  'someone_else',
] as const;
export type CrisisCategory = (typeof CRISIS_CATEGORIES)[number];

export const CrisisResource = z.object({
  /** e.g. '988 Suicide & Crisis Lifeline' */
  name: z.string(),
  /** e.g. 'Call or text 988 (US), any time.' */
  description: z.string(),
  /**
   * What a tap does: tel:988, sms:741741?&body=HOME, or a web directory of helplines ('web', https only);
   * `href` is null for 'your local emergency number'.
   */
  contact: z.object({
    kind: z.enum(['call', 'text', 'call_or_text', 'emergency', 'web']),
    label: z.string(),
    href: z.string().nullable(),
  }),
});
export type CrisisResource = z.infer<typeof CrisisResource>;

/** Crisis support attached to a reply; the UI always renders it in full, whatever the text says. */
export const CrisisSupport = z.object({
  /** 'crisis': resources at once; 'check_in': a direct question about suicide with the resources beside it. */
  level: z.enum(['crisis', 'check_in']),
  categories: z.array(z.enum(CRISIS_CATEGORIES)),
  title: z.string(),
  message: z.string(),
  resources: z.array(CrisisResource),
  /** Whose lines these are (the profile's country, else read from the time zone), e.g. 'the UK'. */
  country: z.string().optional(),
  /** The main line of every other country, for 'Not in …?'. */
  elsewhere: z.array(z.object({ country: z.string(), line: CrisisResource })).optional(),
});
export type CrisisSupport = z.infer<typeof CrisisSupport>;

// ---------------------------------------------------------------------------------------------
// Replies
// ---------------------------------------------------------------------------------------------

export const ChatPracticeLink = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  category: z.string(),
  /** '/practice?practiceId={id}' */
  url: z.string(),
});
export type ChatPracticeLink = z.infer<typeof ChatPracticeLink>;

/** What the coach actually did for the person (real effects, not just words). */
export const ChatAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('recommend_practice'), practices: z.array(ChatPracticeLink) }),
  z.object({
    type: z.literal('show_progress'),
    progress: UserStatsContract.extend({
      practiceCount: z.number().int(),
      moodCount: z.number().int(),
      /** Average of the recent moods the coach knows about, one decimal; null without moods. */
      recentMoodAverage: z.number().nullable(),
    }),
  }),
  z.object({
    type: z.literal('log_mood'),
    moodEntry: MoodEntry.pick({
      id: true,
      mood_score: true,
      energy_level: true,
      stress_level: true,
      created_at: true,
    }),
    /** Set when the person corrected the mood they had just given: the score it replaced. */
    correctedFrom: z.number().int().min(1).max(10).optional(),
  }),
]);
export type ChatAction = z.infer<typeof ChatAction>;
export type ChatActionType = ChatAction['type'];

export const ChatReplyMetadata = z.object({
  /** 'builtin', 'openai', 'openai-compatible', 'anthropic' or 'safety' (crisis replies skip every model). */
  provider: z.string(),
  model: z.string(),
  latencyMs: z.number(),
  /** True when the built-in offline coach wrote the reply. */
  builtIn: z.boolean().optional(),
  /** Set when the configured model failed and the built-in coach answered instead. */
  fallbackNotice: z.string().optional(),
  /** The built-in coach's understanding of the message (e.g. 'stress', 'sleep', 'log_mood'). */
  intent: z.string().optional(),
  /** The conversation's risk tier when this reply was written ('none', 'distress', 'elevated', 'acute'). */
  riskTier: z.enum(['none', 'distress', 'elevated', 'acute']).optional(),
});
export type ChatReplyMetadata = z.infer<typeof ChatReplyMetadata>;

export const AgentResponse = z.object({
  thought: z.string(),
  /** The main action taken: 'respond', 'recommend_practice', 'show_progress', 'log_mood', 'crisis_support', 'clarify'. */
  action: z.string(),
  observation: z.string(),
  finalAnswer: z.string(),
  actions: z.array(ChatAction).optional(),
  metadata: ChatReplyMetadata.optional(),
});
export type AgentResponse = z.infer<typeof AgentResponse>;

export const ChatRole = z.enum(['user', 'assistant']);
export type ChatRole = z.infer<typeof ChatRole>;

export const ChatMessage = z.object({
  id: z.string(),
  role: ChatRole,
  content: z.string(),
  createdAt: z.string(),
  /** Null for the person's own messages. */
  agentResponse: AgentResponse.nullable(),
  safety: CrisisSupport.optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** The answer of POST /api/v1/chat and the `done` event of the stream. */
export const ChatReply = z.object({
  success: z.literal(true),
  conversationId: z.string(),
  /** The person's message as stored. */
  userMessage: ChatMessage,
  /** The coach's reply as stored. */
  message: ChatMessage,
  metadata: ChatReplyMetadata,
  safety: CrisisSupport.optional(),
});
export type ChatReply = z.infer<typeof ChatReply>;

// ---------------------------------------------------------------------------------------------
// History and conversations
// ---------------------------------------------------------------------------------------------

/** A history item as the chat screen reads it (role, content, timestamp, agentResponse), oldest first. */
export const ChatHistoryMessage = z.object({
  id: z.string(),
  role: ChatRole,
  content: z.string(),
  timestamp: z.string(),
  agentResponse: AgentResponse.nullable(),
  safety: CrisisSupport.optional(),
});
export type ChatHistoryMessage = z.infer<typeof ChatHistoryMessage>;

export const ChatHistoryResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** The newest `limit` messages, oldest first. */
    messages: z.array(ChatHistoryMessage),
    /** Null until the first message to this coach. */
    conversationId: z.string().nullable(),
    /** The coach's welcome (introduces it as an AI wellness coach); show it above an empty conversation. */
    welcome: z.string(),
  }),
});
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponse>;

export const ChatConversationSummary = z.object({
  id: z.string(),
  coachId: z.string(),
  coachName: z.string(),
  coachAvatarUrl: z.string(),
  messageCount: z.number().int(),
  lastMessage: z.object({ role: ChatRole, content: z.string(), timestamp: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatConversationSummary = z.infer<typeof ChatConversationSummary>;

/** GET /api/v1/chat/conversations: newest activity first. */
export const ChatConversationList = z.object({
  success: z.literal(true),
  data: z.object({ conversations: z.array(ChatConversationSummary) }),
});
export type ChatConversationList = z.infer<typeof ChatConversationList>;

// ---------------------------------------------------------------------------------------------
// Streaming: POST /api/v1/chat/stream answers text/event-stream
// ---------------------------------------------------------------------------------------------
//
// Refusals before the stream starts (bad input 400, unknown coach 404, rate limit 429, ...) are ordinary
// JSON errors `{error:{code,message}}` with their status. Once it starts (200), the events are, in order:
//   event: meta    data: ChatStreamMeta      (once, first)
//   event: action  data: ChatStreamAction    (0..n, when the coach did something: practice, progress, mood)
//   event: delta   data: ChatStreamDelta     (0..n, the final answer in small chunks, in order)
//   event: done    data: ChatReply           (once, last: the stored reply, same as POST /api/v1/chat)
//   event: error   data: ChatStreamError     (instead of done, if the reply could not be produced)
// The reply is stored even when the client goes away mid-stream; fetch history to see it.

export const CHAT_STREAM_EVENTS = ['meta', 'action', 'delta', 'done', 'error'] as const;
export type ChatStreamEventName = (typeof CHAT_STREAM_EVENTS)[number];

export const ChatStreamMeta = z.object({
  conversationId: z.string(),
  userMessage: ChatMessage,
  /** 'builtin', 'openai', ..., or 'safety'. The engine may still fall back later; `done` has the final say. */
  provider: z.string(),
  model: z.string(),
  /** Present at once for a crisis message, so resources show before any text. */
  safety: CrisisSupport.optional(),
});
export type ChatStreamMeta = z.infer<typeof ChatStreamMeta>;

export const ChatStreamDelta = z.object({ text: z.string() });
export type ChatStreamDelta = z.infer<typeof ChatStreamDelta>;

export const ChatStreamAction = z.object({ action: ChatAction });
export type ChatStreamAction = z.infer<typeof ChatStreamAction>;

export const ChatStreamError = z.object({ code: z.string(), message: z.string() });
export type ChatStreamError = z.infer<typeof ChatStreamError>;

export type ChatStreamEvent =
  | { event: 'meta'; data: ChatStreamMeta }
  | { event: 'action'; data: ChatStreamAction }
  | { event: 'delta'; data: ChatStreamDelta }
  | { event: 'done'; data: ChatReply }
  | { event: 'error'; data: ChatStreamError };

/** Parses one SSE event block's name and JSON data into a typed event; undefined for anything else. */
export function parseChatStreamEvent(name: string, data: string): ChatStreamEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const schemas = {
    meta: ChatStreamMeta,
    action: ChatStreamAction,
    delta: ChatStreamDelta,
    done: ChatReply,
    error: ChatStreamError,
  } as const;
  if (!(CHAT_STREAM_EVENTS as readonly string[]).includes(name)) return undefined;
  const parsed = schemas[name as ChatStreamEventName].safeParse(json);
  return parsed.success ? ({ event: name, data: parsed.data } as ChatStreamEvent) : undefined;
}
