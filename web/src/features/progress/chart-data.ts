import type { MoodEntry } from '@flowmind/core/contracts/mood';
import type { PracticeCompletion, StatsCategory } from '@flowmind/core/contracts/practices';
import { STATS_CATEGORIES, statsCategoryOf } from '@flowmind/core/contracts/practices';
import type { ProgressOverview } from '@flowmind/core/contracts/progress';
import { moodLabel, roundToOneDecimal } from '@flowmind/core/mood';
import { addDays } from '@flowmind/core/time';

/** The progress charts cover the last 14 days. */
export const CHART_DAYS = 14;
/** When every entry falls on one day, the mood chart shows up to this many of them, by time. */
export const ONE_DAY_MAX_ENTRIES = 5;
export const BADGE_COUNT = 6;
export const IN_PROGRESS_COUNT = 4;

export type Achievement = ProgressOverview['achievements'][number];

/** One point of the mood chart: a day's average, or one entry when every entry falls on one day. */
export interface MoodPoint {
  key: string;
  /** Short label under the axis: 'Mar 3' or '9:05 AM'. */
  axisLabel: string;
  /** Full label for the text description: 'Monday, March 3' or '9:05 AM'. */
  longLabel: string;
  /** The mood, 1-10 (a day's average to one decimal). */
  value: number;
  /** How many entries the point stands for, and the sum of their scores (for exact overall averages). */
  entryCount: number;
  scoreSum: number;
}

export interface MoodSeries {
  /** 'days': one point per day with entries (days without are skipped); 'times': entries of a single day. */
  mode: 'days' | 'times';
  points: MoodPoint[];
  /** The single day of the 'times' mode. */
  day?: string;
}

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

// A calendar date is formatted at its UTC noon in UTC, so no time zone moves it to a neighbouring day.
const atNoon = (localDate: string) => new Date(`${localDate}T12:00:00Z`);
export const formatShortDay = (localDate: string) => shortDay.format(atNoon(localDate));
export const formatLongDay = (localDate: string) => longDay.format(atNoon(localDate));
export const formatWeekday = (localDate: string) => weekdayShort.format(atNoon(localDate));

/**
 * The mood chart's points: the last 14 days, one point per day with entries (the day's average, one
 * decimal); days without entries are skipped. When every entry falls on one day, up to 5 of that day's
 * entries (the latest) each get a point, labelled by time.
 */
