import { z } from 'zod';
import { Coach } from './coaches';
import { PersonIdentity } from './profile';

export const ONBOARDING_LOGIN_REQUIRED =
  'You must be logged in to complete onboarding. Please sign in and try again.';
export const ONBOARDING_SAVE_FAILED = 'Failed to save onboarding data. Please try again.';

export const OnboardingResult = z.object({
  success: z.literal(true),
  coach: Coach,
  coach_details: z.object({ id: z.string() }),
  match: z.object({ reasons: z.array(z.string()), usedFallback: z.boolean() }),
  user: PersonIdentity.extend({
    coach_id: z.string().nullable(),
    onboarding_completed: z.literal(true),
    primary_goals: z.array(z.string()),
    timezone: z.string(),
  }),
  welcome: z.object({ welcomeMessage: z.string() }),
});
export type OnboardingResult = z.infer<typeof OnboardingResult>;

/**
 * The default welcome when a personalised one cannot be written (composing it failed), so onboarding still
 * finishes with a greeting; it names the coach when one is known.
 */
export function defaultWelcomeMessage(coachName: string | undefined): string {
  const coach = coachName ? `Your AI coach, ${coachName},` : 'Your AI coach';
  return `Welcome to Flowmind! ${coach} is ready to guide you on your journey.`;
}

/** A welcome naming the person, the coach and why they were matched. */
export function personalWelcomeMessage(
  firstName: string,
  coachName: string,
  coachSpecialization: string,
  reasons: string[],
): string {
  const why =
    reasons.length > 0
      ? ` We matched you with ${coachName} because ${coachName.split(' ')[0]} ${joinReasons(reasons.slice(0, 3))}.`
      : ` ${coachName} specialises in ${coachSpecialization.toLowerCase()}.`;
  return `Welcome to Flowmind, ${firstName}!${why} Your first practices are ready whenever you are.`;
}

function joinWithAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 'works on better sleep', 'works on emotional balance' read as 'works on better sleep and emotional balance'. */
function joinReasons(reasons: string[]): string {
  const groups = new Map<string, string[]>();
  for (const reason of reasons) {
    const [, verb = '', rest = reason] = /^(works on|helps with|practises) (.*)$/.exec(reason) ?? [];
    const key = verb || reason;
    groups.set(key, [...(groups.get(key) ?? []), verb ? rest : '']);
  }
  return joinWithAnd(
    [...groups].map(([verb, objects]) => (objects[0] === '' ? verb : `${verb} ${joinWithAnd(objects)}`)),
  );
}
