import { describe, expect, it } from 'vitest';
import { PracticeInsights } from '@flowmind/core/contracts/insights';
import { buildPracticeInsights, timeOfDayAt } from '@flowmind/core/practice-insights';
import { requestAs, signUpOnboarded } from '../../../test/app';
import { seedPracticeHistory } from '../../../test/practice-history';
import { useTestApp } from '../../../test/use-test-app';
import { getPracticeTrackRecords } from './insights.service';
import { recordPracticeCompletion, type PracticeDeps } from './practices.service';

const harness = useTestApp({ authRateLimit: false });

const onboardedPerson = (timezone = 'UTC') =>
  signUpOnboarded(harness.app, {
    first_name: 'Mina',
    last_name: 'Okafor',
    age_range: 35,
    life_stage: 'career_growth',
    stress_level: 6,
    stress_source: ['work'],
    primary_goals: ['emotional balance'],
    preferred_practice_time: 'morning',
    communication_level: ['supportive'],
    timezone,
  });

const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await harness.database.pool.query(text, values)).rows as T[];

const get = (cookie: string, url: string) => requestAs(harness.app, cookie, 'GET', url);
const complete = (cookie: string, payload: object) =>
  requestAs(harness.app, cookie, 'POST', '/api/v1/practice-completions', payload);

async function insightsOf(cookie: string): Promise<PracticeInsights> {
  const response = await get(cookie, '/api/v1/practices/insights');
  expect(response.statusCode).toBe(200);
  return PracticeInsights.parse(response.json());
}

async function practiceNamed(name: string): Promise<string> {
  const [row] = await query<{ id: string }>('select id from practices where name = $1', [name]);
  return row!.id;
}

/** Records completions at chosen instants, as the server would have then (no mood is logged here). */
const atInstants: PracticeDeps = {
  db: undefined as never,
  neighbours: {
    coachCards: () => Promise.reject(new Error('no coach is shown here')),
    logMoodIn: () => Promise.resolve(),
  },
};
const completeAt = (userId: string, practiceId: string, at: string, moods: [number, number]) =>
  recordPracticeCompletion(
    { ...atInstants, db: harness.database.db },
    userId,
    {
      practiceId,
      moodBefore: moods[0],
      moodAfter: moods[1],
      difficultyRating: 5,
      engagementRating: 8,
      wouldRepeat: true,
    },
    new Date(at),
  );

/** Sessions and mood change summed per key, in first-seen order. */
function sumBy<T extends { sessions: number; moodChangeSum: number }, K>(rows: T[], keyOf: (row: T) => K) {
  const sums = new Map<K, { sessions: number; moodChangeSum: number }>();
  for (const row of rows) {
    const sum = sums.get(keyOf(row)) ?? { sessions: 0, moodChangeSum: 0 };
    sums.set(keyOf(row), {
      sessions: sum.sessions + row.sessions,
      moodChangeSum: sum.moodChangeSum + row.moodChangeSum,
    });
  }
  return [...sums];
}

