import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingResult } from '@flowmind/core/contracts/onboarding';
import type { OnboardingPayload } from '@flowmind/core/onboarding-submit';
import { apiSend } from '../lib/api';
import { invalidatesAfter } from '../lib/query-keys';
import { updateCachedMe } from '../lib/session';
import { storeOnboardingOutcome } from '../lib/onboarding-session';

/** Saves the questionnaire, matches a coach and logs the initial mood (POST /api/v1/onboarding/complete). */
export function completeOnboarding(payload: OnboardingPayload): Promise<OnboardingResult> {
  return apiSend<OnboardingResult>('POST', '/api/v1/onboarding/complete', payload);
}

/**
 * On success: keeps the welcome message, the coach id and the answers in session storage (under the keys of
 * lib/onboarding-session.ts, which the home screen reads), marks the cached profile as onboarded with its
 * coach, and refreshes everything that shows moods and the profile.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    // The answers change the profile, and the initial mood is logged with them.
    ...invalidatesAfter(queryClient, 'profile_changed', 'mood_logged'),
    onSuccess: (result, payload) => {
      storeOnboardingOutcome({
        welcomeMessage: result.welcome.welcomeMessage,
        coachId: result.user.coach_id ?? result.coach_details.id,
        onboardingData: payload,
      });
      updateCachedMe(queryClient, {
        name: result.user.name,
        firstName: result.user.firstName,
        lastName: result.user.lastName,
        coachId: result.user.coach_id,
        onboardingCompleted: true,
      });
    },
  });
}
