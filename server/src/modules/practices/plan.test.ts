import { describe, expect, it } from 'vitest';
import { DailyPlan } from '@flowmind/core/contracts/insights';
import { PLAN_MAX_MINUTES } from '@flowmind/core/daily-plan';
import { localDateIn, addDays } from '@flowmind/core/time';
import { requestAs, signUpOnboarded } from '../../../test/app';
import { seedPracticeHistory } from '../../../test/practice-history';
import { useTestApp } from '../../../test/use-test-app';
import { getDailyPlan } from './plan.service';
import type { PracticeDeps } from './practices.service';

const harness = useTestApp({ authRateLimit: false });

const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await harness.database.pool.query(text, values)).rows as T[];

async function idOf(table: 'practices' | 'coaches', name: string): Promise<string> {
  const [row] = await query<{ id: string }>(`select id from ${table} where name = $1`, [name]);
  return row!.id;
}

/** An onboarded person with these goals, coached by Maya Serrano (four short breathing and grounding practices). */
async function mayasPerson(goals: string[], timezone = 'UTC') {
  const person = await signUpOnboarded(harness.app, { primary_goals: goals, timezone });
  const coached = await requestAs(harness.app, person.cookie, 'PATCH', '/api/v1/profile', {
    coachId: await idOf('coaches', 'Maya Serrano'),
  });
  expect(coached.statusCode).toBe(200);
  return person;
}

async function planOf(cookie: string): Promise<DailyPlan> {
  const response = await requestAs(harness.app, cookie, 'GET', '/api/v1/practices/plan');
  expect(response.statusCode).toBe(200);
  return DailyPlan.parse(response.json());
}

/** The plan at a chosen instant, as the route would answer then (the coach's card is not part of the plan). */
const atInstant: Omit<PracticeDeps, 'db'> = {
  neighbours: { coachCards: () => Promise.resolve([]), logMoodIn: () => Promise.resolve() },
};
const planAt = (userId: string, at: string) =>
  getDailyPlan({ ...atInstant, db: harness.database.db }, userId, new Date(at));

const names = (plan: DailyPlan) => plan.practices.map((practice) => practice.name);

