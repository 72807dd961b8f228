import { z } from 'zod';

export const UserStatsContract = z.object({
  level: z.number().int(),
  totalXP: z.number().int(),
  xpProgress: z.number().int(),
  xpToNextLevel: z.number().int(),
  streakCount: z.number().int(),
  /**
   * The streak is alive but nothing is logged today: it ended yesterday, or the day before yesterday with
   * yesterday to be spent as a rest day. It breaks when today ends with nothing logged (unless today can
   * still be a rest day).
   */
  streakAtRisk: z.boolean(),
});

/** How many of the streak's last rest days the progress screen lists. */
export const RECENT_REST_DAYS = 3;

/** The stats on the progress screen: the coach's stats and the streak's rest days (decision 0018). */
export const ProgressStatsContract = UserStatsContract.extend({
  /**
   * The rest day (YYYY-MM-DD) the current streak has spent, the last one if several, or yesterday when an
   * entry today would spend it; null without one.
   */
  restDayUsedOn: z.string().nullable(),
  /** A rest day is ready: the current streak would survive missing its next day. */
  restDayAvailable: z.boolean(),
  /** The last rest days the streak spent (YYYY-MM-DD), newest first, at most RECENT_REST_DAYS. */
  recentRestDays: z.array(z.string()).max(RECENT_REST_DAYS),
});

export const AchievementProgressContract = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  requirementType: z.string(),
  requirementValue: z.number().int(),
  xpReward: z.number().int(),
  icon: z.string(),
  progress: z.number().int(),
  progressPercentage: z.number().int(),
  isCompleted: z.boolean(),
});

export const ProgressOverview = z.object({
  /** The person's calendar day (YYYY-MM-DD, their time zone) the streak ends on: day-by-day charts end here. */
  today: z.string(),
  stats: ProgressStatsContract,
  achievements: z.array(AchievementProgressContract),
});
export type ProgressOverview = z.infer<typeof ProgressOverview>;
