import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSIONS_CHANNEL } from '../../auth/session-cache';
import { LISTENER_APPLICATION_NAME, type NotificationListener } from '../../db/notification-listener';
import {
  createOtherInstance,
  createTestApp,
  requestAs,
  sessionCookie,
  signIn,
  signUp,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../../../test/app';
import { openEventStream } from '../../../test/event-stream';
import { parseLiveEvent } from './event-hub';
import { MAX_STREAMS_PER_PERSON, OpenStreams, type OpenStream, type StreamEndReason } from './open-streams';

let harness: TestApp;
let baseUrl: string;
/** A second API instance on the same database, as behind a load balancer. */
let otherInstance: Awaited<ReturnType<typeof createOtherInstance>>;
let otherBaseUrl: string;

beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false });
  baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  otherInstance = await createOtherInstance(harness.database, { authRateLimit: false });
  otherBaseUrl = await otherInstance.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await otherInstance?.close();
  await harness?.close();
});

const openStream = (cookie: string, url = baseUrl) => openEventStream(url, cookie);

async function insertMood(userId: string) {
  await harness.database.pool.query(
    `insert into mood_entries (user_id, mood_score, energy_level, stress_level, entry_type, local_date)
     values ($1, 7, 5, 5, 'daily', current_date)`,
    [userId],
  );
}

describe('GET /api/v1/events', () => {
  it('carries the security headers every answer carries', async () => {
    const { cookie } = await signUp(harness.app);
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/v1/events`, {
      headers: { cookie },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    controller.abort();
  });

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

  it('reports a mood whose score was changed, and not an update that leaves the score as it was', async () => {
    const person = await signUp(harness.app);
    await insertMood(person.userId);
    const stream = await openStream(person.cookie);
    await harness.database.pool.query(`update mood_entries set notes = 'walk' where user_id = $1`, [
      person.userId,
    ]);
    await harness.database.pool.query(
      `update mood_entries set mood_score = 4, energy_level = 5, stress_level = 7 where user_id = $1`,
      [person.userId],
    );
    // Notifications arrive in commit order: a change of name after them marks the end.
    await harness.database.pool.query(`update users set name = 'Rae Moss' where id = $1`, [person.userId]);
    await expect.poll(() => stream.types()).toEqual(['mood_logged', 'profile_changed']);
    await stream.close();
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
        where datname = current_database() and application_name = $1`,
      [LISTENER_APPLICATION_NAME],
    );
    await expect.poll(() => stream.types(), { timeout: 10_000 }).toContain('resync');
    await insertMood(person.userId);
    await expect.poll(() => stream.types()).toContain('mood_logged');
    await stream.close();
  });
});

describe('GET /api/v1/events: how many, and for how long', () => {
  const signOut = (app: string, cookie: string) =>
    fetch(`${app}/api/auth/sign-out`, { method: 'POST', headers: { cookie, origin: TEST_PUBLIC_URL } });
  const signInAgain = async (email: string, password: string) =>
    sessionCookie((await signIn(harness.app, email, password)).headers['set-cookie']);

  it(`keeps at most ${MAX_STREAMS_PER_PERSON} streams per person: one more ends the oldest`, async () => {
    const ana = await signUp(harness.app);
    const ben = await signUp(harness.app);
    const benTab = await openStream(ben.cookie);
    const tabs: Array<Awaited<ReturnType<typeof openStream>>> = [];
    for (let i = 0; i < MAX_STREAMS_PER_PERSON; i++) tabs.push(await openStream(ana.cookie));
    expect(tabs.some((tab) => tab.ended())).toBe(false);

    const newest = await openStream(ana.cookie);
    await expect.poll(() => tabs[0]!.ended()).toBe(true);
    expect(tabs[0]!.received.at(-1)).toEqual({ event: 'end', data: '{"reason":"too_many_streams"}' });
    // The ended tab's browser waits an hour before reconnecting, so surplus tabs do not evict each other
    // every few seconds.
    expect(tabs[0]!.raw()).toContain('retry: 3600000\n');

    // The rest, and other people's streams, stay open and keep receiving.
    await insertMood(ana.userId);
    await insertMood(ben.userId);
    for (const tab of [...tabs.slice(1), newest, benTab]) {
      await expect.poll(() => tab.types()).toEqual(['mood_logged']);
      expect(tab.ended()).toBe(false);
    }
    await Promise.all([...tabs, newest, benTab].map((tab) => tab.close()));
  });

  it('ends the streams of every session of a person who signs out, on every instance, and no others', async () => {
    const cleo = await signUp(harness.app);
    const phone = await signInAgain(cleo.email, cleo.password);
    const dan = await signUp(harness.app);
    const laptopHere = await openStream(cleo.cookie);
    const laptopThere = await openStream(cleo.cookie, otherBaseUrl);
    const phoneThere = await openStream(phone, otherBaseUrl);
    const dansTab = await openStream(dan.cookie, otherBaseUrl);

    // Signing out on the laptop, through the other instance, ends every session of the person.
    expect((await signOut(otherBaseUrl, cleo.cookie)).status).toBe(200);
    for (const tab of [laptopHere, laptopThere, phoneThere]) {
      await expect.poll(() => tab.ended()).toBe(true);
      expect(tab.received.at(-1)).toEqual({ event: 'end', data: '{"reason":"session_ended"}' });
    }
    // The stream cannot simply be opened again.
    expect((await fetch(`${baseUrl}/api/v1/events`, { headers: { cookie: phone } })).status).toBe(401);

    await insertMood(dan.userId);
    await expect.poll(() => dansTab.types()).toEqual(['mood_logged']);
    expect(dansTab.ended()).toBe(false);
    await Promise.all([laptopHere, laptopThere, phoneThere, dansTab].map((tab) => tab.close()));
  });

  it('ends the streams of a deleted account, whose sessions go with it', async () => {
    const dee = await signUp(harness.app);
    const eli = await signUp(harness.app);
    const here = await openStream(dee.cookie);
    const there = await openStream(dee.cookie, otherBaseUrl);
    const elisTab = await openStream(eli.cookie);
    const deleted = await requestAs(harness.app, dee.cookie, 'DELETE', '/api/v1/account', {
      password: dee.password,
    });
    expect(deleted.statusCode).toBe(200);
    for (const tab of [here, there]) {
      await expect.poll(() => tab.ended()).toBe(true);
      expect(tab.received.at(-1)).toEqual({ event: 'end', data: '{"reason":"session_ended"}' });
    }
    expect(elisTab.ended()).toBe(false);
    await Promise.all([here, there, elisTab].map((tab) => tab.close()));
  });
});

