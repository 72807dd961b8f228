import { createHash } from 'node:crypto';
import type { PracticeCompletionInput } from '@flowmind/core/contracts/practices';
import {
  PRACTICE_NEEDS_ONBOARDING,
  PRACTICE_NOT_FOUND,
  practiceMoodNote,
  STATS_CATEGORIES,
  STORED_WHEN_SKIPPED,
  statsCategoryOf,
  type Practice,
  type PracticeCategory,
  type PracticeCompletion,
  type PracticeStatistics,
} from '@flowmind/core/contracts/practices';
import { actionInstant, IDEMPOTENCY_KEY_REUSED } from '@flowmind/core/contracts/offline-writes';
import { rankPractices } from '@flowmind/core/practice-recommendation';
import { addDays, localDateIn } from '@flowmind/core/time';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { findTimezone } from '../../db/person-timezone';
import type { LibraryPractice } from '../../integrations/llm/coach-engine';
import { HttpError, notFound } from '../../http/errors';
import {
  completionStatsByCategory,
  countCompletions,
  findCompletion,
  findCompletionRequest,
  findLibraryVersion,
  findPracticeOwner,
  insertCompletionOnce,
  listCategories,
  listCompletionsOn,
  listCompletionsSince,
  listLibrary,
  listPracticeRows,
  listRecentCompletions,
  listTagsOf,
  type CategoryRow,
  type CompletionWithPractice,
  type PracticeRow,
  type TagRow,
} from './practices.repository';
import { UUID } from '../../http/uuid';
import { countSessionIn } from './insights.service';

/** The coach a practice belongs to, as a practice shows them. */
export interface PracticeCoach {
  id: string;
  name: string;
  specialization: string;
  avatarConfig: { image_url: string };
}

/** What practices need from other modules (composed in app.ts). */
export interface PracticeNeighbours {
  /** The cards of the coaches with these ids (the coaches module's); unknown ids are left out. */
  coachCards(coachIds: string[]): Promise<PracticeCoach[]>;
  /**
   * Logs the mood chosen after a practice inside the completion's transaction (the mood module's), so the
   * mood is kept exactly when the completion is.
   */
  logMoodIn(
    tx: Transaction,
    mood: { userId: string; score: number; note: string; localDate: string; at: Date },
  ): Promise<void>;
}

export interface PracticeDeps {
  db: Database;
  neighbours: PracticeNeighbours;
}

interface PracticeWithRelations {
  practice: PracticeRow;
  category: CategoryRow;
  coach: PracticeCoach | null;
  tags: TagRow[];
}

/**
 * Practices with their category, tags and coach, ordered by name: the practices first, then their tags
 * and their coaches at once (two round trips, whatever the count).
 */
async function listPractices(
  { db, neighbours }: PracticeDeps,
  filter: { coachId?: string; categoryId?: string; practiceId?: string } = {},
): Promise<PracticeWithRelations[]> {
  const rows = await listPracticeRows(db, filter);
  const practiceIds = rows.map((row) => row.practice.id);
  const coachIds = [
    ...new Set(rows.map((row) => row.practice.coachId).filter((id): id is string => id !== null)),
  ];
  const [tags, coaches] = await Promise.all([
    listTagsOf(db, practiceIds),
    coachIds.length > 0 ? neighbours.coachCards(coachIds) : [],
  ]);
  const coachById = new Map(coaches.map((coach) => [coach.id, coach]));
  return rows.map(({ practice, category }) => ({
    practice,
    category,
    coach: practice.coachId ? (coachById.get(practice.coachId) ?? null) : null,
    tags: tags.filter((tag) => tag.practiceId === practice.id),
  }));
}

function toCategory(row: CategoryRow): PracticeCategory {
  return { id: row.id, name: row.name, description: row.description };
}

