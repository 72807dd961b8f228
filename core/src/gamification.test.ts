import { describe, expect, it } from 'vitest';
import {
  achievementProgress,
  currentStreak,
  DEFAULT_USER_STATS,
  EMPTY_RUN,
  emptyCounters,
  extendRun,
  achievementXp,
  MOOD_XP_DAILY_LIMIT,
  restDaySpent,
  restDayStatus,
  streakAtRisk,
  totalXp,
  userStats,
  type AchievementDefinition,
  type DayRun,
} from './gamification';
import { RUN_STEP_CASES } from './gamification.cases';

function runOf(...dates: string[]): DayRun {
  return dates.reduce(extendRun, EMPTY_RUN);
}

function definition(requirementType: string, requirementValue: number): AchievementDefinition {
  return {
    id: 'a',
    key: 'k',
    name: 'n',
    description: 'd',
    category: 'mood',
    requirementType,
    requirementValue,
    xpReward: 10,
    icon: 'award',
  };
}

describe('XP and levels', () => {
  it('gives 10 per practice, 5 per rewarded mood, +3 for rewarded moods of 8+, +5 for practices rated 8+', () => {
    const counters = {
      ...emptyCounters(),
      practiceCount: 3,
      moodCount: 6,
      highMoodCount: 3,
      rewardedMoodCount: 4,
      rewardedHighMoodCount: 2,
      highRatingCount: 1,
    };
    expect(totalXp(counters)).toBe(30 + 20 + 6 + 5);
    expect(MOOD_XP_DAILY_LIMIT).toBe(3);
  });
  it('adds the reward of every earned achievement, and only of earned ones', () => {
    const firstCheckIn = { ...definition('mood_count', 1), xpReward: 20 };
    const tenMoods = { ...definition('mood_count', 10), xpReward: 50 };
    const counters = { ...emptyCounters(), moodCount: 1, rewardedMoodCount: 1 };
    expect(achievementXp([firstCheckIn, tenMoods], counters)).toBe(20);
    expect(userStats(counters, '2026-01-01', [firstCheckIn, tenMoods]).totalXP).toBe(5 + 20);
    expect(userStats(emptyCounters(), '2026-01-01', [firstCheckIn]).totalXP).toBe(0);
  });
  it('levels every 100 XP and shows progress out of 100', () => {
    const at = (practiceCount: number) => userStats({ ...emptyCounters(), practiceCount }, '2026-01-01', []);
    // Nothing done yet: the stats of a new account, level 1 with 100 XP to go.
    expect(at(0)).toEqual(DEFAULT_USER_STATS);
    expect(DEFAULT_USER_STATS).toMatchObject({ level: 1, totalXP: 0, xpProgress: 0, xpToNextLevel: 100 });
    expect(DEFAULT_USER_STATS).toMatchObject({ streakCount: 0, streakAtRisk: false });
    expect(at(9)).toMatchObject({ level: 1, xpProgress: 90, xpToNextLevel: 10 });
    expect(at(10)).toMatchObject({ level: 2, xpProgress: 0, xpToNextLevel: 100 });
    expect(at(25)).toMatchObject({ level: 3, totalXP: 250, xpProgress: 50 });
  });
});

