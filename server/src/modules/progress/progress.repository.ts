import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { achievements, streakRestDays, userProgress, users } from '../../db/schema';

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

/** The last rest days a streak spent, newest first (read through the streak's unique index). */
export async function listRecentRestDays(
  db: Database,
  userId: string,
  streak: 'mood' | 'practice' | 'activity',
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ localDate: streakRestDays.localDate })
    .from(streakRestDays)
    .where(and(eq(streakRestDays.userId, userId), eq(streakRestDays.streak, streak)))
    .orderBy(desc(streakRestDays.localDate))
    .limit(limit);
  return rows.map((row) => row.localDate);
}
