import { and, eq, lt, sql } from 'drizzle-orm';
import type { ReminderKind } from '@flowmind/core/notifications';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { reminderDeliveries } from '../../db/schema-reminders';

/** A person as a reminder needs them: where to write, their clock and their choices. */
export interface ReminderPerson {
  userId: string;
  email: string;
  name: string;
  timezone: string;
  practiceTime: string | null;
  preferences: unknown;
}

/**
 * Every time zone people have, one index probe per zone (a loose index scan over users_timezone_idx):
 * a few hundred rows whatever the number of people, so the scan can work out each zone's clock once.
 */
export async function listTimeZones(db: Database): Promise<string[]> {
  const result = await db.execute<{ timezone: string }>(sql`
    with recursive zones(timezone) as (
      (select ${users.timezone} from ${users} order by ${users.timezone} limit 1)
      union all
      select (select u.timezone from ${users} u where u.timezone > zones.timezone order by u.timezone limit 1)
      from zones where zones.timezone is not null
    )
    select timezone from zones where timezone is not null`);
  return result.rows.map((row) => row.timezone);
}

/** A time zone whose reminder time for `slot` has come (slot '*' for a kind at one time for everyone). */
export interface OpenZone {
  timezone: string;
  slot: string;
  localDate: string;
}

/**
 * The people in the open zones with this kind on and nothing settled for it on their local date. Only
 * those zones' people are read (users_timezone_idx), and each one's settled row by its primary key.
 */
export async function findReminderCandidates(
  db: Database,
  kind: ReminderKind,
  onByDefault: boolean,
  open: readonly OpenZone[],
): Promise<Array<ReminderPerson & { localDate: string }>> {
  if (open.length === 0) return [];
  const zones = JSON.stringify(
    open.map((zone) => ({ timezone: zone.timezone, slot: zone.slot, local_date: zone.localDate })),
  );
  const result = await db.execute<{
    user_id: string;
    email: string;
    name: string;
    timezone: string;
    preferred_practice_time: string | null;
    notification_preferences: unknown;
    local_date: string;
  }>(sql`
    select u.id as user_id, u.email, u.name, u.timezone, u.preferred_practice_time,
           u.notification_preferences, open.local_date::text as local_date
    from jsonb_to_recordset(${zones}::jsonb) as open(timezone text, slot text, local_date date)
    join ${users} u on u.timezone = open.timezone
    where (open.slot = '*' or open.slot = case
             when u.preferred_practice_time in ('morning', 'afternoon', 'evening', 'night')
             then u.preferred_practice_time else 'flexible' end)
      and case when jsonb_typeof(u.notification_preferences -> ${kind}) = 'boolean'
               then (u.notification_preferences ->> ${kind})::boolean else ${onByDefault} end
      and not exists (
        select 1 from ${reminderDeliveries} d
        where d.user_id = u.id and d.kind = ${kind} and d.local_date = open.local_date
      )`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    name: row.name,
    timezone: row.timezone,
    practiceTime: row.preferred_practice_time,
    preferences: row.notification_preferences,
    localDate: row.local_date,
  }));
}

export async function findReminderPerson(db: Database, userId: string): Promise<ReminderPerson | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      timezone: users.timezone,
      practiceTime: users.preferredPracticeTime,
      preferences: users.notificationPreferences,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export type DeliveryOutcome = 'sent' | 'not_needed' | 'no_channel';

/**
 * Claims the person's reminder of `kind` for `localDate`, inside the caller's transaction: true when this
 * call inserted the row. A concurrent claim of the same reminder waits for this transaction and then finds
 * the row (nothing to do), or, if this one rolls back (the send failed), claims it itself.
 */
export async function claimDelivery(
  tx: Transaction,
  delivery: { userId: string; kind: ReminderKind; localDate: string; outcome: DeliveryOutcome },
): Promise<boolean> {
  const inserted = await tx
    .insert(reminderDeliveries)
    .values(delivery)
    .onConflictDoNothing()
    .returning({ userId: reminderDeliveries.userId });
  return inserted.length === 1;
}

/** Records how a claimed delivery went, in the same transaction. */
export async function recordDelivery(
  tx: Transaction,
  delivery: { userId: string; kind: ReminderKind; localDate: string },
  result: { outcome: DeliveryOutcome; pushDelivered: number; emailed: boolean },
): Promise<void> {
  await tx
    .update(reminderDeliveries)
    .set(result)
    .where(
      and(
        eq(reminderDeliveries.userId, delivery.userId),
        eq(reminderDeliveries.kind, delivery.kind),
        eq(reminderDeliveries.localDate, delivery.localDate),
      ),
    );
}

/** What was settled for the person: kind, local date and outcome, newest first (tests and support). */
export async function listDeliveries(db: Database, userId: string) {
  return db
    .select({
      kind: reminderDeliveries.kind,
      localDate: reminderDeliveries.localDate,
      outcome: reminderDeliveries.outcome,
      pushDelivered: reminderDeliveries.pushDelivered,
      emailed: reminderDeliveries.emailed,
    })
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.userId, userId))
    .orderBy(sql`${reminderDeliveries.localDate} desc, ${reminderDeliveries.kind}`);
}

/** Forgets deliveries dated before `localDate`: only today's rows (in any zone) still guard anything. */
export async function deleteDeliveriesBefore(db: Database, localDate: string): Promise<number> {
  const result = await db.delete(reminderDeliveries).where(lt(reminderDeliveries.localDate, localDate));
  return result.rowCount ?? 0;
}
