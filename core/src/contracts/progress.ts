import { z } from 'zod';

export const UserStatsContract = z.object({
  level: z.number().int(),
  totalXP: z.number().int(),
  xpProgress: z.number().int(),
  xpToNextLevel: z.number().int(),
  streakCount: z.number().int(),
  /** The streak ended yesterday: it is still alive today and breaks when today ends with nothing logged. */
  streakAtRisk: z.boolean(),
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
  stats: UserStatsContract,
  achievements: z.array(AchievementProgressContract),
});
export type ProgressOverview = z.infer<typeof ProgressOverview>;
