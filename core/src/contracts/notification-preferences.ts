import { z } from 'zod';
import {
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_PREFERENCE_KEYS,
  NOTIFICATION_PREFERENCE_LABELS,
  NOTIFICATION_TOGGLE_KEYS,
  type NotificationPreferenceKey,
} from '../notifications';

export {
  NOTIFICATION_PREFERENCE_KEYS,
  NOTIFICATION_PREFERENCE_LABELS,
  NOTIFICATION_TOGGLE_KEYS,
  type NotificationPreferenceKey,
};

export const NOTIFICATION_PREFERENCE_REQUIRED =
  'Each notification setting must be on or off (true or false).';
export const QUIET_HOURS_FORMAT = 'Quiet hours are two times of day, like 22:00 and 08:00.';

const toggle = z.boolean({ error: NOTIFICATION_PREFERENCE_REQUIRED });
const clockTime = z.string({ error: QUIET_HOURS_FORMAT }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: QUIET_HOURS_FORMAT,
});

/** From `start` to `end` local time no reminder is sent; `start` after `end` spans midnight. */
export const QuietHoursContract = z.object({ start: clockTime, end: clockTime }).strict();

/** Notification preferences: a toggle per kind of reminder, email as a channel, quiet hours. */
export const NotificationPreferences = z.object({
  dailyReminders: toggle,
  moodCheckReminders: toggle,
  streakReminders: toggle,
  weeklySummary: toggle,
  /** Reminders also go to the account's email address. */
  emailReminders: toggle,
  /** Kept for compatibility with the spec's toggles; nothing sends them (decision 0022). */
  communityMessages: toggle,
  circleMeetingReminders: toggle,
  quietHours: QuietHoursContract,
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** PUT /api/v1/notification-preferences replaces them all; unknown fields are refused rather than ignored. */
export const NotificationPreferencesInput = NotificationPreferences.strict();
export type NotificationPreferencesInput = z.infer<typeof NotificationPreferencesInput>;

/** What a person has before saving anything (see NOTIFICATION_DEFAULTS). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  ...NOTIFICATION_DEFAULTS,
  quietHours: { ...DEFAULT_QUIET_HOURS },
};

/** The stored preferences over the defaults: a setting missing from the stored object reads as its default. */
export function withNotificationDefaults(stored: unknown): NotificationPreferences {
  const preferences: NotificationPreferences = {
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    quietHours: { ...DEFAULT_QUIET_HOURS },
  };
  if (!stored || typeof stored !== 'object') return preferences;
  const record = stored as Record<string, unknown>;
  for (const key of NOTIFICATION_TOGGLE_KEYS) {
    if (typeof record[key] === 'boolean') preferences[key] = record[key];
  }
  const quiet = QuietHoursContract.safeParse(record.quietHours);
  if (quiet.success) preferences.quietHours = quiet.data;
  return preferences;
}
