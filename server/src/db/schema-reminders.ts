import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, personRef } from './schema';

/**
 * One row per person, kind of reminder and local date once that day's reminder is settled: sent, or not
 * needed (already practised, already logged...), or with nowhere to go. The primary key is what makes a
 * reminder go out once: whichever process inserts the row first sends it, every other one finds it there.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    userId: personRef(),
    kind: text('kind').notNull(),
    localDate: date('local_date').notNull(),
    outcome: text('outcome').notNull(),
    /** Devices the push reached. */
    pushDelivered: integer('push_delivered').notNull().default(0),
    emailed: boolean('emailed').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.localDate] }),
    // Old rows are swept by date.
    index('reminder_deliveries_local_date_idx').on(table.localDate),
    check(
      'reminder_deliveries_kind_check',
      sql`${table.kind} in ('dailyReminders', 'moodCheckReminders', 'streakReminders', 'weeklySummary')`,
    ),
    check('reminder_deliveries_outcome_check', sql`${table.outcome} in ('sent', 'not_needed', 'no_channel')`),
  ],
);