describe('GET /api/v1/practices/insights', () => {
  it('counts only sessions where the mood before and the rating were answered', async () => {
    const person = await onboardedPerson();
    const boxBreathing = await practiceNamed('Box Breathing');
    const bodyScan = await practiceNamed('Body Scan');

    expect(await insightsOf(person.cookie)).toEqual({
      practices: [],
      categories: [],
      best_time_of_day: null,
      measured_sessions: 0,
    });

    const measured = await complete(person.cookie, {
      practiceId: boxBreathing,
      moodBefore: 4,
      moodAfter: 7,
      effectivenessRating: 9,
    });
    expect(measured.statusCode).toBe(201);
    // Skipped questions are stored as the spec's fixed values, and count toward nothing.
    const skipped = await complete(person.cookie, { practiceId: bodyScan, moodAfter: 9 });
    expect(skipped.statusCode).toBe(201);
    expect(skipped.json().completion).toMatchObject({
      mood_before: 5,
      mood_after: 9,
      effectiveness_rating: 8,
    });
    // Only the rating answered: it counts toward the rating alone.
    const ratedOnly = await complete(person.cookie, {
      practiceId: bodyScan,
      moodAfter: 6,
      effectivenessRating: 3,
    });
    expect(ratedOnly.statusCode).toBe(200);

    const insights = await insightsOf(person.cookie);
    expect(insights.measured_sessions).toBe(1);
    // One session says more about the day than the practice: no figure yet.
    expect(insights.practices).toEqual([]);
    expect(insights.best_time_of_day).toBeNull();
    expect(await getPracticeTrackRecords(harness.database.db, person.userId)).toEqual([
      { practiceId: bodyScan, sessions: 0, averageMoodChange: null, ratedSessions: 1, averageRating: 3 },
      { practiceId: boxBreathing, sessions: 1, averageMoodChange: 3, ratedSessions: 1, averageRating: 9 },
    ]);
  });

  it('counts a same-day repeat of a practice as a session, and concurrent sessions all count', async () => {
    const person = await onboardedPerson();
    const bodyScan = await practiceNamed('Body Scan');
    const sessions = [
      { moodBefore: 4, moodAfter: 7, effectivenessRating: 9 },
      { moodBefore: 5, moodAfter: 7 },
      { moodBefore: 5, moodAfter: 8, effectivenessRating: 6 },
    ];
    const first = await complete(person.cookie, { practiceId: bodyScan, ...sessions[0] });
    expect(first.statusCode).toBe(201);
    for (const session of sessions.slice(1)) {
      const repeat = await complete(person.cookie, { practiceId: bodyScan, ...session });
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json().completion.id).toBe(first.json().completion.id);
    }
    const [counts] = await query<{ completions: number; moods: number }>(
      `select (select count(*) from practice_effectiveness where user_id = $1)::int as completions,
              (select count(*) from mood_entries where user_id = $1 and notes = 'After Body Scan practice')::int as moods`,
      [person.userId],
    );
    expect(counts).toEqual({ completions: 1, moods: 3 });

    const insights = await insightsOf(person.cookie);
    expect(insights.practices).toEqual([
      {
        practice_id: bodyScan,
        practice_name: 'Body Scan',
        category_name: 'Mindfulness',
        sessions: 3,
        average_mood_change: 2.7,
        average_rating: 7.5,
        rated_sessions: 2,
        sentence: 'Body Scan lifts your mood by 2.7 points on average over 3 sessions.',
      },
    ]);
    expect(insights.categories).toEqual([
      {
        category_name: 'Mindfulness',
        sessions: 3,
        average_mood_change: 2.7,
        sentence: 'Mindfulness practices lift your mood by 2.7 points on average over 3 sessions.',
      },
    ]);
    // All three happened now, in one part of the day: what practising then does, not 'the best time'.
    expect(insights.best_time_of_day?.sentence).toMatch(
      /^Practising (in the morning|in the afternoon|in the evening|at night) lifts your mood by 2\.7 points on average over 3 sessions\.$/,
    );

    // Three sessions at the same moment: one completion row, three sessions counted.
    const rain = await practiceNamed('RAIN for Difficult Emotions');
    await Promise.all(
      [1, 2, 3].map(() => complete(person.cookie, { practiceId: rain, moodBefore: 6, moodAfter: 5 })),
    );
    const after = await insightsOf(person.cookie);
    expect(after.practices.map((item) => item.sentence)).toEqual([
      'Body Scan lifts your mood by 2.7 points on average over 3 sessions.',
      'RAIN for Difficult Emotions lowered your mood by 1 point on average over 3 sessions.',
    ]);
    expect(after.categories[0]!.sentence).toBe(
      'Mindfulness practices lift your mood by 0.8 points on average over 6 sessions.',
    );
    expect(after.measured_sessions).toBe(6);
  });

  it('buckets sessions by the person’s local hour, in their time zone', async () => {
    const person = await onboardedPerson('America/New_York');
    const boxBreathing = await practiceNamed('Box Breathing');
    const bodyScan = await practiceNamed('Body Scan');
    const gratitude = await practiceNamed('Three Good Things');
    // 12:30 UTC is 08:30 in New York (morning there, afternoon in UTC).
    await completeAt(person.userId, boxBreathing, '2026-06-01T12:30:00Z', [4, 6]);
    await completeAt(person.userId, bodyScan, '2026-06-02T12:30:00Z', [5, 7]);
    await completeAt(person.userId, gratitude, '2026-06-03T12:30:00Z', [3, 5]);
    // 00:30 UTC is 20:30 the evening before in New York.
    await completeAt(person.userId, boxBreathing, '2026-06-02T00:30:00Z', [6, 7]);
    await completeAt(person.userId, bodyScan, '2026-06-03T00:30:00Z', [6, 7]);
    await completeAt(person.userId, gratitude, '2026-06-04T00:30:00Z', [6, 7]);
    // 08:00 UTC is 04:00 in New York: night.
    await completeAt(person.userId, gratitude, '2026-06-05T08:00:00Z', [2, 9]);

    const rows = await query(
      'select time_of_day, sessions, mood_change_sum from time_of_day_insight_totals where user_id = $1 order by time_of_day',
      [person.userId],
    );
    expect(rows).toEqual([
      { time_of_day: 'evening', sessions: 3, mood_change_sum: 3 },
      { time_of_day: 'morning', sessions: 3, mood_change_sum: 6 },
      { time_of_day: 'night', sessions: 1, mood_change_sum: 7 },
    ]);
    const insights = await insightsOf(person.cookie);
    // Night lifts most, on one session: morning is the best of the parts measured often enough.
    expect(insights.best_time_of_day).toEqual({
      time_of_day: 'morning',
      sessions: 3,
      average_mood_change: 2,
      sentence:
        'Morning is your best time to practise: your mood lifts by 2 points on average over 3 sessions.',
    });
    expect(insights.measured_sessions).toBe(7);
    // Three Good Things (Gratitude) has three sessions; Box Breathing and Body Scan two each.
    expect(insights.practices.map((item) => item.sentence)).toEqual([
      'Three Good Things lifts your mood by 3.3 points on average over 3 sessions.',
    ]);
    expect(insights.categories.map((item) => item.sentence)).toEqual([
      'Gratitude practices lift your mood by 3.3 points on average over 3 sessions.',
    ]);
  });

  it('answers from the totals: right and as fast for 100,000 completions as for 10', async () => {
    const small = await onboardedPerson();
    const large = await onboardedPerson();
    const practiceIds = (await query<{ id: string }>('select id from practices order by name')).map(
      (row) => row.id,
    );
    /** `count` completions across the catalogue, a day apart, each with both moods, at varied hours (UTC). */
    const seedHistory = (userId: string, count: number) =>
      seedPracticeHistory(
        harness.database.pool,
        userId,
        `insert into practice_effectiveness
           (user_id, practice_id, local_date, completion_date, mood_before, mood_after, effectiveness_rating)
         select $1, p.id, date '2026-06-01' - d,
                ((date '2026-06-01' - d) + make_interval(hours => (d * 7 + p.n::int) % 24)) at time zone 'UTC',
                1 + (d + p.n) % 5, 3 + (d * 3 + p.n) % 8, 1 + d % 10
         from generate_series(0, $3::int - 1) d cross join unnest($2::uuid[]) with ordinality p(id, n)
         limit $4`,
        [practiceIds, Math.ceil(count / practiceIds.length), count],
      );
    await seedHistory(small.userId, 10);
    await seedHistory(large.userId, 100_000);
    await query('analyze');

    // Right: what the rows themselves say, practice by practice and part of the day by part of the day.
    const fromRows = async (userId: string) => {
      const practices = await query<{
        practiceId: string;
        practiceName: string;
        categoryName: string;
        sessions: number;
        moodChangeSum: number;
        ratedSessions: number;
        ratingSum: number;
      }>(
        `select p.id as "practiceId", p.name as "practiceName", c.name as "categoryName",
                count(*)::int as sessions, sum(e.mood_after - e.mood_before)::int as "moodChangeSum",
                count(*)::int as "ratedSessions", sum(e.effectiveness_rating)::int as "ratingSum"
         from practice_effectiveness e join practices p on p.id = e.practice_id
         join practice_categories c on c.id = p.category_id
         where e.user_id = $1 group by p.id, p.name, c.name`,
        [userId],
      );
      const categories = sumBy(practices, (practice) => practice.categoryName).map(
        ([categoryName, sums]) => ({
          categoryName,
          ...sums,
        }),
      );
      const hours = await query<{ hour: number; sessions: number; moodChangeSum: number }>(
        `select extract(hour from completion_date at time zone 'UTC')::int as hour, count(*)::int as sessions,
                sum(mood_after - mood_before)::int as "moodChangeSum"
         from practice_effectiveness where user_id = $1 group by 1`,
        [userId],
      );
      const timesOfDay = sumBy(hours, (row) => timeOfDayAt(row.hour)).map(([timeOfDay, sums]) => ({
        timeOfDay,
        ...sums,
      }));
      return buildPracticeInsights({ practices, categories, timesOfDay });
    };
    const largeInsights = await insightsOf(large.cookie);
    expect(largeInsights).toEqual(await fromRows(large.userId));
    expect(largeInsights.measured_sessions).toBe(100_000);
    expect(largeInsights.practices).toHaveLength(practiceIds.length);
    expect(largeInsights.best_time_of_day).not.toBeNull();
    const smallInsights = await insightsOf(small.cookie);
    expect(smallInsights).toEqual(await fromRows(small.userId));
    expect(smallInsights.measured_sessions).toBe(10);

    // Fast: the answer reads a row per practice, whatever the history (bench/stats-scaling.ts times it
    // properly; this catches a query that walks the history, which takes tens of milliseconds here).
    const median = async (cookie: string) => {
      const times: number[] = [];
      for (let i = 0; i < 25; i++) {
        const start = performance.now();
        await get(cookie, '/api/v1/practices/insights');
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[12]!;
    };
    await median(small.cookie);
    const smallMs = await median(small.cookie);
    const largeMs = await median(large.cookie);
    expect(largeMs, `${largeMs.toFixed(2)} ms vs ${smallMs.toFixed(2)} ms`).toBeLessThan(smallMs * 2 + 5);
  }, 120_000);

  it('refuses a mood outside 1-10 and needs a session', async () => {
    const person = await onboardedPerson();
    const bodyScan = await practiceNamed('Body Scan');
    const bad = await complete(person.cookie, { practiceId: bodyScan, moodBefore: 0, moodAfter: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Ratings go from 1 to 10.');
    expect((await insightsOf(person.cookie)).measured_sessions).toBe(0);
    const anonymous = await harness.app.inject({ method: 'GET', url: '/api/v1/practices/insights' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('goes with the account', async () => {
    const person = await onboardedPerson();
    const other = await onboardedPerson();
    const bodyScan = await practiceNamed('Body Scan');
    for (const who of [person, other])
      expect(
        (
          await complete(who.cookie, {
            practiceId: bodyScan,
            moodBefore: 3,
            moodAfter: 6,
            effectivenessRating: 7,
          })
        ).statusCode,
      ).toBe(201);
    const totalsOf = async (userId: string) =>
      (
        await query<{ practices: number; times: number }>(
          `select (select count(*) from practice_insight_totals where user_id = $1)::int as practices,
                  (select count(*) from time_of_day_insight_totals where user_id = $1)::int as times`,
          [userId],
        )
      )[0];
    expect(await totalsOf(person.userId)).toEqual({ practices: 1, times: 1 });

    const deleted = await harness.app.inject({
      method: 'DELETE',
      url: '/api/v1/account',
      headers: { cookie: person.cookie },
      payload: { password: person.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await totalsOf(person.userId)).toEqual({ practices: 0, times: 0 });
    expect(await totalsOf(other.userId)).toEqual({ practices: 1, times: 1 });
  });
});
