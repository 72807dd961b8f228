import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { moodEntries, users } from '../../db/schema';

export type MoodEntryRow = typeof moodEntries.$inferSelect;

export async function insertMoodEntry(
  db: Database,
  entry: typeof moodEntries.$inferInsert,
): Promise<MoodEntryRow> {
  const [row] = await db.insert(moodEntries).values(entry).returning();
  return row!;
}

/** The newest entry of the person's local day, read through the (user_id, created_at) index. */
export async function findLatestMoodOn(
  db: Database,
  userId: string,
  localDate: string,
): Promise<MoodEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(moodEntries)
    .where(and(eq(moodEntries.userId, userId), eq(moodEntries.localDate, localDate)))
    .orderBy(desc(moodEntries.createdAt))
    .limit(1);
  return row;
}

export async function findMoodAuthor(db: Database, userId: string) {
  const [row] = await db
    .select({ timezone: users.timezone, onboardingCompleted: users.onboardingCompleted })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Entries from a local date on, newest first (the spec's moodHistory order). */
export async function listMoodEntriesSince(
  db: Database,
  userId: string,
  sinceLocalDate: string,
): Promise<MoodEntryRow[]> {
  return db
    .select()
    .from(moodEntries)
    .where(and(eq(moodEntries.userId, userId), gte(moodEntries.localDate, sinceLocalDate)))
    .orderBy(desc(moodEntries.createdAt));
}
