import type { PracticeCompletionInput } from '@flowmind/core/contracts/practices';
import {
  PRACTICE_NEEDS_ONBOARDING,
  PRACTICE_NOT_FOUND,
  practiceMoodNote,
  STATS_CATEGORIES,
  statsCategoryOf,
  type Practice,
  type PracticeCategory,
  type PracticeCompletion,
  type PracticeStatistics,
} from '@flowmind/core/contracts/practices';
import { energyFromMood, stressFromMood } from '@flowmind/core/mood';
import { rankPractices } from '@flowmind/core/practice-recommendation';
import { addDays, localDateIn } from '@flowmind/core/time';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import {
  completionStatsByCategory,
  countCompletions,
  findCompletion,
  findPracticeOwner,
  findTimezone,
  insertCompletionOnce,
  listCategories,
  listCompletionsOn,
  listCompletionsSince,
  listPractices,
  type CategoryRow,
  type CompletionWithPractice,
  type PracticeWithRelations,
} from './practices.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  db: Database,
  filter: { coachId?: string; categoryId?: string },
): Promise<Practice[]> {
  return (await listPractices(db, filter)).map(toPractice);
}

export async function getPractice(db: Database, practiceId: string): Promise<Practice> {
  const [row] = UUID.test(practiceId) ? await listPractices(db, { practiceId }) : [];
  if (!row) throw notFound(PRACTICE_NOT_FOUND);
  return toPractice(row);
}

function practiceStylesOf(onboardingData: unknown): string[] {
  const styles = (onboardingData as { practice_style?: unknown } | null)?.practice_style;
  return Array.isArray(styles) ? styles.filter((style): style is string => typeof style === 'string') : [];
}

/**
 * My coach's practices (all practices when I have none), or those of the coach asked for, ranked by my goals,
 * stress and practice style.
 */
export async function getRecommendedPractices(
  db: Database,
  userId: string,
  coachId?: string,
): Promise<Practice[]> {
  const owner = await findPracticeOwner(db, userId);
  const fromCoach = coachId ?? owner?.coachId;
  const rows = await listPractices(db, fromCoach ? { coachId: fromCoach } : {});
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
 * (created false) and nothing is written twice. The mood chosen on the done screen is logged with the
 * note 'After {practice name} practice'.
 */
export async function recordPracticeCompletion(
  db: Database,
  userId: string,
  input: z.output<typeof PracticeCompletionInput>,
  now: Date = new Date(),
): Promise<{ completion: PracticeCompletion; created: boolean }> {
  const owner = await requireOwner(db, userId);
  const practice = await getPractice(db, input.practiceId);
  const localDate = localDateIn(owner.timezone, now);
  const { id, created } = await insertCompletionOnce(
    db,
    {
      userId,
      practiceId: practice.id,
      coachId: owner.coachId ?? practice.coach_id,
      completionDate: now,
      localDate,
      completionStatus: 'completed',
      durationActualMinutes: input.durationActualMinutes ?? practice.duration_minutes,
      moodBefore: input.moodBefore,
      moodAfter: input.moodAfter ?? null,
      effectivenessRating: input.effectivenessRating,
      difficultyRating: input.difficultyRating,
      engagementRating: input.engagementRating,
      wouldRepeat: input.wouldRepeat,
      userNotes: input.userNotes || null,
    },
    input.moodAfter
      ? {
          score: input.moodAfter,
          energy: energyFromMood(input.moodAfter),
          stress: stressFromMood(input.moodAfter),
          note: practiceMoodNote(practice.name),
        }
      : undefined,
  );
  const row = await findCompletion(db, userId, id);
  return { completion: toCompletion(row!), created };
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
