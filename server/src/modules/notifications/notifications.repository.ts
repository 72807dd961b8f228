import { eq, sql } from 'drizzle-orm';
import type { NotificationPreferences } from '@flowmind/core/contracts/notification-preferences';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export async function findNotificationPreferences(db: Database, userId: string): Promise<unknown> {
  const [row] = await db
    .select({ preferences: users.notificationPreferences })
    .from(users)
    .where(eq(users.id, userId));
  return row?.preferences;
}

/**
 * Replaces the person's four toggles. Every account gets its profile row at sign-up; the insert covers an
 * account that somehow has none, so a save never silently does nothing.
 */
export async function saveNotificationPreferences(
  db: Database,
  user: { id: string; email: string; name: string },
  preferences: NotificationPreferences,
): Promise<void> {
  await db
    .insert(users)
    .values({ id: user.id, email: user.email, name: user.name, notificationPreferences: preferences })
    .onConflictDoUpdate({
      target: users.id,
      set: { notificationPreferences: preferences, updatedAt: sql`now()` },
    });
}
