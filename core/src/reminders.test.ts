import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from './contracts/notification-preferences';
import {
  DUE_WINDOW_MINUTES,
  dueReminders,
  isQuietMinute,
  localClockIn,
  practiceTimeOf,
  reminderTimeOf,
  type ReminderKind,
  type ReminderSituation,
} from './reminders';

const everyKindOn = { ...DEFAULT_NOTIFICATION_PREFERENCES, weeklySummary: true };
const nothingDone = { practised: false, moodLogged: false, streakAtRisk: true };

function situation(overrides: Partial<ReminderSituation> & { now: Date }): ReminderSituation {
  return {
    timeZone: 'UTC',
    preferences: everyKindOn,
    practiceTime: 'morning',
    settled: [],
    today: nothingDone,
    ...overrides,
  };
}

const dueAt = (overrides: Partial<ReminderSituation> & { now: Date }) => dueReminders(situation(overrides));

/** The person's reminder of `kind` alone, at `time`, with quiet hours off. */
function onlyAt(
  kind: ReminderKind,
  time: string,
  timeZone: string,
  now: string,
  settled: ReminderKind[] = [],
) {
  return dueAt({
    now: new Date(now),
    timeZone,
    preferences: { ...everyKindOn, quietHours: { start: '00:00', end: '00:00' } },
    times: { [kind]: time },
    settled,
  }).due.includes(kind);
}

describe('reminder times', () => {
  it('puts the daily reminder at the preferred practice time, 09:00 when flexible or unanswered', () => {
    expect(reminderTimeOf('dailyReminders', 'morning')).toBe('08:00');
    expect(reminderTimeOf('dailyReminders', 'night')).toBe('21:00');
    expect(reminderTimeOf('dailyReminders', null)).toBe('09:00');
    expect(practiceTimeOf('whenever')).toBe('flexible');
    expect(reminderTimeOf('streakReminders', 'morning')).toBe('20:00');
  });
});

describe('dueReminders', () => {
  it('is due from its local time for the window, then not', () => {
    const day = (time: string) => dueAt({ now: new Date(`2026-05-12T${time}:00Z`) });
    expect(day('07:59').due).toEqual([]);
    expect(day('08:00')).toEqual({ localDate: '2026-05-12', due: ['dailyReminders'] });
    const last = 8 * 60 + DUE_WINDOW_MINUTES - 1;
    const lastClock = `${String(Math.floor(last / 60)).padStart(2, '0')}:${String(last % 60).padStart(2, '0')}`;
    expect(day(lastClock).due).toEqual(['dailyReminders']);
    expect(day('11:00').due).toEqual([]);
    expect(day('19:30').due).toEqual(['moodCheckReminders']);
    expect(day('20:15').due).toEqual(['moodCheckReminders', 'streakReminders']);
  });

  it('sends each kind once a local day: a settled kind is not due again', () => {
    const now = new Date('2026-05-12T20:15:00Z');
    expect(dueAt({ now, settled: ['moodCheckReminders'] }).due).toEqual(['streakReminders']);
    expect(dueAt({ now, settled: ['moodCheckReminders', 'streakReminders'] }).due).toEqual([]);
  });

  it('skips what is already done today, and the streak nudge unless the streak is at risk', () => {
    const morning = new Date('2026-05-12T08:30:00Z');
    expect(dueAt({ now: morning, today: { ...nothingDone, practised: true } }).due).toEqual([]);
    const evening = new Date('2026-05-12T20:15:00Z');
    expect(dueAt({ now: evening, today: { ...nothingDone, moodLogged: true } }).due).toEqual([
      'streakReminders',
    ]);
    expect(dueAt({ now: evening, today: { ...nothingDone, streakAtRisk: false } }).due).toEqual([
      'moodCheckReminders',
    ]);
  });

  it('follows the preferences: a kind turned off is never due', () => {
    const evening = new Date('2026-05-12T20:15:00Z');
    const preferences = { ...everyKindOn, streakReminders: false };
    expect(dueAt({ now: evening, preferences }).due).toEqual(['moodCheckReminders']);
  });

  it('sends nothing inside quiet hours; a time inside them waits for their end while the window lasts', () => {
    const quietMornings = { ...everyKindOn, quietHours: { start: '22:00', end: '09:30' } };
    expect(dueAt({ now: new Date('2026-05-12T08:00:00Z'), preferences: quietMornings }).due).toEqual([]);
    expect(dueAt({ now: new Date('2026-05-12T09:29:00Z'), preferences: quietMornings }).due).toEqual([]);
    expect(dueAt({ now: new Date('2026-05-12T09:30:00Z'), preferences: quietMornings }).due).toEqual([
      'dailyReminders',
    ]);
    const quietEvenings = { ...everyKindOn, quietHours: { start: '19:00', end: '07:00' } };
    expect(dueAt({ now: new Date('2026-05-12T20:15:00Z'), preferences: quietEvenings }).due).toEqual([]);
    expect(isQuietMinute(23 * 60, { start: '22:00', end: '08:00' })).toBe(true);
    expect(isQuietMinute(7 * 60 + 59, { start: '22:00', end: '08:00' })).toBe(true);
    expect(isQuietMinute(8 * 60, { start: '22:00', end: '08:00' })).toBe(false);
    expect(isQuietMinute(13 * 60, { start: '12:00', end: '14:00' })).toBe(true);
    expect(isQuietMinute(13 * 60, { start: '08:00', end: '08:00' })).toBe(false);
  });

  it('sends the weekly summary on Sunday evenings only', () => {
    expect(dueAt({ now: new Date('2026-05-17T18:05:00Z') }).due).toContain('weeklySummary');
    expect(dueAt({ now: new Date('2026-05-16T18:05:00Z') }).due).not.toContain('weeklySummary');
  });
});

