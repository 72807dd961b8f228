import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authAccounts } from '../db/schema';

/** Whether the person can sign in with an email and a password (a Google-only account cannot). */
export async function hasPasswordSignIn(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(
      and(
        eq(authAccounts.userId, userId),
        eq(authAccounts.providerId, 'credential'),
        isNotNull(authAccounts.password),
      ),
    )
    .limit(1);
  return row !== undefined;
}
