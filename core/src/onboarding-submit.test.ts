import { describe, expect, it } from 'vitest';
import { OnboardingSubmission, type OnboardingAnswers } from './onboarding';
import { buildOnboardingPayload, onboardingSubmitErrorMessage } from './onboarding-submit';

const answers: OnboardingAnswers = {
  first_name: '  Priya ',
  last_name: ' Shah',
  age_range: 35,
  life_stage: 'career_growth',
  stress_level: 8,
  stress_source: 'work',
  initial_mood: 4,
  primary_goals: ['better sleep', 'emotional balance'],
  experience_level: 'beginner',
  preferred_practice_time: 'evening',
  communication_level: 'analytical',
  practice_style: ['mindfulness/spirituality'],
};
const sender = { userId: 'user-1', email: 'priya@example.com', timezone: 'Europe/Berlin' };

describe('buildOnboardingPayload', () => {
  it('sends the spec payload: trimmed names, integers, lists as arrays, the preference summary', () => {
    const now = new Date('2025-03-01T09:30:00Z');
    const payload = buildOnboardingPayload(answers, sender, now);
    expect(payload).toMatchObject({
      message_type: 'onboarding',
      user_id: 'user-1',
      email: 'priya@example.com',
      first_name: 'Priya',
      last_name: 'Shah',
      name: 'Priya Shah',
      age_range: 35,
      stress_level: 8,
      initial_mood: 4,
      stress_source: ['work'],
      stress_sources: [],
      communication_level: ['analytical'],
      communication_style: 'analytical',
      practice_style: ['mindfulness/spirituality'],
      primary_goals: ['better sleep', 'emotional balance'],
      timezone: 'Europe/Berlin',
      onboarding_completed: false,
      current_coach_id: null,
      timestamp: '2025-03-01T09:30:00.000Z',
      created_at: '2025-03-01T09:30:00.000Z',
    });
    expect(payload.user_preferences).toEqual({
      goals: ['better sleep', 'emotional balance'],
      stress_sources: ['work'],
      practice_style: ['mindfulness/spirituality'],
      communication_style: 'analytical',
      experience_level: 'beginner',
      life_stage: 'career_growth',
      age_range: 35,
      stress_level: 8,
      initial_mood: 4,
      preferred_practice_time: 'evening',
    });
  });

  it('is accepted by the server contract', () => {
    const parsed = OnboardingSubmission.safeParse(buildOnboardingPayload(answers, sender));
    expect(parsed.success).toBe(true);
  });

  it('defaults the communication style to supportive', () => {
    const payload = buildOnboardingPayload({ ...answers, communication_level: '' }, sender);
    expect(payload.communication_style).toBe('supportive');
    expect(payload.communication_level).toEqual([]);
  });
});

describe('onboardingSubmitErrorMessage', () => {
  it('keeps the profile save failure text', () => {
    expect(
      onboardingSubmitErrorMessage({
        status: 500,
        message: 'Failed to save onboarding data. Please try again.',
      }),
    ).toBe('Failed to save onboarding data. Please try again.');
  });

  it('maps the spec cases in order', () => {
    expect(
      onboardingSubmitErrorMessage({
        status: 401,
        message: 'You must be logged in to complete onboarding. Please sign in and try again.',
      }),
    ).toBe('Your session has expired. Please log out and sign in again.');
    expect(onboardingSubmitErrorMessage({ status: 401, message: 'Authentication failed.' })).toBe(
      'Your session has expired. Please log out and sign in again.',
    );
    expect(onboardingSubmitErrorMessage({ message: 'Failed to fetch' })).toBe(
      'Network error. Please check your internet connection and try again.',
    );
    expect(onboardingSubmitErrorMessage({ message: 'NetworkError when attempting to fetch resource.' })).toBe(
      'Network error. Please check your internet connection and try again.',
    );
    expect(onboardingSubmitErrorMessage({ status: 401, message: 'Session missing' })).toBe(
      'Authentication error. Please log out and sign in again.',
    );
    expect(onboardingSubmitErrorMessage({ status: 503, message: 'Briefly unavailable' })).toBe(
      'Connection error. Please try again.',
    );
    expect(onboardingSubmitErrorMessage({})).toBe('Connection error. Please try again.');
  });
});
