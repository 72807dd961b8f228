import { describe, expect, it } from 'vitest';
import type { MoodEntry } from '@flowmind/core/contracts/mood';
import type { PracticeCompletion } from '@flowmind/core/contracts/practices';
import {
  achievementSections,
  categoryTotals,
  dailyPracticeCounts,
  describeMoodSeries,
  describePracticeDays,
  integerTicks,
  moodSeries,
  visibleLabelIndexes,
  type Achievement,
} from './chart-data';

let counter = 0;
function mood(localDate: string, score: number, time = '12:00'): MoodEntry {
  return {
    id: `mood-${++counter}`,
    mood_score: score,
    energy_level: 5,
    stress_level: 5,
    notes: null,
    entry_type: 'daily',
    created_at: `${localDate}T${time}:00.000Z`,
    local_date: localDate,
  };
}

function completion(localDate: string, categoryName: string): PracticeCompletion {
  return {
    id: `done-${++counter}`,
    practice_id: 'practice',
    coach_id: null,
    completion_date: `${localDate}T12:00:00.000Z`,
    local_date: localDate,
    completion_status: 'completed',
    duration_actual_minutes: 5,
    mood_before: 5,
    mood_after: 8,
    effectiveness_rating: 8,
    difficulty_rating: 5,
    engagement_rating: 8,
    would_repeat: true,
    user_notes: null,
    practice: { id: 'practice', name: 'Box Breathing', duration_minutes: 5 },
    category_name: categoryName,
  };
}

// Times are shown as UTC hours and minutes so the tests do not depend on the machine's zone.
const utcTime = (instant: Date) => instant.toISOString().slice(11, 16);

/** The mood chart's series as the person sees it on Tuesday, March 10, 2026. */
const seriesOnMarch10 = (entries: Parameters<typeof moodSeries>[0]) =>
  moodSeries(entries, '2026-03-10', utcTime);

describe('moodSeries', () => {
  it('averages each day with entries to one decimal and skips days without', () => {
    const series = seriesOnMarch10([
      mood('2026-03-10', 8),
      mood('2026-03-03', 4),
      mood('2026-03-10', 7),
      mood('2026-03-05', 6),
    ]);
    expect(series.mode).toBe('days');
    expect(series.points.map((point) => [point.axisLabel, point.value, point.entryCount])).toEqual([
      ['Mar 3', 4, 1],
      ['Mar 5', 6, 1],
      ['Mar 10', 7.5, 2],
    ]);
    expect(series.points[2]!.longLabel).toBe('Tuesday, March 10');
  });

  it('keeps only the last 14 days ending today', () => {
    const series = seriesOnMarch10([
      mood('2026-02-24', 3),
      mood('2026-02-25', 9),
      mood('2026-03-10', 5),
      mood('2026-03-11', 2),
    ]);
    expect(series.points.map((point) => point.key)).toEqual(['2026-02-25', '2026-03-10']);
  });

  it('shows the latest 5 entries of a single day by time, oldest first', () => {
    const times = ['07:00', '09:30', '11:00', '13:15', '16:40', '21:05'];
    const entries = times.map((time, index) => mood('2026-03-10', index + 3, time));
    const series = seriesOnMarch10(entries);
    expect(series.mode).toBe('times');
    expect(series.day).toBe('2026-03-10');
    expect(series.points.map((point) => [point.axisLabel, point.value])).toEqual([
      ['09:30', 4],
      ['11:00', 5],
      ['13:15', 6],
      ['16:40', 7],
      ['21:05', 8],
    ]);
  });

  it('is empty with no entries in the window', () => {
    expect(seriesOnMarch10([])).toEqual({ mode: 'days', points: [] });
  });
});

