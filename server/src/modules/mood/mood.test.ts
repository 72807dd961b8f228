import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpOnboarded, type TestApp } from '../../../test/app';

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
