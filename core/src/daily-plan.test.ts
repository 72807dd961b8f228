import { describe, expect, it } from 'vitest';
import type { PracticeTrackRecord } from './contracts/insights';
import {
  buildDailyPlan,
  byWhatHelped,
  dailyDraw,
  outcomeOf,
  PLAN_MAX_MINUTES,
  timeOfDayFit,
  type DailyPlanInput,
  type PlanPractice,
} from './daily-plan';
import { addDays } from './time';

type Tag = PlanPractice['tags'][number];
const time = (tagName: string, weight = 1): Tag => ({ tagName, tagType: 'time', weight });

const practice = (name: string, minutes: number, overrides: Partial<PlanPractice> = {}): PlanPractice => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  categoryName: 'Breathwork',
  targetGoals: [],
  stressTypes: [],
  tags: [],
  durationMinutes: minutes,
  ...overrides,
});

const record = (practiceId: string, overrides: Partial<PracticeTrackRecord>): PracticeTrackRecord => ({
  practiceId,
  sessions: 0,
  averageMoodChange: null,
  ratedSessions: 0,
  averageRating: null,
  ...overrides,
});

/** Eight practices that fit the person equally: only the day's draw tells them apart. */
const equals = Array.from({ length: 8 }, (_, index) => practice(`Practice ${index + 1}`, 4));

/** Like the seeded library's mindfulness coach: six practices, 32 minutes in all, tagged by time of day. */
const mindfulness = [
  practice('Safe Place Visualization', 5, {
    categoryName: 'Visualization',
    targetGoals: ['emotional balance', 'better sleep'],
    tags: [time('evening', 0.9), time('flexible', 0.7)],
  }),
  practice('Savoring Pause', 4, {
    categoryName: 'Gratitude',
    targetGoals: ['emotional balance', 'sense of purpose'],
    tags: [time('afternoon', 0.9), time('flexible', 0.8)],
  }),
  practice('Sacred Ordinary', 2, {
    categoryName: 'Mindfulness',
    targetGoals: ['improve focus', 'emotional balance'],
    tags: [time('flexible')],
  }),
  practice('Body Scan', 8, {
    categoryName: 'Mindfulness',
    targetGoals: ['better sleep', 'emotional balance'],
    tags: [time('night'), time('evening', 0.9)],
  }),
  practice('RAIN for Difficult Emotions', 7, {
    categoryName: 'Mindfulness',
    targetGoals: ['emotional balance', 'improve relationships'],
    tags: [time('evening', 0.8), time('flexible', 0.7)],
  }),
  practice('Mindful Walking', 6, {
    categoryName: 'Mindfulness',
    targetGoals: ['emotional balance', 'improve focus', 'build habits'],
    tags: [time('afternoon'), time('morning', 0.7)],
  }),
];

const input = (overrides: Partial<DailyPlanInput<PlanPractice>> = {}): DailyPlanInput<PlanPractice> => ({
  practices: equals,
  preferences: { goals: [], stressSources: [], practiceStyles: [] },
  trackRecords: [],
  completedToday: [],
  localDate: '2026-03-02',
  localHour: 9,
  ...overrides,
});

const names = (plan: ReturnType<typeof buildDailyPlan>) =>
  plan.practices.map(({ practice }) => practice.name);

