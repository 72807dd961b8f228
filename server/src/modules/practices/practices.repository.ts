import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  coaches,
  moodEntries,
  practiceCategories,
  practiceEffectiveness,
  practiceTags,
  practices,
  users,
} from '../../db/schema';

export type PracticeRow = typeof practices.$inferSelect;
export type CategoryRow = typeof practiceCategories.$inferSelect;
export type TagRow = typeof practiceTags.$inferSelect;
export type CompletionRow = typeof practiceEffectiveness.$inferSelect;

export interface PracticeWithRelations {
  practice: PracticeRow;
  category: CategoryRow;
  coach: { id: string; name: string; specialization: string; avatarConfig: { image_url: string } } | null;
  tags: TagRow[];
}

export async function listCategories(db: Database, name?: string): Promise<CategoryRow[]> {
  const query = db.select().from(practiceCategories);
  return (name ? query.where(sql`lower(${practiceCategories.name}) = lower(${name})`) : query).orderBy(
    asc(practiceCategories.name),
  );
}

/** Practices with their category, owning coach and tags, ordered by name (two queries, no N+1). */
export async function listPractices(
  db: Database,
  filter: { coachId?: string; categoryId?: string; practiceId?: string } = {},
): Promise<PracticeWithRelations[]> {
  const conditions = [
    filter.coachId ? eq(practices.coachId, filter.coachId) : undefined,
    filter.categoryId ? eq(practices.categoryId, filter.categoryId) : undefined,
    filter.practiceId ? eq(practices.id, filter.practiceId) : undefined,
  ].filter((condition) => condition !== undefined);
  const rows = await db
    .select({
      practice: practices,
      category: practiceCategories,
      coachId: coaches.id,
      coachName: coaches.name,
      coachSpecialization: coaches.specialization,
      coachAvatar: coaches.avatarConfig,
    })
    .from(practices)
    .innerJoin(practiceCategories, eq(practiceCategories.id, practices.categoryId))
    .leftJoin(coaches, eq(coaches.id, practices.coachId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(practices.name));
  const ids = rows.map((row) => row.practice.id);
  const tags =
    ids.length > 0 ? await db.select().from(practiceTags).where(inArray(practiceTags.practiceId, ids)) : [];
  return rows.map((row) => ({
    practice: row.practice,
    category: row.category,
    coach:
      row.coachId && row.coachName && row.coachSpecialization && row.coachAvatar
        ? {
            id: row.coachId,
            name: row.coachName,
            specialization: row.coachSpecialization,
            avatarConfig: row.coachAvatar,
          }
        : null,
    tags: tags.filter((tag) => tag.practiceId === row.practice.id),
  }));
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

const timezoneStatement = preparedStatement('practice_owner_timezone', (db, name) =>
  db
    .select({ timezone: users.timezone })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name),
);

/** The person's time zone alone: what "today" means for them. */
export async function findTimezone(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await timezoneStatement(db).execute({ userId });
  return row?.timezone;
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

/**
 * Records a completion once per person, practice and local day. The unique index decides: a concurrent
 * or repeated request finds the existing row. The post-practice mood is written only with a new row.
 */
export async function insertCompletionOnce(
  db: Database,
  values: typeof practiceEffectiveness.$inferInsert,
  mood: { score: number; energy: number; stress: number; note: string } | undefined,
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
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
    if (inserted) {
      if (mood) {
        await tx.insert(moodEntries).values({
          userId: values.userId,
          moodScore: mood.score,
          energyLevel: mood.energy,
          stressLevel: mood.stress,
          notes: mood.note,
          entryType: 'daily',
          localDate: values.localDate,
        });
      }
      return { id: inserted.id, created: true };
    }
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
  });
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
