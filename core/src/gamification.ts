/**
 * XP, levels, streaks and achievements: 10 XP per practice and 5 per mood (plus bonuses for high moods and
 * high ratings) and each earned achievement's reward, a level per 100 XP, streaks of consecutive local days.
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

/** A run of consecutive local days: the last day counted, its length, and the longest run ever. */
export interface DayRun {
  lastDate: string | null;
  length: number;
  best: number;
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

export const EMPTY_RUN: DayRun = { lastDate: null, length: 0, best: 0 };

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

/**
 * Adds an activity on `localDate` to a run: the same day changes nothing, the next day extends it, a
 * later day starts a new run. (The database trigger applies the same rule.)
 */
export function extendRun(run: DayRun, localDate: string): DayRun {
  if (run.lastDate === null) return { lastDate: localDate, length: 1, best: Math.max(run.best, 1) };
  const gap = dayNumber(localDate) - dayNumber(run.lastDate);
  if (gap <= 0) return run;
  const length = gap === 1 ? run.length + 1 : 1;
  return { lastDate: localDate, length, best: Math.max(run.best, length) };
}

/**
 * Consecutive days ending today, or ending yesterday while today is still under way: a streak is not lost
 * before breakfast, only when a whole local day passes without an entry. 0 once a day has been missed.
 */
export function currentStreak(run: DayRun, today: string): number {
  if (run.lastDate === null) return 0;
  const daysSince = dayNumber(today) - dayNumber(run.lastDate);
  return daysSince === 0 || daysSince === 1 ? run.length : 0;
}

/** True when the current streak ended yesterday: it breaks tonight unless something is logged today. */
export function streakAtRisk(run: DayRun, today: string): boolean {
  return run.lastDate !== null && dayNumber(today) - dayNumber(run.lastDate) === 1;
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
  /** The streak ended yesterday and breaks at the end of today unless something is logged. */
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
