import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, personRef } from './schema';

/**
 * A person's gratitude journal: what they wrote in the Gratitude Journal practice, one row per entry, for
 * them to read back. Private to them; it goes with the account.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: personRef(),
    text: text('text').notNull(),
    /** Its place among the entries of the journal it was written in (they share one moment). */
    position: smallint('position').notNull().default(0),
    localDate: date('local_date').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('journal_entries_user_created_idx').on(table.userId, table.createdAt),
    check('journal_entries_text_check', sql`char_length(${table.text}) between 1 and 500`),
  ],
);