describe('the daily plan', () => {
  it('is the same all day and across reloads', () => {
    const morning = buildDailyPlan(input({ localHour: 6 }));
    expect(buildDailyPlan(input({ localHour: 6 }))).toEqual(morning);
    // Within the same part of the day the hour changes nothing.
    expect(buildDailyPlan(input({ localHour: 11 }))).toEqual(morning);
    expect(buildDailyPlan(input({ localHour: 23 }))).toEqual(buildDailyPlan(input({ localHour: 2 })));
  });

  it('is fresh from one day to the next, rotating among equally fitting practices', () => {
    const days = Array.from({ length: 14 }, (_, day) =>
      names(buildDailyPlan(input({ localDate: addDays('2026-03-02', day) }))).join(', '),
    );
    expect(new Set(days).size).toBeGreaterThanOrEqual(10);
    // Every practice gets its turn within two weeks.
    for (const { name } of equals)
      expect(
        days.some((day) => day.includes(name)),
        name,
      ).toBe(true);
    expect(dailyDraw('2026-03-02', 'a')).toBe(dailyDraw('2026-03-02', 'a'));
    expect(dailyDraw('2026-03-02', 'a')).not.toBe(dailyDraw('2026-03-03', 'a'));
  });

  it('still follows the goals: a clearly better fit is in the plan every day', () => {
    const forSleep = practice('Sleep Breath', 4, { targetGoals: ['better sleep'] });
    for (let day = 0; day < 14; day++) {
      const plan = buildDailyPlan(
        input({
          practices: [...equals, forSleep],
          preferences: { goals: ['better sleep'], stressSources: [], practiceStyles: [] },
          localDate: addDays('2026-03-02', day),
        }),
      );
      expect(names(plan)).toContain('Sleep Breath');
      expect(plan.practices.find(({ practice }) => practice.name === 'Sleep Breath')!.reason).toBe(
        'For your goal: better sleep',
      );
    }
  });

  it('puts what lifted the mood first, with the lift as its reason', () => {
    const lifted = equals[7]!;
    const plan = buildDailyPlan(
      input({
        // Another practice fits far better, yet what helped leads.
        practices: [...equals, practice('Sleep Breath', 4, { targetGoals: ['better sleep'] })],
        preferences: { goals: ['better sleep'], stressSources: [], practiceStyles: [] },
        trackRecords: [record(lifted.id, { sessions: 4, averageMoodChange: 1.8 })],
      }),
    );
    expect(plan.practices[0]).toEqual({
      practice: lifted,
      reason: 'Lifted your mood by 1.8 points on average',
    });
    expect(names(plan)[1]).toBe('Sleep Breath');
  });

  it('names a single session and a rating plainly', () => {
    const [once, rated] = equals;
    const plan = buildDailyPlan(
      input({
        trackRecords: [
          record(once!.id, { sessions: 1, averageMoodChange: 2 }),
          record(rated!.id, { ratedSessions: 3, averageRating: 8.3 }),
        ],
      }),
    );
    const reasons = new Map(plan.practices.map(({ practice, reason }) => [practice.id, reason]));
    expect(reasons.get(once!.id)).toBe('Lifted your mood by 2 points');
    expect(reasons.get(rated!.id)).toBe('You rated it 8.3 out of 10 on average');
  });

  it('leaves out what lowered the mood or was rated low while others are left, and puts it last when not', () => {
    const [lowered, ratedLow] = equals;
    const trackRecords = [
      record(lowered!.id, { sessions: 2, averageMoodChange: -1 }),
      record(ratedLow!.id, { ratedSessions: 1, averageRating: 4 }),
    ];
    for (let day = 0; day < 7; day++) {
      const plan = buildDailyPlan(input({ trackRecords, localDate: addDays('2026-03-02', day) }));
      expect(names(plan)).not.toContain(lowered!.name);
      expect(names(plan)).not.toContain(ratedLow!.name);
    }
    const few = buildDailyPlan(input({ practices: equals.slice(0, 3), trackRecords }));
    expect(names(few)).toHaveLength(3);
    expect(names(few)[0]).toBe(equals[2]!.name);
    expect(names(few).slice(1).sort()).toEqual([lowered!.name, ratedLow!.name].sort());
  });

  it('keeps a place for something new when several practices helped', () => {
    const trackRecords = equals
      .slice(0, 4)
      .map((helped) => record(helped.id, { sessions: 3, averageMoodChange: 1 }));
    const plan = buildDailyPlan(input({ trackRecords }));
    expect(plan.practices).toHaveLength(3);
    const helpedIds = new Set(trackRecords.map((item) => item.practiceId));
    expect(plan.practices.map(({ practice }) => helpedIds.has(practice.id))).toEqual([true, true, false]);
  });

  it('suits the time of day: energising in the morning, calming in the evening', () => {
    const person = { goals: ['emotional balance'], stressSources: [], practiceStyles: [] };
    const plans = (localHour: number) =>
      Array.from({ length: 30 }, (_, day) =>
        names(
          buildDailyPlan(
            input({
              practices: mindfulness,
              preferences: person,
              localDate: addDays('2026-03-02', day),
              localHour,
            }),
          ),
        ),
      );
    const daysWith = (days: string[][], name: string) => days.filter((day) => day.includes(name)).length;
    // The day's draw still rotates them, so the fitting one is in the plan most days (24 of 30 at least), the other never.
    const mornings = plans(8);
    expect(daysWith(mornings, 'Mindful Walking')).toBeGreaterThanOrEqual(24);
    expect(daysWith(mornings, 'Body Scan')).toBe(0);
    const nights = plans(22);
    expect(daysWith(nights, 'Body Scan')).toBeGreaterThanOrEqual(24);
    expect(daysWith(nights, 'Mindful Walking')).toBe(0);
    expect(timeOfDayFit([time('evening', 0.9)], 'evening')).toBeCloseTo(2.7);
    expect(timeOfDayFit([time('night')], 'morning')).toBeLessThan(0);
    expect(timeOfDayFit([time('afternoon')], 'morning')).toBe(1);
    expect(timeOfDayFit([], 'morning')).toBe(0);
  });

  it('says why: the goal, the time of day, the stress, the style, and each reason once where it can', () => {
    const plan = buildDailyPlan(
      input({
        practices: [
          practice('Evening Breath', 4, { targetGoals: ['better sleep'], tags: [time('evening')] }),
          practice('Sleep Scan', 4, { targetGoals: ['better sleep'], tags: [time('evening')] }),
          practice('Work Reset', 4, { stressTypes: ['time'], categoryName: 'Mindfulness' }),
        ],
        preferences: {
          goals: ['better sleep'],
          stressSources: ['time'],
          practiceStyles: ['mindfulness/spirituality'],
        },
        localHour: 19,
      }),
    );
    expect(plan.practices.map(({ reason }) => reason).sort()).toEqual([
      'Eases time pressure',
      'For your goal: better sleep',
      'Good for evenings',
    ]);
    const alone = buildDailyPlan(input({ practices: [practice('Pause', 3, { categoryName: 'Gratitude' })] }));
    expect(alone.practices[0]!.reason).toBe('A short gratitude practice');
  });

  it('stays within 10 to 15 minutes, for short and long libraries alike', () => {
    for (let day = 0; day < 30; day++) {
      const localDate = addDays('2026-03-02', day);
      for (const localHour of [8, 14, 19, 23]) {
        const plan = buildDailyPlan(input({ practices: mindfulness, localDate, localHour }));
        expect(plan.practices.length).toBeGreaterThanOrEqual(2);
        expect(plan.practices.length).toBeLessThanOrEqual(3);
        expect(plan.totalMinutes).toBeGreaterThanOrEqual(10);
        expect(plan.totalMinutes).toBeLessThanOrEqual(PLAN_MAX_MINUTES);
        expect(plan.totalMinutes).toBe(
          plan.practices.reduce((sum, { practice }) => sum + practice.durationMinutes, 0),
        );
      }
    }
    // Three short ones under ten minutes take a fourth.
    const short = ['A', 'B', 'C', 'D', 'E'].map((name) => practice(name, 2));
    expect(buildDailyPlan(input({ practices: short })).practices).toHaveLength(4);
    // Long practices: never past 15 minutes, unless one alone is longer.
    const long = [practice('Long', 10), practice('Longer', 10), practice('Short', 5)];
    expect(buildDailyPlan(input({ practices: long })).totalMinutes).toBe(15);
    const tooLong = buildDailyPlan(input({ practices: [practice('Walk', 20), practice('Hike', 25)] }));
    expect(tooLong.practices).toHaveLength(1);
    expect(tooLong.totalMinutes).toBeGreaterThan(PLAN_MAX_MINUTES);
    // Fewer practices than a plan holds: all of them.
    expect(names(buildDailyPlan(input({ practices: equals.slice(0, 2) })))).toHaveLength(2);
    expect(buildDailyPlan(input({ practices: [] }))).toEqual({ practices: [], totalMinutes: 0 });
  });

  it('keeps what was done today as the day moves on', () => {
    const morning = buildDailyPlan(input({ practices: mindfulness, localHour: 8 }));
    const doneId = morning.practices[0]!.practice.id;
    const evening = buildDailyPlan(
      input({ practices: mindfulness, localHour: 20, completedToday: [doneId] }),
    );
    expect(evening.practices.map(({ practice }) => practice.id)).toContain(doneId);
  });
});

