/** The mood scale: scores 1 to 10, labelled in this order from worst to best. */
export const MOOD_LABELS = [
  'Terrible',
  'Bad',
  'Sad',
  'Meh',
  'Neutral',
  'Fine',
  'Good',
  'Great',
  'Excellent',
  'Amazing',
] as const;

export const MOOD_MIN = 1;
export const MOOD_MAX = 10;

export function moodLabel(score: number): string {
  return MOOD_LABELS[Math.min(MOOD_MAX, Math.max(MOOD_MIN, Math.round(score))) - 1]!;
}

/** Energy derived from a mood score: floor(score * 0.8) + 2. */
export function energyFromMood(score: number): number {
  return Math.floor(score * 0.8) + 2;
}

/** Stress derived from a mood score: max(1, 11 - score). */
export function stressFromMood(score: number): number {
  return Math.max(1, 11 - score);
}

export const MOOD_HISTORY_DEFAULT_DAYS = 30;
export const MOOD_HISTORY_REFRESH_DAYS = 60;
export const MOOD_STATS_DEFAULT_DAYS = 7;
export const MOOD_INSIGHTS_MIN_ENTRIES = 3;
/** How long after giving a mood the person can correct it ('make that a 7') instead of logging another. */
export const MOOD_CORRECTION_MINUTES = 30;

export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export type MoodInsightLevel = 'positive' | 'moderate' | 'needs_improvement';

export interface MoodInsight {
  level: MoodInsightLevel;
  averageMood: number;
  message: string;
}

/**
 * Insights need at least 3 entries, as fewer say little about how someone is doing. The average, rounded to
 * one decimal, is positive at 7 or more, moderate from 5 to under 7, and needs improvement under 5.
 */
export function moodInsight(scores: number[]): MoodInsight | null {
  if (scores.length < MOOD_INSIGHTS_MIN_ENTRIES) return null;
  const averageMood = roundToOneDecimal(scores.reduce((sum, score) => sum + score, 0) / scores.length);
  if (averageMood >= 7) {
    return {
      level: 'positive',
      averageMood,
      message: `Your mood has averaged ${averageMood} — you're in a good place. Keep doing what works for you.`,
    };
  }
  if (averageMood >= 5) {
    return {
      level: 'moderate',
      averageMood,
      message: `Your mood has averaged ${averageMood}. A short daily practice can help lift the lower days.`,
    };
  }
  return {
    level: 'needs_improvement',
    averageMood,
    message: `Your mood has averaged ${averageMood}. Be gentle with yourself — small steps and a chat with your coach can help.`,
  };
}
