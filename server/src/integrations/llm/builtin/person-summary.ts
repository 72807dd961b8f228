import { moodTrend } from '@flowmind/core/chat-coach';
import { moodLabel } from '@flowmind/core/mood';
import type { PersonContext } from '../coach-engine';

function moodScores(person: PersonContext): number[] {
  if (person.recentMoods.length > 0) return person.recentMoods.map((mood) => mood.score);
  return person.initialMood !== null ? [person.initialMood] : [];
}

/** How their mood has gone lately, in one sentence; the mood given at sign-up is named as such. */
export function moodSentence(person: PersonContext): string {
  // The onboarding mood is named as such, never presented as a recent check-in.
  const checkIns = person.recentMoods.filter((mood) => !mood.atSignUp);
  if (checkIns.length === 0) {
    const atSignUp = person.recentMoods.find((mood) => mood.atSignUp)?.score ?? person.initialMood;
    return atSignUp !== null ? `When you joined, you rated your mood ${atSignUp}/10.` : '';
  }
  const trend = moodTrend(checkIns.map((mood) => mood.score));
  if (trend.latest === null) return '';
  const oldest = trend.scores[trend.scores.length - 1]!;
  switch (trend.direction) {
    case 'mixed':
      return `Your mood has been up and down lately, between ${trend.low} and ${trend.high}.`;
    case 'lifting':
      return `Your mood has been lifting lately, from ${oldest} to ${trend.latest}, which is worth noticing.`;
    case 'dipping':
      return `Your mood has dipped a little lately, from ${oldest} to ${trend.latest}, so let's keep things gentle.`;
    case 'steady':
      return `Your mood has been fairly steady lately, around ${trend.average}/10.`;
    default:
      return `Your last check-in was ${trend.latest}/10 (${moodLabel(trend.latest)}).`;
  }
}

/**
 * After a mood is logged: the trend it makes with the check-ins before it, or how it compares with the
 * mood given at sign-up when it is the first check-in (never the just-logged mood read back as 'your last
 * check-in').
 */
export function moodAfterLogging(before: PersonContext, score: number, loggedAt: string): string {
  const earlier = before.recentMoods.filter((mood) => !mood.atSignUp);
  if (earlier.length > 0) {
    return moodSentence({
      ...before,
      recentMoods: [{ score, createdAt: loggedAt }, ...before.recentMoods].slice(0, 5),
    });
  }
  const atSignUp = before.recentMoods.find((mood) => mood.atSignUp)?.score ?? before.initialMood;
  if (atSignUp === null) return '';
  if (score > atSignUp) return `That's up from the ${atSignUp}/10 you gave when you joined.`;
  if (score === atSignUp) return `That's where you were when you joined, at ${atSignUp}/10.`;
  return `When you joined, you rated your mood ${atSignUp}/10, so let's keep things gentle today.`;
}

export function streakSentence(person: PersonContext): string {
  if (person.streak >= 2)
    return `You're on a ${person.streak}-day streak, and that consistency really counts.`;
  if (person.streak === 1) return "You've already shown up for yourself today.";
  return '';
}

/** The person in one line for the reply's thought: mood trend, goals, streak, level, style. */
export function contextSummary(person: PersonContext): string {
  const trend = moodTrend(moodScores(person));
  const parts = [
    trend.average === null
      ? 'No moods logged yet.'
      : `Mood trend ${trend.direction}, latest ${trend.latest}, average ${trend.average}.`,
    person.goals.length > 0 ? `Goals: ${person.goals.join(', ')}.` : 'No goals set.',
    `Streak ${person.streak}, level ${person.level}.`,
    person.communicationStyle ? `Communication style: ${person.communicationStyle}.` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
