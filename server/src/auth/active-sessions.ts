import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authSessions } from '../db/schema';

/**
 * Of the given session ids, those whose session still exists and has not expired. For what outlives a
 * request (event streams) and must re-check its session after ended-session notifications were missed.
 */
export async function findActiveSessionIds(db: Database, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(inArray(authSessions.id, sessionIds), gt(authSessions.expiresAt, sql`now()`)));
  return new Set(rows.map((row) => row.id));
}
