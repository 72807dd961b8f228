import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/session';
import { openEventStream } from '../../http/event-stream';
import type { EventHub } from './event-hub';
import type { OpenStream, OpenStreams } from './open-streams';

/** How soon the browser reconnects after a dropped stream. */
const RECONNECT_MS = 3_000;
/**
 * How soon a browser whose stream was ended for a newer one reconnects. EventSource always reconnects;
 * at the usual 3 s, a person with more tabs than the limit would have them evict each other round after
 * round, each reconnect refetching everything that tab shows.
 */
const RECONNECT_AFTER_EVICTION_MS = 60 * 60_000;

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

    const stream = openEventStream(reply);
    stream.retry(RECONNECT_MS);
    stream.send('ready', {});

    const unsubscribe = deps.hub.subscribe(user.id, {
      onEvent: (event) => stream.send(event.type, { type: event.type }),
      onResync: () => stream.send('resync', {}),
    });
    const registered: OpenStream = {
      userId: user.id,
      sessionId: user.sessionId,
      end(reason) {
        if (!stream.open) return;
        if (reason === 'too_many_streams') stream.retry(RECONNECT_AFTER_EVICTION_MS);
        if (reason !== 'shutdown') stream.send('end', { reason });
        stream.end();
      },
    };
    stream.onClose(() => {
      unsubscribe();
      deps.streams.remove(registered);
    });
    // The browser may have gone while the listener was starting; its 'close' has then passed already.
    if (request.raw.socket.destroyed) return stream.end();
    deps.streams.add(registered);
  });
}
