import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { journalEntries } from '../../db/schema-journal';

export type JournalEntryRow = typeof journalEntries.$inferSelect;

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
