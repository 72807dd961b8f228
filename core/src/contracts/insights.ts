import { z } from 'zod';
import { Practice } from './practices';

/** An average is shown only once it rests on this many sessions; fewer say more about the day than the practice. */
export const INSIGHT_MIN_SESSIONS = 3;

/** Parts of the person's local day a practice can be done in (local hour: 5-11, 12-16, 17-21, 22-4). */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/**
 * What one practice (or a category, or a time of day) does for the person, over the sessions where they
 * told both their mood before and after. `average_mood_change` is after minus before, one decimal.
 */
const MoodChange = {
  sessions: z.number().int(),
  average_mood_change: z.number(),
};

export const PracticeInsight = z.object({
  practice_id: z.string(),
  practice_name: z.string(),
  category_name: z.string(),
  ...MoodChange,
  /** 'How helpful was this?' averaged over the sessions where it was answered; null when never answered. */
  average_rating: z.number().nullable(),
  rated_sessions: z.number().int(),
  /** A plain sentence saying what the practice does, e.g. 'Box Breathing lifts your mood by 1.8 points on average over 5 sessions.' */
  sentence: z.string(),
});
export type PracticeInsight = z.infer<typeof PracticeInsight>;

export const CategoryInsight = z.object({ category_name: z.string(), ...MoodChange, sentence: z.string() });
export type CategoryInsight = z.infer<typeof CategoryInsight>;

export const TimeOfDayInsight = z.object({ time_of_day: z.enum(TIMES_OF_DAY), ...MoodChange });
export type TimeOfDayInsight = z.infer<typeof TimeOfDayInsight>;

/** GET /api/v1/practices/insights: only figures resting on at least INSIGHT_MIN_SESSIONS sessions. */
export const PracticeInsights = z.object({
  /** Largest mood lift first. */
  practices: z.array(PracticeInsight),
  categories: z.array(CategoryInsight),
  /**
   * The part of the day with the largest average lift, with a sentence; null until one has enough sessions
   * and lifts the mood on average (a part of the day that lifts nothing is no one's best time).
   */
  best_time_of_day: TimeOfDayInsight.extend({ sentence: z.string() }).nullable(),
  /** Sessions with both moods answered, in all: shows how close the first insight is. */
  measured_sessions: z.number().int(),
});
export type PracticeInsights = z.infer<typeof PracticeInsights>;

/** GET /api/v1/practices/plan: today's short plan, the same all day, fresh the next. */
export const DailyPlan = z.object({
  /** The person's local day the plan is for. */
  local_date: z.string(),
  /** About three practices, 10 to 15 minutes together, best fit first. */
  practices: z.array(Practice.extend({ reason: z.string() })),
  total_minutes: z.number().int(),
});
export type DailyPlan = z.infer<typeof DailyPlan>;

/**
 * How a practice has gone for one person, as the plan and the coach weigh it: practices that lifted the
 * mood come first, ones rated low or that lowered the mood come last. Null where nothing was measured.
 */
export interface PracticeTrackRecord {
  practiceId: string;
  /** Sessions with both moods answered. */
  sessions: number;
  averageMoodChange: number | null;
  ratedSessions: number;
  averageRating: number | null;
}
