/**
 * Which reminders are due, and for which local day (decision 0022). Pure: the caller gives the instant,
 * the person's time zone, preferences and what is already done or sent.
 *
 * Each kind has a local time; from that time it stays due for DUE_WINDOW_MINUTES (so a server that was
 * down for a while still sends it late), never inside the person's quiet hours (a reminder whose time falls
 * in them waits for them to end, while the window lasts), never past local midnight, and at most once a
 * local day: across a daylight-saving change a time that does not exist is sent at the first minute after
 * it, and a time that happens twice is sent the first time.
 */
import type { PracticeTime } from './onboarding';
import { REMINDER_KINDS, type QuietHours, type ReminderKind } from './notifications';
import { localDateIn, localMinuteIn, weekdayOf } from './time';

export { REMINDER_KINDS, type ReminderKind };

/** How long after its time a reminder may still be sent. */
export const DUE_WINDOW_MINUTES = 180;

/** The daily practice reminder by the person's preferred practice time (onboarding's answer). */
export const PRACTICE_REMINDER_TIMES: Readonly<Record<PracticeTime, string>> = {
  morning: '08:00',
  afternoon: '13:00',
  evening: '18:00',
  night: '21:00',
  flexible: '09:00',
};

/** The other kinds' local times: the mood check early in the evening, the streak nudge later. */
export const FIXED_REMINDER_TIMES: Readonly<Record<Exclude<ReminderKind, 'dailyReminders'>, string>> = {
  moodCheckReminders: '19:00',
  streakReminders: '20:00',
  weeklySummary: '18:00',
};

/** The weekly summary goes out on Sundays (0), the end of the week it sums up. */
export const WEEKLY_SUMMARY_WEEKDAY = 0;

/** Onboarding's preferred practice time, or 'flexible' for none or an unknown value. */
export function practiceTimeOf(value: string | null | undefined): PracticeTime {
  return value && value in PRACTICE_REMINDER_TIMES ? (value as PracticeTime) : 'flexible';
}

/** `HH:MM` as minutes since midnight. */
export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The local time (`HH:MM`) of a kind of reminder for a person. */
export function reminderTimeOf(kind: ReminderKind, practiceTime: string | null | undefined): string {
  return kind === 'dailyReminders'
    ? PRACTICE_REMINDER_TIMES[practiceTimeOf(practiceTime)]
    : FIXED_REMINDER_TIMES[kind];
}

/** Where a person's day stands at an instant: the local date and the minute of it. */
export interface LocalClock {
  date: string;
  minute: number;
}

export function localClockIn(timeZone: string, at: Date): LocalClock {
  return { date: localDateIn(timeZone, at), minute: localMinuteIn(timeZone, at) };
}

/** True inside quiet hours; `start` after `end` spans midnight, `start` equal to `end` means none. */
export function isQuietMinute(minute: number, quiet: QuietHours): boolean {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * The kind's time has come today and its window has not closed, whatever the quiet hours (the set-based scan
 * asks this once per time zone). `timeOverride` places the reminder at another time (tests of clock edges).
 */
export function reminderWindowOpen(
  kind: ReminderKind,
  clock: LocalClock,
  practiceTime: string | null | undefined,
  timeOverride?: string,
): boolean {
  if (kind === 'weeklySummary' && weekdayOf(clock.date) !== WEEKLY_SUMMARY_WEEKDAY) return false;
  const start = minutesOf(timeOverride ?? reminderTimeOf(kind, practiceTime));
  return clock.minute >= start && clock.minute < start + DUE_WINDOW_MINUTES;
}

/** What the person has done today, which makes a nudge pointless. */
export interface TodaySoFar {
  practised: boolean;
  moodLogged: boolean;
  /** The streak is alive from yesterday and nothing is logged today (progress's own rule). */
  streakAtRisk: boolean;
}

/** Whether a kind still has a reason to be sent, given today so far. */
export function stillNeeded(kind: ReminderKind, today: TodaySoFar): boolean {
  switch (kind) {
    case 'dailyReminders':
      return !today.practised;
    case 'moodCheckReminders':
      return !today.moodLogged;
    case 'streakReminders':
      return today.streakAtRisk;
    case 'weeklySummary':
      return true;
  }
}

export interface ReminderSituation {
  now: Date;
  timeZone: string;
  preferences: Readonly<Record<ReminderKind, boolean>> & { quietHours: QuietHours };
  /** Onboarding's preferred practice time (null when not answered). */
  practiceTime: string | null;
  /** Kinds already sent (or settled as not needed) for the person's current local date. */
  settled: readonly ReminderKind[];
  /** What is done today; left out, only time and preferences decide (the check comes again at sending). */
  today?: TodaySoFar;
  /** Other local times for kinds (`HH:MM`), over the usual ones. */
  times?: Partial<Record<ReminderKind, string>>;
}

/** The kinds due now and the local date they are for. */
export function dueReminders(situation: ReminderSituation): { localDate: string; due: ReminderKind[] } {
  const clock = localClockIn(situation.timeZone, situation.now);
  if (isQuietMinute(clock.minute, situation.preferences.quietHours))
    return { localDate: clock.date, due: [] };
  const due = REMINDER_KINDS.filter(
    (kind) =>
      situation.preferences[kind] &&
      !situation.settled.includes(kind) &&
      reminderWindowOpen(kind, clock, situation.practiceTime, situation.times?.[kind]) &&
      (!situation.today || stillNeeded(kind, situation.today)),
  );
  return { localDate: clock.date, due };
}
