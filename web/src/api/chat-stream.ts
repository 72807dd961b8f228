import { createChatStreamParser } from '@flowmind/core/chat-stream';
import type {
  ChatAction,
  ChatReply,
  ChatSendInput,
  ChatStreamEvent,
  ChatStreamMeta,
} from '@flowmind/core/contracts/chat';
import { type ApiError, apiErrorOf } from '../lib/api';

/** An `error` event of the reply stream: the server could not produce a reply. */
export class ChatReplyError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ChatReplyError';
  }
}

/** The stream could not be used before anything was stored: sending the plain POST instead is safe. */
export class ChatStreamUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ChatStreamUnavailableError';
  }
}

/**
 * The stream broke off after the server took the message (the `meta` event came): the server finishes and
 * stores the reply anyway, so it is read from history rather than sent again.
 */
export class ChatStreamInterruptedError extends Error {
  constructor(
    readonly meta: ChatStreamMeta,
    reason: string,
  ) {
    super(reason);
    this.name = 'ChatStreamInterruptedError';
  }
}

export interface ChatStreamHandlers {
  onMeta(meta: ChatStreamMeta): void;
  onAction(action: ChatAction): void;
  onDelta(text: string): void;
}

async function refusal(response: Response): Promise<ApiError> {
  // A body that is not JSON leaves the status to say enough.
  return apiErrorOf(response, await response.json().catch(() => null));
}

/**
 * Sends a message and reads the reply as it is produced (POST /api/v1/chat/stream, server-sent events read
 * with fetch and a ReadableStream, since EventSource cannot POST). Resolves with the stored reply of the
 * `done` event. Throws ApiError for a refusal (bad input, rate limit, session), ChatReplyError for an
 * `error` event, ChatStreamUnavailableError when streaming cannot start, ChatStreamInterruptedError when it
 * breaks off after the message was stored, and the abort error when `signal` aborts.
 */
export async function streamChatMessage(
  input: ChatSendInput,
  handlers: ChatStreamHandlers,
  signal: AbortSignal,
): Promise<ChatReply> {
  let response: Response;
  try {
    response = await fetch('/api/v1/chat/stream', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChatStreamUnavailableError(
      error instanceof Error ? error.message : 'The stream could not start.',
    );
  }

  if (!response.ok) {
    // A refusal would be the same without streaming; a server failure may not be.
    if (response.status < 500) throw await refusal(response);
    throw new ChatStreamUnavailableError(`The stream answered ${response.status}.`);
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('text/event-stream') || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new ChatStreamUnavailableError('The answer was not an event stream.');
  }

  const events: ChatStreamEvent[] = [];
  const parser = createChatStreamParser((event) => events.push(event));
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let meta: ChatStreamMeta | null = null;

  const interrupted = (reason: string): Error =>
    meta ? new ChatStreamInterruptedError(meta, reason) : new ChatStreamUnavailableError(reason);

  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal.aborted) throw error;
        throw interrupted(error instanceof Error ? error.message : 'The stream broke off.');
      }
      if (chunk.done) parser.push(decoder.decode());
      else parser.push(decoder.decode(chunk.value, { stream: true }));
      if (chunk.done) parser.end();

      for (const event of events.splice(0)) {
        switch (event.event) {
          case 'meta':
            meta = event.data;
            handlers.onMeta(event.data);
            break;
          case 'action':
            handlers.onAction(event.data.action);
            break;
          case 'delta':
            handlers.onDelta(event.data.text);
            break;
          case 'done':
            return event.data;
          case 'error':
            throw new ChatReplyError(event.data.code, event.data.message);
        }
      }
      if (chunk.done) throw interrupted('The stream ended before the reply was complete.');
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
