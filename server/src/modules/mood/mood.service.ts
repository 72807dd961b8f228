import {
  energyFromMood,
  MOOD_CORRECTION_MINUTES,
  moodInsight,
  roundToOneDecimal,
  stressFromMood,
} from '@flowmind/core/mood';
import { addDays, localDateIn } from '@flowmind/core/time';
import {
  MOOD_NEEDS_ONBOARDING,
  type MoodEntry,
  type MoodEntryInput,
  type MoodStats,
  type TodayMood,
} from '@flowmind/core/contracts/mood';
import { INITIAL_MOOD_NOTE } from '@flowmind/core/onboarding';
import type { Database, Transaction } from '../../db/client';
import { actionInstant, IDEMPOTENCY_KEY_REUSED } from '@flowmind/core/contracts/offline-writes';
import { HttpError } from '../../http/errors';
import {
  findLatestMoodOn,
  findMoodAuthor,
  findMoodEntryOfRequest,
  insertInitialMoodOnce,
  insertMoodEntry,
  insertMoodEntryIn,
  listMoodEntriesSince,
  listRecentMoods,
  updateRecentMoodScore,
  type MoodEntryRow,
} from './mood.repository';

/** A mood score with the energy and stress every entry derives from it. */
function scored(score: number) {
  return { moodScore: score, energyLevel: energyFromMood(score), stressLevel: stressFromMood(score) };
}

export function toMoodEntry(row: MoodEntryRow): MoodEntry {
  return {
    id: row.id,
    mood_score: row.moodScore,
    energy_level: row.energyLevel,
    stress_level: row.stressLevel,
    notes: row.notes,
    entry_type: row.entryType,
    created_at: row.createdAt.toISOString(),
    local_date: row.localDate,
  };
}

/**
 * Logs a mood: only for people who finished onboarding; energy and stress are derived. A check-in made
 * offline carries the time it was made (`recordedAt`): it is stored for that moment and counts for that
 * local day. With a request key (`requestId`, the Idempotency-Key), a copy of the request returns the
 * entry the first one wrote and writes nothing more; the same key with another mood or note is refused.
 */
export async function logMood(
  db: Database,
  userId: string,
  input: MoodEntryInput,
  { requestId, now = new Date() }: { requestId?: string; now?: Date } = {},
): Promise<MoodEntry> {
  const author = await findMoodAuthor(db, userId);
  if (!author?.onboardingCompleted) throw new HttpError(403, 'onboarding_required', MOOD_NEEDS_ONBOARDING);
  const when = actionInstant(input.recordedAt, now);
  if ('refused' in when) {
    // A late copy of a request that was stored in time still gets its first answer.
    const stored = requestId ? await findMoodEntryOfRequest(db, userId, requestId) : undefined;
    if (!stored) throw new HttpError(400, 'invalid_request', when.refused);
    return sameCheckIn(stored, input);
  }
  const { row, created } = await insertMoodEntry(db, {
    userId,
    ...scored(input.mood_score),
    notes: input.notes || null,
    entryType: 'daily',
    // Today's date is cached per zone: worked out from the instant only for a check-in made earlier.
    localDate:
      input.recordedAt === undefined ? localDateIn(author.timezone) : localDateIn(author.timezone, when.at),
    createdAt: when.at,
    clientRequestId: requestId ?? null,
  });
  return created ? toMoodEntry(row) : sameCheckIn(row, input);
}

/**
 * Corrects a mood the person gave moments ago ('make that a 7'): the entry takes the new score, with energy
 * and stress derived again, and the progress totals follow. Only an entry of theirs written within the last
 * MOOD_CORRECTION_MINUTES, never the questionnaire's; null otherwise, so the caller can log a new one.
 */
export async function correctMood(
  db: Database,
  userId: string,
  entryId: string,
  score: number,
  now = new Date(),
): Promise<MoodEntry | null> {
  const row = await updateRecentMoodScore(db, {
    userId,
    entryId,
    since: new Date(now.getTime() - MOOD_CORRECTION_MINUTES * 60_000),
    ...scored(score),
  });
  return row ? toMoodEntry(row) : null;
}

