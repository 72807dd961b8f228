import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/session';
import type { EventHub } from './event-hub';

/** Below the idle timeouts of common proxies (60 s), so a quiet stream is not cut. */
const HEARTBEAT_MS = 25_000;

function send(response: ServerResponse, event: string, data: object): void {
  response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * GET /api/v1/events: a server-sent events stream of the signed-in person's own changes (mood logged,
 * practice completed, profile changed), so their other tabs and devices stay in step. Events carry the
 * kind of change only; the browser refetches what it shows.
 */
export function registerEventRoutes(app: FastifyInstance, deps: { hub: EventHub }): void {
  const openStreams = new Set<ServerResponse>();

  // Open streams never go idle, so end them before the server waits for its connections to drain.
  app.addHook('preClose', (done) => {
    for (const response of openStreams) response.end();
    openStreams.clear();
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
    response.write('retry: 3000\n\n');
    send(response, 'ready', {});
    openStreams.add(response);

    const unsubscribe = deps.hub.subscribe(user.id, {
      onEvent: (event) => send(response, event.type, { type: event.type }),
      onResync: () => send(response, 'resync', {}),
    });
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(response);
    });
  });
}
