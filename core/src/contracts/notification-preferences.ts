import { z } from 'zod';
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_PREFERENCE_KEYS,
  NOTIFICATION_PREFERENCE_LABELS,
  type NotificationPreferenceKey,
} from '../notifications';

export { NOTIFICATION_PREFERENCE_KEYS, NOTIFICATION_PREFERENCE_LABELS, type NotificationPreferenceKey };

export const NOTIFICATION_PREFERENCE_REQUIRED =
  'Each notification setting must be on or off (true or false).';

const toggle = z.boolean({ error: NOTIFICATION_PREFERENCE_REQUIRED });

/** Notification preferences: four on/off toggles, all on by default. */
export const NotificationPreferences = z.object({
  dailyReminders: toggle,
  communityMessages: toggle,
  moodCheckReminders: toggle,
  circleMeetingReminders: toggle,
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** PUT /api/v1/notification-preferences replaces all four; unknown fields are refused rather than ignored. */
export const NotificationPreferencesInput = NotificationPreferences.strict();
export type NotificationPreferencesInput = z.infer<typeof NotificationPreferencesInput>;

/** What a person has before saving anything: all four on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { ...NOTIFICATION_DEFAULTS };
