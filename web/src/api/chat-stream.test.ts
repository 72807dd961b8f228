import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatChatStreamEvent } from '@flowmind/core/chat-stream';
import type { ChatReply, ChatStreamEvent } from '@flowmind/core/contracts/chat';
import { ApiError } from '../lib/api';
import {
  ChatReplyError,
  ChatStreamInterruptedError,
  ChatStreamUnavailableError,
  streamChatMessage,
  type ChatStreamHandlers,
} from './chat-stream';

const at = '2026-01-05T10:00:00.000Z';
const userMessage = { id: 'u1', role: 'user' as const, content: 'Hi', createdAt: at, agentResponse: null };
const reply: ChatReply = {
  success: true,
  conversationId: 'c1',
  userMessage,
  message: {
    id: 'a1',
    role: 'assistant',
    content: 'Hello, Ana.',
    createdAt: at,
    agentResponse: { thought: 't', action: 'respond', observation: 'o', finalAnswer: 'Hello, Ana.' },
  },
  metadata: { provider: 'builtin', model: 'flowmind-coach', latencyMs: 5 },
};
const meta: ChatStreamEvent = {
  event: 'meta',
  data: { conversationId: 'c1', userMessage, provider: 'builtin', model: 'flowmind-coach' },
};

/** An event-stream response delivered in small chunks, as a network would. */
function eventStream(events: ChatStreamEvent[], chunkSize = 9): Response {
  const bytes = new TextEncoder().encode(events.map(formatChatStreamEvent).join(''));
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

function recorder(): ChatStreamHandlers & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    onMeta: (data) => seen.push(`meta:${data.userMessage.id}`),
    onAction: (action) => seen.push(`action:${action.type}`),
    onDelta: (text) => seen.push(`delta:${text}`),
  };
}

function send(handlers = recorder()) {
  return streamChatMessage({ message: 'Hi', coachId: 'coach-1' }, handlers, new AbortController().signal);
}

/** Answers every fetch with `respond`; a throw becomes a rejected fetch, like a network failure. */
function stubFetch(respond: (url: string, init: RequestInit) => Response) {
  const mock = vi.fn((url: string, init: RequestInit): Promise<Response> => {
    try {
      return Promise.resolve(respond(url, init));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

afterEach(() => vi.unstubAllGlobals());

describe('streamChatMessage', () => {
  it('hands over events in order and resolves with the stored reply', async () => {
    const fetchMock = stubFetch(() =>
      eventStream([
        meta,
        { event: 'delta', data: { text: 'Hello, ' } },
        { event: 'delta', data: { text: 'Ana.' } },
        { event: 'done', data: reply },
      ]),
    );
    const handlers = recorder();
    await expect(send(handlers)).resolves.toEqual(reply);
    expect(handlers.seen).toEqual(['meta:u1', 'delta:Hello, ', 'delta:Ana.']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/chat/stream');
    expect(JSON.parse(init.body as string)).toEqual({ message: 'Hi', coachId: 'coach-1' });
  });

  it('turns an error event into a server-side error shown as "Error: …"', async () => {
    stubFetch(() =>
      eventStream([
        meta,
        { event: 'error', data: { code: 'llm_failed', message: 'The coach is unavailable.' } },
      ]),
    );
    const error = await send().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatReplyError);
    expect((error as ChatReplyError).message).toBe('The coach is unavailable.');
  });

  it('passes a refusal on as ApiError, without a fallback', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Slow down.' } }), {
          status: 429,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const error = await send().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).message).toBe('Slow down.');
  });

  it('reports the stream as unavailable when it cannot start, so the plain POST is used', async () => {
    stubFetch(() => new Response('oops', { status: 502 }));
    await expect(send()).rejects.toBeInstanceOf(ChatStreamUnavailableError);
    stubFetch(() => new Response(JSON.stringify(reply), { status: 200 }));
    await expect(send()).rejects.toBeInstanceOf(ChatStreamUnavailableError);
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(send()).rejects.toBeInstanceOf(ChatStreamUnavailableError);
    // Nothing was stored when the stream ends before its first event.
    stubFetch(() => eventStream([]));
    await expect(send()).rejects.toBeInstanceOf(ChatStreamUnavailableError);
  });

  it('reports an interruption after the message was stored, with what the server said about it', async () => {
    stubFetch(() => eventStream([meta, { event: 'delta', data: { text: 'Hel' } }]));
    const error = await send().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatStreamInterruptedError);
    expect((error as ChatStreamInterruptedError).meta.userMessage.id).toBe('u1');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    stubFetch((_url, init) => {
      controller.abort();
      init.signal?.throwIfAborted();
      return eventStream([meta]);
    });
    await expect(
      streamChatMessage({ message: 'Hi', coachId: 'c' }, recorder(), controller.signal),
    ).rejects.toThrow();
  });
});
