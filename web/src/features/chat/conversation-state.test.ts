import { describe, expect, it } from 'vitest';
import type { ChatAction, ChatMessage, ChatReply, CrisisSupport } from '@flowmind/core/contracts/chat';
import {
  STREAMING_REPLY_ID,
  conversationReducer,
  initialConversationState,
  type ConversationAction,
  type ConversationState,
  type ErrorRow,
} from './conversation-state';

const at = '2026-01-05T10:00:00.000Z';

function userMessage(id: string, content: string): ChatMessage {
  return { id, role: 'user', content, createdAt: at, agentResponse: null };
}

function coachMessage(id: string, finalAnswer: string, actions: ChatAction[] = []): ChatMessage {
  return {
    id,
    role: 'assistant',
    content: finalAnswer,
    createdAt: at,
    agentResponse: {
      thought: 't',
      action: actions.length ? actions[0]!.type : 'respond',
      observation: 'o',
      finalAnswer,
      actions,
      metadata: { provider: 'builtin', model: 'flowmind-coach', latencyMs: 12, builtIn: true },
    },
  };
}

function reply(user: ChatMessage, message: ChatMessage, safety?: CrisisSupport): ChatReply {
  return {
    success: true,
    conversationId: 'c1',
    userMessage: user,
    message,
    metadata: { provider: 'builtin', model: 'flowmind-coach', latencyMs: 12, builtIn: true },
    ...(safety && { safety }),
  };
}

const safety: CrisisSupport = {
  level: 'crisis',
  categories: ['suicide'],
  title: 'You deserve support right now',
  message: 'Please reach out to someone who can help.',
  resources: [
    {
      name: '988 Suicide & Crisis Lifeline',
      description: 'Call or text 988, any time.',
      contact: { kind: 'call_or_text', label: 'Call or text 988', href: 'tel:988' },
    },
  ],
};

const emptyError: ErrorRow = {
  id: 'e-empty',
  title: 'No response from AI',
  text: 'The AI did not return a message. Please try again.',
  timestamp: at,
};

/** The person sends `text`, shown as local message `localId` until the server stores it. */
function sendStarted(text: string, localId = 'l1'): ConversationAction {
  return { type: 'send-started', localId, text, timestamp: at };
}

/** The stored exchange for local message l1 arrives in one answer. */
function replyReceived(answer: ChatReply): ConversationAction {
  return { type: 'reply-received', localId: 'l1', reply: answer, emptyError };
}

/** Sending local message l1 failed; the error row says `text`. */
function sendFailed(text: string, title: string | null = null): ConversationAction {
  return { type: 'send-failed', localId: 'l1', error: { id: 'e1', title, text, timestamp: at } };
}

function run(actions: ConversationAction[], from: ConversationState = initialConversationState) {
  return actions.reduce(conversationReducer, from);
}

const loaded = run([
  {
    type: 'history-loaded',
    welcome: 'Hi Ana, I am Maya.',
    messages: [{ id: 'h1', role: 'user', content: 'Hello', timestamp: at, agentResponse: null }],
  },
]);