describe('time zones and daylight-saving changes', () => {
  it('America/New_York, 2026-03-08: 02:30 does not exist and is sent at 03:00, the first minute after', () => {
    // 06:59 UTC is 01:59 EST; one minute later the clock reads 03:00 EDT.
    expect(localClockIn('America/New_York', new Date('2026-03-08T06:59:00Z')).minute).toBe(60 + 59);
    expect(onlyAt('dailyReminders', '02:30', 'America/New_York', '2026-03-08T06:59:00Z')).toBe(false);
    expect(onlyAt('dailyReminders', '02:30', 'America/New_York', '2026-03-08T07:00:00Z')).toBe(true);
    // An ordinary reminder time keeps its local hour across the change: 08:00 EDT is 12:00 UTC.
    expect(onlyAt('dailyReminders', '08:00', 'America/New_York', '2026-03-08T11:59:00Z')).toBe(false);
    expect(onlyAt('dailyReminders', '08:00', 'America/New_York', '2026-03-08T12:00:00Z')).toBe(true);
  });

  it('America/New_York, 2026-11-01: 01:30 happens twice and is sent the first time only', () => {
    // 05:30 UTC is 01:30 EDT; 06:30 UTC is 01:30 EST again.
    expect(onlyAt('dailyReminders', '01:30', 'America/New_York', '2026-11-01T05:30:00Z')).toBe(true);
    expect(localClockIn('America/New_York', new Date('2026-11-01T06:30:00Z'))).toEqual({
      date: '2026-11-01',
      minute: 90,
    });
    expect(
      onlyAt('dailyReminders', '01:30', 'America/New_York', '2026-11-01T06:30:00Z', ['dailyReminders']),
    ).toBe(false);
    // 08:00 EST is 13:00 UTC after the change.
    expect(onlyAt('dailyReminders', '08:00', 'America/New_York', '2026-11-01T12:59:00Z')).toBe(false);
    expect(onlyAt('dailyReminders', '08:00', 'America/New_York', '2026-11-01T13:00:00Z')).toBe(true);
  });

  it('Europe/London, 2026-03-29 and 2026-10-25', () => {
    // Spring: 01:00 UTC is 02:00 BST; 01:30 never happens.
    expect(onlyAt('dailyReminders', '01:30', 'Europe/London', '2026-03-29T00:59:00Z')).toBe(false);
    expect(onlyAt('dailyReminders', '01:30', 'Europe/London', '2026-03-29T01:00:00Z')).toBe(true);
    expect(onlyAt('dailyReminders', '08:00', 'Europe/London', '2026-03-29T07:00:00Z')).toBe(true);
    // Autumn: 01:30 BST (00:30 UTC), then 01:30 GMT (01:30 UTC) again.
    expect(onlyAt('dailyReminders', '01:30', 'Europe/London', '2026-10-25T00:30:00Z')).toBe(true);
    expect(
      onlyAt('dailyReminders', '01:30', 'Europe/London', '2026-10-25T01:30:00Z', ['dailyReminders']),
    ).toBe(false);
    expect(onlyAt('dailyReminders', '08:00', 'Europe/London', '2026-10-25T07:59:00Z')).toBe(false);
    expect(onlyAt('dailyReminders', '08:00', 'Europe/London', '2026-10-25T08:00:00Z')).toBe(true);
  });

  it('Pacific/Auckland: a person whose day is already tomorrow gets tomorrow’s reminder, dated tomorrow', () => {
    // 20:00 UTC on 1 June is 08:00 NZST on 2 June.
    const now = new Date('2026-06-01T20:00:00Z');
    expect(dueAt({ now, timeZone: 'Pacific/Auckland' })).toEqual({
      localDate: '2026-06-02',
      due: ['dailyReminders'],
    });
    // In January (NZDT, UTC+13) the same local 08:00 is 19:00 UTC the day before.
    expect(dueAt({ now: new Date('2026-01-14T19:00:00Z'), timeZone: 'Pacific/Auckland' })).toEqual({
      localDate: '2026-01-15',
      due: ['dailyReminders'],
    });
  });

  it('Asia/Kolkata, half an hour off the hour: 08:00 IST is 02:30 UTC', () => {
    expect(dueAt({ now: new Date('2026-05-12T02:29:00Z'), timeZone: 'Asia/Kolkata' }).due).toEqual([]);
    expect(dueAt({ now: new Date('2026-05-12T02:30:00Z'), timeZone: 'Asia/Kolkata' })).toEqual({
      localDate: '2026-05-12',
      due: ['dailyReminders'],
    });
    // 20:15 IST is 14:45 UTC: the evening nudges.
    expect(dueAt({ now: new Date('2026-05-12T14:45:00Z'), timeZone: 'Asia/Kolkata' }).due).toEqual([
      'moodCheckReminders',
      'streakReminders',
    ]);
  });

  it('closes a late window at local midnight: the next day starts afresh', () => {
    // A night owl's 21:00 reminder is due until 24:00; at 00:30 it is the next date, and not due.
    const night = {
      practiceTime: 'night',
      preferences: { ...everyKindOn, quietHours: { start: '03:00', end: '03:00' } },
    };
    expect(dueAt({ now: new Date('2026-05-12T23:59:00Z'), ...night }).due).toContain('dailyReminders');
    expect(dueAt({ now: new Date('2026-05-13T00:30:00Z'), ...night })).toEqual({
      localDate: '2026-05-13',
      due: [],
    });
  });
});
