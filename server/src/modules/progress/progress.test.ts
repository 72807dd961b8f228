import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsCategoryOf } from '@flowmind/core/contracts/practices';
import { createTestApp, signUp, signUpOnboarded, type TestApp } from '../../../test/app';
import { getProgressOverview } from './progress.service';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false });
});
afterAll(async () => harness?.close());

const onboardedPerson = (timezone = 'UTC', initialMood = 5) =>
  signUpOnboarded(harness.app, {
    first_name: 'Kai',
    last_name: 'Berg',
    age_range: 45,
    life_stage: 'established',
    stress_level: 4,
    stress_source: ['family'],
    initial_mood: initialMood,
    primary_goals: ['build habits'],
    experience_level: 'intermediate',
    preferred_practice_time: 'morning',
    communication_level: ['analytical'],
    practice_style: ['neuroscience/behavioral change'],
    timezone,
  });

const query = (text: string, values: unknown[] = []) => harness.database.pool.query(text, values);

async function practiceIn(category: string): Promise<string> {
  const { rows } = await query(
    `select p.id from practices p join practice_categories c on c.id = p.category_id where c.name = $1 order by p.name limit 1`,
    [category],
  );
  return rows[0].id;
}

/** Writes a mood or a completion on a given local day, as the app would have then. */
async function moodOn(userId: string, localDate: string, score: number) {
  await query(
    `insert into mood_entries (user_id, mood_score, energy_level, stress_level, local_date, created_at)
     values ($1, $2, 5, 5, $3::date, $3::date + time '12:00')`,
    [userId, score, localDate],
  );
}
async function practiceOn(userId: string, practiceId: string, localDate: string, rating = 8) {
  await query(
    `insert into practice_effectiveness (user_id, practice_id, local_date, completion_date, effectiveness_rating)
     values ($1, $2, $3::date, $3::date + time '12:00', $4)`,
    [userId, practiceId, localDate, rating],
  );
}

