import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { journalEntries } from '../../db/schema-journal';

export type JournalEntryRow = typeof journalEntries.$inferSelect;

/** The person's time zone, which dates their entries; undefined without a profile. */
export async function findTimezone(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return row?.timezone;
}

/** Writes the entries of one finished journal together, in the order they were written. */
export async function insertEntries(
  db: Database,
  userId: string,
  localDate: string,
  texts: readonly string[],
): Promise<JournalEntryRow[]> {
  return db
    .insert(journalEntries)
    .values(texts.map((text, position) => ({ userId, localDate, text, position })))
    .returning();
}

/** The newest `limit` entries, newest first (entries of one journal in the order they were written). */
export async function listEntries(db: Database, userId: string, limit: number): Promise<JournalEntryRow[]> {
  return db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(desc(journalEntries.createdAt), journalEntries.position)
    .limit(limit);
}
