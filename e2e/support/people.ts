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

export interface PersonOptions {
  /** Nora by default. */
  firstName?: string;
  /** Quinn by default. */
  lastName?: string;
  /** How their unique email address starts, which names the spec that made them in the data. */
  emailPrefix?: string;
  /** The onboarding answers that differ from TYPICAL_ANSWERS. */
  answers?: Partial<typeof TYPICAL_ANSWERS>;
}

/** A signed-up, onboarded person and the coach onboarding matched them with. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  coachId: string;
  coachName: string;
}

function named(person: PersonOptions) {
  return { firstName: person.firstName ?? 'Nora', lastName: person.lastName ?? 'Quinn' };
}

/**
 * Signs a person up through the API (the form is covered through the UI by other specs), without onboarding
 * them; the session cookie lands in the context the request belongs to.
 */
export async function signUp(
  request: APIRequestContext,
  person: PersonOptions = {},
): Promise<{ email: string; password: string }> {
  const { firstName, lastName } = named(person);
  const email = uniqueEmail(person.emailPrefix ?? 'person');
  const password = 'calm-waters-42';
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseUrl() },
    data: { email, password, name: `${firstName} ${lastName}`, firstName, lastName },
  });
  expect(response.status()).toBe(200);
  return { email, password };
}

/**
 * Finishes onboarding through the API (the questionnaire is covered through the UI by other specs) for the
 * person signed in on the request's context. Returns the matched coach.
 */
export async function completeOnboarding(
  request: APIRequestContext,
  person: PersonOptions = {},
): Promise<{ coachId: string; coachName: string }> {
  const { firstName, lastName } = named(person);
  const response = await request.post('/api/v1/onboarding/complete', {
    headers: { origin: baseUrl() },
    data: { first_name: firstName, last_name: lastName, ...TYPICAL_ANSWERS, ...person.answers },
  });
  expect(response.status()).toBe(200);
  const { coach } = (await response.json()) as { coach: { id: string; name: string } };
  return { coachId: coach.id, coachName: coach.name };
}

/** Signs a person up and onboards them through the API; the session lands in the request's context. */
export async function signUpAndOnboard(
  request: APIRequestContext,
  person: PersonOptions = {},
): Promise<Person> {
  const account = await signUp(request, person);
  const coach = await completeOnboarding(request, person);
  return { ...named(person), ...account, ...coach };
}

/** The person has recorded exactly one practice today, and it matches `expected` (the server's own record). */
export async function expectOnlyCompletionToday(
  request: APIRequestContext,
  expected: Record<string, unknown>,
): Promise<void> {
  const today = await (await request.get('/api/v1/practice-completions/today')).json();
  expect(today.completions).toHaveLength(1);
  expect(today.completions[0]).toMatchObject(expected);
}
