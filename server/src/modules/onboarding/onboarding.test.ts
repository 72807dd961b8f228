import { describe, expect, it } from 'vitest';
import { SOCIAL_LINK_INVALID, TOO_MANY_SOCIAL_LINKS } from '@flowmind/core/profile';
import { requestAs, signUp } from '../../../test/app';
import { useTestApp } from '../../../test/use-test-app';
import { sendJsonText } from '../../../test/json-text';

const harness = useTestApp({ authRateLimit: false });

const goodPayload = {
  message_type: 'onboarding',
  first_name: 'Priya',
  last_name: 'Shah',
  age_range: 35,
  life_stage: 'career_growth',
  stress_level: 8,
  stress_source: ['work'],
  stress_sources: [],
  initial_mood: 4,
  primary_goals: ['better sleep', 'emotional balance'],
  experience_level: 'beginner',
  preferred_practice_time: 'evening',
  communication_level: ['supportive'],
  communication_style: 'supportive',
  practice_style: ['mindfulness/spirituality'],
  social_media: 'https://example.com/priya, , instagram.com/priya',
  timezone: 'Europe/Berlin',
  onboarding_completed: false,
  current_coach_id: null,
};

const submit = (cookie: string | undefined, payload: unknown) =>
  requestAs(harness.app, cookie, 'POST', '/api/v1/onboarding/complete', payload);

describe('POST /api/v1/onboarding/complete', () => {
  it('needs a signed-in person, with the spec text', async () => {
    const response = await submit(undefined, goodPayload);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(
      'You must be logged in to complete onboarding. Please sign in and try again.',
    );
  });

  it('saves the profile, matches a coach, logs the initial mood once and welcomes the person by name', async () => {
    const person = await signUp(harness.app);
    const response = await submit(person.cookie, goodPayload);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.coach.id).toBe(body.coach_details.id);
    expect(body.user).toMatchObject({
      name: 'Priya Shah',
      coach_id: body.coach.id,
      onboarding_completed: true,
    });
    expect(body.welcome.welcomeMessage).toContain('Priya');
    expect(body.welcome.welcomeMessage).toContain(body.coach.name);

    const { rows } = await harness.database.pool.query(
      `select name, coach_id, primary_goals, age_range, life_stage, stress_sources, preferred_practice_time,
              experience_level, communication_style, timezone, social_media, onboarding_completed, onboarding_data
       from users where id = $1`,
      [person.userId],
    );
    expect(rows[0]).toMatchObject({
      name: 'Priya Shah',
      coach_id: body.coach.id,
      primary_goals: ['better sleep', 'emotional balance'],
      age_range: 35,
      life_stage: 'career_growth',
      stress_sources: ['work'],
      preferred_practice_time: 'evening',
      experience_level: 'beginner',
      communication_style: 'supportive',
      timezone: 'Europe/Berlin',
      social_media: ['https://example.com/priya', 'https://instagram.com/priya'],
      onboarding_completed: true,
    });
    expect(rows[0].onboarding_data.initial_mood).toBe(4);

    // The person then picks another coach; retrying the submission keeps that choice and adds no
    // second initial mood entry.
    const { rows: others } = await harness.database.pool.query(
      'select id from coaches where id <> $1 limit 1',
      [body.coach.id],
    );
    const otherCoachId = others[0].id as string;
    await requestAs(harness.app, person.cookie, 'PUT', '/api/v1/me/coach', { coachId: otherCoachId });
    const retry = await submit(person.cookie, goodPayload);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().coach.id).toBe(otherCoachId);
    const moods = await harness.database.pool.query(
      'select mood_score, energy_level, stress_level, notes, entry_type from mood_entries where user_id = $1',
      [person.userId],
    );
    expect(moods.rows).toEqual([
      { mood_score: 4, energy_level: 5, stress_level: 7, notes: 'Initial mood', entry_type: 'daily' },
    ]);

    const me = await requestAs(harness.app, person.cookie, 'GET', '/api/v1/me');
    expect(me.json().user).toMatchObject({ onboardingCompleted: true, firstName: 'Priya', lastName: 'Shah' });
  });

  it('normalises numeric strings and single values', async () => {
    const person = await signUp(harness.app);
    const response = await submit(person.cookie, {
      ...goodPayload,
      age_range: '45',
      stress_level: '6',
      initial_mood: '9',
      stress_source: 'money',
      primary_goals: 'career growth',
      communication_level: 'direct',
      practice_style: 'mindset/motivation',
    });
    expect(response.statusCode).toBe(200);
    const { rows } = await harness.database.pool.query(
      'select age_range, stress_sources, primary_goals, communication_style from users where id = $1',
      [person.userId],
    );
    expect(rows[0]).toEqual({
      age_range: 45,
      stress_sources: ['money'],
      primary_goals: ['career growth'],
      communication_style: 'direct',
    });
  });

  it('refuses bad answers with a 400 naming the field, and saves nothing', async () => {
    const person = await signUp(harness.app);
    for (const [field, value] of [
      ['initial_mood', 11],
      ['age_range', 30],
      ['primary_goals', []],
      ['life_stage', 'retired-ish'],
      ['first_name', '   '],
      ['practice_style', ['yoga']],
    ] as const) {
      const response = await submit(person.cookie, { ...goodPayload, [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.message, field).toContain(field);
    }
    const nonJson = await sendJsonText(
      harness.app,
      person.cookie,
      'POST',
      '/api/v1/onboarding/complete',
      '[1,2',
    );
    expect(nonJson.statusCode).toBe(400);
    const { rows } = await harness.database.pool.query(
      'select onboarding_completed from users where id = $1',
      [person.userId],
    );
    expect(rows[0].onboarding_completed).toBe(false);
  });

  it('refuses social links that are not web addresses, as the profile does, and saves nothing', async () => {
    const person = await signUp(harness.app);
    for (const social_media of [
      'javascript:alert(1)',
      ['https://example.com/priya', 'data:text/html,<script>alert(1)</script>'],
      ['@priya'],
      Array.from({ length: 11 }, (_, i) => `site${i}.example.com`),
    ]) {
      const response = await submit(person.cookie, { ...goodPayload, social_media });
      expect(response.statusCode, JSON.stringify(social_media)).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
      expect(response.json().error.message).toMatch(
        Array.isArray(social_media) && social_media.length > 10 ? TOO_MANY_SOCIAL_LINKS : SOCIAL_LINK_INVALID,
      );
    }
    const { rows } = await harness.database.pool.query(
      'select onboarding_completed, social_media from users where id = $1',
      [person.userId],
    );
    expect(rows[0]).toEqual({ onboarding_completed: false, social_media: [] });
  });
});