describe('OpenStreams', () => {
  /** The parts of the LISTEN connection the registry uses, driven by hand. */
  function fakeNotifications() {
    const sessionHandlers: Array<(payload: string) => void> = [];
    const reconnectHandlers: Array<() => void> = [];
    const listener = {
      on(channel: string, handler: (payload: string) => void) {
        expect(channel).toBe(SESSIONS_CHANNEL);
        sessionHandlers.push(handler);
        return () => {};
      },
      onReconnect(handler: () => void) {
        reconnectHandlers.push(handler);
      },
    };
    return {
      listener: listener as unknown as NotificationListener,
      sessionEnded: (sessionId: string) => sessionHandlers.forEach((handler) => handler(sessionId)),
      reconnected: () => reconnectHandlers.forEach((handler) => handler()),
    };
  }

  function stream(userId: string, sessionId: string) {
    const ends: StreamEndReason[] = [];
    const value: OpenStream & { ends: StreamEndReason[] } = {
      userId,
      sessionId,
      ends,
      end: (reason) => ends.push(reason),
    };
    return value;
  }

  it('checks the sessions of open streams after a reconnect, since their ends may have been missed', async () => {
    const notifications = fakeNotifications();
    let active = new Set(['s1', 's2']);
    const asked: string[][] = [];
    const streams = new OpenStreams(notifications.listener, {
      activeSessions: (ids) => {
        asked.push([...ids].sort());
        return Promise.resolve(active);
      },
    });
    const one = stream('u1', 's1');
    const two = stream('u1', 's2');
    streams.add(one);
    streams.add(two);
    active = new Set(['s2']);
    notifications.reconnected();
    await expect.poll(() => one.ends).toEqual(['session_ended']);
    expect(asked).toEqual([['s1', 's2']]);
    expect(two.ends).toEqual([]);
    expect(streams.count('u1')).toBe(1);
  });

  it('keeps streams open when the sessions cannot be checked', async () => {
    const notifications = fakeNotifications();
    const logged: string[] = [];
    const streams = new OpenStreams(notifications.listener, {
      activeSessions: () => Promise.reject(new Error('database unavailable')),
      log: (message) => logged.push(message),
    });
    const open = stream('u1', 's1');
    streams.add(open);
    notifications.reconnected();
    await expect.poll(() => logged).toHaveLength(1);
    expect(open.ends).toEqual([]);
  });

  it('ends at once a stream whose session ended just before it registered', () => {
    const notifications = fakeNotifications();
    let now = 1_000_000;
    const streams = new OpenStreams(notifications.listener, { now: () => now });
    notifications.sessionEnded('s1');
    const late = stream('u1', 's1');
    streams.add(late);
    expect(late.ends).toEqual(['session_ended']);
    expect(streams.count()).toBe(0);
    // Only for a while: session ids are never reused, so the memory is only for that race.
    now += 61_000;
    const later = stream('u1', 's1');
    streams.add(later);
    expect(later.ends).toEqual([]);
  });

  it('ends each stream once, and forgets streams that closed', () => {
    const notifications = fakeNotifications();
    const streams = new OpenStreams(notifications.listener, { maxPerPerson: 2 });
    const [a, b, c] = [stream('u1', 's1'), stream('u1', 's1'), stream('u1', 's2')];
    streams.add(a);
    streams.add(b);
    streams.remove(a);
    streams.add(c);
    expect(a.ends).toEqual([]);
    expect(streams.count('u1')).toBe(2);
    notifications.sessionEnded('s1');
    notifications.sessionEnded('s1');
    expect(b.ends).toEqual(['session_ended']);
    expect(streams.count('u1')).toBe(1);
    streams.endAll('shutdown');
    expect(c.ends).toEqual(['shutdown']);
    expect(streams.count()).toBe(0);
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