describe('streaks', () => {
  it('counts consecutive local days ending today, or yesterday while today lasts; 0 once a day is missed', () => {
    // A rest day spent on 24 February: none is free for a missed 2 March.
    const run = runOf('2026-02-23', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01');
    expect(run).toMatchObject({ length: 6, restDate: '2026-02-24' });
    expect(currentStreak(run, '2026-03-01')).toBe(6);
    expect(streakAtRisk(run, '2026-03-01')).toBe(false);
    expect(currentStreak(run, '2026-03-02')).toBe(6);
    expect(streakAtRisk(run, '2026-03-02')).toBe(true);
    expect(currentStreak(run, '2026-03-03')).toBe(0);
    expect(streakAtRisk(run, '2026-03-03')).toBe(false);
    expect(currentStreak(EMPTY_RUN, '2026-03-03')).toBe(0);
  });
  it('ignores a second entry on the same day, spends one missed day as a rest day, restarts after a gap', () => {
    const run = runOf('2026-01-01', '2026-01-01', '2026-01-02', '2026-01-04', '2026-01-05');
    expect(run).toEqual({ lastDate: '2026-01-05', length: 4, best: 4, restDate: '2026-01-03' });
    expect(runOf('2026-01-01', '2026-01-02', '2026-01-03', '2026-01-10')).toEqual({
      lastDate: '2026-01-10',
      length: 1,
      best: 3,
      restDate: null,
    });
  });
  it('crosses month, year and leap-day boundaries', () => {
    expect(runOf('2028-02-28', '2028-02-29', '2028-03-01').length).toBe(3);
    expect(runOf('2026-12-31', '2027-01-01').length).toBe(2);
  });
  it('never goes back for an older day', () => {
    expect(runOf('2026-05-10', '2026-05-09')).toEqual({
      lastDate: '2026-05-10',
      length: 1,
      best: 1,
      restDate: null,
    });
  });
});

describe('rest days', () => {
  it.each(RUN_STEP_CASES)('$name', ({ run, day, next }) => {
    expect(extendRun(run, day)).toEqual(next);
    expect(restDaySpent(run, day)).toBe(next.restDate !== run.restDate ? next.restDate : null);
  });

  // 6 to 10 March, no rest day spent yet.
  const fiveDays = runOf('2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10');
  it.each([
    { today: '2026-03-10', streak: 5, atRisk: false, usedOn: null, available: true },
    { today: '2026-03-11', streak: 5, atRisk: true, usedOn: null, available: true },
    // Yesterday (the 11th) is the rest day an entry today spends; missing today too breaks the streak.
    { today: '2026-03-12', streak: 5, atRisk: true, usedOn: '2026-03-11', available: false },
    { today: '2026-03-13', streak: 0, atRisk: false, usedOn: null, available: false },
  ])('keeps a streak with a free rest day alive until two days are missed ($today)', (expected) => {
    expect(currentStreak(fiveDays, expected.today)).toBe(expected.streak);
    expect(streakAtRisk(fiveDays, expected.today)).toBe(expected.atRisk);
    expect(restDayStatus(fiveDays, expected.today)).toEqual({
      restDayUsedOn: expected.usedOn,
      restDayAvailable: expected.available,
    });
  });

  it('shows the rest day spent in the current streak, and none free again within 7 days of it', () => {
    // The 3rd is the rest day: 5 days with entries.
    const run = runOf('2026-03-01', '2026-03-02', '2026-03-04', '2026-03-05', '2026-03-06');
    expect(run).toMatchObject({ length: 5, restDate: '2026-03-03' });
    expect(restDayStatus(run, '2026-03-06')).toEqual({
      restDayUsedOn: '2026-03-03',
      restDayAvailable: false,
    });
    expect(currentStreak(run, '2026-03-07')).toBe(5);
    expect(streakAtRisk(run, '2026-03-07')).toBe(true);
    // Missing the 7th too would be a second rest day 4 days after the first.
    expect(currentStreak(run, '2026-03-08')).toBe(0);
    // From the 10th a missed day may be a rest day again.
    const longer = runOf(
      '2026-03-01',
      '2026-03-02',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    );
    expect(restDayStatus(longer, '2026-03-09')).toEqual({
      restDayUsedOn: '2026-03-03',
      restDayAvailable: true,
    });
    expect(extendRun(longer, '2026-03-11')).toMatchObject({ length: 9, restDate: '2026-03-10' });
  });

  it('keeps the week between rest days across a broken streak, without showing the old rest day', () => {
    // Rest day on the 2nd, then the 4th and 5th are missed: a new run starts on the 6th.
    const run = runOf('2026-03-01', '2026-03-03', '2026-03-06', '2026-03-07');
    expect(run).toMatchObject({ length: 2, best: 2, restDate: '2026-03-02' });
    expect(restDayStatus(run, '2026-03-07')).toEqual({ restDayUsedOn: null, restDayAvailable: false });
    expect(currentStreak(run, '2026-03-09')).toBe(0);
    const withThe8th = extendRun(run, '2026-03-08');
    expect(restDayStatus(withThe8th, '2026-03-08')).toEqual({ restDayUsedOn: null, restDayAvailable: true });
    expect(currentStreak(withThe8th, '2026-03-10')).toBe(3);
  });

  it('has no rest day to show without a streak', () => {
    expect(restDayStatus(EMPTY_RUN, '2026-03-10')).toEqual({ restDayUsedOn: null, restDayAvailable: false });
    expect(currentStreak(EMPTY_RUN, '2026-03-10')).toBe(0);
    expect(streakAtRisk(EMPTY_RUN, '2026-03-10')).toBe(false);
  });

  it('counts a streak kept by a rest day in the stats and the streak achievements', () => {
    const week = runOf(
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    );
    expect(week).toMatchObject({ length: 7, best: 7, restDate: '2026-03-04' });
    const counters = { ...emptyCounters(), moodRun: week, activityRun: week };
    expect(userStats(counters, '2026-03-09', [])).toMatchObject({ streakCount: 7, streakAtRisk: true });
    expect(achievementProgress(definition('mood_streak', 7), counters).isCompleted).toBe(true);
    expect(achievementProgress(definition('activity_streak', 7), counters).isCompleted).toBe(true);
  });
});

describe('achievements', () => {
  it('reports progress, percentage and completion for every requirement type', () => {
    const counters = {
      ...emptyCounters(),
      moodCount: 1,
      practiceCount: 5,
      highMoodCount: 10,
      highRatingCount: 3,
      categoryCounts: { breathwork: 5, gratitude: 15 },
      moodRun: { lastDate: '2026-01-07', length: 7, best: 7, restDate: null },
      practiceRun: { lastDate: '2026-01-03', length: 1, best: 10, restDate: null },
    };
    expect(achievementProgress(definition('mood_count', 1), counters)).toMatchObject({
      progress: 1,
      progressPercentage: 100,
      isCompleted: true,
    });
    expect(achievementProgress(definition('practice_count', 7), counters)).toMatchObject({
      progress: 5,
      progressPercentage: 71,
      isCompleted: false,
    });
    expect(
      achievementProgress(definition('category_count:breathwork', 20), counters).progressPercentage,
    ).toBe(25);
    expect(achievementProgress(definition('category_count:gratitude', 15), counters).isCompleted).toBe(true);
    expect(achievementProgress(definition('mood_streak', 7), counters).isCompleted).toBe(true);
    expect(achievementProgress(definition('practice_streak', 21), counters)).toMatchObject({ progress: 10 });
    expect(achievementProgress(definition('high_mood_count', 10), counters).isCompleted).toBe(true);
    expect(achievementProgress(definition('high_rating_count', 10), counters).progress).toBe(3);
    expect(achievementProgress(definition('unknown', 3), counters).progress).toBe(0);
  });
});
