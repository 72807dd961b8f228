import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { LISTENER_APPLICATION_NAME, NotificationListener } from '../db/notification-listener';
import { SESSIONS_CHANNEL } from './session-cache';
import { SESSIONS_SYNC_CHANNEL, SESSIONS_SYNCED_CHANNEL, SessionEndBarrier } from './session-end-barrier';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const closing: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const close of closing.reverse()) await close();
  await database?.close();
});

/** One instance's listener and barrier on the shared database, with the ended sessions it has heard of. */
async function instance(timeoutMs = 5_000) {
  const notifications = new NotificationListener(database.pool.options, [
    SESSIONS_CHANNEL,
    SESSIONS_SYNC_CHANNEL,
    SESSIONS_SYNCED_CHANNEL,
  ]);
  closing.push(() => notifications.close());
  const endedSessions: string[] = [];
  notifications.on(SESSIONS_CHANNEL, (sessionId) => endedSessions.push(sessionId));
  const logged: string[] = [];
  const barrier = new SessionEndBarrier(notifications, database.pool, (line) => logged.push(line), timeoutMs);
  await notifications.start();
  return { barrier, endedSessions, logged };
}

describe('SessionEndBarrier', () => {
  it('resolves once every listening instance has handled the sessions ended before it', async () => {
    const here = await instance();
    const others = [await instance(), await instance()];
    // As the trigger does when a session row is deleted.
    await database.pool.query('select pg_notify($1, $2)', [SESSIONS_CHANNEL, 'session-1']);
    await here.barrier.waitForEveryInstance();
    for (const other of others) expect(other.endedSessions).toEqual(['session-1']);
    expect(here.logged).toEqual([]);
  });

  it('gives up on an instance that does not answer, after its timeout', async () => {
    const here = await instance(300);
    // Counted as a listener, but it never answers (stuck, or its connection is going).
    const silent = new pg.Client(database.pool.options);
    await silent.connect();
    closing.push(() => silent.end());
    await silent.query(`SET application_name = '${LISTENER_APPLICATION_NAME}'`);

    const started = Date.now();
    await here.barrier.waitForEveryInstance();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(here.logged).toHaveLength(1);
    const [, answered, listening] = /^sessions: (\d+) of (\d+) instances confirmed/.exec(here.logged[0]!)!;
    expect(Number(answered)).toBe(Number(listening) - 1);
  });
});