function toPractice({ practice, category, coach, tags }: PracticeWithRelations): Practice {
  return {
    id: practice.id,
    coach_id: practice.coachId,
    category_id: practice.categoryId,
    name: practice.name,
    description: practice.description,
    duration_minutes: practice.durationMinutes,
    difficulty_level: practice.difficultyLevel,
    step_by_step_guide: practice.stepByStepGuide,
    target_goals: practice.targetGoals,
    mood_targets: practice.moodTargets,
    stress_types: practice.stressTypes,
    neuroscience_explanation: practice.neuroscienceExplanation,
    success_metrics: practice.successMetrics,
    created_at: practice.createdAt.toISOString(),
    updated_at: practice.updatedAt.toISOString(),
    coach: coach
      ? {
          id: coach.id,
          name: coach.name,
          specialization: coach.specialization,
          avatar_url: coach.avatarConfig.image_url,
        }
      : null,
    category: toCategory(category),
    tags: tags.map((tag) => ({ tag_name: tag.tagName, tag_type: tag.tagType, weight: tag.weight })),
  };
}

function toCompletion(row: CompletionWithPractice): PracticeCompletion {
  const { completion } = row;
  return {
    id: completion.id,
    practice_id: completion.practiceId,
    coach_id: completion.coachId,
    completion_date: completion.completionDate.toISOString(),
    local_date: completion.localDate,
    completion_status: completion.completionStatus,
    duration_actual_minutes: completion.durationActualMinutes,
    mood_before: completion.moodBefore,
    mood_after: completion.moodAfter,
    effectiveness_rating: completion.effectivenessRating,
    difficulty_rating: completion.difficultyRating,
    engagement_rating: completion.engagementRating,
    would_repeat: completion.wouldRepeat,
    user_notes: completion.userNotes,
    practice: { id: completion.practiceId, name: row.practiceName, duration_minutes: row.practiceDuration },
    category_name: row.categoryName,
  };
}

export async function getCategories(db: Database, name?: string): Promise<PracticeCategory[]> {
  return (await listCategories(db, name)).map(toCategory);
}

export async function getPractices(
  deps: PracticeDeps,
  filter: { coachId?: string; categoryId?: string },
): Promise<Practice[]> {
  return (await listPractices(deps, filter)).map(toPractice);
}

export async function getPractice(deps: PracticeDeps, practiceId: string): Promise<Practice> {
  const [row] = UUID.test(practiceId) ? await listPractices(deps, { practiceId }) : [];
  if (!row) throw notFound(PRACTICE_NOT_FOUND);
  return toPractice(row);
}

/** The practice styles among the onboarding answers as stored (any shape: older rows differ). */
export function practiceStylesOf(onboardingData: unknown): string[] {
  const styles = (onboardingData as { practice_style?: unknown } | null)?.practice_style;
  return Array.isArray(styles) ? styles.filter((style): style is string => typeof style === 'string') : [];
}

/**
 * My coach's practices (all practices when I have none), or those of the coach asked for, ranked by my goals,
 * stress and practice style.
 */
export async function getRecommendedPractices(
  deps: PracticeDeps,
  userId: string,
  coachId?: string,
): Promise<Practice[]> {
  const owner = await findPracticeOwner(deps.db, userId);
  const fromCoach = coachId ?? owner?.coachId;
  const rows = await listPractices(deps, fromCoach ? { coachId: fromCoach } : {});
  const ranked = rankPractices(
    rows.map((row) => ({
      row,
      id: row.practice.id,
      name: row.practice.name,
      categoryName: row.category.name,
      targetGoals: row.practice.targetGoals,
      stressTypes: row.practice.stressTypes,
      tags: row.tags,
    })),
    {
      goals: owner?.primaryGoals ?? [],
      stressSources: owner?.stressSources ?? [],
      practiceStyles: practiceStylesOf(owner?.onboardingData),
      preferredTime: owner?.preferredPracticeTime,
    },
  );
  return ranked.map(({ row }) => toPractice(row));
}

async function requireOwner(db: Database, userId: string) {
  const owner = await findPracticeOwner(db, userId);
  if (!owner?.onboardingCompleted) throw new HttpError(403, 'onboarding_required', PRACTICE_NEEDS_ONBOARDING);
  return owner;
}

