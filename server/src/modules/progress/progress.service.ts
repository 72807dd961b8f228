import {
  achievementProgress,
  emptyCounters,
  userStats,
  type DayRun,
  type ProgressCounters,
  type UserStats,
} from '@flowmind/core/gamification';
import type { ProgressOverview } from '@flowmind/core/contracts/progress';
import { localDateIn } from '@flowmind/core/time';
import type { Database } from '../../db/client';
import type { userProgress } from '../../db/schema';
import { findProgress, listAchievements } from './progress.repository';

function run(lastDate: string | null, length: number, best: number): DayRun {
  return { lastDate, length, best };
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
    moodRun: run(row.moodLastDate, row.moodRun, row.moodBest),
    practiceRun: run(row.practiceLastDate, row.practiceRun, row.practiceBest),
    activityRun: run(row.activityLastDate, row.activityRun, row.activityBest),
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

/** Level, XP, streak and every achievement's progress, in the person's time zone. */
export async function getProgressOverview(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<ProgressOverview> {
  const progress = await loadProgress(db, userId, now);
  return {
    today: progress.today,
    stats: userStats(progress.counters, progress.today, progress.definitions),
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