describe('describeMoodSeries', () => {
  it('sums up days with the average, highest and lowest', () => {
    const series = seriesOnMarch10([
      mood('2026-03-03', 4),
      mood('2026-03-05', 6),
      mood('2026-03-10', 8),
      mood('2026-03-10', 7),
    ]);
    expect(describeMoodSeries(series)).toBe(
      '4 moods on 3 days in the last 14 days, averaging 6.3 (Fine). Highest 7.5 (Great) on Tuesday, March 10; ' +
        'lowest 4 (Meh) on Tuesday, March 3.',
    );
  });

  it('lists each entry of a single day with its time', () => {
    const series = seriesOnMarch10([mood('2026-03-10', 6, '08:00'), mood('2026-03-10', 9, '19:30')]);
    expect(describeMoodSeries(series)).toBe(
      '2 moods logged on Tuesday, March 10: 08:00: 6 (Fine), 19:30: 9 (Excellent).',
    );
  });

  it('says when there is nothing to show', () => {
    expect(describeMoodSeries({ mode: 'days', points: [] })).toBe('No moods logged in the last 14 days.');
  });
});

describe('dailyPracticeCounts', () => {
  it('counts every one of the 14 days, zeros included, by stats category', () => {
    const days = dailyPracticeCounts(
      [
        completion('2026-03-10', 'Breathwork'),
        completion('2026-03-10', 'Gratitude'),
        completion('2026-03-08', 'Guided Imagery'),
        completion('2026-03-08', 'Something New'),
        completion('2026-02-20', 'Breathwork'),
      ],
      '2026-03-10',
    );
    expect(days).toHaveLength(14);
    expect(days[0]!.day).toBe('2026-02-25');
    expect(days[13]).toMatchObject({ day: '2026-03-10', total: 2 });
    expect(days[13]!.byBucket).toMatchObject({ breathwork: 1, gratitude: 1 });
    expect(days[11]!.byBucket).toMatchObject({ visualization: 1, other: 1 });
    expect(days.reduce((sum, day) => sum + day.total, 0)).toBe(4);
    expect(categoryTotals(days)).toEqual([
      { bucket: 'breathwork', count: 1 },
      { bucket: 'visualization', count: 1 },
      { bucket: 'gratitude', count: 1 },
      { bucket: 'other', count: 1 },
    ]);
    expect(describePracticeDays(days)).toBe(
      '4 practices completed on 2 days in the last 14 days (Breathwork 1, Visualization 1, Gratitude 1, Other 1). ' +
        'Most on Sunday, March 8: 2.',
    );
  });

  it('says when nothing was completed', () => {
    expect(describePracticeDays(dailyPracticeCounts([], '2026-03-10'))).toBe(
      'No practices completed in the last 14 days.',
    );
  });
});

describe('integerTicks', () => {
  it('starts at 0 and steps by whole numbers', () => {
    expect(integerTicks(0)).toEqual([0, 1]);
    expect(integerTicks(1)).toEqual([0, 1]);
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(integerTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(integerTicks(13)).toEqual([0, 4, 8, 12, 16]);
  });
});

describe('achievementSections', () => {
  const achievement = (key: string, percentage: number): Achievement => ({
    id: key,
    key,
    name: key,
    description: '',
    category: 'mood',
    requirementType: 'mood_count',
    requirementValue: 10,
    xpReward: 20,
    icon: 'award',
    progress: percentage / 10,
    progressPercentage: percentage,
    isCompleted: percentage === 100,
  });

  it('shows 6 badges with the earned ones first and the 4 incomplete ones closest to done', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((key, index) =>
      achievement(key, [10, 0, 50, 100, 30, 0, 0, 90, 100, 20][index]!),
    );
    const { badges, inProgress } = achievementSections(list);
    expect(badges.map((badge) => badge.key)).toEqual(['d', 'i', 'a', 'b', 'c', 'e']);
    expect(inProgress.map((item) => item.key)).toEqual(['h', 'c', 'e', 'j']);
  });

  it('has nothing in progress when everything is earned', () => {
    const { badges, inProgress } = achievementSections([achievement('a', 100)]);
    expect(badges).toHaveLength(1);
    expect(inProgress).toEqual([]);
  });
});

describe('visibleLabelIndexes', () => {
  it('keeps every label when they fit', () => {
    expect([...visibleLabelIndexes(5, 500, 46)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
  });

  it('thins crowded labels evenly and always keeps the last one', () => {
    // 14 days on a phone: room for 7 labels, so every other one, ending today.
    expect([...visibleLabelIndexes(14, 330, 46)].sort((a, b) => a - b)).toEqual([1, 3, 5, 7, 9, 11, 13]);
    expect(visibleLabelIndexes(14, 100, 46).has(13)).toBe(true);
  });
});
