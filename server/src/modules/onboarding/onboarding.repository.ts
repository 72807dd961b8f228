import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { authUsers, users } from '../../db/schema';

export async function findOnboardingState(db: Database, userId: string) {
  const [row] = await db
    .select({ onboardingCompleted: users.onboardingCompleted, coachId: users.coachId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export interface OnboardingProfileUpdate {
  name: string;
  firstName: string;
  lastName: string;
  coachId: string | null;
  primaryGoals: string[];
  ageRange: number;
  lifeStage: string;
  stressSources: string[];
  preferredPracticeTime: string;
  experienceLevel: string;
  communicationStyle: string;
  timezone: string;
  onboardingData: unknown;
  socialMedia: string[];
}

/**
 * Saves the profile and, through `alongside`, the initial mood in one transaction. The person's row is
 * locked first, so two concurrent submissions serialise and a retry finds the initial mood already there.
 */
export async function saveOnboarding(
  db: Database,
  userId: string,
  profile: OnboardingProfileUpdate,
  alongside: (tx: Transaction) => Promise<void>,
) {
  return db.transaction(async (tx: Transaction) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const [updated] = await tx
      .update(users)
      .set({
        name: profile.name,
        coachId: profile.coachId,
        primaryGoals: profile.primaryGoals,
        ageRange: profile.ageRange,
        lifeStage: profile.lifeStage,
        stressSources: profile.stressSources,
        preferredPracticeTime: profile.preferredPracticeTime,
        experienceLevel: profile.experienceLevel,
        communicationStyle: profile.communicationStyle,
        timezone: profile.timezone,
        onboardingData: profile.onboardingData,
        socialMedia: profile.socialMedia,
        onboardingCompleted: true,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw new Error('profile row missing');
    await tx
      .update(authUsers)
      .set({
        name: profile.name,
        firstName: profile.firstName,
        lastName: profile.lastName,
        updatedAt: sql`now()`,
      })
      .where(eq(authUsers.id, userId));

    await alongside(tx);
    return updated;
  });
}
