import { z } from 'zod';
import { MOOD_MAX, MOOD_MIN } from '../mood';

export const MoodEntryInput = z.object({
  mood_score: z
    .number({ error: 'Choose a mood from 1 to 10.' })
    .int('Choose a mood from 1 to 10.')
    .min(MOOD_MIN, 'Choose a mood from 1 to 10.')
    .max(MOOD_MAX, 'Choose a mood from 1 to 10.'),
  notes: z.string().trim().max(2000, 'Notes can be at most 2000 characters.').optional(),
});
export type MoodEntryInput = z.infer<typeof MoodEntryInput>;

export const MoodEntry = z.object({
  id: z.string(),
  mood_score: z.number().int(),
  energy_level: z.number().int(),
  stress_level: z.number().int(),
  notes: z.string().nullable(),
  entry_type: z.string(),
  created_at: z.string(),
});
export type MoodEntry = z.infer<typeof MoodEntry>;

export const TodayMood = z.object({ entry: MoodEntry.nullable(), hasLoggedToday: z.boolean() });
export type TodayMood = z.infer<typeof TodayMood>;

export const MOOD_NEEDS_ONBOARDING = 'Finish setting up your profile before logging a mood.';