export function moodSeries(
  entries: readonly MoodEntry[],
  today: string,
  formatTime: (instant: Date) => string,
): MoodSeries {
  const firstDay = addDays(today, -(CHART_DAYS - 1));
  const inWindow = entries
    .filter((entry) => entry.local_date >= firstDay && entry.local_date <= today)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const days = [...new Set(inWindow.map((entry) => entry.local_date))].sort();

  if (days.length === 1) {
    const day = days[0]!;
    const points = inWindow.slice(-ONE_DAY_MAX_ENTRIES).map((entry) => {
      const time = formatTime(new Date(entry.created_at));
      const score = entry.mood_score;
      return {
        key: entry.id,
        axisLabel: time,
        longLabel: time,
        value: score,
        entryCount: 1,
        scoreSum: score,
      };
    });
    return { mode: 'times', points, day };
  }

  const points = days.map((day) => {
    const scores = inWindow.filter((entry) => entry.local_date === day).map((entry) => entry.mood_score);
    const scoreSum = scores.reduce((sum, score) => sum + score, 0);
    return {
      key: day,
      axisLabel: formatShortDay(day),
      longLabel: formatLongDay(day),
      value: roundToOneDecimal(scoreSum / scores.length),
      entryCount: scores.length,
      scoreSum,
    };
  });
  return { mode: 'days', points };
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** One sentence a screen reader hears instead of the mood chart. */
export function describeMoodSeries(series: MoodSeries): string {
  const { points } = series;
  if (points.length === 0) return 'No moods logged in the last 14 days.';
  const moodText = (value: number) => `${value} (${moodLabel(value)})`;
  if (series.mode === 'times') {
    const list = points.map((point) => `${point.longLabel}: ${moodText(point.value)}`).join(', ');
    return `${plural(points.length, 'mood')} logged on ${formatLongDay(series.day!)}: ${list}.`;
  }
  const entryCount = points.reduce((sum, point) => sum + point.entryCount, 0);
  const average = roundToOneDecimal(points.reduce((sum, point) => sum + point.scoreSum, 0) / entryCount);
  const highest = points.reduce((best, point) => (point.value > best.value ? point : best));
  const lowest = points.reduce((worst, point) => (point.value < worst.value ? point : worst));
  return (
    `${plural(entryCount, 'mood')} on ${plural(points.length, 'day')} in the last 14 days, ` +
    `averaging ${moodText(average)}. Highest ${moodText(highest.value)} on ${highest.longLabel}; ` +
    `lowest ${moodText(lowest.value)} on ${lowest.longLabel}.`
  );
}

export type PracticeBucket = StatsCategory | 'other';
export const PRACTICE_BUCKETS: readonly PracticeBucket[] = [...STATS_CATEGORIES, 'other'];

export const BUCKET_LABELS: Record<PracticeBucket, string> = {
  mindfulness: 'Mindfulness',
  breathwork: 'Breathwork',
  visualization: 'Visualization',
  gratitude: 'Gratitude',
  neuroscience: 'Neuroscience',
  other: 'Other',
};

export interface PracticeDay {
  day: string;
  total: number;
  byBucket: Record<PracticeBucket, number>;
}

const emptyBuckets = (): Record<PracticeBucket, number> => ({
  mindfulness: 0,
  breathwork: 0,
  visualization: 0,
  gratitude: 0,
  neuroscience: 0,
  other: 0,
});

/** Completed practices counted per day over the 14 days ending today, every day present (zeros too). */
export function dailyPracticeCounts(
  completions: readonly PracticeCompletion[],
  today: string,
): PracticeDay[] {
  const days: PracticeDay[] = Array.from({ length: CHART_DAYS }, (_, index) => ({
    day: addDays(today, index - (CHART_DAYS - 1)),
    total: 0,
    byBucket: emptyBuckets(),
  }));
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  for (const completion of completions) {
    const day = byDay.get(completion.local_date);
    if (!day) continue;
    day.total += 1;
    day.byBucket[statsCategoryOf(completion.category_name) ?? 'other'] += 1;
  }
  return days;
}

/** Totals per category over the chart's days, largest first, leaving out empty ones. */
export function categoryTotals(days: readonly PracticeDay[]): { bucket: PracticeBucket; count: number }[] {
  return PRACTICE_BUCKETS.map((bucket) => ({
    bucket,
    count: days.reduce((sum, day) => sum + day.byBucket[bucket], 0),
  }))
    .filter((total) => total.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** Axis ticks from 0 in whole steps (practices are counted, so no fractions), about 5 at most. */
export function integerTicks(maxValue: number): number[] {
  const max = Math.max(1, Math.ceil(maxValue));
  const step = max <= 5 ? 1 : Math.ceil(max / 4);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

/** One sentence a screen reader hears instead of the practice chart. */
export function describePracticeDays(days: readonly PracticeDay[]): string {
  const total = days.reduce((sum, day) => sum + day.total, 0);
  if (total === 0) return 'No practices completed in the last 14 days.';
  const activeDays = days.filter((day) => day.total > 0);
  const busiest = activeDays.reduce((best, day) => (day.total > best.total ? day : best));
  const categories = categoryTotals(days)
    .map(({ bucket, count }) => `${BUCKET_LABELS[bucket]} ${count}`)
    .join(', ');
  return (
    `${plural(total, 'practice')} completed on ${plural(activeDays.length, 'day')} in the last 14 days ` +
    `(${categories}). Most on ${formatLongDay(busiest.day)}: ${busiest.total}.`
  );
}

/**
 * The achievements tab: the first 6 as badges, earned ones first so none is ever out of sight, and
 * up to 4 incomplete ones with their progress, closest to done first.
 */
export function achievementSections(achievements: readonly Achievement[]): {
  badges: Achievement[];
  inProgress: Achievement[];
} {
  const earnedFirst = [...achievements].sort((a, b) => Number(b.isCompleted) - Number(a.isCompleted));
  const inProgress = achievements
    .filter((achievement) => !achievement.isCompleted)
    .sort((a, b) => b.progressPercentage - a.progressPercentage)
    .slice(0, IN_PROGRESS_COUNT);
  return { badges: earnedFirst.slice(0, BADGE_COUNT), inProgress };
}

/** Which axis labels to draw: evenly thinned when crowded, always keeping the last (today's or latest). */
export function visibleLabelIndexes(count: number, plotWidth: number, room: number): Set<number> {
  const fit = Math.max(1, Math.floor(plotWidth / room));
  const step = Math.max(1, Math.ceil(count / fit));
  const shown = new Set<number>();
  for (let index = count - 1; index >= 0; index -= step) shown.add(index);
  return shown;
}