describe('GET /api/v1/practices/plan', () => {
  it("is a short plan of the person's coach's practices: two to four, 15 minutes at most, each with a reason", async () => {
    const person = await signUpOnboarded(harness.app, { timezone: 'Asia/Tokyo' });
    const plan = await planOf(person.cookie);
    expect(plan.local_date).toBe(localDateIn('Asia/Tokyo'));
    expect(plan.practices.length).toBeGreaterThanOrEqual(2);
    expect(plan.practices.length).toBeLessThanOrEqual(4);
    expect(plan.total_minutes).toBeLessThanOrEqual(PLAN_MAX_MINUTES);
    expect(plan.total_minutes).toBe(
      plan.practices.reduce((sum, practice) => sum + practice.duration_minutes, 0),
    );
    for (const practice of plan.practices) {
      expect(practice.coach_id).toBe(person.coachId);
      expect(practice.reason.length).toBeGreaterThan(0);
    }
    // Every practice of the coach would be far longer: the plan is a pick.
    const all = (
      await requestAs(harness.app, person.cookie, 'GET', `/api/v1/practices?coachId=${person.coachId}`)
    ).json().practices as { duration_minutes: number }[];
    expect(all.length).toBeGreaterThan(plan.practices.length);
  });

  it('is the same plan on every load of the day, and fresh on another day', async () => {
    const person = await mayasPerson(['emotional balance']);
    expect(await planOf(person.cookie)).toEqual(await planOf(person.cookie));

    const morning = await planAt(person.userId, '2026-03-02T07:10:00Z');
    expect(await planAt(person.userId, '2026-03-02T10:50:00Z')).toEqual(morning);
    expect(morning.local_date).toBe('2026-03-02');
    const days = await Promise.all(
      Array.from({ length: 10 }, (_, day) =>
        planAt(person.userId, `${addDays('2026-03-02', day)}T08:00:00Z`),
      ),
    );
    expect(new Set(days.map((plan) => names(plan).join())).size).toBeGreaterThan(1);
  });

  it("follows the person's goals and the part of their day", async () => {
    const sleeper = await mayasPerson(['better sleep'], 'America/New_York');
    for (let day = 0; day < 7; day++) {
      // 21:30 in New York.
      const plan = await planAt(sleeper.userId, `${addDays('2026-06-02', day)}T01:30:00Z`);
      expect(plan.local_date).toBe(addDays('2026-06-01', day));
      const forSleep = plan.practices.find((practice) => practice.name === '4-7-8 Breathing for Sleep');
      expect(forSleep?.reason).toBe('For your goal: better sleep');
    }
    const focused = await mayasPerson(['improve focus']);
    for (let day = 0; day < 7; day++) {
      const plan = await planAt(focused.userId, `${addDays('2026-06-02', day)}T08:00:00Z`);
      // A sleep practice is no morning practice for someone who wants focus.
      expect(names(plan)).not.toContain('4-7-8 Breathing for Sleep');
      expect(names(plan)).toContain('Box Breathing');
    }
  });

  it('puts the practice that lifted the mood first and one that lowered it last', async () => {
    const person = await mayasPerson(['improve focus']);
    const lifted = await idOf('practices', 'Physiological Sigh');
    const loweredIds = [
      await idOf('practices', 'Box Breathing'),
      await idOf('practices', '4-7-8 Breathing for Sleep'),
    ];
    const recorded = [
      { practiceId: lifted, moodBefore: 4, moodAfter: 7 },
      { practiceId: loweredIds[0], moodBefore: 7, moodAfter: 5 },
      { practiceId: loweredIds[1], moodBefore: 6, moodAfter: 4 },
    ];
    for (const payload of recorded) {
      const response = await requestAs(
        harness.app,
        person.cookie,
        'POST',
        '/api/v1/practice-completions',
        payload,
      );
      expect(response.statusCode).toBe(201);
    }

    // Today: what was done stays in the plan, the lift first with its reason, a lowered one last.
    const today = await planOf(person.cookie);
    expect(today.practices[0]).toMatchObject({ id: lifted, reason: 'Lifted your mood by 3 points' });
    expect(loweredIds).toContain(today.practices.at(-1)!.id);

    // Another day: the lift leads, then what was never measured, and a practice that lowered the mood
    // only fills the last place.
    const tomorrow = await planAt(person.userId, `${addDays(today.local_date, 1)}T09:00:00Z`);
    expect(tomorrow.practices.map((practice) => practice.id)).toEqual([
      lifted,
      await idOf('practices', '5-4-3-2-1 Grounding'),
      expect.toSatisfy((id: string) => loweredIds.includes(id)),
    ]);
  });

  it('orders the plan by what helped over a history of 100,000 sessions', async () => {
    const person = await mayasPerson(['improve focus']);
    const measured = [
      { name: 'Physiological Sigh', moods: [4, 7] },
      { name: '5-4-3-2-1 Grounding', moods: [5, 6] },
      { name: 'Box Breathing', moods: [7, 5] },
      { name: '4-7-8 Breathing for Sleep', moods: [6, 4] },
    ];
    const ids = await Promise.all(measured.map(({ name }) => idOf('practices', name)));
    // 25,000 sessions of each, one a day, each practice with its own mood change.
    await seedPracticeHistory(
      harness.database.pool,
      person.userId,
      `insert into practice_effectiveness
         (user_id, practice_id, local_date, completion_date, mood_before, mood_after, effectiveness_rating)
       select $1, p.id, date '2026-06-01' - d, (date '2026-06-01' - d) + time '09:00',
              p.before, p.after, 8
       from generate_series(1, 25000) d
       cross join unnest($2::uuid[], $3::int[], $4::int[]) p(id, before, after)`,
      [ids, measured.map(({ moods }) => moods[0]), measured.map(({ moods }) => moods[1])],
    );

    // Both practices that helped lead (in order of fit), each with its average lift; one that lowered the
    // mood fills the last place.
    const plan = await planAt(person.userId, '2026-06-02T09:00:00Z');
    const planned = plan.practices.map((practice) => practice.id);
    expect(planned.slice(0, 2).sort()).toEqual(ids.slice(0, 2).sort());
    expect(ids.slice(2)).toContain(planned[2]);
    expect(planned).toHaveLength(3);
    expect(plan.practices.find((practice) => practice.id === ids[0])?.reason).toBe(
      'Lifted your mood by 3 points on average',
    );
  }, 120_000);

  it('answers 401 without a session', async () => {
    expect((await requestAs(harness.app, undefined, 'GET', '/api/v1/practices/plan')).statusCode).toBe(401);
  });
});
