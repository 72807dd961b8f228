/** Notification preferences: four toggles, all on until the person turns one off. */
/** The four notification toggles of /notifications, in the screen's order, with their labels. */
export const NOTIFICATION_PREFERENCE_KEYS = [
  'dailyReminders',
  'moodCheckReminders',
  'communityMessages',
  'circleMeetingReminders',
] as const;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];

export const NOTIFICATION_PREFERENCE_LABELS: Record<
  NotificationPreferenceKey,
  { label: string; description: string }
> = {
  dailyReminders: {
    label: 'Daily Reminders',
    description: "A gentle nudge when it's time for today's practices.",
  },
  moodCheckReminders: {
    label: 'Mood Check Reminders',
    description: "A reminder to log how you feel if you haven't today.",
  },
  communityMessages: {
    label: 'Community Messages',
    description: 'When a connection sends you a message.',
  },
  circleMeetingReminders: {
    label: 'Circle Meeting Reminders',
    description: 'Before a circle you belong to meets.',
  },
};

export const NOTIFICATION_DEFAULTS: Readonly<Record<NotificationPreferenceKey, boolean>> = {
  dailyReminders: true,
  communityMessages: true,
  moodCheckReminders: true,
  circleMeetingReminders: true,
};
