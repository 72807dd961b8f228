import { and, asc, count, desc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  practiceCategories,
  practiceCompletionRequests,
  practiceEffectiveness,
  practiceTags,
  practices,
  users,
} from '../../db/schema';

export type PracticeRow = typeof practices.$inferSelect;
export type CategoryRow = typeof practiceCategories.$inferSelect;
export type TagRow = typeof practiceTags.$inferSelect;
export type CompletionRow = typeof practiceEffectiveness.$inferSelect;

export async function listCategories(db: Database, name?: string): Promise<CategoryRow[]> {
  const query = db.select().from(practiceCategories);
  return (name ? query.where(sql`lower(${practiceCategories.name}) = lower(${name})`) : query).orderBy(
    asc(practiceCategories.name),
  );
}

/** Practices with their category, ordered by name. */
export async function listPracticeRows(
  db: Database,
  filter: { coachId?: string; categoryId?: string; practiceId?: string } = {},
): Promise<Array<{ practice: PracticeRow; category: CategoryRow }>> {
  const conditions = [
    filter.coachId ? eq(practices.coachId, filter.coachId) : undefined,
    filter.categoryId ? eq(practices.categoryId, filter.categoryId) : undefined,
    filter.practiceId ? eq(practices.id, filter.practiceId) : undefined,
  ].filter((condition) => condition !== undefined);
  return db
    .select({ practice: practices, category: practiceCategories })
    .from(practices)
    .innerJoin(practiceCategories, eq(practiceCategories.id, practices.categoryId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(practices.name));
}

/** The tags of these practices, in one query. */
export async function listTagsOf(db: Database, practiceIds: string[]): Promise<TagRow[]> {
  if (practiceIds.length === 0) return [];
  return db.select().from(practiceTags).where(inArray(practiceTags.practiceId, practiceIds));
}

export async function findPracticeOwner(db: Database, userId: string) {
  const [row] = await db
    .select({
      timezone: users.timezone,
      onboardingCompleted: users.onboardingCompleted,
      coachId: users.coachId,
      primaryGoals: users.primaryGoals,
      stressSources: users.stressSources,
      preferredPracticeTime: users.preferredPracticeTime,
      onboardingData: users.onboardingData,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const completionColumns = {
  completion: practiceEffectiveness,
  practiceName: practices.name,
  practiceDuration: practices.durationMinutes,
  categoryName: practiceCategories.name,
};

export type CompletionWithPractice = {
  completion: CompletionRow;
  practiceName: string;
  practiceDuration: number;
  categoryName: string;
};

function completionsQuery(db: Database) {
  return db
    .select(completionColumns)
    .from(practiceEffectiveness)
    .innerJoin(practices, eq(practices.id, practiceEffectiveness.practiceId))
    .innerJoin(practiceCategories, eq(practiceCategories.id, practices.categoryId));
}

export async function findCompletion(db: Database, userId: string, completionId: string) {
  const [row] = await completionsQuery(db).where(
    and(eq(practiceEffectiveness.userId, userId), eq(practiceEffectiveness.id, completionId)),
  );
  return row;
}

/** A request key (the Idempotency-Key) and the content of the request it came with. */
export interface CompletionRequestKey {
  requestId: string;
  fingerprint: string;
}

/** The answer a person's completion request with this key was given, if it was recorded. */
export async function findCompletionRequest(
  db: Database | Transaction,
  userId: string,
  requestId: string,
): Promise<{ id: string; created: boolean; fingerprint: string } | undefined> {
  const [row] = await db
    .select({
      id: practiceCompletionRequests.completionId,
      created: practiceCompletionRequests.created,
      fingerprint: practiceCompletionRequests.fingerprint,
    })
    .from(practiceCompletionRequests)
    .where(
      and(eq(practiceCompletionRequests.userId, userId), eq(practiceCompletionRequests.requestId, requestId)),
    );
  // The completion is set in the transaction that claimed the key, so a committed row always has one.
  return row?.id ? { id: row.id, created: row.created, fingerprint: row.fingerprint } : undefined;
}

/**
 * Records a completion once per person, practice and local day. The unique index decides: a concurrent
 * or repeated request finds the existing row. `alongside` (the post-practice mood, the session's insight
 * totals) runs in the same transaction either way: a second session of the same practice is not a second
 * completion, but the mood the person chose after it is a real check-in, and the session a real session.
 *
 * With a request key, the key is claimed first: a copy of a recorded request (a concurrent one waits for
 * the first to commit) gets the first answer back, with the first request's fingerprint, and nothing runs.
 */
export async function insertCompletionOnce(
  db: Database,
  values: typeof practiceEffectiveness.$inferInsert,
  alongside: ((tx: Transaction) => Promise<void>) | undefined,
  request?: CompletionRequestKey,
): Promise<{ id: string; created: boolean; replayOf?: string }> {
  return db.transaction(async (tx) => {
    if (request) {
      const [claimed] = await tx
        .insert(practiceCompletionRequests)
        .values({ userId: values.userId, ...request })
        .onConflictDoNothing()
        .returning({ requestId: practiceCompletionRequests.requestId });
      if (!claimed) {
        const stored = await findCompletionRequest(tx, values.userId, request.requestId);
        return { id: stored!.id, created: stored!.created, replayOf: stored!.fingerprint };
      }
    }
    const recorded = await recordCompletionIn(tx, values, alongside);
    if (request)
      await tx
        .update(practiceCompletionRequests)
        .set({ completionId: recorded.id, created: recorded.created })
        .where(
          and(
            eq(practiceCompletionRequests.userId, values.userId),
            eq(practiceCompletionRequests.requestId, request.requestId),
          ),
        );
    return recorded;
  });
}

async function recordCompletionIn(
  tx: Transaction,
  values: typeof practiceEffectiveness.$inferInsert,
  alongside: ((tx: Transaction) => Promise<void>) | undefined,
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await tx
    .insert(practiceEffectiveness)
    .values(values)
    .onConflictDoNothing({
      target: [
        practiceEffectiveness.userId,
        practiceEffectiveness.practiceId,
        practiceEffectiveness.localDate,
      ],
    })
    .returning({ id: practiceEffectiveness.id });
  await alongside?.(tx);
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await tx
    .select({ id: practiceEffectiveness.id })
    .from(practiceEffectiveness)
    .where(
      and(
        eq(practiceEffectiveness.userId, values.userId),
        eq(practiceEffectiveness.practiceId, values.practiceId),
        eq(practiceEffectiveness.localDate, values.localDate),
      ),
    );
  return { id: existing!.id, created: false };
}

const completionsOnStatement = preparedStatement('practice_completions_on', (db, name) =>
  completionsQuery(db)
    .where(
      and(
        eq(practiceEffectiveness.userId, sql.placeholder('userId')),
        eq(practiceEffectiveness.localDate, sql.placeholder('localDate')),
      ),
    )
    .orderBy(desc(practiceEffectiveness.completionDate))
    .prepare(name),
);

export async function listCompletionsOn(
  db: Database,
  userId: string,
  localDate: string,
): Promise<CompletionWithPractice[]> {
  return completionsOnStatement(db).execute({ userId, localDate });
}

/** Completions on or after a local date (YYYY-MM-DD in the person's zone), newest first. */
export async function listCompletionsSince(db: Database, userId: string, sinceLocalDate: string) {
  return completionsQuery(db)
    .where(
      and(eq(practiceEffectiveness.userId, userId), gte(practiceEffectiveness.localDate, sinceLocalDate)),
    )
    .orderBy(desc(practiceEffectiveness.completionDate));
}

export async function countCompletions(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(practiceEffectiveness)
    .where(eq(practiceEffectiveness.userId, userId));
  return row?.count ?? 0;
}

/** get_practice_completion_stats: completed practices per category over the last N days. */
export async function completionStatsByCategory(db: Database, userId: string, sinceLocalDate: string) {
  return db
    .select({ category: practiceCategories.name, totalPractices: sql<number>`count(*)::int` })
    .from(practiceEffectiveness)
    .innerJoin(practices, eq(practices.id, practiceEffectiveness.practiceId))
    .innerJoin(practiceCategories, eq(practiceCategories.id, practices.categoryId))
    .where(
      and(
        eq(practiceEffectiveness.userId, userId),
        eq(practiceEffectiveness.completionStatus, 'completed'),
        gte(practiceEffectiveness.localDate, sinceLocalDate),
      ),
    )
    .groupBy(practiceCategories.name)
    .orderBy(asc(practiceCategories.name));
}

/** The newest `limit` completed practices, with the practice's name and category, newest first. */
export async function listRecentCompletions(db: Database, userId: string, limit: number) {
  return db
    .select({
      practiceId: practiceEffectiveness.practiceId,
      name: practices.name,
      category: practiceCategories.name,
      completedAt: practiceEffectiveness.completionDate,
      localDate: practiceEffectiveness.localDate,
    })
    .from(practiceEffectiveness)
    .innerJoin(practices, eq(practices.id, practiceEffectiveness.practiceId))
    .innerJoin(practiceCategories, eq(practiceCategories.id, practices.categoryId))
    .where(
      and(eq(practiceEffectiveness.userId, userId), eq(practiceEffectiveness.completionStatus, 'completed')),
    )
    .orderBy(desc(practiceEffectiveness.completionDate))
    .limit(limit);
}

// ---- the library as a whole ------------------------------------------------------------------

/** Changes whenever a practice is added, removed or edited (cheap: one index-only aggregate). */
export async function findLibraryVersion(db: Database): Promise<string> {
  const [row] = await db.select({ total: count(), changed: max(practices.updatedAt) }).from(practices);
  return `${row?.total ?? 0}:${row?.changed?.toISOString() ?? ''}`;
}

/** Every practice with its category, by name, and every tag (two queries at once). */
export async function listLibrary(db: Database) {
  const [practiceRows, tagRows] = await Promise.all([
    db
      .select({
        id: practices.id,
        name: practices.name,
        description: practices.description,
        durationMinutes: practices.durationMinutes,
        difficultyLevel: practices.difficultyLevel,
        coachId: practices.coachId,
        targetGoals: practices.targetGoals,
        moodTargets: practices.moodTargets,
        stressTypes: practices.stressTypes,
        whyItHelps: practices.neuroscienceExplanation,
        category: practiceCategories.name,
        categorySlug: practiceCategories.slug,
      })
      .from(practices)
      .innerJoin(practiceCategories, eq(practiceCategories.id, practices.categoryId))
      .orderBy(asc(practices.name)),
    db.select({ practiceId: practiceTags.practiceId, tagName: practiceTags.tagName }).from(practiceTags),
  ]);
  return { practiceRows, tagRows };
}
