/** Mood scale of spec 2 section 9: scores 1-10 with these labels, in order. */
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
