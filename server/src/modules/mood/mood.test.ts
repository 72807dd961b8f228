import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_REUSED,
  INVALID_IDEMPOTENCY_KEY,
  RECORDED_AT_IN_FUTURE,
  RECORDED_AT_TOO_OLD,
} from '@flowmind/core/contracts/offline-writes';
import { MOOD_CORRECTION_MINUTES } from '@flowmind/core/mood';
import { INITIAL_MOOD_NOTE } from '@flowmind/core/onboarding';
import { createTestApp, signUpOnboarded, type TestApp } from '../../../test/app';
import { correctMood, logMood } from './mood.service';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false });
});
afterAll(async () => harness?.close());

const onboardedPerson = () => signUpOnboarded(harness.app, { initial_mood: 4 });

/** Places an entry on an earlier local day, as if it had been logged then. */
async function backdate(userId: string, score: number, daysAgo: number) {
  await harness.database.pool.query(
    `insert into mood_entries (user_id, mood_score, energy_level, stress_level, entry_type, local_date, created_at)
     values ($1, $2, 5, 5, 'daily', (now() at time zone 'UTC')::date - $3::int, now() - make_interval(days => $3))`,
    [userId, score, daysAgo],
  );
}

describe('mood history and stats', () => {
  it('returns the window newest first, averages to one decimal and gives insights from 3 entries', async () => {
    const person = await onboardedPerson();
    const get = (url: string) =>
      harness.app.inject({ method: 'GET', url, headers: { cookie: person.cookie } });

    let stats = (await get('/api/v1/mood/stats')).json();
    expect(stats).toMatchObject({ days: 7, entryCount: 1, averageMood: 4, insight: null });

    await backdate(person.userId, 8, 2);
    await backdate(person.userId, 9, 6);
    await backdate(person.userId, 2, 10);
    await backdate(person.userId, 3, 45);

    stats = (await get('/api/v1/mood/stats')).json();
    expect(stats.entryCount).toBe(3);
    expect(stats.averageMood).toBe(7);
    expect(stats.insight).toMatchObject({ level: 'positive', averageMood: 7 });

    const history = (await get('/api/v1/mood/history')).json().entries;
    expect(history.map((entry: { mood_score: number }) => entry.mood_score)).toEqual([4, 8, 9, 2]);
    // Each entry names the person's day it counts for, so charts group by their days, not the browser's.
    const today = new Date().toISOString().slice(0, 10);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    expect(history.map((entry: { local_date: string }) => entry.local_date)).toEqual([
      today,
      daysAgo(2),
      daysAgo(6),
      daysAgo(10),
    ]);
    expect((await get('/api/v1/mood/history?days=60')).json().entries).toHaveLength(5);
    expect((await get('/api/v1/mood/history?days=0')).statusCode).toBe(400);
  });
});