describe('GET /api/v1/progress', () => {
  it('starts from the onboarding mood: 5 XP and the first check-in’s 20, level 1, a one-day streak', async () => {
    const person = await onboardedPerson();
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/progress',
      headers: { cookie: person.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { stats, achievements } = response.json();
    expect(stats).toEqual({
      level: 1,
      totalXP: 5 + 20,
      xpProgress: 25,
      xpToNextLevel: 75,
      streakCount: 1,
      streakAtRisk: false,
    });
    expect(achievements).toHaveLength(10);
    expect(achievements.find((a: { key: string }) => a.key === 'first_checkin')).toMatchObject({
      progress: 1,
      progressPercentage: 100,
      isCompleted: true,
      xpReward: 20,
    });
    expect(achievements.find((a: { key: string }) => a.key === 'first_practice').isCompleted).toBe(false);
  });

  it('applies every XP rule, counts categories and keeps streaks in the person’s days', async () => {
    // Entries arrive in date order, as they do in life (a run never goes back to an older day).
    const person = await signUp(harness.app);
    await query('update users set onboarding_completed = true where id = $1', [person.userId]);
    await moodOn(person.userId, '2025-12-31', 9); // 5 + 3
    const breath = await practiceIn('Breathwork');
    const gratitude = await practiceIn('Gratitude');
    await practiceOn(person.userId, breath, '2026-01-01', 9); // 10 + 5
    await practiceOn(person.userId, gratitude, '2026-01-02', 4); // 10
    await moodOn(person.userId, '2026-01-02', 8); // 5 + 3
    await moodOn(person.userId, '2026-01-03', 2); // 5
    const overview = await getProgressOverview(
      harness.database.db,
      person.userId,
      new Date('2026-01-03T20:00:00Z'),
    );
    const byKey = Object.fromEntries(overview.achievements.map((a) => [a.key, a]));
    const earned = overview.achievements.filter((a) => a.isCompleted);
    expect(earned.map((a) => a.key).sort()).toEqual(['first_checkin', 'first_practice']);
    const achievementXp = earned.reduce((sum, a) => sum + a.xpReward, 0);
    expect(overview.stats.totalXP).toBe(8 + 15 + 10 + 8 + 5 + achievementXp);
    expect(byKey.breath_master!.progress).toBe(1);
    expect(byKey.gratitude_guru!.progress).toBe(1);
    expect(byKey.high_vibes!.progress).toBe(2);
    expect(byKey.effectiveness_expert!.progress).toBe(1);
    expect(byKey.week_warrior!.progress).toBe(2);

    const { rows } = await query('select * from user_progress where user_id = $1', [person.userId]);
    expect(rows[0]).toMatchObject({ practice_run: 2, practice_best: 2, activity_best: 4, mood_best: 2 });
  });

  it('keeps a streak that ended yesterday alive (at risk) until today ends, then breaks it', async () => {
    const person = await signUp(harness.app);
    await query(`update users set onboarding_completed = true, timezone = 'America/New_York' where id = $1`, [
      person.userId,
    ]);
    for (const day of ['2026-03-05', '2026-03-06', '2026-03-07', '2026-03-07', '2026-03-08']) {
      await moodOn(person.userId, day, 6);
    }
    // 2026-03-09 03:00 UTC is still 2026-03-08 in New York.
    const stillToday = await getProgressOverview(
      harness.database.db,
      person.userId,
      new Date('2026-03-09T03:00:00Z'),
    );
    expect(stillToday.today).toBe('2026-03-08');
    expect(stillToday.stats.streakCount).toBe(4);
    const nextDay = await getProgressOverview(
      harness.database.db,
      person.userId,
      new Date('2026-03-09T06:00:00Z'),
    );
    expect(nextDay.today).toBe('2026-03-09');
    expect(nextDay.stats).toMatchObject({ streakCount: 4, streakAtRisk: true });
    // 2026-03-10 05:00 UTC is 00:00 on the 10th in New York: the 9th passed with nothing logged.
    const dayAfter = await getProgressOverview(
      harness.database.db,
      person.userId,
      new Date('2026-03-10T05:00:00Z'),
    );
    expect(dayAfter.stats).toMatchObject({ streakCount: 0, streakAtRisk: false });
  });

  it('gives XP for the first three mood check-ins of a local day and logs the rest without XP', async () => {
    const person = await signUp(harness.app);
    await query('update users set onboarding_completed = true where id = $1', [person.userId]);
    for (const score of [9, 9, 4, 9, 9]) await moodOn(person.userId, '2026-04-01', score);
    await moodOn(person.userId, '2026-04-02', 9);
    const { rows } = await query('select * from user_progress where user_id = $1', [person.userId]);
    expect(rows[0]).toMatchObject({
      mood_count: 6,
      high_mood_count: 5,
      rewarded_mood_count: 4,
      rewarded_high_mood_count: 3,
    });
    const overview = await getProgressOverview(
      harness.database.db,
      person.userId,
      new Date('2026-04-02T12:00:00Z'),
    );
    const achievementXp = overview.achievements
      .filter((a) => a.isCompleted)
      .reduce((sum, a) => sum + a.xpReward, 0);
    expect(overview.stats.totalXP).toBe(4 * 5 + 3 * 3 + achievementXp);
  });

  it('counts check-ins that arrive at the same moment once each against the daily XP limit', async () => {
    const person = await signUp(harness.app);
    await query('update users set onboarding_completed = true where id = $1', [person.userId]);
    await Promise.all([1, 2, 3, 4, 5, 6].map(() => moodOn(person.userId, '2026-04-05', 6)));
    const { rows } = await query('select * from user_progress where user_id = $1', [person.userId]);
    expect(rows[0]).toMatchObject({ mood_count: 6, rewarded_mood_count: 3 });
  });

  it('keeps the running totals equal to a recount of the raw rows, and buckets categories like core', async () => {
    const { rows: mismatches } = await query(
      `select u.id from users u
       left join user_progress p on p.user_id = u.id
       where coalesce(p.mood_count, 0) <> (select count(*) from mood_entries m where m.user_id = u.id)
          or coalesce(p.practice_count, 0) <> (select count(*) from practice_effectiveness e where e.user_id = u.id)
          or coalesce(p.high_mood_count, 0) <> (select count(*) from mood_entries m where m.user_id = u.id and m.mood_score >= 8)
          or coalesce(p.rewarded_mood_count, 0) <> (
            select coalesce(sum(least(n, 3)), 0) from (
              select count(*) as n from mood_entries m where m.user_id = u.id group by m.local_date) days)`,
    );
    expect(mismatches).toEqual([]);
    for (const name of [
      'Breathwork',
      'Gratitude',
      'Mindfulness',
      'Neuroscience',
      'Visualization',
      'Guided Imagery',
      'Well-being',
      'Other',
    ]) {
      const { rows } = await query('select flowmind_stats_category($1) as bucket', [name]);
      expect(rows[0].bucket ?? undefined, name).toBe(statsCategoryOf(name));
    }
  });
});
