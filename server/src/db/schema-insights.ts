import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { personRef, practices, updatedAt } from './schema';

/**
 * What helps a person, kept as running totals so the answer costs the same after ten sessions or ten
 * thousand: per person and practice, the sessions where they answered both the mood before and after
 * (and the sum of after minus before), and the sessions where they said how helpful it was (and the sum
 * of those ratings). Updated in the transaction that records the completion (decision 0019).
 */
export const practiceInsightTotals = pgTable(
  'practice_insight_totals',
  {
    userId: personRef(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    sessions: integer('sessions').notNull().default(0),
    moodChangeSum: integer('mood_change_sum').notNull().default(0),
    ratedSessions: integer('rated_sessions').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.practiceId] }),
    check(
      'practice_insight_totals_counts_check',
      sql`${table.sessions} >= 0 and ${table.ratedSessions} >= 0`,
    ),
  ],
);

/** The same mood totals per part of the person's local day (TIMES_OF_DAY), for the time that works best. */
export const timeOfDayInsightTotals = pgTable(
  'time_of_day_insight_totals',
  {
    userId: personRef(),
    timeOfDay: text('time_of_day').notNull(),
    sessions: integer('sessions').notNull().default(0),
    moodChangeSum: integer('mood_change_sum').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.timeOfDay] }),
    check(
      'time_of_day_insight_totals_time_check',
      sql`${table.timeOfDay} in ('morning', 'afternoon', 'evening', 'night')`,
    ),
    check('time_of_day_insight_totals_sessions_check', sql`${table.sessions} >= 0`),
  ],
);
