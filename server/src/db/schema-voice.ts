import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-person request counters of the voice endpoints (fixed one-minute windows), shared by every API instance.
 * One row per person and action; a new window reuses the row, so the table never grows beyond that.
 */
export const voiceRateLimits = pgTable('voice_rate_limits', {
  /** `${action}:${userId}`, e.g. `generate:6f1c...`. */
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
