import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/** Below the idle timeouts of common proxies (60 s), so a quiet stream is not cut. */
export const EVENT_STREAM_HEARTBEAT_MS = 15_000;

/** A server-sent events answer (text/event-stream) that the route writes to until it ends it. */
export interface EventStream {
  /** False once the browser has gone or the stream was ended; writes are then dropped. */
  readonly open: boolean;
  send(event: string, data: unknown): void;
  /** How long the browser waits before reconnecting after the stream drops. */
  retry(milliseconds: number): void;
  end(): void;
  /** Called once, when the connection closes for whatever reason. */
  onClose(listener: () => void): void;
}

/**
 * Takes the reply over from Fastify and opens a server-sent events stream on it, with a comment line as a
 * heartbeat so proxies keep a quiet stream open. Every stream of the app is written through this, so they
 * share one wire format and one heartbeat.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  // The headers every answer carries (security headers) were given to the reply; a hijacked reply writes
  // its own head, so they are passed on here.
  const shared: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) shared[name] = value;
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    ...shared,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let open = true;
  const closeListeners: (() => void)[] = [];
  const heartbeat = setInterval(() => {
    if (open) response.write(': keep-alive\n\n');
  }, EVENT_STREAM_HEARTBEAT_MS);
  const closed = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    for (const listener of closeListeners.splice(0)) listener();
  };
  response.on('close', closed);
  return {
    get open() {
      return open;
    },
    send(event, data) {
      if (open) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    retry(milliseconds) {
      if (open) response.write(`retry: ${milliseconds}\n\n`);
    },
    end() {
      if (!open) return;
      closed();
      response.end();
    },
    onClose(listener) {
      if (open) closeListeners.push(listener);
      else listener();
    },
  };
}
