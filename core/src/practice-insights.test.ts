import { describe, expect, it } from 'vitest';
import { INSIGHT_MIN_SESSIONS, PracticeInsights } from './contracts/insights';
import {
  averageOf,
  bestTimeOfDaySentence,
  buildPracticeInsights,
  categorySentence,
  measuredMoodChange,
  practiceSentence,
  practiceTrackRecords,
  timeOfDayAt,
  timeOfDayIn,
  type PracticeTotals,
} from './practice-insights';
import { localHourIn } from './time';

const practice = (overrides: Partial<PracticeTotals> & Pick<PracticeTotals, 'practiceName'>) => ({
  practiceId: `id-${overrides.practiceName}`,
  categoryName: 'Breathwork',
  sessions: 0,
  moodChangeSum: 0,
  ratedSessions: 0,
  ratingSum: 0,
  ...overrides,
});

describe('what a session measures', () => {
  it('counts the mood change only when both moods were answered', () => {
    expect(measuredMoodChange({ moodBefore: 4, moodAfter: 7, rating: undefined })).toBe(3);
    expect(measuredMoodChange({ moodBefore: 8, moodAfter: 6, rating: 9 })).toBe(-2);
    expect(measuredMoodChange({ moodBefore: undefined, moodAfter: 7, rating: 9 })).toBeNull();
    expect(measuredMoodChange({ moodBefore: 4, moodAfter: undefined, rating: undefined })).toBeNull();
  });
});

describe('time of day', () => {
  it('buckets local hours: morning 5-11, afternoon 12-16, evening 17-21, night 22-4', () => {
    const buckets = Array.from({ length: 24 }, (_, hour) => timeOfDayAt(hour));
    expect(buckets.slice(0, 5)).toEqual(Array(5).fill('night'));
    expect(buckets.slice(5, 12)).toEqual(Array(7).fill('morning'));
    expect(buckets.slice(12, 17)).toEqual(Array(5).fill('afternoon'));
    expect(buckets.slice(17, 22)).toEqual(Array(5).fill('evening'));
    expect(buckets.slice(22)).toEqual(['night', 'night']);
  });

  it('reads the hour in the person’s time zone, UTC for an unknown zone', () => {
    const at = new Date('2026-06-01T14:30:00Z');
    expect(localHourIn('UTC', at)).toBe(14);
    expect(localHourIn('Asia/Tokyo', at)).toBe(23);
    expect(localHourIn('America/Los_Angeles', at)).toBe(7);
    expect(localHourIn('Not/AZone', at)).toBe(14);
    expect(localHourIn('Asia/Kolkata', new Date('2026-06-01T18:45:00Z'))).toBe(0);
    expect(timeOfDayIn('Asia/Tokyo', at)).toBe('night');
    expect(timeOfDayIn('America/Los_Angeles', at)).toBe('morning');
    expect(timeOfDayIn('UTC', at)).toBe('afternoon');
  });
});

describe('averages', () => {
  it('round to one decimal, halves away from zero, never -0', () => {
    expect(averageOf(9, 5)).toBe(1.8);
    expect(averageOf(8, 3)).toBe(2.7);
    expect(averageOf(1, 4)).toBe(0.3);
    expect(averageOf(-1, 4)).toBe(-0.3);
    expect(averageOf(3, 20)).toBe(0.2); // 0.15
    expect(averageOf(-1, 30)).toBe(0);
    expect(Object.is(averageOf(-1, 30), -0)).toBe(false);
    expect(averageOf(0, 4)).toBe(0);
    expect(averageOf(5, 0)).toBeNull();
  });
});

