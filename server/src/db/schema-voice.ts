import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

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

/**
 * Who each generated speech audio in storage belongs to, so a person's audio goes with their account.
 * The row is written after the audio is stored, so a row means the audio exists.
 *
 * `user_id` has no foreign key on purpose: a cascade would delete the rows together with the account and
 * lose the only record of which stored files to delete. The voice module deletes the files and then the
 * rows when the account goes, and refuses to record audio for an account that no longer exists.
 *
 * With the database audio store (the default on a shared PostgreSQL) the row holds the audio itself, so
 * every instance serves what any instance made; it is swept once unused for long, or when the store is
 * over its size limit. With the file store, `bytes` stays null and the files live in DATA_DIR.
 */
export const voiceAudio = pgTable(
  'voice_audio',
  {
    /** The storage key: sha256 of the owner, text, voice, speed and engine. */
    key: text('key').primaryKey(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    contentType: text('content_type'),
    bytes: bytea('bytes'),
    size: integer('size'),
    /** Bumped at most once an hour when the audio is looked up; what the sweep goes by. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('voice_audio_user_id_idx').on(table.userId),
    index('voice_audio_last_used_at_idx').on(table.lastUsedAt),
  ],
);
