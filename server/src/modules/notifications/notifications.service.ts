import {
  withNotificationDefaults,
  type NotificationPreferences,
} from '@flowmind/core/contracts/notification-preferences';
import type { NotificationToggleKey } from '@flowmind/core/notifications';
import type { SessionUser } from '../../auth/session';
import type { Database } from '../../db/client';
import {
  findNotificationPreferences,
  saveNotificationPreferences,
  saveNotificationToggle,
} from './notifications.repository';

/**
 * The stored preferences over the defaults: a setting missing from the stored object (say, one added after
 * the person last saved) reads as its default.
 */
export const withDefaults = withNotificationDefaults;

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

/** Turns one setting off, leaving the others as they are (an email's unsubscribe link). */
export async function turnOffNotification(
  db: Database,
  userId: string,
  key: NotificationToggleKey,
): Promise<void> {
  await saveNotificationToggle(db, userId, key, false);
}
