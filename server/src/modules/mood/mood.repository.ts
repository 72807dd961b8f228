import { INITIAL_MOOD_NOTE } from '@flowmind/core/onboarding';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { moodEntries, users } from '../../db/schema';

export type MoodEntryRow = typeof moodEntries.$inferSelect;

type NewMoodEntry = Required<
  Pick<
    typeof moodEntries.$inferInsert,
    'userId' | 'moodScore' | 'energyLevel' | 'stressLevel' | 'notes' | 'entryType' | 'localDate'
  >
>;

const insertMoodEntryStatement = preparedStatement('mood_insert', (db, name) =>
  db
    .insert(moodEntries)
    .values({
      userId: sql.placeholder('userId'),
      moodScore: sql.placeholder('moodScore'),
      energyLevel: sql.placeholder('energyLevel'),
      stressLevel: sql.placeholder('stressLevel'),
      notes: sql.placeholder('notes'),
      entryType: sql.placeholder('entryType'),
      localDate: sql.placeholder('localDate'),
      createdAt: sql.placeholder('createdAt'),
      clientRequestId: sql.placeholder('clientRequestId'),
    })
    // A copy of a request already stored (same person and key) writes nothing, so the progress triggers
    // never count it; a concurrent copy waits here for the first to commit. Entries without a key never
    // conflict (nulls are distinct).
    .onConflictDoNothing({ target: [moodEntries.userId, moodEntries.clientRequestId] })
    .returning()
    .prepare(name),
);

const moodEntryOfRequestStatement = preparedStatement('mood_entry_of_request', (db, name) =>
  db
    .select()
    .from(moodEntries)
    .where(
      and(
        eq(moodEntries.userId, sql.placeholder('userId')),
        eq(moodEntries.clientRequestId, sql.placeholder('clientRequestId')),
      ),
    )
    .prepare(name),
);

/**
 * Writes an entry, once per request key: the entry a key already wrote comes back with `created` false
 * (read after the insert, so a concurrent copy's committed row is seen).
 */
export async function insertMoodEntry(
  db: Database,
  entry: NewMoodEntry & { createdAt: Date; clientRequestId: string | null },
): Promise<{ row: MoodEntryRow; created: boolean }> {
  const [row] = await insertMoodEntryStatement(db).execute(entry);
  if (row) return { row, created: true };
  const existing = await findMoodEntryOfRequest(db, entry.userId, entry.clientRequestId!);
  return { row: existing!, created: false };
}

/** The entry the person's request with this key wrote, if any. */
export async function findMoodEntryOfRequest(
  db: Database,
  userId: string,
  clientRequestId: string,
): Promise<MoodEntryRow | undefined> {
  const [row] = await moodEntryOfRequestStatement(db).execute({ userId, clientRequestId });
  return row;
}

/** The newest entry of the person's local day, read through the (user_id, created_at) index. */
export async function findLatestMoodOn(
  db: Database,
  userId: string,
  localDate: string,
): Promise<MoodEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(moodEntries)
    .where(and(eq(moodEntries.userId, userId), eq(moodEntries.localDate, localDate)))
    .orderBy(desc(moodEntries.createdAt))
    .limit(1);
  return row;
}

const moodAuthorStatement = preparedStatement('mood_author', (db, name) =>
  db
    .select({ timezone: users.timezone, onboardingCompleted: users.onboardingCompleted })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name),
);

export async function findMoodAuthor(db: Database, userId: string) {
  const [row] = await moodAuthorStatement(db).execute({ userId });
  return row;
}

/** Entries from a local date on, newest first, the order the mood history is shown in. */
const moodEntriesSinceStatement = preparedStatement('mood_entries_since', (db, name) =>
  db
    .select()
    .from(moodEntries)
    .where(
      and(
        eq(moodEntries.userId, sql.placeholder('userId')),
        gte(moodEntries.localDate, sql.placeholder('sinceLocalDate')),
      ),
    )
    .orderBy(desc(moodEntries.createdAt))
    .prepare(name),
);

export async function listMoodEntriesSince(
  db: Database,
  userId: string,
  sinceLocalDate: string,
): Promise<MoodEntryRow[]> {
  return moodEntriesSinceStatement(db).execute({ userId, sinceLocalDate });
}

/** The newest `limit` entries, newest first: only what a coach reads of them. */
export async function listRecentMoods(db: Database, userId: string, limit: number) {
  return db
    .select({ score: moodEntries.moodScore, createdAt: moodEntries.createdAt, notes: moodEntries.notes })
    .from(moodEntries)
    .where(eq(moodEntries.userId, userId))
    .orderBy(desc(moodEntries.createdAt))
    .limit(limit);
}

/** Writes an entry inside the caller's transaction, so it is kept or lost together with the caller's rows. */
export async function insertMoodEntryIn(
  tx: Transaction,
  entry: NewMoodEntry & { createdAt: Date },
): Promise<void> {
  await tx.insert(moodEntries).values(entry);
}

/**
 * Writes the questionnaire's mood inside the onboarding transaction, unless the person already has it (a
 * retried submission): the caller holds the lock on the person's row, so the check and the insert cannot race.
 */
export async function insertInitialMoodOnce(
  tx: Transaction,
  entry: Omit<NewMoodEntry, 'notes'>,
): Promise<void> {
  const [existing] = await tx
    .select({ id: moodEntries.id })
    .from(moodEntries)
    .where(and(eq(moodEntries.userId, entry.userId), eq(moodEntries.notes, INITIAL_MOOD_NOTE)))
    .limit(1);
  if (!existing) await tx.insert(moodEntries).values({ ...entry, notes: INITIAL_MOOD_NOTE });
}

/**
 * Gives an entry of the person's a new score, with energy and stress, when it was written at or after
 * `since` and is not the questionnaire's mood; undefined when no such entry is theirs.
 */
export async function updateRecentMoodScore(
  db: Database,
  change: {
    userId: string;
    entryId: string;
    since: Date;
    moodScore: number;
    energyLevel: number;
    stressLevel: number;
  },
): Promise<MoodEntryRow | undefined> {
  const [row] = await db
    .update(moodEntries)
    .set({ moodScore: change.moodScore, energyLevel: change.energyLevel, stressLevel: change.stressLevel })
    .where(
      and(
        eq(moodEntries.id, change.entryId),
        eq(moodEntries.userId, change.userId),
        gte(moodEntries.createdAt, change.since),
        sql`${moodEntries.notes} is distinct from ${INITIAL_MOOD_NOTE}`,
      ),
    )
    .returning();
  return row;
}