/**
 * Records a finished practice. Same person, practice and local day: the existing record comes back
 * (created false) and the completion is not written twice. The mood chosen on the done screen is always
 * logged, with the note 'After {practice name} practice', and the session always counts toward what helps
 * the person (its answered moods and rating), in the same transaction: a second session the same day is
 * a real session. Skipped questions are stored as the spec's fixed values but count toward nothing.
 */
export async function recordPracticeCompletion(
  { db, neighbours }: PracticeDeps,
  userId: string,
  input: z.output<typeof PracticeCompletionInput>,
  now: Date = new Date(),
  requestId?: string,
): Promise<{ completion: PracticeCompletion; created: boolean }> {
  const owner = await requireOwner(db, userId);
  const request = requestId ? { requestId, fingerprint: completionFingerprint(input) } : undefined;
  const when = actionInstant(input.recordedAt, now);
  if ('refused' in when) {
    // A late copy of a request that was recorded in time still gets its first answer.
    const stored = request ? await findCompletionRequest(db, userId, request.requestId) : undefined;
    if (!stored) throw new HttpError(400, 'invalid_request', when.refused);
    return answerAgain(db, userId, stored, request!);
  }
  const [found] = UUID.test(input.practiceId)
    ? await listPracticeRows(db, { practiceId: input.practiceId })
    : [];
  if (!found) throw notFound(PRACTICE_NOT_FOUND);
  const { practice } = found;
  const at = when.at;
  const localDate = localDateIn(owner.timezone, at);
  const moodAfter = input.moodAfter;
  const recorded = await insertCompletionOnce(
    db,
    {
      userId,
      practiceId: practice.id,
      coachId: owner.coachId ?? practice.coachId,
      completionDate: at,
      localDate,
      completionStatus: 'completed',
      durationActualMinutes: input.durationActualMinutes ?? practice.durationMinutes,
      moodBefore: input.moodBefore ?? STORED_WHEN_SKIPPED.moodBefore,
      moodAfter: input.moodAfter ?? null,
      effectivenessRating: input.effectivenessRating ?? STORED_WHEN_SKIPPED.effectivenessRating,
      difficultyRating: input.difficultyRating,
      engagementRating: input.engagementRating,
      wouldRepeat: input.wouldRepeat,
      userNotes: input.userNotes || null,
    },
    async (tx) => {
      if (moodAfter !== undefined)
        await neighbours.logMoodIn(tx, {
          userId,
          score: moodAfter,
          note: practiceMoodNote(practice.name),
          localDate,
          at,
        });
      await countSessionIn(tx, {
        userId,
        practiceId: practice.id,
        timezone: owner.timezone,
        at,
        moodBefore: input.moodBefore,
        moodAfter,
        rating: input.effectivenessRating,
      });
    },
    request,
  );
  if (recorded.replayOf !== undefined)
    return answerAgain(db, userId, { ...recorded, fingerprint: recorded.replayOf }, request!);
  const row = await findCompletion(db, userId, recorded.id);
  return { completion: toCompletion(row!), created: recorded.created };
}

/**
 * What a completion request says, less when it was sent: a copy from a device's queue carries the time of
 * the action (`recordedAt`) where the first attempt may not have, and is still the same request.
 */
function completionFingerprint(input: z.output<typeof PracticeCompletionInput>): string {
  const { recordedAt: _sentLater, ...content } = input;
  const ordered = Object.fromEntries(Object.entries(content).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(ordered)).digest('base64url');
}

/** The first answer to a request key, for a copy of that request; the key with another body is refused. */
async function answerAgain(
  db: Database,
  userId: string,
  stored: { id: string; created: boolean; fingerprint: string },
  request: { fingerprint: string },
): Promise<{ completion: PracticeCompletion; created: boolean }> {
  if (stored.fingerprint !== request.fingerprint)
    throw new HttpError(422, 'idempotency_key_reused', IDEMPOTENCY_KEY_REUSED);
  const row = await findCompletion(db, userId, stored.id);
  return { completion: toCompletion(row!), created: stored.created };
}