describe('a check-in sent again with its Idempotency-Key', () => {
  const logWithKey = (cookie: string, key: string, payload: object) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/v1/mood',
      headers: { cookie, 'idempotency-key': key },
      payload,
    });
  const moodCount = async (userId: string) =>
    (await harness.database.pool.query('select mood_count from user_progress where user_id = $1', [userId]))
      .rows[0].mood_count as number;
  const totalXp = async (cookie: string) =>
    (await harness.app.inject({ method: 'GET', url: '/api/v1/progress', headers: { cookie } })).json().stats
      .totalXP as number;
  const entriesOfKey = async (key: string) =>
    (await harness.database.pool.query('select id from mood_entries where client_request_id = $1', [key]))
      .rows;

  it('answers a repeat with the first entry, and stores and counts it once', async () => {
    const person = await onboardedPerson();
    const key = crypto.randomUUID();
    const first = await logWithKey(person.cookie, key, { mood_score: 7, notes: 'calm' });
    expect(first.statusCode).toBe(201);
    const xpAfterFirst = await totalXp(person.cookie);
    const countAfterFirst = await moodCount(person.userId);

    const again = await logWithKey(person.cookie, key, { mood_score: 7, notes: 'calm' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await entriesOfKey(key)).toHaveLength(1);
    expect(await totalXp(person.cookie)).toBe(xpAfterFirst);
    expect(await moodCount(person.userId)).toBe(countAfterFirst);
  });

  it('stores one entry when copies arrive at the same moment', async () => {
    const person = await onboardedPerson();
    const countBefore = await moodCount(person.userId);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => logWithKey(person.cookie, key, { mood_score: 9 })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().entry.id)).size).toBe(1);
    expect(await entriesOfKey(key)).toHaveLength(1);
    expect(await moodCount(person.userId)).toBe(countBefore + 1);
  });

  it('refuses the key with another mood or note, and a key that is not a UUID', async () => {
    const person = await onboardedPerson();
    const key = crypto.randomUUID();
    expect((await logWithKey(person.cookie, key, { mood_score: 6 })).statusCode).toBe(201);
    for (const payload of [{ mood_score: 5 }, { mood_score: 6, notes: 'another note' }]) {
      const refused = await logWithKey(person.cookie, key, payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toEqual({
        code: 'idempotency_key_reused',
        message: IDEMPOTENCY_KEY_REUSED,
      });
    }
    for (const badKey of ['not-a-uuid', '12345', `${key}x`]) {
      const refused = await logWithKey(person.cookie, badKey, { mood_score: 6 });
      expect(refused.statusCode, badKey).toBe(400);
      expect(refused.json().error.message).toContain(INVALID_IDEMPOTENCY_KEY);
    }
    expect(await entriesOfKey(key)).toHaveLength(1);
  });

  it("keeps another person's same key apart", async () => {
    const [one, other] = await Promise.all([onboardedPerson(), onboardedPerson()]);
    const key = crypto.randomUUID();
    const mine = await logWithKey(one.cookie, key, { mood_score: 3 });
    const theirs = await logWithKey(other.cookie, key, { mood_score: 8 });
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().entry.id).not.toBe(mine.json().entry.id);
    expect(theirs.json().entry.mood_score).toBe(8);
    expect(await entriesOfKey(key)).toHaveLength(2);
  });

  it('stores a queued check-in for when and the local day it was made', async () => {
    const person = await signUpOnboarded(harness.app, { initial_mood: 4, timezone: 'Asia/Tokyo' });
    // 20 hours ago: in Tokyo that may be yesterday; the entry counts for the day it was made there.
    const madeAt = new Date(Date.now() - 20 * 3_600_000);
    const expectedDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(madeAt);
    const key = crypto.randomUUID();
    const stored = await logWithKey(person.cookie, key, {
      mood_score: 6,
      recordedAt: madeAt.toISOString(),
    });
    expect(stored.statusCode).toBe(201);
    expect(stored.json().entry).toMatchObject({ created_at: madeAt.toISOString(), local_date: expectedDay });
    // A copy sent without the time (the first attempt) or with it is the same check-in.
    const copy = await logWithKey(person.cookie, key, { mood_score: 6 });
    expect(copy.json()).toEqual(stored.json());

    const inFuture = await logWithKey(person.cookie, crypto.randomUUID(), {
      mood_score: 6,
      recordedAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(inFuture.statusCode).toBe(400);
    expect(inFuture.json().error.message).toBe(RECORDED_AT_IN_FUTURE);
    const tooOld = await logWithKey(person.cookie, crypto.randomUUID(), {
      mood_score: 6,
      recordedAt: new Date(Date.now() - 8 * 86_400_000).toISOString(),
    });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().error.message).toBe(RECORDED_AT_TOO_OLD);
    const notATime = await logWithKey(person.cookie, crypto.randomUUID(), {
      mood_score: 6,
      recordedAt: 'yesterday',
    });
    expect(notATime.statusCode).toBe(400);
  });
});

describe('a mood put right moments after it was given', () => {
  const entryIds = async (userId: string) =>
    (
      await harness.database.pool.query(
        'select id, notes, mood_score from mood_entries where user_id = $1 order by created_at',
        [userId],
      )
    ).rows as { id: string; notes: string | null; mood_score: number }[];

  it("changes only a recent entry of the person, never the sign-up mood or anyone else's", async () => {
    const person = await onboardedPerson();
    const stranger = await onboardedPerson();
    const logged = await logMood(harness.database.db, person.userId, { mood_score: 3 });

    const corrected = await correctMood(harness.database.db, person.userId, logged.id, 8);
    expect(corrected).toMatchObject({ id: logged.id, mood_score: 8, energy_level: 8, stress_level: 3 });

    // Too late: half an hour on, the person logs a new check-in instead.
    const later = new Date(Date.now() + (MOOD_CORRECTION_MINUTES + 1) * 60_000);
    expect(await correctMood(harness.database.db, person.userId, logged.id, 6, later)).toBeNull();
    // Not theirs, and not the questionnaire's mood.
    expect(await correctMood(harness.database.db, stranger.userId, logged.id, 6)).toBeNull();
    const signUpMood = (await entryIds(person.userId)).find((entry) => entry.notes === INITIAL_MOOD_NOTE)!;
    expect(await correctMood(harness.database.db, person.userId, signUpMood.id, 6)).toBeNull();

    expect((await entryIds(person.userId)).map((entry) => entry.mood_score)).toEqual([4, 8]);
  });
});
