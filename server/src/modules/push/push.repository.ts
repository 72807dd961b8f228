import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema-push';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Keeps a device's subscription for the person and the session it was turned on in. A browser has one
 * subscription per site, so an endpoint already kept (the same device, maybe another person signed in on
 * it now) is taken over, keys and all: it reaches whoever turned it on last.
 */
export async function upsertSubscription(
  db: Database,
  row: Pick<PushSubscriptionRow, 'userId' | 'sessionId' | 'endpoint' | 'p256dh' | 'auth' | 'deviceLabel'>,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        sessionId: row.sessionId,
        p256dh: row.p256dh,
        auth: row.auth,
        deviceLabel: row.deviceLabel,
        // Another person's device history is not this one's.
        createdAt: sql`case when ${pushSubscriptions.userId} = ${row.userId} then ${pushSubscriptions.createdAt} else now() end`,
        lastSuccessAt: sql`case when ${pushSubscriptions.userId} = ${row.userId} then ${pushSubscriptions.lastSuccessAt} end`,
      },
    });
}

/** Keeps the person's newest `keep` devices and deletes the others (the oldest turned on). */
export async function deleteAllButNewest(db: Database, userId: string, keep: number): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function hasSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return rows.length > 0;
}

export async function listSubscriptions(db: Database, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Deletes the subscriptions the push service said are gone for good. */
export async function deleteSubscriptionsById(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

export async function recordSuccess(db: Database, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: at })
    .where(inArray(pushSubscriptions.id, [...ids]));
}