describe('sentences', () => {
  it('say a lift, no change and a drop plainly', () => {
    expect(practiceSentence('Box Breathing', 1.8, 5)).toBe(
      'Box Breathing lifts your mood by 1.8 points on average over 5 sessions.',
    );
    expect(practiceSentence('Body Scan', 0, 4)).toBe(
      'Body Scan has not changed your mood on average over 4 sessions.',
    );
    expect(practiceSentence('Mindful Walking', -0.5, 4)).toBe(
      'Mindful Walking lowered your mood by 0.5 points on average over 4 sessions.',
    );
    expect(practiceSentence('Body Scan', 1, 3)).toBe(
      'Body Scan lifts your mood by 1 point on average over 3 sessions.',
    );
    expect(practiceSentence('Body Scan', 2, 1)).toBe(
      'Body Scan lifts your mood by 2 points on average over 1 session.',
    );
    expect(categorySentence('Breathwork', 1.2, 8)).toBe(
      'Breathwork practices lift your mood by 1.2 points on average over 8 sessions.',
    );
    expect(categorySentence('Mindfulness', 0, 6)).toBe(
      'Mindfulness practices have not changed your mood on average over 6 sessions.',
    );
    expect(categorySentence('Gratitude', -1, 3)).toBe(
      'Gratitude practices lowered your mood by 1 point on average over 3 sessions.',
    );
  });

  it('call a part of the day the best only when compared with another', () => {
    expect(bestTimeOfDaySentence('evening', 1.5, 6, true)).toBe(
      'Evening is your best time to practise: your mood lifts by 1.5 points on average over 6 sessions.',
    );
    expect(bestTimeOfDaySentence('night', 2, 3, false)).toBe(
      'Practising at night lifts your mood by 2 points on average over 3 sessions.',
    );
  });
});

