import { addDays } from './time';

/**
 * XP, levels, streaks and achievements: 10 XP per practice and 5 per mood (plus bonuses for high moods and
 * high ratings) and each earned achievement's reward, a level per 100 XP, streaks of consecutive local days
 * (one missed day in 7 is spent as a rest day instead of breaking the streak).
 * The server keeps running counters per person (updated as moods and practices are written) and these pure
 * rules turn them into the stats people see, so the cost never grows with a person's history.
 */
export const XP_PER_PRACTICE = 10;
export const XP_PER_MOOD = 5;
export const XP_HIGH_MOOD_BONUS = 3;
export const XP_HIGH_RATING_BONUS = 5;
export const HIGH_MOOD_THRESHOLD = 8;
export const HIGH_RATING_THRESHOLD = 8;
export const XP_PER_LEVEL = 100;
/**
 * Mood check-ins that earn XP in one local day. Further check-ins are still logged and count for mood
 * achievements, but logging ten moods in a minute must not be a way to level up.
 */
export const MOOD_XP_DAILY_LIMIT = 3;

/**
 * Days between two rest days: a missed day is spent as a rest day when the streak's last rest day is at
 * least this many days before it, so a streak keeps one rest day per week (decision 0018).
 */
export const REST_DAY_INTERVAL_DAYS = 7;

/**
 * A run of consecutive local days: the last day counted, its length (days with an entry; rest days keep a
 * run going without adding to it), the longest run ever, and the last day spent as a rest day (kept when
 * a run breaks, so a new run cannot spend a second rest day within the week).
 */
export interface DayRun {
  lastDate: string | null;
  length: number;
  best: number;
  restDate: string | null;
}

export interface ProgressCounters {
  moodCount: number;
  highMoodCount: number;
  /** Moods that earned XP: at most MOOD_XP_DAILY_LIMIT a local day. */
  rewardedMoodCount: number;
  /** Of those, the ones of 8 or more. */
  rewardedHighMoodCount: number;
  practiceCount: number;
  highRatingCount: number;
  /** Completed practices per stats category (breathwork, gratitude, ...). */
  categoryCounts: Record<string, number>;
  moodRun: DayRun;
  practiceRun: DayRun;
  /** Days with a mood or a practice. */
  activityRun: DayRun;
}

export const EMPTY_RUN: DayRun = { lastDate: null, length: 0, best: 0, restDate: null };

export function emptyCounters(): ProgressCounters {
  return {
    moodCount: 0,
    highMoodCount: 0,
    rewardedMoodCount: 0,
    rewardedHighMoodCount: 0,
    practiceCount: 0,
    highRatingCount: 0,
    categoryCounts: {},
    moodRun: EMPTY_RUN,
    practiceRun: EMPTY_RUN,
    activityRun: EMPTY_RUN,
  };
}

function dayNumber(localDate: string): number {
  return Math.round(Date.parse(`${localDate}T00:00:00Z`) / 86_400_000);
}

/** True when a streak whose last rest day was `restDate` may spend `missedDay` as a rest day. */
function restDayFree(restDate: string | null, missedDay: string): boolean {
  return restDate === null || dayNumber(missedDay) - dayNumber(restDate) >= REST_DAY_INTERVAL_DAYS;
}

/**
 * The missed day an entry on `localDate` spends as a rest day, or null: exactly one day was missed since
 * the run's last day and the run's last rest day is at least a week before it. (The database function
 * flowmind_rest_day_spent applies the same rule.)
 */
export function restDaySpent(run: DayRun, localDate: string): string | null {
  if (run.lastDate === null || dayNumber(localDate) - dayNumber(run.lastDate) !== 2) return null;
  const missedDay = addDays(run.lastDate, 1);
  return restDayFree(run.restDate, missedDay) ? missedDay : null;
}

/**
 * Adds an activity on `localDate` to a run: the same day or an older one changes nothing, the next day
 * extends it, the day after a missed day extends it when the missed day can be spent as a rest day, any
 * later day starts a new run. (The database trigger applies the same rule, flowmind_next_run.)
 */
export function extendRun(run: DayRun, localDate: string): DayRun {
  if (run.lastDate === null) return { ...run, lastDate: localDate, length: 1, best: Math.max(run.best, 1) };
  const gap = dayNumber(localDate) - dayNumber(run.lastDate);
  if (gap <= 0) return run;
  const restDate = restDaySpent(run, localDate);
  const length = gap === 1 || restDate !== null ? run.length + 1 : 1;
  return {
    lastDate: localDate,
    length,
    best: Math.max(run.best, length),
    restDate: restDate ?? run.restDate,
  };
}

/**
 * Whether the run is still alive today: its last day is today or yesterday, or the day before yesterday
 * when yesterday can still be spent as a rest day (an entry today would spend it).
 */
function aliveOn(run: DayRun, today: string): boolean {
  if (run.lastDate === null) return false;
  const daysSince = dayNumber(today) - dayNumber(run.lastDate);
  return daysSince === 0 || daysSince === 1 || restDaySpent(run, today) !== null;
}

/**
 * Consecutive days ending today, or ending yesterday while today is still under way: a streak is not lost
 * before breakfast, only when a whole local day passes without an entry and no rest day can cover it (then
 * it lasts until the end of the following day). 0 once the streak is broken.
 */
