/**
 * Notification preferences (decision 0022). The screen's four toggles are the four kinds of reminder
 * Flowmind really sends; two older toggles of the spec (community messages, circle meetings) are kept
 * stored for compatibility but are off the screen, since nothing in the app could ever send them.
 */

/** The kinds of reminder, each with its on/off toggle of the same name, in the screen's order. */
export const REMINDER_KINDS = [
  'dailyReminders',
  'moodCheckReminders',
  'streakReminders',
  'weeklySummary',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The toggles /notifications shows: one per kind of reminder. */
export const NOTIFICATION_PREFERENCE_KEYS = REMINDER_KINDS;
export type NotificationPreferenceKey = ReminderKind;

/** The spec's toggles for community features that send nothing: stored and exported, not shown. */
export const LEGACY_NOTIFICATION_KEYS = ['communityMessages', 'circleMeetingReminders'] as const;

/** Every on/off setting stored with the preferences. */
export const NOTIFICATION_TOGGLE_KEYS = [
  ...REMINDER_KINDS,
  'emailReminders',
  ...LEGACY_NOTIFICATION_KEYS,
] as const;
export type NotificationToggleKey = (typeof NOTIFICATION_TOGGLE_KEYS)[number];

export const NOTIFICATION_PREFERENCE_LABELS: Record<
  NotificationPreferenceKey,
  { label: string; description: string }
> = {
  dailyReminders: {
    label: 'Daily Reminders',
    description: 'At your preferred practice time, unless you have already practised today.',
  },
  moodCheckReminders: {
    label: 'Mood Check Reminders',
    description: "In the early evening, if you haven't logged how you feel today.",
  },
  streakReminders: {
    label: 'Streak Reminders',
    description: 'In the evening, only when your streak would end tonight.',
  },
  weeklySummary: {
    label: 'Weekly Summary',
    description: 'An email on Sunday evening: your moods, your practices and what helped.',
  },
};

export const EMAIL_REMINDERS_LABEL = {
  label: 'Also by email',
  description: 'Send these reminders to your email address too (the weekly summary is always an email).',
};

/** Quiet hours, as local clock times `HH:MM`; no reminder is sent from `start` until `end`. */
export interface QuietHours {
  start: string;
  end: string;
}

export const DEFAULT_QUIET_HOURS: Readonly<QuietHours> = { start: '22:00', end: '08:00' };

/**
 * What a person has before saving anything: the three nudges on (they reach a device only once the person
 * allows notifications there), the weekly email off until asked for, reminders by email off, quiet nights.
 */
export const NOTIFICATION_DEFAULTS: Readonly<Record<NotificationToggleKey, boolean>> = {
  dailyReminders: true,
  moodCheckReminders: true,
  streakReminders: true,
  weeklySummary: false,
  emailReminders: false,
  communityMessages: true,
  circleMeetingReminders: true,
};
