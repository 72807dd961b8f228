import type { OnboardingAnswers } from './onboarding';
import { ONBOARDING_SAVE_FAILED } from './contracts/onboarding';

/**
 * The client side of the onboarding submit: the payload the wizard sends to POST /api/v1/onboarding/complete
 * and the message shown when that call fails.
 */

export interface OnboardingSender {
  userId: string;
  email: string;
  timezone: string;
}

/**
 * The payload the onboarding endpoint expects: numbers as integers, every list field as an array
 * (stress_sources kept empty by the form), communication level both as a one-item list and as the style
 * string, plus the preference summary.
 */
export function buildOnboardingPayload(
  answers: OnboardingAnswers,
  sender: OnboardingSender,
  now: Date = new Date(),
) {
  const firstName = answers.first_name.trim();
  const lastName = answers.last_name.trim();
  const ageRange = answers.age_range === null ? null : Math.round(answers.age_range);
  const stressLevel = Math.round(answers.stress_level);
  const initialMood = Math.round(answers.initial_mood);
  const stressSource = answers.stress_source ? [answers.stress_source] : [];
  const communicationLevel = answers.communication_level ? [answers.communication_level] : [];
  const communicationStyle = answers.communication_level || 'supportive';
  const practiceStyle = [...answers.practice_style];
  const primaryGoals = [...answers.primary_goals];
  const stressSources: string[] = [];
  const timestamp = now.toISOString();
  return {
    message_type: 'onboarding' as const,
    user_id: sender.userId,
    first_name: firstName,
    last_name: lastName,
    email: sender.email,
    name: `${firstName} ${lastName}`,
    age_range: ageRange,
    life_stage: answers.life_stage,
    stress_level: stressLevel,
    stress_source: stressSource,
    stress_sources: stressSources,
    initial_mood: initialMood,
    preferred_practice_time: answers.preferred_practice_time,
    experience_level: answers.experience_level,
    communication_level: communicationLevel,
    communication_style: communicationStyle,
    practice_style: practiceStyle,
    primary_goals: primaryGoals,
    social_media: [] as string[],
    timezone: sender.timezone,
    onboarding_completed: false as const,
    current_coach_id: null,
    timestamp,
    created_at: timestamp,
    user_preferences: {
      goals: primaryGoals,
      stress_sources: stressSource,
      practice_style: practiceStyle,
      communication_style: communicationStyle,
      experience_level: answers.experience_level,
      life_stage: answers.life_stage,
      age_range: ageRange,
      stress_level: stressLevel,
      initial_mood: initialMood,
      preferred_practice_time: answers.preferred_practice_time,
    },
  };
}
export type OnboardingPayload = ReturnType<typeof buildOnboardingPayload>;

export const ONBOARDING_SESSION_EXPIRED = 'Your session has expired. Please log out and sign in again.';
export const ONBOARDING_AUTH_ERROR = 'Authentication error. Please log out and sign in again.';
export const ONBOARDING_NETWORK_ERROR = 'Network error. Please check your internet connection and try again.';
export const ONBOARDING_CONNECTION_ERROR = 'Connection error. Please try again.';

/**
 * The message for a failed onboarding submit, telling the person what to do next. A profile save failure
 * keeps its own text; otherwise: 'logged in' or 'auth' in the message means the session expired, 'network'
 * or 'fetch' a network error (a browser fetch that never reached the server), a 401 an authentication error,
 * anything else a connection error.
 */
export function onboardingSubmitErrorMessage(error: { status?: number; message?: string }): string {
  const message = error.message ?? '';
  if (message === ONBOARDING_SAVE_FAILED) return ONBOARDING_SAVE_FAILED;
  const lower = message.toLowerCase();
  if (lower.includes('logged in') || lower.includes('auth')) return ONBOARDING_SESSION_EXPIRED;
  if (lower.includes('network') || lower.includes('fetch')) return ONBOARDING_NETWORK_ERROR;
  if (error.status === 401) return ONBOARDING_AUTH_ERROR;
  return ONBOARDING_CONNECTION_ERROR;
}