export function currentStreak(run: DayRun, today: string): number {
  return aliveOn(run, today) ? run.length : 0;
}

/**
 * True when the current streak is alive but nothing is logged today: it continues only with an entry
 * today, or, once, by spending today as a rest day when one is free.
 */
export function streakAtRisk(run: DayRun, today: string): boolean {
  return aliveOn(run, today) && run.lastDate !== today;
}

export interface RestDayStatus {
  /**
   * The rest day the current streak has spent, or yesterday when an entry today would spend it; the
   * last one when there were several. Null without a current streak or a rest day in it.
   */
  restDayUsedOn: string | null;
  /** The current streak would survive missing its next day. */
  restDayAvailable: boolean;
}

/** The rest day of the current streak on `today`, as the progress screen shows it. */
export function restDayStatus(run: DayRun, today: string): RestDayStatus {
  if (run.lastDate === null || !aliveOn(run, today)) return { restDayUsedOn: null, restDayAvailable: false };
  const pending = restDaySpent(run, today);
  if (pending !== null) return { restDayUsedOn: pending, restDayAvailable: false };
  // The run's days after its last rest day all have entries, and its first day is before the rest day:
  // the rest day is part of this run exactly when fewer days than the run's length lie after it.
  const inThisRun = run.restDate !== null && dayNumber(run.lastDate) - dayNumber(run.restDate) < run.length;
  return {
    restDayUsedOn: inThisRun ? run.restDate : null,
    restDayAvailable: restDayFree(run.restDate, addDays(run.lastDate, 1)),
  };
}

/** XP from practices and moods, without achievements. */
export function totalXp(counters: ProgressCounters): number {
  return (
    counters.practiceCount * XP_PER_PRACTICE +
    counters.rewardedMoodCount * XP_PER_MOOD +
    counters.rewardedHighMoodCount * XP_HIGH_MOOD_BONUS +
    counters.highRatingCount * XP_HIGH_RATING_BONUS
  );
}

/**
 * The rewards of every achievement the counters have earned. An achievement once earned stays earned
 * (counts only grow, streak achievements use the best run), so this never goes down.
 */
export function achievementXp(
  achievements: readonly Pick<AchievementDefinition, 'requirementType' | 'requirementValue' | 'xpReward'>[],
  counters: ProgressCounters,
): number {
  return achievements.reduce(
    (sum, achievement) =>
      achievementValue(achievement.requirementType, counters) >= achievement.requirementValue
        ? sum + achievement.xpReward
        : sum,
    0,
  );
}

export interface UserStats {
  level: number;
  totalXP: number;
  xpProgress: number;
  xpToNextLevel: number;
  streakCount: number;
  /** The streak is alive but nothing is logged today (see streakAtRisk). */
  streakAtRisk: boolean;
}

export const DEFAULT_USER_STATS: UserStats = {
  level: 1,
  totalXP: 0,
  xpProgress: 0,
  xpToNextLevel: 100,
  streakCount: 0,
  streakAtRisk: false,
};

/** Level, XP (practices, moods and earned achievements) and the activity streak on `today`. */
export function userStats(
  counters: ProgressCounters,
  today: string,
  achievements: readonly Pick<AchievementDefinition, 'requirementType' | 'requirementValue' | 'xpReward'>[],
): UserStats {
  const xp = totalXp(counters) + achievementXp(achievements, counters);
  const xpProgress = xp % XP_PER_LEVEL;
  return {
    level: Math.floor(xp / XP_PER_LEVEL) + 1,
    totalXP: xp,
    xpProgress,
    xpToNextLevel: XP_PER_LEVEL - xpProgress,
    streakCount: currentStreak(counters.activityRun, today),
    streakAtRisk: streakAtRisk(counters.activityRun, today),
  };
}

export interface AchievementDefinition {
  id: string;
  key: string;
  name: string;
  description: string;
  category: string;
  requirementType: string;
  requirementValue: number;
  xpReward: number;
  icon: string;
}

export interface AchievementProgress extends AchievementDefinition {
  progress: number;
  progressPercentage: number;
  isCompleted: boolean;
}

/**
 * How far a person is towards an achievement. Streak achievements count the best run ever, so an
 * achievement once earned stays earned.
 */
export function achievementValue(requirementType: string, counters: ProgressCounters): number {
  if (requirementType.startsWith('category_count:')) {
    return counters.categoryCounts[requirementType.slice('category_count:'.length)] ?? 0;
  }
  switch (requirementType) {
    case 'mood_count':
      return counters.moodCount;
    case 'high_mood_count':
      return counters.highMoodCount;
    case 'practice_count':
      return counters.practiceCount;
    case 'high_rating_count':
      return counters.highRatingCount;
    case 'mood_streak':
      return counters.moodRun.best;
    case 'practice_streak':
      return counters.practiceRun.best;
    case 'activity_streak':
      return counters.activityRun.best;
    default:
      return 0;
  }
}

export function achievementProgress(
  definition: AchievementDefinition,
  counters: ProgressCounters,
): AchievementProgress {
  const value = achievementValue(definition.requirementType, counters);
  const progress = Math.min(value, definition.requirementValue);
  return {
    ...definition,
    progress,
    progressPercentage: Math.round((progress / definition.requirementValue) * 100),
    isCompleted: value >= definition.requirementValue,
  };
}