describe('mood check-in', () => {
  it('refuses people who have not finished onboarding and logs for those who have', async () => {
    const person = await signUp(harness.app);
    const early = await requestAs(harness.app, person.cookie, 'POST', '/api/v1/mood', { mood_score: 7 });
    expect(early.statusCode).toBe(403);

    await submit(person.cookie, goodPayload);
    const bad = await requestAs(harness.app, person.cookie, 'POST', '/api/v1/mood', { mood_score: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Choose a mood from 1 to 10.');

    const logged = await requestAs(harness.app, person.cookie, 'POST', '/api/v1/mood', {
      mood_score: 8,
      notes: 'Slept well',
    });
    expect(logged.statusCode).toBe(201);
    expect(logged.json().entry).toMatchObject({
      mood_score: 8,
      energy_level: 8,
      stress_level: 3,
      notes: 'Slept well',
    });

    const today = await requestAs(harness.app, person.cookie, 'GET', '/api/v1/mood/today');
    expect(today.json()).toMatchObject({ hasLoggedToday: true, entry: { mood_score: 8 } });
  });
});

describe('coaches', () => {
  it('lists coaches by name, filters by specialization case-insensitively, finds one and sets mine', async () => {
    const person = await signUp(harness.app);
    const list = await requestAs(harness.app, person.cookie, 'GET', '/api/v1/coaches');
    const coaches = list.json().coaches as Array<{ id: string; name: string; specialization: string }>;
    expect(coaches.length).toBeGreaterThan(0);
    expect(coaches.map((coach) => coach.name)).toEqual(
      [...coaches.map((coach) => coach.name)].sort((a, b) => a.localeCompare(b)),
    );

    const word = coaches[0]!.specialization.split(/\W+/)[0]!.toUpperCase();
    const filtered = await requestAs(
      harness.app,
      person.cookie,
      'GET',
      `/api/v1/coaches?specialization=${encodeURIComponent(word)}`,
    );
    expect(filtered.json().coaches.length).toBeGreaterThan(0);
    for (const coach of filtered.json().coaches) expect(coach.specialization.toUpperCase()).toContain(word);

    const one = await requestAs(harness.app, person.cookie, 'GET', `/api/v1/coaches/${coaches[0]!.id}`);
    expect(one.json().coach.id).toBe(coaches[0]!.id);
    const missing = await requestAs(harness.app, person.cookie, 'GET', '/api/v1/coaches/not-a-coach');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Coach not found');

    const chosen = await requestAs(harness.app, person.cookie, 'PUT', '/api/v1/me/coach', {
      coachId: coaches[0]!.id,
    });
    expect(chosen.statusCode).toBe(200);
    const me = await requestAs(harness.app, person.cookie, 'GET', '/api/v1/me');
    expect(me.json().user.coachId).toBe(coaches[0]!.id);
  });
});
