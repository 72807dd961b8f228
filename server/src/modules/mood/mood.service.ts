import { energyFromMood, moodInsight, roundToOneDecimal, stressFromMood } from '@flowmind/core/mood';
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
import { HttpError } from '../../http/errors';
import {
  findLatestMoodOn,
  findMoodAuthor,
  insertInitialMoodOnce,
  insertMoodEntry,
  insertMoodEntryIn,
  listMoodEntriesSince,
  listRecentMoods,
  type MoodEntryRow,
} from './mood.repository';

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

/** Logs a mood: only for people who finished onboarding; energy and stress are derived. */
export async function logMood(db: Database, userId: string, input: MoodEntryInput): Promise<MoodEntry> {
  const author = await findMoodAuthor(db, userId);
  if (!author?.onboardingCompleted) throw new HttpError(403, 'onboarding_required', MOOD_NEEDS_ONBOARDING);
  const row = await insertMoodEntry(db, {
    userId,
    moodScore: input.mood_score,
    energyLevel: energyFromMood(input.mood_score),
    stressLevel: stressFromMood(input.mood_score),
    notes: input.notes || null,
    entryType: 'daily',
    localDate: localDateIn(author.timezone),
  });
  return toMoodEntry(row);
}

/** A mood another module's rows come with, for the person's local day. */
export interface MoodAlongside {
  userId: string;
  score: number;
  note: string;
  localDate: string;
}

/**
 * Logs a mood inside another module's transaction (the mood chosen after a practice): energy and stress
 * are derived exactly as for a mood logged on its own, and the entry is kept only with the caller's rows.
 */
export async function logMoodIn(tx: Transaction, mood: MoodAlongside): Promise<void> {
  await insertMoodEntryIn(tx, {
    userId: mood.userId,
    moodScore: mood.score,
    energyLevel: energyFromMood(mood.score),
    stressLevel: stressFromMood(mood.score),
    notes: mood.note,
    entryType: 'daily',
    localDate: mood.localDate,
  });
}

/**
 * Logs the questionnaire's mood inside the onboarding transaction, once per person (a retried submission
 * finds it there). The note marks it as the sign-up mood.
 */
export async function logInitialMoodIn(tx: Transaction, mood: Omit<MoodAlongside, 'note'>): Promise<void> {
  await insertInitialMoodOnce(tx, {
    userId: mood.userId,
    moodScore: mood.score,
    energyLevel: energyFromMood(mood.score),
    stressLevel: stressFromMood(mood.score),
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
