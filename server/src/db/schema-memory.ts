import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { coachRef, createdAt, personRef, practices, updatedAt, users } from './schema';

/**
 * What each coach remembers about a person: short facts from their conversations that the person reads,
 * edits and deletes. At most 50 per person and coach (the memory module drops the least recently touched).
 * They go with the account, and with the coach.
 */
export const coachMemoryFacts = pgTable(
  'coach_memory_facts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: personRef(),
    coachId: coachRef(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    /** The practice a helped / did-not-help fact is about; the fact stays if the practice is removed. */
    practiceId: uuid('practice_id').references(() => practices.id, { onDelete: 'set null' }),
    /** The practice category slug the fact is about. */
    category: text('category'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('coach_memory_facts_user_coach_idx').on(table.userId, table.coachId, table.updatedAt),
    check(
      'coach_memory_facts_kind_check',
      sql`${table.kind} in ('person', 'stressor', 'goal', 'helped', 'did_not_help', 'preference')`,
    ),
    check('coach_memory_facts_text_check', sql`char_length(${table.text}) between 1 and 200`),
  ],
);

/** Whether coaches remember things from conversations (one switch for every coach). No row means on. */
export const coachMemorySettings = pgTable('coach_memory_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: updatedAt(),
});
