/**
 * Session-storage keys written when onboarding completes and read by the home screen.
 * Storage can be unavailable (private modes, quotas): reads then find nothing and writes are skipped.
 */
export const WELCOME_MESSAGE_KEY = 'welcomeMessage';
export const COACH_ID_KEY = 'coachId';
export const ONBOARDING_DATA_KEY = 'onboardingData';

export function storeOnboardingOutcome(outcome: {
  welcomeMessage: string;
  coachId: string | null;
  onboardingData: unknown;
}): void {
  try {
    sessionStorage.setItem(WELCOME_MESSAGE_KEY, outcome.welcomeMessage);
    if (outcome.coachId) sessionStorage.setItem(COACH_ID_KEY, outcome.coachId);
    else sessionStorage.removeItem(COACH_ID_KEY);
    sessionStorage.setItem(ONBOARDING_DATA_KEY, JSON.stringify(outcome.onboardingData));
  } catch {
    // Without storage the home screen simply shows no welcome message.
  }
}

export function readWelcomeMessage(): string | null {
  try {
    return sessionStorage.getItem(WELCOME_MESSAGE_KEY);
  } catch {
    return null;
  }
}

export function dismissWelcomeMessage(): void {
  try {
    sessionStorage.removeItem(WELCOME_MESSAGE_KEY);
  } catch {
    // nothing stored, nothing to remove
  }
}

/** Forgets what onboarding left behind, so the next person signing in on this tab sees none of it. */
export function clearOnboardingSession(): void {
  try {
    for (const key of [WELCOME_MESSAGE_KEY, COACH_ID_KEY, ONBOARDING_DATA_KEY])
      sessionStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}
