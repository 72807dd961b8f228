import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './schema';

/**
 * A person's Voice Settings (voice, speed, volume, mute). No row means the dialog's defaults; the row is written
 * on the first save and replaced on every later one.
 */
export const voiceSettings = pgTable(
  'voice_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    voiceId: text('voice_id').notNull(),
    speed: doublePrecision('speed').notNull(),
    volume: doublePrecision('volume').notNull(),
    muted: boolean('muted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('voice_settings_speed_check', sql`${table.speed} between 0.5 and 2`),
    check('voice_settings_volume_check', sql`${table.volume} between 0 and 1`),
  ],
);
