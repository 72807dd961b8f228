import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSessions, createdAt, personRef } from './schema';

/**
 * A device that gets the person's push reminders: its browser's Web Push subscription (the push service's
 * endpoint and the device's encryption keys), one row per device. It goes with the account, and with the
 * session it was turned on in: signing out of that device, anywhere (a password change, "sign out other
 * devices"), stops its reminders even when the device itself could not say so (decision 0021).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: personRef(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    /** The push service's address for this device; a browser has one per site, so it names the device. */
    endpoint: text('endpoint').notNull().unique(),
    /** The device's P-256 public key and authentication secret (base64url), to encrypt what is sent. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Chrome on Android": browser and system only, for the person to recognise the device. */
    deviceLabel: text('device_label').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [
    index('push_subscriptions_user_idx').on(table.userId),
    index('push_subscriptions_session_idx').on(table.sessionId),
    check('push_subscriptions_endpoint_check', sql`char_length(${table.endpoint}) between 1 and 2048`),
    check('push_subscriptions_device_label_check', sql`char_length(${table.deviceLabel}) between 1 and 60`),
  ],
);