/**
 * The entry a request key wrote, as its first answer, when this request is a copy of that one: the same
 * mood and note (the time is not compared: a copy sent from the queue carries the time of the action, the
 * first attempt did not need to).
 */
function sameCheckIn(row: MoodEntryRow, input: MoodEntryInput): MoodEntry {
  if (row.moodScore !== input.mood_score || row.notes !== (input.notes || null))
    throw new HttpError(422, 'idempotency_key_reused', IDEMPOTENCY_KEY_REUSED);
  return toMoodEntry(row);
}

/** A mood another module's rows come with, for the person's local day. */
export interface MoodAlongside {
  userId: string;
  score: number;
  note: string;
  localDate: string;
  /** When it was chosen (a completion sent from an offline queue arrives later). */
  at: Date;
}

/**
 * Logs a mood inside another module's transaction (the mood chosen after a practice): energy and stress
 * are derived exactly as for a mood logged on its own, and the entry is kept only with the caller's rows.
 */
export async function logMoodIn(tx: Transaction, mood: MoodAlongside): Promise<void> {
  await insertMoodEntryIn(tx, {
    userId: mood.userId,
    ...scored(mood.score),
    notes: mood.note,
    entryType: 'daily',
    localDate: mood.localDate,
    createdAt: mood.at,
  });
}

/**
 * Logs the questionnaire's mood inside the onboarding transaction, once per person (a retried submission
 * finds it there). The note marks it as the sign-up mood.
 */
export async function logInitialMoodIn(
  tx: Transaction,
  mood: Omit<MoodAlongside, 'note' | 'at'>,
): Promise<void> {
  await insertInitialMoodOnce(tx, {
    userId: mood.userId,
    ...scored(mood.score),
    entryType: 'daily',
    localDate: mood.localDate,
  });
}

/** A mood as a coach reads it. */
export interface RecentMood {
  score: number;
  createdAt: Date;
  /** The questionnaire's mood, stored as an entry too. */
  atSignUp: boolean;
}

/** The person's newest `limit` moods, newest first. */
export async function getRecentMoods(db: Database, userId: string, limit: number): Promise<RecentMood[]> {
  const rows = await listRecentMoods(db, userId, limit);
  return rows.map((row) => ({
    score: row.score,
    createdAt: row.createdAt,
    atSignUp: row.notes === INITIAL_MOOD_NOTE,
  }));
}

export async function getTodayMood(db: Database, userId: string): Promise<TodayMood> {
  const author = await findMoodAuthor(db, userId);
  const row = author ? await findLatestMoodOn(db, userId, localDateIn(author.timezone)) : undefined;
  return { entry: row ? toMoodEntry(row) : null, hasLoggedToday: row !== undefined };
}

async function windowStart(db: Database, userId: string, days: number): Promise<string> {
  const author = await findMoodAuthor(db, userId);
  return addDays(localDateIn(author?.timezone ?? 'UTC'), -(days - 1));
}

/** Mood history over the last `days` local days (30 by default, 60 on refresh), newest first. */
export async function getMoodHistory(db: Database, userId: string, days: number): Promise<MoodEntry[]> {
  return (await listMoodEntriesSince(db, userId, await windowStart(db, userId, days))).map(toMoodEntry);
}

/** Averages over the last `days` local days, one decimal, with insights from 3 entries on. */
export async function getMoodStats(db: Database, userId: string, days: number): Promise<MoodStats> {
  const rows = await listMoodEntriesSince(db, userId, await windowStart(db, userId, days));
  const average = (values: number[]) =>
    values.length === 0
      ? null
      : roundToOneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length);
  return {
    days,
    entryCount: rows.length,
    averageMood: average(rows.map((row) => row.moodScore)),
    averageEnergy: average(rows.map((row) => row.energyLevel)),
    averageStress: average(rows.map((row) => row.stressLevel)),
    insight: moodInsight(rows.map((row) => row.moodScore)),
  };
}