describe('conversation state', () => {
  it('starts from history, with the welcome above a conversation not yet started or in place of failed history', () => {
    expect(loaded.status).toBe('ready');
    expect(loaded.welcome).toBeNull();
    expect(loaded.messages.map((message) => message.id)).toEqual(['h1']);
    const fresh = run([{ type: 'history-loaded', welcome: 'Hi Ana, I am Maya.', messages: [] }]);
    expect(fresh).toMatchObject({ status: 'ready', welcome: 'Hi Ana, I am Maya.', messages: [] });
    const failed = run([{ type: 'history-failed', welcome: 'Welcome!' }]);
    expect(failed).toMatchObject({ status: 'ready', welcome: 'Welcome!', historyFailed: true, messages: [] });
  });

  it('streams a reply: the message is sent, text and actions arrive, then the stored reply replaces both', () => {
    const stored = userMessage('u1', 'I feel like a 7 today');
    const action: ChatAction = {
      type: 'log_mood',
      moodEntry: { id: 'm1', mood_score: 7, energy_level: 7, stress_level: 4, created_at: at },
    };
    const sending = run([sendStarted('I feel like a 7 today')], loaded);
    expect(sending.pending).toBe(true);
    expect(sending.messages.at(-1)).toMatchObject({ id: 'l1', role: 'user', status: 'sending' });

    // A second send while one is pending is refused.
    expect(run([sendStarted('again', 'l2')], sending)).toBe(sending);

    const streaming = run(
      [
        { type: 'stream-meta', localId: 'l1', userMessage: stored, safety: null },
        { type: 'stream-action', action },
        { type: 'stream-delta', text: 'Thanks, Ana. ' },
        { type: 'stream-delta', text: 'I logged a 7.' },
      ],
      sending,
    );
    expect(streaming.messages.map((message) => message.id)).toEqual(['h1', 'u1', STREAMING_REPLY_ID]);
    expect(streaming.messages.at(-1)).toMatchObject({
      status: 'streaming',
      content: 'Thanks, Ana. I logged a 7.',
      actions: [action],
    });

    const done = run(
      [replyReceived(reply(stored, coachMessage('a1', 'Thanks, Ana. I logged a 7.', [action])))],
      streaming,
    );
    expect(done.pending).toBe(false);
    expect(done.messages.map((message) => message.id)).toEqual(['h1', 'u1', 'a1']);
    expect(done.messages.at(-1)).toMatchObject({
      status: 'sent',
      content: 'Thanks, Ana. I logged a 7.',
      actions: [action],
      metadata: { provider: 'builtin', builtIn: true },
    });
  });

  it('takes a message sent before the history arrived: the history goes before it, and loading ends', () => {
    const early = run([sendStarted('Hello')]);
    expect(early).toMatchObject({ status: 'loading', pending: true });
    const arrived = run(
      [
        {
          type: 'history-loaded',
          welcome: 'Hi Ana, I am Maya.',
          messages: [{ id: 'h1', role: 'user', content: 'Earlier', timestamp: at, agentResponse: null }],
        },
      ],
      early,
    );
    // The page adjusts its state to the first load while rendering: it must leave 'loading' for good.
    expect(arrived.status).toBe('ready');
    expect(arrived.pending).toBe(true);
    expect(arrived.messages.map((message) => message.content)).toEqual(['Earlier', 'Hello']);
    const failed = run([{ type: 'history-failed', welcome: 'Welcome!' }], early);
    expect(failed.status).toBe('ready');
    expect(failed.messages.map((message) => message.content)).toEqual(['Hello']);
  });

  it('lets the first reply, which opens with the introduction, take the place of the welcome', () => {
    const fresh = run([{ type: 'history-loaded', welcome: 'Hi Ana, I am Maya.', messages: [] }]);
    const sending = run([sendStarted('Hello')], fresh);
    // Until the server takes the message, the welcome stays (a failed send keeps it).
    expect(sending.welcome).toBe('Hi Ana, I am Maya.');
    expect(run([sendFailed('x', 'Error')], sending).welcome).toBe('Hi Ana, I am Maya.');
    const meta = { type: 'stream-meta', localId: 'l1', userMessage: userMessage('u1', 'Hello') } as const;
    expect(run([{ ...meta, safety: null }], sending).welcome).toBeNull();
    // A crisis reply has no introduction: the welcome stays above it.
    expect(run([{ ...meta, safety }], sending).welcome).toBe('Hi Ana, I am Maya.');
    // Without streaming, the stored reply does the same.
    const answered = run(
      [replyReceived(reply(userMessage('u1', 'Hello'), coachMessage('a1', 'Hi Ana, I am Maya. Hello!', [])))],
      sending,
    );
    expect(answered.welcome).toBeNull();
    // History that failed to load keeps its stand-in welcome.
    const failed = run([
      { type: 'history-failed', welcome: 'Welcome!' },
      sendStarted('Hello'),
      { ...meta, safety: null },
    ]);
    expect(failed.welcome).toBe('Welcome!');
  });

  it('shows crisis resources from the first event, and keeps them even when the reply then fails', () => {
    const stored = userMessage('u1', 'crisis words');
    const withSafety = run(
      [sendStarted('crisis words'), { type: 'stream-meta', localId: 'l1', userMessage: stored, safety }],
      loaded,
    );
    expect(withSafety.messages.at(-1)).toMatchObject({ id: STREAMING_REPLY_ID, safety, content: '' });

    const failed = run([sendFailed('Error: boom')], withSafety);
    expect(failed.messages.map((message) => message.id)).toEqual(['h1', 'u1', 'e1-safety', 'e1']);
    expect(failed.messages[2]).toMatchObject({ safety, status: 'sent' });
    expect(failed.messages[3]).toMatchObject({
      role: 'assistant',
      error: { title: null, text: 'Error: boom', retryText: 'crisis words' },
    });
  });

  it('replaces an empty reply with the spec’s No response error', () => {
    const stored = userMessage('u1', 'hi');
    const done = run([sendStarted('hi'), replyReceived(reply(stored, coachMessage('a1', '   ')))], loaded);
    expect(done.messages.map((message) => message.id)).toEqual(['h1', 'u1', 'e-empty']);
    expect(done.messages.at(-1)?.error).toEqual({
      title: 'No response from AI',
      text: 'The AI did not return a message. Please try again.',
      retryText: 'hi',
    });
  });

  it('drops a partial reply on failure and keeps the person’s message with its text for a retry', () => {
    const failed = run(
      [
        sendStarted('hello there'),
        { type: 'stream-delta', text: 'Half a sent' },
        sendFailed('Failed to fetch'),
      ],
      loaded,
    );
    expect(failed.pending).toBe(false);
    expect(failed.messages.map((message) => message.id)).toEqual(['h1', 'l1', 'e1']);
    expect(failed.messages[1]).toMatchObject({ status: 'sent', content: 'hello there' });
    expect(failed.messages[2]?.error?.retryText).toBe('hello there');
  });

  it('does not duplicate a stored message that arrives twice, and ignores events after the exchange', () => {
    const stored = userMessage('h1', 'Hello');
    const done = run(
      [
        sendStarted('Hello'),
        replyReceived(reply(stored, coachMessage('a1', 'Hi!'))),
        { type: 'stream-delta', text: 'late' },
      ],
      loaded,
    );
    expect(done.messages.map((message) => message.id)).toEqual(['h1', 'a1']);
  });

  it('does not reload history over a reply on its way', () => {
    const sending = run([sendStarted('x')], loaded);
    expect(run([{ type: 'history-loaded', welcome: 'w', messages: [] }], sending)).toBe(sending);
  });
});
