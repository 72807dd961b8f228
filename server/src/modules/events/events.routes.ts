import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/session';
import type { EventHub } from './event-hub';
import type { OpenStream, OpenStreams } from './open-streams';

/** Below the idle timeouts of common proxies (60 s), so a quiet stream is not cut. */
const HEARTBEAT_MS = 25_000;
/** How soon the browser reconnects after a dropped stream. */
const RECONNECT_MS = 3_000;
/**
 * How soon a browser whose stream was ended for a newer one reconnects. EventSource always reconnects;
 * at the usual 3 s, a person with more tabs than the limit would have them evict each other round after
 * round, each reconnect refetching everything that tab shows.
 */
const RECONNECT_AFTER_EVICTION_MS = 60 * 60_000;

function send(response: ServerResponse, event: string, data: object): void {
  response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * GET /api/v1/events: a server-sent events stream of the signed-in person's own changes (mood logged,
 * practice completed, profile changed), so their other tabs and devices stay in step. Events carry the
 * kind of change only; the browser refetches what it shows. A person keeps a few streams per instance
 * (opening one more ends the oldest), and a stream ends with the session it was opened with.
 */
export function registerEventRoutes(
  app: FastifyInstance,
  deps: { hub: EventHub; streams: OpenStreams },
): void {
  // Open streams never go idle, so end them before the server waits for its connections to drain.
  app.addHook('preClose', (done) => {
    deps.streams.endAll('shutdown');
    deps.hub.close();
    done();
  });

  app.get('/api/v1/events', async (request, reply) => {
    const user = currentUser(request);
    // If the database is unreachable right now the stream still opens; the listener keeps retrying and
    // the stream gets `resync` once it is back.
    await deps.hub.ready();

    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.write(`retry: ${RECONNECT_MS}\n\n`);
    send(response, 'ready', {});

    let closed = false;
    const unsubscribe = deps.hub.subscribe(user.id, {
      onEvent: (event) => send(response, event.type, { type: event.type }),
      onResync: () => send(response, 'resync', {}),
    });
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const release = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
    };
    const stream: OpenStream = {
      userId: user.id,
      sessionId: user.sessionId,
      end(reason) {
        if (closed) return;
        release();
        if (reason === 'too_many_streams') response.write(`retry: ${RECONNECT_AFTER_EVICTION_MS}\n\n`);
        if (reason !== 'shutdown') send(response, 'end', { reason });
        response.end();
      },
    };
    request.raw.on('close', () => {
      release();
      deps.streams.remove(stream);
    });
    // The browser may have gone while the listener was starting; its 'close' has then passed already.
    if (request.raw.socket.destroyed) return release();
    deps.streams.add(stream);
  });
}
