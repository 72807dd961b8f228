import { asc, eq, sql } from 'drizzle-orm';
import type { TimeOfDay } from '@flowmind/core/contracts/insights';
import type { CategoryTotals, PracticeTotals, TimeOfDayTotals } from '@flowmind/core/practice-insights';
import type { Database, Transaction } from '../../db/client';
import { practiceCategories, practices } from '../../db/schema';
import { practiceInsightTotals, timeOfDayInsightTotals } from '../../db/schema-insights';

/** What one session adds to the person's totals; null where the question was not answered. */
export interface SessionTotals {
  userId: string;
  practiceId: string;
  timeOfDay: TimeOfDay;
  moodChange: number | null;
  rating: number | null;
}

/**
 * Adds one session to the running totals, inside the completion's transaction. Each is a single upsert
 * that adds to the row in place, so concurrent sessions of the same person all count.
 */
export async function addSessionToTotals(tx: Transaction, session: SessionTotals): Promise<void> {
  const measured = session.moodChange !== null;
  if (measured || session.rating !== null) {
    await tx
      .insert(practiceInsightTotals)
      .values({
        userId: session.userId,
        practiceId: session.practiceId,
        sessions: measured ? 1 : 0,
        moodChangeSum: session.moodChange ?? 0,
        ratedSessions: session.rating === null ? 0 : 1,
        ratingSum: session.rating ?? 0,
      })
      .onConflictDoUpdate({
        target: [practiceInsightTotals.userId, practiceInsightTotals.practiceId],
        set: {
          sessions: sql`${practiceInsightTotals.sessions} + excluded.sessions`,
          moodChangeSum: sql`${practiceInsightTotals.moodChangeSum} + excluded.mood_change_sum`,
          ratedSessions: sql`${practiceInsightTotals.ratedSessions} + excluded.rated_sessions`,
          ratingSum: sql`${practiceInsightTotals.ratingSum} + excluded.rating_sum`,
          updatedAt: sql`now()`,
        },
      });
  }
  if (measured) {
    await tx
      .insert(timeOfDayInsightTotals)
      .values({
        userId: session.userId,
        timeOfDay: session.timeOfDay,
        sessions: 1,
        moodChangeSum: session.moodChange!,
      })
      .onConflictDoUpdate({
        target: [timeOfDayInsightTotals.userId, timeOfDayInsightTotals.timeOfDay],
        set: {
          sessions: sql`${timeOfDayInsightTotals.sessions} + 1`,
          moodChangeSum: sql`${timeOfDayInsightTotals.moodChangeSum} + excluded.mood_change_sum`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** The person's totals per practice, with the practice's name and category: one row per practice at most. */
export async function listPracticeTotals(db: Database, userId: string): Promise<PracticeTotals[]> {
  return db
    .select({
      practiceId: practiceInsightTotals.practiceId,
      practiceName: practices.name,
      categoryName: practiceCategories.name,
      sessions: practiceInsightTotals.sessions,
      moodChangeSum: practiceInsightTotals.moodChangeSum,
      ratedSessions: practiceInsightTotals.ratedSessions,
      ratingSum: practiceInsightTotals.ratingSum,
    })
    .from(practiceInsightTotals)
    .innerJoin(practices, eq(practices.id, practiceInsightTotals.practiceId))
    .innerJoin(practiceCategories, eq(practiceCategories.id, practices.categoryId))
    .where(eq(practiceInsightTotals.userId, userId))
    .orderBy(asc(practices.name));
}

/** The person's mood totals per category, summed over its practices' totals. */
export async function listCategoryTotals(db: Database, userId: string): Promise<CategoryTotals[]> {
  return db
    .select({
      categoryName: practiceCategories.name,
      sessions: sql<number>`sum(${practiceInsightTotals.sessions})::int`,
      moodChangeSum: sql<number>`sum(${practiceInsightTotals.moodChangeSum})::int`,
    })
    .from(practiceInsightTotals)
    .innerJoin(practices, eq(practices.id, practiceInsightTotals.practiceId))
    .innerJoin(practiceCategories, eq(practiceCategories.id, practices.categoryId))
    .where(eq(practiceInsightTotals.userId, userId))
    .groupBy(practiceCategories.id, practiceCategories.name)
    .orderBy(asc(practiceCategories.name));
}

/** The person's mood totals per part of the day (four rows at most). */
export async function listTimeOfDayTotals(db: Database, userId: string): Promise<TimeOfDayTotals[]> {
  const rows = await db
    .select({
      timeOfDay: timeOfDayInsightTotals.timeOfDay,
      sessions: timeOfDayInsightTotals.sessions,
      moodChangeSum: timeOfDayInsightTotals.moodChangeSum,
    })
    .from(timeOfDayInsightTotals)
    .where(eq(timeOfDayInsightTotals.userId, userId));
  // The table's check keeps time_of_day to TIMES_OF_DAY.
  return rows.map((row) => ({ ...row, timeOfDay: row.timeOfDay as TimeOfDay }));
}
