import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authUsers, users } from '../../db/schema';

export async function findProfileWithAccount(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      coachId: users.coachId,
      onboardingCompleted: users.onboardingCompleted,
      firstName: authUsers.firstName,
      lastName: authUsers.lastName,
    })
    .from(users)
    .innerJoin(authUsers, eq(authUsers.id, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** Spec: if no profile exists at sign-in, one is created with the name from sign-up metadata. */
export async function ensureProfile(db: Database, user: { id: string; email: string; name: string }) {
  await db.insert(users).values({ id: user.id, email: user.email, name: user.name }).onConflictDoNothing();
}