describe('what helped first', () => {
  it('reads a track record: their low rating or a lowered mood first, then a lift or a high rating', () => {
    expect(outcomeOf(undefined)).toBe('neutral');
    expect(outcomeOf(record('a', { sessions: 3, averageMoodChange: 0.4 }))).toBe('helped');
    expect(outcomeOf(record('a', { ratedSessions: 2, averageRating: 7 }))).toBe('helped');
    expect(
      outcomeOf(record('a', { sessions: 3, averageMoodChange: 0, averageRating: 6, ratedSessions: 1 })),
    ).toBe('neutral');
    expect(outcomeOf(record('a', { sessions: 1, averageMoodChange: -0.5 }))).toBe('lowered');
    expect(
      outcomeOf(record('a', { sessions: 2, averageMoodChange: 2, ratedSessions: 2, averageRating: 3.5 })),
    ).toBe('lowered');
  });

  it('orders helped, then the rest by fit, then lowered; ties keep the given order', () => {
    const items = [
      { id: 'low', fit: 9 },
      { id: 'plain', fit: 2 },
      { id: 'better', fit: 5 },
      { id: 'lifted', fit: 1 },
      { id: 'tie', fit: 2 },
    ];
    const ordered = byWhatHelped(items, [
      record('lifted', { sessions: 1, averageMoodChange: 1 }),
      record('low', { ratedSessions: 1, averageRating: 2 }),
    ]);
    expect(ordered.map((item) => item.id)).toEqual(['lifted', 'better', 'plain', 'tie', 'low']);
  });
});
