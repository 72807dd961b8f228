import { matchCoach, type MatchableCoach } from '@flowmind/core/coach-matching';
import type { Coach } from '@flowmind/core/contracts/coaches';
import type { OnboardingSubmission } from '@flowmind/core/onboarding';
import { isValidTimeZone, localDateIn } from '@flowmind/core/time';
import {
  defaultWelcomeMessage,
  ONBOARDING_SAVE_FAILED,
  personalWelcomeMessage,
  type OnboardingResult,
} from '@flowmind/core/contracts/onboarding';
import type { Database, Transaction } from '../../db/client';
import type { SessionUser } from '../../auth/session';
import { HttpError } from '../../http/errors';
import { findOnboardingState, saveOnboarding } from './onboarding.repository';
import { UUID } from '../../http/uuid';

/** What onboarding needs from other modules (composed in app.ts). */
export interface OnboardingNeighbours {
  /** Every coach, by name: what matching reads, and the coach as the app shows them (the coaches module's). */
  coaches(): Promise<Array<MatchableCoach & { card: Coach }>>;
  /**
   * Logs the questionnaire's mood inside the onboarding transaction, once per person (the mood module's),
   * so the profile and the mood are saved together or not at all.
   */
  logInitialMoodIn(
    tx: Transaction,
    mood: { userId: string; score: number; localDate: string },
  ): Promise<void>;
}

export interface OnboardingDeps {
  db: Database;
  neighbours: OnboardingNeighbours;
  /** Overridable so tests can prove a failing welcome still completes onboarding. */
  composeWelcome?: typeof personalWelcomeMessage;
  log?: (message: string) => void;
}

/**
 * Completes onboarding: matches a coach, saves the profile and the initial mood (once, even when
 * retried), and writes a personal welcome naming the coach and the reasons for the match.
 */
export async function completeOnboarding(
  deps: OnboardingDeps,
  user: SessionUser,
  answers: OnboardingSubmission,
): Promise<OnboardingResult> {
  const [coachRows, previous] = await Promise.all([
    deps.neighbours.coaches(),
    findOnboardingState(deps.db, user.id),
  ]);
  const matched = matchCoach(coachRows, {
    stressSources: [...new Set([...answers.stress_source, ...answers.stress_sources])],
    stressLevel: answers.stress_level,
    primaryGoals: answers.primary_goals,
    communicationStyle: answers.communication_level[0] ?? '',
    practiceStyles: answers.practice_style,
    experienceLevel: answers.experience_level,
  });
  if (!matched) {
    throw new HttpError(503, 'no_coaches', 'No coaches are available yet. Please try again shortly.');
  }
  // A retry after completion keeps the coach the person has (they may have chosen another one since).
  const keptCoach = previous?.onboardingCompleted
    ? coachRows.find((coach) => coach.id === previous.coachId)
    : undefined;
  const match = keptCoach ? { ...matched, coach: keptCoach } : matched;

  const coachId = UUID.test(match.coach.id) ? match.coach.id : null;
  const timezone = answers.timezone && isValidTimeZone(answers.timezone) ? answers.timezone : 'UTC';
  const communicationStyle = answers.communication_level[0] ?? 'supportive';
  const name = `${answers.first_name} ${answers.last_name}`;

  const moodDate = localDateIn(timezone);
  let saved;
  try {
    saved = await saveOnboarding(
      deps.db,
      user.id,
      {
        name,
        firstName: answers.first_name,
        lastName: answers.last_name,
        coachId,
        primaryGoals: answers.primary_goals,
        ageRange: answers.age_range,
        lifeStage: answers.life_stage,
        stressSources: [...new Set([...answers.stress_source, ...answers.stress_sources])],
        preferredPracticeTime: answers.preferred_practice_time,
        experienceLevel: answers.experience_level,
        communicationStyle,
        timezone,
        onboardingData: { ...answers, timezone, email: user.email, message_type: 'onboarding' },
        socialMedia: answers.social_media,
      },
      (tx) =>
        deps.neighbours.logInitialMoodIn(tx, {
          userId: user.id,
          score: answers.initial_mood,
          localDate: moodDate,
        }),
    );
  } catch (error) {
    deps.log?.(`onboarding save failed: ${error instanceof Error ? error.message : 'unknown error'}`);
    throw new HttpError(500, 'onboarding_save_failed', ONBOARDING_SAVE_FAILED);
  }

  let welcomeMessage: string;
  try {
    welcomeMessage = (deps.composeWelcome ?? personalWelcomeMessage)(
      answers.first_name,
      match.coach.name,
      match.coach.specialization,
      match.reasons,
    );
  } catch {
    welcomeMessage = defaultWelcomeMessage(match.coach.name);
  }

  const coach = match.coach.card;
  return {
    success: true,
    coach,
    coach_details: { id: coach.id },
    match: { reasons: match.reasons, usedFallback: match.usedFallback },
    user: {
      id: saved.id,
      email: saved.email,
      name: saved.name,
      firstName: answers.first_name,
      lastName: answers.last_name,
      coach_id: saved.coachId,
      onboarding_completed: true,
      primary_goals: saved.primaryGoals,
      timezone: saved.timezone,
    },
    welcome: { welcomeMessage },
  };
}