describe('buildPracticeInsights', () => {
  const totals = {
    practices: [
      practice({ practiceName: 'Body Scan', categoryName: 'Mindfulness', sessions: 4, moodChangeSum: 0 }),
      practice({
        practiceName: 'Box Breathing',
        sessions: 5,
        moodChangeSum: 9,
        ratedSessions: 2,
        ratingSum: 17,
      }),
      practice({
        practiceName: 'Coherent Breathing',
        sessions: 2,
        moodChangeSum: 8,
        ratedSessions: 2,
        ratingSum: 20,
      }),
      practice({
        practiceName: 'Mindful Walking',
        categoryName: 'Mindfulness',
        sessions: 4,
        moodChangeSum: -2,
      }),
      practice({ practiceName: 'Physiological Sigh', sessions: 3, moodChangeSum: 6 }),
      practice({
        practiceName: 'Savoring Pause',
        categoryName: 'Gratitude',
        sessions: 0,
        ratedSessions: 1,
        ratingSum: 3,
      }),
    ],
    categories: [
      { categoryName: 'Breathwork', sessions: 10, moodChangeSum: 23 },
      { categoryName: 'Mindfulness', sessions: 8, moodChangeSum: -2 },
      { categoryName: 'Gratitude', sessions: 2, moodChangeSum: 4 },
    ],
    timesOfDay: [
      { timeOfDay: 'morning' as const, sessions: 6, moodChangeSum: 6 },
      { timeOfDay: 'evening' as const, sessions: 9, moodChangeSum: 14 },
      { timeOfDay: 'night' as const, sessions: 2, moodChangeSum: 10 },
      { timeOfDay: 'afternoon' as const, sessions: 3, moodChangeSum: 1 },
    ],
  };

  it('shows only figures resting on enough sessions, largest lift first, each with its sentence', () => {
    const insights = PracticeInsights.parse(buildPracticeInsights(totals));
    expect(INSIGHT_MIN_SESSIONS).toBe(3);
    // Coherent Breathing (2 sessions) lifts most, but two sessions say more about the day than the practice.
    expect(insights.practices.map((item) => [item.practice_name, item.average_mood_change])).toEqual([
      ['Physiological Sigh', 2],
      ['Box Breathing', 1.8],
      ['Body Scan', 0],
      ['Mindful Walking', -0.5],
    ]);
    expect(insights.practices[1]).toEqual({
      practice_id: 'id-Box Breathing',
      practice_name: 'Box Breathing',
      category_name: 'Breathwork',
      sessions: 5,
      average_mood_change: 1.8,
      average_rating: 8.5,
      rated_sessions: 2,
      sentence: 'Box Breathing lifts your mood by 1.8 points on average over 5 sessions.',
    });
    expect(insights.practices[0]!.average_rating).toBeNull();
    expect(insights.practices.map((item) => item.sentence).slice(2)).toEqual([
      'Body Scan has not changed your mood on average over 4 sessions.',
      'Mindful Walking lowered your mood by 0.5 points on average over 4 sessions.',
    ]);
    expect(insights.categories.map((item) => item.sentence)).toEqual([
      'Breathwork practices lift your mood by 2.3 points on average over 10 sessions.',
      'Mindfulness practices lowered your mood by 0.3 points on average over 8 sessions.',
    ]);
    // Night lifts most, on too few sessions; evening (1.6) beats morning (1.0) and afternoon (0.3).
    expect(insights.best_time_of_day).toEqual({
      time_of_day: 'evening',
      sessions: 9,
      average_mood_change: 1.6,
      sentence:
        'Evening is your best time to practise: your mood lifts by 1.6 points on average over 9 sessions.',
    });
    expect(insights.measured_sessions).toBe(20);
  });

  it('breaks a tie in the average by the number of sessions, then by name', () => {
    const insights = buildPracticeInsights({
      practices: [
        practice({ practiceName: 'Box Breathing', sessions: 3, moodChangeSum: 3 }),
        practice({ practiceName: 'Body Scan', sessions: 3, moodChangeSum: 3 }),
        practice({ practiceName: 'Physiological Sigh', sessions: 6, moodChangeSum: 6 }),
      ],
      categories: [],
      timesOfDay: [],
    });
    expect(insights.practices.map((item) => item.practice_name)).toEqual([
      'Physiological Sigh',
      'Body Scan',
      'Box Breathing',
    ]);
  });

  it('names no best time of day when none lifts the mood, and says what one part alone does', () => {
    const flat = buildPracticeInsights({
      practices: [],
      categories: [],
      timesOfDay: [
        { timeOfDay: 'morning', sessions: 4, moodChangeSum: 0 },
        { timeOfDay: 'evening', sessions: 5, moodChangeSum: -3 },
      ],
    });
    expect(flat.best_time_of_day).toBeNull();
    expect(flat.measured_sessions).toBe(9);
    const single = buildPracticeInsights({
      practices: [],
      categories: [],
      timesOfDay: [
        { timeOfDay: 'night', sessions: 3, moodChangeSum: 5 },
        { timeOfDay: 'morning', sessions: 1, moodChangeSum: 5 },
      ],
    });
    expect(single.best_time_of_day?.sentence).toBe(
      'Practising at night lifts your mood by 1.7 points on average over 3 sessions.',
    );
  });

  it('is empty for a newcomer', () => {
    expect(buildPracticeInsights({ practices: [], categories: [], timesOfDay: [] })).toEqual({
      practices: [],
      categories: [],
      best_time_of_day: null,
      measured_sessions: 0,
    });
  });
});

describe('practiceTrackRecords', () => {
  it('lists every practice with any session, whatever the count, null where nothing was measured', () => {
    expect(
      practiceTrackRecords([
        practice({ practiceName: 'Box Breathing', sessions: 1, moodChangeSum: -2, ratedSessions: 0 }),
        practice({ practiceName: 'Savoring Pause', sessions: 0, ratedSessions: 2, ratingSum: 7 }),
        practice({ practiceName: 'Body Scan', sessions: 0, ratedSessions: 0 }),
      ]),
    ).toEqual([
      {
        practiceId: 'id-Box Breathing',
        sessions: 1,
        averageMoodChange: -2,
        ratedSessions: 0,
        averageRating: null,
      },
      {
        practiceId: 'id-Savoring Pause',
        sessions: 0,
        averageMoodChange: null,
        ratedSessions: 2,
        averageRating: 3.5,
      },
    ]);
  });
});
