import { z } from 'zod';
import { MOOD_MAX, MOOD_MIN } from '../mood';
import { RecordedAt } from './offline-writes';

export const MoodEntryInput = z.object({
  mood_score: z
    .number({ error: 'Choose a mood from 1 to 10.' })
    .int('Choose a mood from 1 to 10.')
    .min(MOOD_MIN, 'Choose a mood from 1 to 10.')
    .max(MOOD_MAX, 'Choose a mood from 1 to 10.'),
  notes: z.string().trim().max(2000, 'Notes can be at most 2000 characters.').optional(),
  /** When the check-in was made, for one queued offline and sent later (decision 0024). */
  recordedAt: RecordedAt,
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
  /** The person's calendar day (YYYY-MM-DD, their time zone) the entry counts for: charts group by it. */
  local_date: z.string(),
});
export type MoodEntry = z.infer<typeof MoodEntry>;

export const TodayMood = z.object({ entry: MoodEntry.nullable(), hasLoggedToday: z.boolean() });
export type TodayMood = z.infer<typeof TodayMood>;

export const MOOD_NEEDS_ONBOARDING = 'Finish setting up your profile before logging a mood.';

export const MoodHistoryQuery = z.object({ days: z.coerce.number().int().min(1).max(3650).default(30) });
export const MoodHistory = z.object({ entries: z.array(MoodEntry) });
export type MoodHistory = z.infer<typeof MoodHistory>;

export const MoodStatsQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(7) });
export const MoodStats = z.object({
  days: z.number().int(),
  entryCount: z.number().int(),
  averageMood: z.number().nullable(),
  averageEnergy: z.number().nullable(),
  averageStress: z.number().nullable(),
  insight: z
    .object({
      level: z.enum(['positive', 'moderate', 'needs_improvement']),
      averageMood: z.number(),
      message: z.string(),
    })
    .nullable(),
});
export type MoodStats = z.infer<typeof MoodStats>;
