import { eq, sql } from 'drizzle-orm';
import type { NotificationPreferences } from '@flowmind/core/contracts/notification-preferences';
import type { NotificationToggleKey } from '@flowmind/core/notifications';
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
 * Replaces the person's preferences. Every account gets its profile row at sign-up; the insert covers an
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

/** Sets one toggle in place, in one statement, so a concurrent save of the others is not overwritten. */
export async function saveNotificationToggle(
  db: Database,
  userId: string,
  key: NotificationToggleKey,
  value: boolean,
): Promise<void> {
  await db
    .update(users)
    .set({
      notificationPreferences: sql`${users.notificationPreferences} || jsonb_build_object(${key}::text, ${value}::boolean)`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
