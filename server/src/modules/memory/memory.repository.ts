import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coachMemoryFacts, coachMemorySettings } from '../../db/schema-memory';

export type MemoryFactRow = typeof coachMemoryFacts.$inferSelect;
export type NewMemoryFact = Pick<MemoryFactRow, 'kind' | 'text' | 'practiceId' | 'category'>;

/** How a new fact joins the kept ones (the core rule, passed in so the repository stays about SQL). */
export type MergeFact = (
  kept: MemoryFactRow[],
  fact: NewMemoryFact,
) => { action: 'insert' } | { action: 'replace'; id: string } | { action: 'skip' };

/** A person's facts for one coach, most recently touched first. */
export async function listFacts(db: Database, userId: string, coachId: string): Promise<MemoryFactRow[]> {
  return db
    .select()
    .from(coachMemoryFacts)
    .where(and(eq(coachMemoryFacts.userId, userId), eq(coachMemoryFacts.coachId, coachId)))
    .orderBy(desc(coachMemoryFacts.updatedAt), desc(coachMemoryFacts.createdAt), desc(coachMemoryFacts.id));
}

/** Every fact of the person, for every coach. */
export async function listAllFacts(db: Database, userId: string): Promise<MemoryFactRow[]> {
  return db
    .select()
    .from(coachMemoryFacts)
    .where(eq(coachMemoryFacts.userId, userId))
    .orderBy(desc(coachMemoryFacts.updatedAt), desc(coachMemoryFacts.id));
}

/** Rewrites a fact in the person's words; undefined when it is not theirs (or gone). */
export async function updateFactText(
  db: Database,
  userId: string,
  factId: string,
  text: string,
): Promise<MemoryFactRow | undefined> {
  const [row] = await db
    .update(coachMemoryFacts)
    .set({ text, updatedAt: sql`now()` })
    .where(and(eq(coachMemoryFacts.id, factId), eq(coachMemoryFacts.userId, userId)))
    .returning();
  return row;
}

export async function deleteFact(db: Database, userId: string, factId: string): Promise<boolean> {
  const deleted = await db
    .delete(coachMemoryFacts)
    .where(and(eq(coachMemoryFacts.id, factId), eq(coachMemoryFacts.userId, userId)))
    .returning({ id: coachMemoryFacts.id });
  return deleted.length > 0;
}

export async function deleteFactsOfCoach(db: Database, userId: string, coachId: string): Promise<number> {
  const deleted = await db
    .delete(coachMemoryFacts)
    .where(and(eq(coachMemoryFacts.userId, userId), eq(coachMemoryFacts.coachId, coachId)))
    .returning({ id: coachMemoryFacts.id });
  return deleted.length;
}

/** Whether memory is on: true without a row (the default). */
export async function findMemoryEnabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: coachMemorySettings.enabled })
    .from(coachMemorySettings)
    .where(eq(coachMemorySettings.userId, userId));
  return row?.enabled ?? true;
}

export async function saveMemoryEnabled(db: Database, userId: string, enabled: boolean): Promise<boolean> {
  const [row] = await db
    .insert(coachMemorySettings)
    .values({ userId, enabled })
    .onConflictDoUpdate({ target: coachMemorySettings.userId, set: { enabled, updatedAt: sql`now()` } })
    .returning({ enabled: coachMemorySettings.enabled });
  return row!.enabled;
}

/**
 * Stores new facts for a person and coach in one transaction: nothing when memory is off; each fact merged
 * with the kept ones by `merge`; then only the newest `keep` stay. A per-person-and-coach transaction lock
 * comes first, so two messages sent at once (on one instance or many) cannot store the same fact twice.
 * Returns the rows written.
 */
export async function rememberFacts(
  db: Database,
  owner: { userId: string; coachId: string },
  facts: NewMemoryFact[],
  merge: MergeFact,
  keep: number,
): Promise<MemoryFactRow[]> {
  if (facts.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`coach-memory:${owner.userId}:${owner.coachId}`}))`,
    );
    const [setting] = await tx
      .select({ enabled: coachMemorySettings.enabled })
      .from(coachMemorySettings)
      .where(eq(coachMemorySettings.userId, owner.userId));
    if (setting?.enabled === false) return [];

    const kept = await tx
      .select()
      .from(coachMemoryFacts)
      .where(and(eq(coachMemoryFacts.userId, owner.userId), eq(coachMemoryFacts.coachId, owner.coachId)));
    const written: MemoryFactRow[] = [];
    for (const fact of facts) {
      const decision = merge(kept, fact);
      if (decision.action === 'skip') continue;
      if (decision.action === 'replace') {
        const [row] = await tx
          .update(coachMemoryFacts)
          .set({ ...fact, updatedAt: sql`now()` })
          .where(and(eq(coachMemoryFacts.id, decision.id), eq(coachMemoryFacts.userId, owner.userId)))
          .returning();
        if (!row) continue;
        kept.splice(
          kept.findIndex((item) => item.id === row.id),
          1,
          row,
        );
        written.push(row);
        continue;
      }
      const [row] = await tx
        .insert(coachMemoryFacts)
        .values({ ...fact, userId: owner.userId, coachId: owner.coachId })
        .returning();
      kept.push(row!);
      written.push(row!);
    }

    // Only the newest `keep` facts stay: the least recently touched go first.
    const newest = tx
      .select({ id: coachMemoryFacts.id })
      .from(coachMemoryFacts)
      .where(and(eq(coachMemoryFacts.userId, owner.userId), eq(coachMemoryFacts.coachId, owner.coachId)))
      .orderBy(desc(coachMemoryFacts.updatedAt), desc(coachMemoryFacts.createdAt), desc(coachMemoryFacts.id))
      .limit(keep);
    await tx
      .delete(coachMemoryFacts)
      .where(
        and(
          eq(coachMemoryFacts.userId, owner.userId),
          eq(coachMemoryFacts.coachId, owner.coachId),
          notInArray(coachMemoryFacts.id, newest),
        ),
      );
    return written;
  });
}
