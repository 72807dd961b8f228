import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatChatStreamEvent } from '@flowmind/core/chat-stream';
import {
  CHAT_RATE_LIMITED,
  type ChatMessage,
  type ChatReply,
  type ChatSendInput,
  type ChatStreamEvent,
} from '@flowmind/core/contracts/chat';
import type { Coach } from '@flowmind/core/contracts/coaches';
import { useConversation } from './useConversation';

const COACH: Coach = {
  id: 'coach-maya',
  name: 'Maya Chen',
  specialization: 'Stress and anxiety',
  description: 'Calm and practical.',
  expertise_areas: ['stress'],
  personality: 'calm_wise',
  voice_id: 'af_nicole',
  style: 'gentle',
  avatar_config: { image_url: '/coaches/maya.png' },
};
const WELCOME = "Hi Ada, I'm Maya, an AI wellness coach.";

const stored = (id: string, role: 'user' | 'assistant', content: string): ChatMessage => ({
  id,
  role,
  content,
  createdAt: '2025-03-01T09:00:00.000Z',
  agentResponse:
    role === 'assistant'
      ? { thought: '', action: 'respond', observation: '', finalAnswer: content, actions: [] }
      : null,
});

function replyTo(text: string, answer: string): ChatReply {
  return {
    success: true,
    conversationId: 'conv-1',
    userMessage: stored('msg-user-1', 'user', text),
    message: stored('msg-coach-1', 'assistant', answer),
    metadata: { provider: 'builtin', model: 'flowmind-coach', latencyMs: 3, builtIn: true },
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A reply stream the test writes into event by event, as the server would. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: ChatStreamEvent) => controller.enqueue(encoder.encode(formatChatStreamEvent(event))),
    close: () => controller.close(),
  };
}

/**
 * The server: an empty history with the coach's welcome, and `stream` (and `post`, the plain fallback)
 * answering a message. Every message sent is recorded.
 */
function stubServer(answers: {
  stream: () => Response | Promise<Response>;
  post?: () => Response | Promise<Response>;
}) {
  const sent: Array<{ url: string; body: ChatSendInput }> = [];
  const fetchMock = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/v1/chat/user/history?'))
      return json(200, { success: true, data: { messages: [], conversationId: null, welcome: WELCOME } });
    if (url === '/api/v1/chat/stream' || url === '/api/v1/chat') {
      sent.push({ url, body: JSON.parse(init?.body as string) as ChatSendInput });
      const answer = url === '/api/v1/chat/stream' ? answers.stream : answers.post;
      if (!answer) throw new Error(`Unexpected request: ${url}`);
      return answer();
    }
    throw new Error(`Unexpected request: ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, sent };
}

async function renderConversation() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useConversation(COACH, 'Ada'), { wrapper });
  await waitFor(() => expect(hook.result.current.state.status).toBe('ready'));
  return hook;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useConversation', () => {
  it('shows the message at once, the reply as it streams in, and the stored exchange when done', async () => {
    const stream = openStream();
    const server = stubServer({ stream: () => stream.response });
    const { result } = await renderConversation();
    expect(result.current.state).toMatchObject({ welcome: WELCOME, messages: [], pending: false });

    let sending!: Promise<boolean>;
    act(() => void (sending = result.current.send('  I feel stressed about work  ')));
    // Optimistic: the person's message shows before the server has it.
    expect(result.current.state.pending).toBe(true);
    expect(result.current.state.messages).toEqual([
      expect.objectContaining({ role: 'user', content: 'I feel stressed about work', status: 'sending' }),
    ]);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toEqual({
      url: '/api/v1/chat/stream',
      body: { message: 'I feel stressed about work', coachId: COACH.id },
    });

    const reply = replyTo('I feel stressed about work', 'That sounds heavy. Shall we breathe together?');
    act(() =>
      stream.send({
        event: 'meta',
        data: { conversationId: 'conv-1', userMessage: reply.userMessage, provider: 'builtin', model: 'x' },
      }),
    );
    await waitFor(() =>
      expect(result.current.state.messages[0]).toMatchObject({ id: 'msg-user-1', status: 'sent' }),
    );
    act(() => stream.send({ event: 'delta', data: { text: 'That sounds heavy.' } }));
    await waitFor(() =>
      expect(result.current.state.messages[1]).toMatchObject({
        role: 'assistant',
        content: 'That sounds heavy.',
        status: 'streaming',
      }),
    );

    act(() => {
      stream.send({ event: 'delta', data: { text: ' Shall we breathe together?' } });
      stream.send({ event: 'done', data: reply });
    });
    await act(async () => expect(await sending).toBe(true));
    expect(result.current.state.pending).toBe(false);
    expect(result.current.state.messages).toEqual([
      expect.objectContaining({ id: 'msg-user-1', role: 'user', status: 'sent' }),
      expect.objectContaining({
        id: 'msg-coach-1',
        role: 'assistant',
        content: 'That sounds heavy. Shall we breathe together?',
        status: 'sent',
        error: null,
      }),
    ]);
    // The reply introduces the coach itself: the welcome goes.
    expect(result.current.state.welcome).toBeNull();
  });

  it('sends one message at a time, and nothing blank', async () => {
    const stream = openStream();
    const server = stubServer({ stream: () => stream.response });
    const { result } = await renderConversation();

    await act(async () => expect(await result.current.send('   ')).toBe(false));
    act(() => void result.current.send('First'));
    await act(async () => expect(await result.current.send('Second')).toBe(false));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(result.current.state.messages.map((message) => message.content)).toEqual(['First']);
  });

  it("shows the server's refusal on the coach's side, keeping the message to try again", async () => {
    stubServer({
      stream: () => json(429, { error: { code: 'rate_limited', message: CHAT_RATE_LIMITED } }),
    });
    const { result } = await renderConversation();

    await act(async () => expect(await result.current.send('Hello?')).toBe(true));
    expect(result.current.state.pending).toBe(false);
    const [message, error] = result.current.state.messages;
    expect(message).toMatchObject({ role: 'user', content: 'Hello?', status: 'sent' });
    expect(error).toMatchObject({
      role: 'assistant',
      error: { title: null, text: `Error: ${CHAT_RATE_LIMITED}`, retryText: 'Hello?' },
    });
  });

  it('sends the plain request when the stream cannot start, and shows its reply', async () => {
    const reply = replyTo('Hi', 'Hello Ada.');
    const server = stubServer({
      stream: () => json(503, { error: { code: 'service_unavailable', message: 'Busy.' } }),
      post: () => json(200, reply),
    });
    const { result } = await renderConversation();

    await act(async () => expect(await result.current.send('Hi')).toBe(true));
    expect(server.sent.map((request) => request.url)).toEqual(['/api/v1/chat/stream', '/api/v1/chat']);
    expect(result.current.state.messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'Hi'],
      ['assistant', 'Hello Ada.'],
    ]);
  });
});
