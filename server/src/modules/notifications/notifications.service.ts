import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_KEYS,
  type NotificationPreferences,
} from '@flowmind/core/contracts/notification-preferences';
import type { SessionUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { findNotificationPreferences, saveNotificationPreferences } from './notifications.repository';

/**
 * The stored toggles over the defaults: a key missing from the stored object (say, a toggle added after the
 * person last saved) reads as its default, on.
 */
export function withDefaults(stored: unknown): NotificationPreferences {
  const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  if (stored && typeof stored === 'object') {
    for (const key of NOTIFICATION_PREFERENCE_KEYS) {
      const value = (stored as Record<string, unknown>)[key];
      if (typeof value === 'boolean') preferences[key] = value;
    }
  }
  return preferences;
}

export async function getNotificationPreferences(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  return withDefaults(await findNotificationPreferences(db, userId));
}

export async function updateNotificationPreferences(
  db: Database,
  user: SessionUser,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await saveNotificationPreferences(db, user, preferences);
  return getNotificationPreferences(db, user.id);
}
