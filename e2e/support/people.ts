import { expect } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { baseUrl, uniqueEmail } from './browser';

/** Questionnaire answers of a typical person (the onboarding fields); test files override what they need. */
export const TYPICAL_ANSWERS = {
  age_range: 35,
  life_stage: 'career_growth',
  stress_level: 7,
  stress_source: ['work'],
  initial_mood: 5,
  primary_goals: ['better sleep', 'improve focus'],
  experience_level: 'beginner',
  preferred_practice_time: 'evening',
  communication_level: ['supportive'],
  practice_style: ['mindfulness/spirituality'],
  timezone: 'UTC',
};

/** A calm person (stress 4, mood 4, time pressure) who wants better sleep. */
export const CALM_ANSWERS: Partial<typeof TYPICAL_ANSWERS> = {
  life_stage: 'established',
  stress_level: 4,
  stress_source: ['time'],
  initial_mood: 4,
  primary_goals: ['better sleep'],
  communication_level: ['casual'],
};

/**
 * Signs up and finishes onboarding through the API (both are covered through the UI by other specs); the
 * session cookie lands in the context the request belongs to. Returns the matched coach.
 */
export async function signUpAndOnboard(
  request: APIRequestContext,
  person: { firstName: string; lastName: string; emailPrefix: string },
  answers: Partial<typeof TYPICAL_ANSWERS> = {},
): Promise<{ coachId: string; coachName: string }> {
  const origin = baseUrl();
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: {
      email: uniqueEmail(person.emailPrefix),
      password: 'calm-waters-42',
      name: `${person.firstName} ${person.lastName}`,
      firstName: person.firstName,
      lastName: person.lastName,
    },
  });
  expect(signUp.status()).toBe(200);
  const onboarding = await request.post('/api/v1/onboarding/complete', {
    headers: { origin },
    data: {
      first_name: person.firstName,
      last_name: person.lastName,
      ...TYPICAL_ANSWERS,
      ...answers,
    },
  });
  expect(onboarding.status()).toBe(200);
  const { coach } = (await onboarding.json()) as { coach: { id: string; name: string } };
  return { coachId: coach.id, coachName: coach.name };
}
