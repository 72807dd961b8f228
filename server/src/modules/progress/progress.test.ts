import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsCategoryOf } from '@flowmind/core/contracts/practices';
import { RUN_STEP_CASES } from '@flowmind/core/gamification.cases';
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
      restDayUsedOn: null,
      restDayAvailable: true,
      recentRestDays: [],
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
    // No mood on 1 January: it is the mood streak's rest day.
    expect(rows[0]).toMatchObject({ practice_run: 2, practice_best: 2, activity_best: 4, mood_best: 3 });
  });

  it('keeps a streak that ended yesterday alive (at risk), and breaks it once two days pass empty', async () => {
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
    // 2026-03-10 05:00 UTC is early on the 10th in New York: the 9th passed with nothing logged, and is
    // the rest day an entry on the 10th would spend.
    const dayAfter = await getProgressOverview(
      harness.database.db,
      person.userId,
      new Date('2026-03-10T05:00:00Z'),
    );
    expect(dayAfter.stats).toMatchObject({ streakCount: 4, streakAtRisk: true, restDayUsedOn: '2026-03-09' });
    // 00:00 on the 11th in New York: the 10th passed with nothing logged too.
    const twoDaysAfter = await getProgressOverview(
      harness.database.db,
      person.userId,
      new Date('2026-03-11T04:00:00Z'),
    );
    expect(twoDaysAfter.stats).toMatchObject({ streakCount: 0, streakAtRisk: false, restDayUsedOn: null });
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

/** A person who has finished onboarding, with no entries yet, in `timezone`. */
async function freshPerson(timezone = 'UTC') {
  const person = await signUp(harness.app);
  await query('update users set onboarding_completed = true, timezone = $2 where id = $1', [
    person.userId,
    timezone,
  ]);
  return person;
}

const overviewAt = (userId: string, instant: string) =>
  getProgressOverview(harness.database.db, userId, new Date(instant));

async function restDaysOf(userId: string) {
  const { rows } = await query(
    `select streak, local_date::text as day from streak_rest_days where user_id = $1 order by streak, local_date`,
    [userId],
  );
  return rows.map((row: { streak: string; day: string }) => `${row.streak} ${row.day}`);
}

async function runsOf(userId: string) {
  const { rows } = await query(
    `select mood_run, mood_best, mood_rest_date::text, practice_run, practice_best, practice_rest_date::text,
       activity_run, activity_best, activity_rest_date::text
     from user_progress where user_id = $1`,
    [userId],
  );
  return rows[0];
}

describe('streak rest days', () => {
  it.each(RUN_STEP_CASES)('the database applies core’s rule: $name', async ({ run, day, next }) => {
    const { rows } = await query(
      `select flowmind_next_run($1::date, $2, $3::date, $4::date) as length,
         flowmind_rest_day_spent($1::date, $3::date, $4::date)::text as spent`,
      [run.lastDate, run.length, run.restDate, day],
    );
    expect(rows[0].length).toBe(next.length);
    expect(rows[0].spent ?? run.restDate).toBe(next.restDate);
  });

  it('spends one missed day as a rest day: the streak, best run and streak achievements go on', async () => {
    const person = await freshPerson();
    // 1 to 8 March without the 4th: seven days with a mood.
    for (const day of ['01', '02', '03', '05', '06', '07', '08'])
      await moodOn(person.userId, `2026-03-${day}`, 6);
    expect(await runsOf(person.userId)).toMatchObject({
      mood_run: 7,
      mood_best: 7,
      mood_rest_date: '2026-03-04',
      activity_run: 7,
      activity_best: 7,
      activity_rest_date: '2026-03-04',
      practice_rest_date: null,
    });
    expect(await restDaysOf(person.userId)).toEqual(['activity 2026-03-04', 'mood 2026-03-04']);

    const overview = await overviewAt(person.userId, '2026-03-08T18:00:00Z');
    expect(overview.stats).toMatchObject({
      streakCount: 7,
      streakAtRisk: false,
      restDayUsedOn: '2026-03-04',
      // A missed 9 March would be a second rest day 5 days after the first.
      restDayAvailable: false,
      recentRestDays: ['2026-03-04'],
    });
    const byKey = Object.fromEntries(overview.achievements.map((a) => [a.key, a]));
    expect(byKey.mood_tracker!.isCompleted).toBe(true);
    expect(byKey.streak_master!.isCompleted).toBe(true);

    // Nothing on the 9th: a second missed day within 7 days of the rest day breaks the streak on the 10th.
    expect((await overviewAt(person.userId, '2026-03-09T18:00:00Z')).stats).toMatchObject({
      streakCount: 7,
      streakAtRisk: true,
    });
    const broken = await overviewAt(person.userId, '2026-03-10T18:00:00Z');
    expect(broken.stats).toMatchObject({
      streakCount: 0,
      streakAtRisk: false,
      restDayUsedOn: null,
      restDayAvailable: false,
      recentRestDays: ['2026-03-04'],
    });
    // The achievements stay earned.
    expect(broken.achievements.find((a) => a.key === 'streak_master')!.isCompleted).toBe(true);
    await moodOn(person.userId, '2026-03-10', 6);
    expect(await runsOf(person.userId)).toMatchObject({
      mood_run: 1,
      mood_best: 7,
      mood_rest_date: '2026-03-04',
    });
  });

  it('keeps a streak alive the day after a missed day, with yesterday as the rest day, until that day ends', async () => {
    const person = await freshPerson('America/New_York');
    for (const day of ['2026-03-10', '2026-03-11', '2026-03-12']) await moodOn(person.userId, day, 6);
    // 2026-03-14 15:00 UTC is 11:00 on the 14th in New York: the 13th passed with nothing logged.
    const restDay = await overviewAt(person.userId, '2026-03-14T15:00:00Z');
    expect(restDay.today).toBe('2026-03-14');
    expect(restDay.stats).toMatchObject({
      streakCount: 3,
      streakAtRisk: true,
      restDayUsedOn: '2026-03-13',
      restDayAvailable: false,
      // Spent only when something is logged today.
      recentRestDays: [],
    });
    // 2026-03-15 04:30 UTC is 00:30 on the 15th in New York: two days missed.
    expect((await overviewAt(person.userId, '2026-03-15T04:30:00Z')).stats).toMatchObject({
      streakCount: 0,
      restDayUsedOn: null,
    });

    // A practice on the 14th spends the rest day for the activity streak (the mood streak waits for a mood).
    await practiceOn(person.userId, await practiceIn('Breathwork'), '2026-03-14');
    expect((await overviewAt(person.userId, '2026-03-14T20:00:00Z')).stats).toMatchObject({
      streakCount: 4,
      streakAtRisk: false,
      restDayUsedOn: '2026-03-13',
      recentRestDays: ['2026-03-13'],
    });
    expect(await runsOf(person.userId)).toMatchObject({
      activity_run: 4,
      activity_rest_date: '2026-03-13',
      mood_run: 3,
      mood_rest_date: null,
      practice_run: 1,
    });
    expect(await restDaysOf(person.userId)).toEqual(['activity 2026-03-13']);
  });

  it('offers a rest day again 7 days after the last one, and lists the last three newest first', async () => {
    const person = await freshPerson();
    const breath = await practiceIn('Breathwork');
    // Practices every day of April except the 3rd, 10th, 17th and 24th: each miss is 7 days after the last.
    for (let day = 1; day <= 26; day += 1) {
      if (day % 7 === 3) continue;
      await practiceOn(person.userId, breath, `2026-04-${String(day).padStart(2, '0')}`);
    }
    expect(await runsOf(person.userId)).toMatchObject({
      practice_run: 22,
      practice_best: 22,
      practice_rest_date: '2026-04-24',
      activity_run: 22,
    });
    const overview = await overviewAt(person.userId, '2026-04-26T12:00:00Z');
    expect(overview.stats).toMatchObject({
      streakCount: 22,
      restDayUsedOn: '2026-04-24',
      restDayAvailable: false,
      recentRestDays: ['2026-04-24', '2026-04-17', '2026-04-10'],
    });
    expect(overview.achievements.find((a) => a.key === 'habit_former')!.isCompleted).toBe(true);
    // From 1 May a missed day is covered again.
    await practiceOn(person.userId, breath, '2026-04-27');
    await practiceOn(person.userId, breath, '2026-04-28');
    await practiceOn(person.userId, breath, '2026-04-29');
    await practiceOn(person.userId, breath, '2026-04-30');
    expect((await overviewAt(person.userId, '2026-04-30T12:00:00Z')).stats).toMatchObject({
      restDayUsedOn: '2026-04-24',
      restDayAvailable: true,
    });
  });

  it('recomputes the same runs and rest days in the migration as the triggers keep', async () => {
    const migration = fs.readFileSync(
      new URL('../../db/migrations/0013_streak_rest_days.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('DO $$');
    const snapshot = async () => {
      const progress = await query(
        `select user_id, mood_last_date::text, mood_run, mood_best, mood_rest_date::text,
           practice_last_date::text, practice_run, practice_best, practice_rest_date::text,
           activity_last_date::text, activity_run, activity_best, activity_rest_date::text
         from user_progress order by user_id`,
      );
      const restDays = await query(
        `select user_id, streak, local_date::text from streak_rest_days order by user_id, streak, local_date`,
      );
      return { progress: progress.rows, restDays: restDays.rows };
    };
    const kept = await snapshot();
    expect(kept.restDays.length).toBeGreaterThan(0);
    await query(
      `update user_progress set mood_last_date = null, mood_run = 0, mood_rest_date = null,
         practice_last_date = null, practice_run = 0, practice_rest_date = null,
         activity_last_date = null, activity_run = 0, activity_rest_date = null`,
    );
    await query('delete from streak_rest_days');
    await query(backfill);
    expect(await snapshot()).toEqual(kept);
  });
});
