import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_REQUIRED,
} from '@flowmind/core/contracts/notification-preferences';
import { requestAs, signUp } from '../../../test/app';
import { useTestApp } from '../../../test/use-test-app';
import { withDefaults } from './notifications.service';

const harness = useTestApp({ authRateLimit: false });

const URL = '/api/v1/notification-preferences';

const read = (cookie?: string) => requestAs(harness.app, cookie, 'GET', URL);
const save = (cookie: string | undefined, payload: unknown) =>
  requestAs(harness.app, cookie, 'PUT', URL, payload);

const allOff = {
  dailyReminders: false,
  moodCheckReminders: false,
  streakReminders: false,
  weeklySummary: false,
  emailReminders: false,
  communityMessages: false,
  circleMeetingReminders: false,
  quietHours: { start: '21:30', end: '07:15' },
};

describe('notification preferences', () => {
  it('starts with the three nudges on, the weekly email and reminders by email off, quiet 22:00-08:00', async () => {
    const person = await signUp(harness.app);
    const response = await read(person.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dailyReminders: true,
      moodCheckReminders: true,
      streakReminders: true,
      weeklySummary: false,
      emailReminders: false,
      communityMessages: true,
      circleMeetingReminders: true,
      quietHours: { start: '22:00', end: '08:00' },
    });
  });

  it('saves the preferences and reads them back; a later save replaces the earlier one', async () => {
    const person = await signUp(harness.app);
    const mixed = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      weeklySummary: true,
      moodCheckReminders: false,
      emailReminders: true,
      quietHours: { start: '23:00', end: '06:30' },
    };
    const first = await save(person.cookie, mixed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(mixed);
    expect((await read(person.cookie)).json()).toEqual(mixed);
    expect((await save(person.cookie, allOff)).json()).toEqual(allOff);
    expect((await read(person.cookie)).json()).toEqual(allOff);
    const [row] = (
      await harness.database.pool.query('select notification_preferences from users where id = $1', [
        person.userId,
      ])
    ).rows;
    expect(row.notification_preferences).toEqual(allOff);
  });

  it('refuses bad input with 400 and a clear message, keeping what was saved', async () => {
    const person = await signUp(harness.app);
    await save(person.cookie, allOff);
    const cases: unknown[] = [
      { ...allOff, dailyReminders: 'yes' },
      { ...allOff, dailyReminders: undefined },
      { ...allOff, circleMeetingReminders: 1 },
      { ...allOff, streakReminders: undefined },
      {},
    ];
    for (const payload of cases) {
      const response = await save(person.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
      expect(response.json().error.message).toContain(NOTIFICATION_PREFERENCE_REQUIRED);
    }
    for (const quietHours of [{ start: '25:00', end: '08:00' }, { start: '22:00' }, '22:00-08:00']) {
      const response = await save(person.cookie, { ...allOff, quietHours });
      expect(response.statusCode, JSON.stringify(quietHours)).toBe(400);
      expect(response.json().error.message).toMatch(/quiet|22:00|expected/i);
    }
    const unknown = await save(person.cookie, { ...allOff, smsAlerts: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/smsAlerts/);
    expect((await read(person.cookie)).json()).toEqual(allOff);
  });

  it('needs a session and keeps each person to their own', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save(undefined, allOff)).statusCode).toBe(401);
    const alice = await signUp(harness.app);
    const bob = await signUp(harness.app);
    await save(alice.cookie, allOff);
    expect((await read(bob.cookie)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect((await read(alice.cookie)).json()).toEqual(allOff);
  });

  it('reads a stored object missing a setting (or holding junk) as its default', () => {
    expect(withDefaults({ dailyReminders: false })).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      dailyReminders: false,
    });
    expect(withDefaults({ dailyReminders: 'no', extra: false })).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(withDefaults(null)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    // What the spec's four toggles stored before: kept, and the newer settings read as their defaults.
    expect(
      withDefaults({
        dailyReminders: false,
        communityMessages: false,
        moodCheckReminders: true,
        circleMeetingReminders: true,
        quietHours: { start: 'late', end: '08:00' },
      }),
    ).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, dailyReminders: false, communityMessages: false });
  });
});
