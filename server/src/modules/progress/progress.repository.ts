import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { achievements, userProgress, users } from '../../db/schema';

/** One row of running totals and the person's time zone: the same cost whatever the history. */
export async function findProgress(db: Database, userId: string) {
  const [row] = await db
    .select({ timezone: users.timezone, progress: userProgress })
    .from(users)
    .leftJoin(userProgress, eq(userProgress.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function listAchievements(db: Database) {
  return db.select().from(achievements).orderBy(asc(achievements.requirementValue), asc(achievements.key));
}
