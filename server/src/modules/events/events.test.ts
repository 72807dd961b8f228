import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { parseLiveEvent } from './event-hub';

let harness: TestApp;
let baseUrl: string;

beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false });
  baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => harness?.close());

interface ReceivedEvent {
  event: string;
  data: string;
}

/** An open SSE stream with the events received so far, parsed as a browser's EventSource would. */
async function openStream(cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const received: ReceivedEvent[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) received.push({ event, data: data ?? '' });
      }
    }
  })().catch(() => {});
  await expect.poll(() => received.map((item) => item.event)).toContain('ready');
  return {
    received,
    types: () => received.map((item) => item.event).filter((type) => type !== 'ready'),
    async close() {
      controller.abort();
      await pump;
    },
  };
}

async function insertMood(userId: string) {
  await harness.database.pool.query(
    `insert into mood_entries (user_id, mood_score, energy_level, stress_level, entry_type, local_date)
     values ($1, 7, 5, 5, 'daily', current_date)`,
    [userId],
  );
}

describe('GET /api/v1/events', () => {
  it('needs a session', async () => {
    const response = await fetch(`${baseUrl}/api/v1/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it("sends a person's changes to all their streams and to nobody else", async () => {
    const ana = await signUp(harness.app);
    const ben = await signUp(harness.app);
    const anaTab1 = await openStream(ana.cookie);
    const anaTab2 = await openStream(ana.cookie);
    const benTab = await openStream(ben.cookie);

    await insertMood(ana.userId);
    await harness.database.pool.query(`update users set name = 'Anabel Lima' where id = $1`, [ana.userId]);

    for (const tab of [anaTab1, anaTab2]) {
      await expect.poll(() => tab.types()).toEqual(['mood_logged', 'profile_changed']);
    }
    // The payload names the kind of change only: no scores, notes or names.
    expect(anaTab1.received.find((item) => item.event === 'mood_logged')?.data).toBe(
      '{"type":"mood_logged"}',
    );

    await insertMood(ben.userId);
    await expect.poll(() => benTab.types()).toEqual(['mood_logged']);
    expect(anaTab1.types()).toEqual(['mood_logged', 'profile_changed']);

    await Promise.all([anaTab1.close(), anaTab2.close(), benTab.close()]);
  });

  it('reports a practice completion', async () => {
    const person = await signUp(harness.app);
    const stream = await openStream(person.cookie);
    const { rows } = await harness.database.pool.query<{ id: string }>('select id from practices limit 1');
    await harness.database.pool.query(
      `insert into practice_effectiveness (user_id, practice_id, local_date) values ($1, $2, current_date)`,
      [person.userId, rows[0]!.id],
    );
    await expect.poll(() => stream.types()).toContain('practice_completed');
    await stream.close();
  });

  it('resyncs its streams after losing the database connection, then keeps delivering', async () => {
    const person = await signUp(harness.app);
    const stream = await openStream(person.cookie);
    // Kill the hub's LISTEN connection, as a database restart or failover would.
    await harness.database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where pid <> pg_backend_pid() and query like 'LISTEN flowmind_%'`,
    );
    await expect.poll(() => stream.types(), { timeout: 10_000 }).toContain('resync');
    await insertMood(person.userId);
    await expect.poll(() => stream.types()).toContain('mood_logged');
    await stream.close();
  });
});

describe('parseLiveEvent', () => {
  it('accepts the triggers payload and nothing else', () => {
    expect(parseLiveEvent('{"userId":"u1","type":"mood_logged"}')).toEqual({
      userId: 'u1',
      type: 'mood_logged',
    });
    expect(parseLiveEvent('{"userId":"u1","type":"drop_tables"}')).toBeUndefined();
    expect(parseLiveEvent('{"type":"mood_logged"}')).toBeUndefined();
    expect(parseLiveEvent('not json')).toBeUndefined();
  });
});
