import type { PracticeInsights, PracticeTrackRecord } from '@flowmind/core/contracts/insights';
import {
  buildPracticeInsights,
  measuredMoodChange,
  practiceTrackRecords,
  timeOfDayIn,
  type SessionFeedback,
} from '@flowmind/core/practice-insights';
import type { Database, Transaction } from '../../db/client';
import {
  addSessionToTotals,
  listCategoryTotals,
  listPracticeTotals,
  listTimeOfDayTotals,
} from './insights.repository';

/**
 * Counts one finished session of a practice toward what helps the person, in the transaction that records
 * it: its mood change when both moods were answered, its rating when helpfulness was, in the part of the
 * person's local day it ended in. A session with neither answered changes nothing.
 */
export async function countSessionIn(
  tx: Transaction,
  session: { userId: string; practiceId: string; timezone: string; at: Date } & SessionFeedback,
): Promise<void> {
  const moodChange = measuredMoodChange(session);
  const rating = session.rating ?? null;
  if (moodChange === null && rating === null) return;
  await addSessionToTotals(tx, {
    userId: session.userId,
    practiceId: session.practiceId,
    timeOfDay: timeOfDayIn(session.timezone, session.at),
    moodChange,
    rating,
  });
}

/**
 * GET /api/v1/practices/insights: what helps the person, from their running totals (three small queries
 * at once whose cost depends on the number of practices, never on how long their history is).
 */
export async function getPracticeInsights(db: Database, userId: string): Promise<PracticeInsights> {
  const [practices, categories, timesOfDay] = await Promise.all([
    listPracticeTotals(db, userId),
    listCategoryTotals(db, userId),
    listTimeOfDayTotals(db, userId),
  ]);
  return buildPracticeInsights({ practices, categories, timesOfDay });
}

// ---- for other modules (composed in app.ts) ----------------------------------------------------

/** How each practice the person has any measured or rated session of has gone for them, whatever the count. */
export async function getPracticeTrackRecords(db: Database, userId: string): Promise<PracticeTrackRecord[]> {
  return practiceTrackRecords(await listPracticeTotals(db, userId));
}
