import { energyFromMood, moodInsight, roundToOneDecimal, stressFromMood } from '@flowmind/core/mood';
import { addDays, localDateIn } from '@flowmind/core/time';
import {
  MOOD_NEEDS_ONBOARDING,
  type MoodEntry,
  type MoodEntryInput,
  type MoodStats,
  type TodayMood,
} from '@flowmind/core/contracts/mood';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import {
  findLatestMoodOn,
  findMoodAuthor,
  insertMoodEntry,
  listMoodEntriesSince,
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