async function todayOf(db: Database, userId: string): Promise<string> {
  return localDateIn((await findTimezone(db, userId)) ?? 'UTC');
}

export async function getTodayCompletions(db: Database, userId: string): Promise<PracticeCompletion[]> {
  return (await listCompletionsOn(db, userId, await todayOf(db, userId))).map(toCompletion);
}

/** Completions of the last `days` local days, today included. */
export async function getRecentCompletions(
  db: Database,
  userId: string,
  days: number,
): Promise<PracticeCompletion[]> {
  const today = await todayOf(db, userId);
  return (await listCompletionsSince(db, userId, addDays(today, -(days - 1)))).map(toCompletion);
}

export async function getPracticeStatistics(
  db: Database,
  userId: string,
  days = 14,
): Promise<PracticeStatistics> {
  const today = await todayOf(db, userId);
  const [todayRows, recentStats, total] = await Promise.all([
    listCompletionsOn(db, userId, today),
    completionStatsByCategory(db, userId, addDays(today, -(days - 1))),
    countCompletions(db, userId),
  ]);
  const recent = Object.fromEntries(STATS_CATEGORIES.map((category) => [category, 0])) as Record<
    (typeof STATS_CATEGORIES)[number],
    number
  >;
  let recentTotal = 0;
  for (const row of recentStats) {
    const bucket = statsCategoryOf(row.category);
    if (bucket) recent[bucket] += row.totalPractices;
    recentTotal += row.totalPractices;
  }
  const categoryBreakdown: Record<string, number> = {};
  let totalMinutes = 0;
  for (const row of todayRows) {
    categoryBreakdown[row.categoryName] = (categoryBreakdown[row.categoryName] ?? 0) + 1;
    totalMinutes += row.completion.durationActualMinutes ?? row.practiceDuration;
  }
  return {
    recent: { ...recent, total: recentTotal },
    today: { totalCompletions: todayRows.length, totalMinutes, categoryBreakdown },
    allTime: { total },
  };
}

export async function getCompletionStats(db: Database, userId: string, days: number) {
  const today = await todayOf(db, userId);
  const rows = await completionStatsByCategory(db, userId, addDays(today, -(days - 1)));
  return rows.map((row) => ({ category: row.category, total_practices: row.totalPractices }));
}

// ---- for other modules (composed in app.ts) ----------------------------------------------------

/** A practice the person completed, as a coach reads it. */
export interface CompletedPractice {
  id: string;
  name: string;
  category: string;
  completedAt: Date;
  /** The person's calendar day of the completion. */
  localDate: string;
}

/** The person's newest `limit` completed practices, newest first. */
export async function getRecentCompletedPractices(
  db: Database,
  userId: string,
  limit: number,
): Promise<CompletedPractice[]> {
  const rows = await listRecentCompletions(db, userId, limit);
  return rows.map((row) => ({
    id: row.practiceId,
    name: row.name,
    category: row.category,
    completedAt: row.completedAt,
    localDate: row.localDate,
  }));
}

/** A practice of the library, with its category and tag names: what a coach engine searches, less the link. */
export type LibraryEntry = Omit<LibraryPractice, 'url'>;

/** The whole library by name, each practice with its tags (two queries at once). */
export async function getPracticeLibrary(db: Database): Promise<LibraryEntry[]> {
  const { practiceRows, tagRows } = await listLibrary(db);
  const tagsByPractice = new Map<string, string[]>();
  for (const tag of tagRows)
    tagsByPractice.set(tag.practiceId, [...(tagsByPractice.get(tag.practiceId) ?? []), tag.tagName]);
  return practiceRows.map((row) => ({ ...row, tags: tagsByPractice.get(row.id) ?? [] }));
}

/** Changes whenever a practice is added, removed or edited; cheap enough to ask once a minute. */
export async function getLibraryVersion(db: Database): Promise<string> {
  return findLibraryVersion(db);
}
