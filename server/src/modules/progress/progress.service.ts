import {
  achievementProgress,
  emptyCounters,
  restDayStatus,
  userStats,
  type DayRun,
  type ProgressCounters,
  type UserStats,
} from '@flowmind/core/gamification';
import { RECENT_REST_DAYS, type ProgressOverview } from '@flowmind/core/contracts/progress';
import { localDateIn } from '@flowmind/core/time';
import type { Database } from '../../db/client';
import type { userProgress } from '../../db/schema';
import { findProgress, listAchievements, listRecentRestDays } from './progress.repository';

function run(lastDate: string | null, length: number, best: number, restDate: string | null): DayRun {
  return { lastDate, length, best, restDate };
}

function toCounters(row: typeof userProgress.$inferSelect | null): ProgressCounters {
  if (!row) return emptyCounters();
  return {
    moodCount: row.moodCount,
    highMoodCount: row.highMoodCount,
    rewardedMoodCount: row.rewardedMoodCount,
    rewardedHighMoodCount: row.rewardedHighMoodCount,
    practiceCount: row.practiceCount,
    highRatingCount: row.highRatingCount,
    categoryCounts: row.categoryCounts,
    moodRun: run(row.moodLastDate, row.moodRun, row.moodBest, row.moodRestDate),
    practiceRun: run(row.practiceLastDate, row.practiceRun, row.practiceBest, row.practiceRestDate),
    activityRun: run(row.activityLastDate, row.activityRun, row.activityBest, row.activityRestDate),
  };
}

/** The person's running totals, the achievement definitions and the person's local date now. */
async function loadProgress(db: Database, userId: string, now: Date) {
  const [row, definitions] = await Promise.all([findProgress(db, userId), listAchievements(db)]);
  return {
    counters: toCounters(row?.progress ?? null),
    definitions,
    today: localDateIn(row?.timezone ?? 'UTC', now),
  };
}

/**
 * Level, XP, streak (with its rest days) and every achievement's progress, in the person's time zone.
 * The streak shown is the activity streak (days with a mood or a practice).
 */
export async function getProgressOverview(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<ProgressOverview> {
  const [progress, recentRestDays] = await Promise.all([
    loadProgress(db, userId, now),
    listRecentRestDays(db, userId, 'activity', RECENT_REST_DAYS),
  ]);
  return {
    today: progress.today,
    stats: {
      ...userStats(progress.counters, progress.today, progress.definitions),
      ...restDayStatus(progress.counters.activityRun, progress.today),
      recentRestDays,
    },
    achievements: progress.definitions.map((definition) =>
      achievementProgress(definition, progress.counters),
    ),
  };
}

export interface ProgressSummary {
  /** The running totals the stats are computed from. */
  counters: ProgressCounters;
  /** Level, XP (achievements included) and streak in the person's time zone, as the progress screen shows. */
  stats: UserStats;
}

/** The person's running totals and the stats that follow from them. */
export async function getProgressSummary(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<ProgressSummary> {
  const { counters, definitions, today } = await loadProgress(db, userId, now);
  return { counters, stats: userStats(counters, today, definitions) };
}
