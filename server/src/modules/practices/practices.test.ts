import { describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_REUSED,
  INVALID_IDEMPOTENCY_KEY,
  RECORDED_AT_TOO_OLD,
} from '@flowmind/core/contracts/offline-writes';
import { requestAs, signUp, signUpOnboarded } from '../../../test/app';
import { useTestApp } from '../../../test/use-test-app';
import { recordPracticeCompletion, type PracticeDeps } from './practices.service';

const harness = useTestApp({ authRateLimit: false });

const onboarding = {
  first_name: 'Ravi',
  last_name: 'Menon',
  age_range: 35,
  life_stage: 'career_growth',
  stress_level: 7,
  stress_source: ['work'],
  primary_goals: ['better sleep', 'improve focus'],
  preferred_practice_time: 'evening',
  communication_level: ['supportive'],
};

const onboardedPerson = (timezone = 'UTC') => signUpOnboarded(harness.app, { ...onboarding, timezone });

const get = (cookie: string, url: string) => requestAs(harness.app, cookie, 'GET', url);
const complete = (cookie: string, payload: object) =>
  requestAs(harness.app, cookie, 'POST', '/api/v1/practice-completions', payload);

describe('practice catalogue', () => {
  it('lists categories by name and finds one by name', async () => {
    const { cookie } = await signUp(harness.app);
    const all = (await get(cookie, '/api/v1/practice-categories')).json().categories;
    expect(all.map((category: { name: string }) => category.name)).toEqual([
      'Breathwork',
      'Gratitude',
      'Mindfulness',
      'Neuroscience',
      'Visualization',
    ]);
    const one = (await get(cookie, '/api/v1/practice-categories?name=gratitude')).json().categories;
    expect(one).toHaveLength(1);
    expect(one[0].name).toBe('Gratitude');
  });

  it('lists practices with coach, category and tags; filters by coach and category; finds by id', async () => {
    const { cookie } = await signUp(harness.app);
    const practices = (await get(cookie, '/api/v1/practices')).json().practices;
    expect(practices.length).toBeGreaterThanOrEqual(15);
    const names = practices.map((practice: { name: string }) => practice.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const first = practices[0];
    expect(first.category.name).toBeTruthy();
    expect(first.coach?.name).toBeTruthy();
    expect(first.tags.length).toBeGreaterThan(0);

    const byCoach = (await get(cookie, `/api/v1/practices?coachId=${first.coach.id}`)).json().practices;
    expect(byCoach.length).toBeGreaterThan(0);
    for (const practice of byCoach) expect(practice.coach_id).toBe(first.coach.id);

    const byCategory = (await get(cookie, `/api/v1/practices?categoryId=${first.category_id}`)).json()
      .practices;
    for (const practice of byCategory) expect(practice.category_id).toBe(first.category_id);

    expect((await get(cookie, `/api/v1/practices/${first.id}`)).json().practice.name).toBe(first.name);
    const missing = await get(cookie, '/api/v1/practices/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Practice not found');
    expect((await get(cookie, '/api/v1/practices?coachId=nope')).statusCode).toBe(400);
  });

  it("recommends my coach's practices, the ones fitting my goals first", async () => {
    const person = await onboardedPerson();
    const recommended = (await get(person.cookie, '/api/v1/practices/recommended')).json().practices;
    expect(recommended.length).toBeGreaterThan(0);
    for (const practice of recommended) expect(practice.coach_id).toBe(person.coachId);
    const fits = (practice: { target_goals: string[] }) =>
      practice.target_goals.filter((goal) => onboarding.primary_goals.includes(goal)).length;
    expect(fits(recommended[0])).toBe(Math.max(...recommended.map(fits)));
  });

  it("ranks another coach's practices for me when asked, and refuses a malformed coach id", async () => {
    const person = await onboardedPerson();
    const coaches = (await get(person.cookie, '/api/v1/coaches')).json().coaches as { id: string }[];
    const other = coaches.find((coach) => coach.id !== person.coachId)!;
    const recommended = (await get(person.cookie, `/api/v1/practices/recommended?coachId=${other.id}`)).json()
      .practices;
    expect(recommended.length).toBeGreaterThan(0);
    for (const practice of recommended) expect(practice.coach_id).toBe(other.id);
    const unknown = await get(
      person.cookie,
      '/api/v1/practices/recommended?coachId=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().practices).toEqual([]);
    const bad = await get(person.cookie, '/api/v1/practices/recommended?coachId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('coachId must be a coach id.');
  });
});

describe('practice completions', () => {
  it('records once per local day, logs every after-practice mood, and reports today', async () => {
    const person = await onboardedPerson();
    const practice = (await get(person.cookie, '/api/v1/practices')).json().practices[0];
    const first = await complete(person.cookie, { practiceId: practice.id, moodAfter: 8 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      created: true,
      completion: {
        practice_id: practice.id,
        mood_before: 5,
        mood_after: 8,
        effectiveness_rating: 8,
        difficulty_rating: 5,
        engagement_rating: 8,
        would_repeat: true,
        completion_status: 'completed',
        category_name: practice.category.name,
      },
    });
    const again = await complete(person.cookie, { practiceId: practice.id, moodAfter: 3 });
    expect(again.statusCode).toBe(200);
    expect(again.json().created).toBe(false);
    expect(again.json().completion.id).toBe(first.json().completion.id);

    const moods = await harness.database.pool.query(
      "select mood_score, notes from mood_entries where user_id = $1 and notes like 'After %'",
      [person.userId],
    );
    // The repeat is not a second completion, but the mood the person chose is still theirs to keep.
    expect(moods.rows).toEqual([
      { mood_score: 8, notes: `After ${practice.name} practice` },
      { mood_score: 3, notes: `After ${practice.name} practice` },
    ]);

    const today = (await get(person.cookie, '/api/v1/practice-completions/today')).json().completions;
    expect(today).toHaveLength(1);
    const summary = (await get(person.cookie, '/api/v1/practice-completions/summary')).json();
    expect(summary.today).toEqual({
      totalCompletions: 1,
      totalMinutes: practice.duration_minutes,
      categoryBreakdown: { [practice.category.name]: 1 },
    });
    expect(summary.allTime.total).toBe(1);
    expect(summary.recent.total).toBe(1);
    const stats = (await get(person.cookie, '/api/v1/practice-completions/stats?days=7')).json().stats;
    expect(stats).toEqual([{ category: practice.category.name, total_practices: 1 }]);
    expect(
      (await get(person.cookie, '/api/v1/practice-completions?days=14')).json().completions,
    ).toHaveLength(1);
  });

  it("shows nobody another person's completions and checks the days window", async () => {
    const owner = await onboardedPerson();
    const other = await onboardedPerson();
    const practice = (await get(owner.cookie, '/api/v1/practices')).json().practices[2];
    expect((await complete(owner.cookie, { practiceId: practice.id, moodAfter: 6 })).statusCode).toBe(201);
    expect((await get(other.cookie, '/api/v1/practice-completions/today')).json().completions).toEqual([]);
    expect((await get(other.cookie, '/api/v1/practice-completions?days=30')).json().completions).toEqual([]);
    expect((await get(other.cookie, '/api/v1/practice-completions/summary')).json().allTime.total).toBe(0);
    expect((await get(other.cookie, '/api/v1/practice-completions/stats')).json().stats).toEqual([]);
    // The same practice the same day is still new for the other person.
    expect((await complete(other.cookie, { practiceId: practice.id, moodAfter: 6 })).statusCode).toBe(201);
    for (const days of ['0', '-1', 'abc', '4000']) {
      const response = await get(owner.cookie, `/api/v1/practice-completions?days=${days}`);
      expect(response.statusCode, days).toBe(400);
      expect(response.json().error.message).toBeTruthy();
    }
  });

  it('refuses people who have not finished onboarding, unknown practices and bad ratings', async () => {
    const newcomer = await signUp(harness.app);
    const practice = (await get(newcomer.cookie, '/api/v1/practices')).json().practices[0];
    expect((await complete(newcomer.cookie, { practiceId: practice.id, moodAfter: 7 })).statusCode).toBe(403);
    const person = await onboardedPerson();
    expect(
      (await complete(person.cookie, { practiceId: '00000000-0000-4000-8000-000000000000', moodAfter: 7 }))
        .statusCode,
    ).toBe(404);
    const bad = await complete(person.cookie, { practiceId: practice.id, moodAfter: 11 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Ratings go from 1 to 10.');
  });

  it('decides "the same day" in the person’s time zone', async () => {
    // These completions log no mood and show no coach: what other modules provide is never asked for.
    const deps: PracticeDeps = {
      db: harness.database.db,
      neighbours: {
        coachCards: () => Promise.reject(new Error('no coach is shown here')),
        logMoodIn: () => Promise.reject(new Error('no mood is logged here')),
      },
    };
    const tokyo = await onboardedPerson('Asia/Tokyo');
    const practice = (await get(tokyo.cookie, '/api/v1/practices')).json().practices[1];
    const completeAt = (at: Date) =>
      recordPracticeCompletion(
        deps,
        tokyo.userId,
        {
          practiceId: practice.id,
          moodBefore: 5,
          effectivenessRating: 8,
          difficultyRating: 5,
          engagementRating: 8,
          wouldRepeat: true,
        },
        at,
      );
    // 14:30 UTC is 23:30 in Tokyo; 15:30 UTC is already the next day there.
    const late = await completeAt(new Date('2026-06-01T14:30:00Z'));
    const nextDay = await completeAt(new Date('2026-06-01T15:30:00Z'));
    expect(late.completion.local_date).toBe('2026-06-01');
    expect(nextDay.completion.local_date).toBe('2026-06-02');
    expect(nextDay.created).toBe(true);
    // And two requests at the same moment only ever make one row.
    const concurrent = await Promise.all([1, 2, 3].map(() => completeAt(new Date('2026-06-03T01:00:00Z'))));
    expect(concurrent.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(concurrent.map((result) => result.completion.id)).size).toBe(1);
  });
});

describe('a completion sent again with its Idempotency-Key', () => {
  const completeWithKey = (cookie: string, key: string, payload: object) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/v1/practice-completions',
      headers: { cookie, 'idempotency-key': key },
      payload,
    });
  /** What a completion writes or counts: rows, the after-practice moods, progress and insight totals. */
  const tally = async (userId: string, practiceId: string) => {
    const { rows } = await harness.database.pool.query(
      `select
         (select count(*)::int from practice_effectiveness where user_id = $1) as completions,
         (select count(*)::int from mood_entries where user_id = $1 and notes like 'After %') as moods,
         (select practice_count from user_progress where user_id = $1) as "practiceCount",
         (select mood_count from user_progress where user_id = $1) as "moodCount",
         (select sessions from practice_insight_totals where user_id = $1 and practice_id = $2) as sessions`,
      [userId, practiceId],
    );
    return rows[0];
  };

  it('answers a repeat with the first answer and records, logs and counts it once', async () => {
    const person = await onboardedPerson();
    const practice = (await get(person.cookie, '/api/v1/practices')).json().practices[3];
    const payload = { practiceId: practice.id, moodBefore: 4, moodAfter: 7 };
    const key = crypto.randomUUID();
    const first = await completeWithKey(person.cookie, key, payload);
    expect(first.statusCode).toBe(201);
    const afterFirst = await tally(person.userId, practice.id);
    expect(afterFirst).toMatchObject({ completions: 1, moods: 1, practiceCount: 1, sessions: 1 });

    const again = await completeWithKey(person.cookie, key, payload);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await tally(person.userId, practice.id)).toEqual(afterFirst);

    // The same practice again that day is a real second session (its mood kept, created false); its
    // own repeat is answered the same way and still writes nothing.
    const secondKey = crypto.randomUUID();
    const second = await completeWithKey(person.cookie, secondKey, { ...payload, moodAfter: 8 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ created: false, completion: { id: first.json().completion.id } });
    const afterSecond = await tally(person.userId, practice.id);
    expect(afterSecond).toMatchObject({ completions: 1, moods: 2, practiceCount: 1, sessions: 2 });
    const secondAgain = await completeWithKey(person.cookie, secondKey, { ...payload, moodAfter: 8 });
    expect(secondAgain.statusCode).toBe(200);
    expect(secondAgain.json()).toEqual(second.json());
    expect(await tally(person.userId, practice.id)).toEqual(afterSecond);
  });

  it('records one completion, one mood and one session when copies arrive at the same moment', async () => {
    const person = await onboardedPerson();
    const practice = (await get(person.cookie, '/api/v1/practices')).json().practices[4];
    const before = await tally(person.userId, practice.id);
    const key = crypto.randomUUID();
    const payload = { practiceId: practice.id, moodBefore: 3, moodAfter: 6, effectivenessRating: 9 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => completeWithKey(person.cookie, key, payload)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().completion.id)).size).toBe(1);
    expect(await tally(person.userId, practice.id)).toEqual({
      completions: 1,
      moods: 1,
      practiceCount: 1,
      moodCount: before.moodCount + 1,
      sessions: 1,
    });
  });

  it("refuses the key with another body or a malformed key, and keeps another person's key apart", async () => {
    const [person, other] = await Promise.all([onboardedPerson(), onboardedPerson()]);
    const practice = (await get(person.cookie, '/api/v1/practices')).json().practices[5];
    const key = crypto.randomUUID();
    const payload = { practiceId: practice.id, moodAfter: 5 };
    expect((await completeWithKey(person.cookie, key, payload)).statusCode).toBe(201);
    const refused = await completeWithKey(person.cookie, key, { ...payload, moodAfter: 9 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({ code: 'idempotency_key_reused', message: IDEMPOTENCY_KEY_REUSED });
    const malformed = await completeWithKey(person.cookie, 'abc', payload);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toContain(INVALID_IDEMPOTENCY_KEY);
    expect(await tally(person.userId, practice.id)).toMatchObject({ completions: 1, moods: 1 });

    const theirs = await completeWithKey(other.cookie, key, { ...payload, moodAfter: 9 });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().completion.mood_after).toBe(9);
  });

  it('records a queued completion and its mood for when it was finished', async () => {
    const person = await onboardedPerson();
    const practice = (await get(person.cookie, '/api/v1/practices')).json().practices[6];
    const finishedAt = new Date(Date.now() - 26 * 3_600_000);
    const yesterday = finishedAt.toISOString().slice(0, 10);
    const response = await completeWithKey(person.cookie, crypto.randomUUID(), {
      practiceId: practice.id,
      moodAfter: 7,
      recordedAt: finishedAt.toISOString(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().completion).toMatchObject({
      completion_date: finishedAt.toISOString(),
      local_date: yesterday,
    });
    const mood = await harness.database.pool.query(
      "select created_at, local_date::text from mood_entries where user_id = $1 and notes like 'After %'",
      [person.userId],
    );
    expect(mood.rows).toEqual([{ created_at: finishedAt, local_date: yesterday }]);
    // Yesterday's completion leaves today's plan open.
    expect((await get(person.cookie, '/api/v1/practice-completions/today')).json().completions).toEqual([]);

    const tooOld = await completeWithKey(person.cookie, crypto.randomUUID(), {
      practiceId: practice.id,
      moodAfter: 7,
      recordedAt: new Date(Date.now() - 8 * 86_400_000).toISOString(),
    });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().error.message).toBe(RECORDED_AT_TOO_OLD);
  });
});
