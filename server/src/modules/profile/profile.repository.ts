import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authUsers, users } from '../../db/schema';

/** The profile's columns every reader needs, the names from the account. */
const profileWithAccount = {
  id: users.id,
  email: users.email,
  name: users.name,
  coachId: users.coachId,
  onboardingCompleted: users.onboardingCompleted,
  firstName: authUsers.firstName,
  lastName: authUsers.lastName,
};

export async function findProfileWithAccount(db: Database, userId: string) {
  const [row] = await db
    .select(profileWithAccount)
    .from(users)
    .innerJoin(authUsers, eq(authUsers.id, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** If no profile exists at sign-in, one is created with the name given at sign-up. */
export async function ensureProfile(db: Database, user: { id: string; email: string; name: string }) {
  await db.insert(users).values({ id: user.id, email: user.email, name: user.name }).onConflictDoNothing();
}

/** Everything the profile screen edits or shows. */
export async function findEditableProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      ...profileWithAccount,
      socialMedia: users.socialMedia,
      primaryGoals: users.primaryGoals,
      country: users.country,
      createdAt: authUsers.createdAt,
    })
    .from(users)
    .innerJoin(authUsers, eq(authUsers.id, users.id))
    .where(eq(users.id, userId));
  return row;
}

export interface ProfileChanges {
  name?: { full: string; firstName: string; lastName: string };
  socialMedia?: string[];
  primaryGoals?: string[];
  coachId?: string | null;
  country?: string | null;
}

/**
 * Saves the changes in one transaction: the name lives on the account (first and last name, shown by
 * sign-in and the session) and on the profile (joined), the rest on the profile.
 */
export async function updateProfile(db: Database, userId: string, changes: ProfileChanges): Promise<void> {
  await db.transaction(async (tx) => {
    if (changes.name) {
      await tx
        .update(authUsers)
        .set({
          name: changes.name.full,
          firstName: changes.name.firstName,
          lastName: changes.name.lastName,
          updatedAt: sql`now()`,
        })
        .where(eq(authUsers.id, userId));
    }
    const profileChanges = {
      ...(changes.name ? { name: changes.name.full } : {}),
      ...(changes.socialMedia ? { socialMedia: changes.socialMedia } : {}),
      ...(changes.primaryGoals ? { primaryGoals: changes.primaryGoals } : {}),
      ...(changes.coachId !== undefined ? { coachId: changes.coachId } : {}),
      ...(changes.country !== undefined ? { country: changes.country } : {}),
    };
    if (Object.keys(profileChanges).length > 0) {
      await tx
        .update(users)
        .set({ ...profileChanges, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    }
  });
}

/** What a coach knows of the person's profile (their own row only), with their onboarding answers. */
export async function findCoachingProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      firstName: authUsers.firstName,
      goals: users.primaryGoals,
      communicationStyle: users.communicationStyle,
      experienceLevel: users.experienceLevel,
      stressSources: users.stressSources,
      preferredPracticeTime: users.preferredPracticeTime,
      onboardingData: users.onboardingData,
      timezone: users.timezone,
      country: users.country,
      onboardingCompleted: users.onboardingCompleted,
    })
    .from(users)
    .innerJoin(authUsers, eq(authUsers.id, users.id))
    .where(eq(users.id, userId));
  return row;
}
