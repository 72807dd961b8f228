import { z } from 'zod';
import { RecordedAt } from './offline-writes';

export const PracticeCategory = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type PracticeCategory = z.infer<typeof PracticeCategory>;

export const PracticeTag = z.object({ tag_name: z.string(), tag_type: z.string(), weight: z.number() });

export const Practice = z.object({
  id: z.string(),
  coach_id: z.string().nullable(),
  category_id: z.string(),
  name: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  difficulty_level: z.string(),
  step_by_step_guide: z.unknown(),
  target_goals: z.array(z.string()),
  mood_targets: z.array(z.string()),
  stress_types: z.array(z.string()),
  neuroscience_explanation: z.string().nullable(),
  success_metrics: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  coach: z
    .object({ id: z.string(), name: z.string(), specialization: z.string(), avatar_url: z.string() })
    .nullable(),
  category: PracticeCategory,
  tags: z.array(PracticeTag),
});
export type Practice = z.infer<typeof Practice>;

export const PracticeList = z.object({ practices: z.array(Practice) });
export const PracticeListQuery = z.object({
  coachId: z.uuid('coachId must be a coach id.').optional(),
  categoryId: z.uuid('categoryId must be a category id.').optional(),
});

/** Recommended for me, by default from my coach's practices; `coachId` ranks another coach's for me. */
export const RecommendedPracticesQuery = z.object({
  coachId: z.uuid('coachId must be a coach id.').optional(),
});

export const CategoryList = z.object({ categories: z.array(PracticeCategory) });
export const CategoryQuery = z.object({ name: z.string().trim().max(100).optional() });

/** Words under the ends of 'How helpful was this?' (1 to 10); the scores between are numbers alone. */
export const HELPFULNESS_LABELS = ['Not at all', '', '', '', '', '', '', '', '', 'A lot'] as const;

const rating = z.number().int().min(1, 'Ratings go from 1 to 10.').max(10, 'Ratings go from 1 to 10.');

/**
 * What a completion stores for a question the person skipped, as the spec records it. These are not
 * answers: only an answered mood before and helpfulness count toward what helps them (decision 0019).
 */
export const STORED_WHEN_SKIPPED = { moodBefore: 5, effectivenessRating: 8 } as const;

/**
 * A finished practice. The player asks for the mood after, and (skippable) the mood before and how helpful
 * the practice was; whatever is not given takes the fixed value recorded when nothing asks: mood before 5,
 * effectiveness 8 (STORED_WHEN_SKIPPED, applied by the server, which must know whether they were answered),
 * difficulty 5, engagement 8, would repeat.
 */
export const PracticeCompletionInput = z.object({
  practiceId: z.uuid('Choose a practice.'),
  moodAfter: rating.optional(),
  moodBefore: rating.optional(),
  effectivenessRating: rating.optional(),
  difficultyRating: rating.default(5),
  engagementRating: rating.default(8),
  wouldRepeat: z.boolean().default(true),
  durationActualMinutes: z.number().int().min(0).max(1440).optional(),
  userNotes: z.string().trim().max(2000).optional(),
  /** When the practice was finished, for one queued offline and sent later (decision 0024). */
  recordedAt: RecordedAt,
});
export type PracticeCompletionInput = z.input<typeof PracticeCompletionInput>;

export const PracticeCompletion = z.object({
  id: z.string(),
  practice_id: z.string(),
  coach_id: z.string().nullable(),
  completion_date: z.string(),
  local_date: z.string(),
  completion_status: z.string(),
  duration_actual_minutes: z.number().nullable(),
  mood_before: z.number().nullable(),
  mood_after: z.number().nullable(),
  effectiveness_rating: z.number().nullable(),
  difficulty_rating: z.number().nullable(),
  engagement_rating: z.number().nullable(),
  would_repeat: z.boolean().nullable(),
  user_notes: z.string().nullable(),
  practice: z.object({ id: z.string(), name: z.string(), duration_minutes: z.number() }),
  category_name: z.string(),
});
export type PracticeCompletion = z.infer<typeof PracticeCompletion>;

export const RecordCompletionResult = z.object({ completion: PracticeCompletion, created: z.boolean() });
export const CompletionList = z.object({ completions: z.array(PracticeCompletion) });
export const RecentCompletionsQuery = z.object({
  days: z.coerce.number().int().min(1).max(3650).default(14),
});

export const STATS_CATEGORIES = [
  'mindfulness',
  'breathwork',
  'visualization',
  'gratitude',
  'neuroscience',
] as const;
export type StatsCategory = (typeof STATS_CATEGORIES)[number];

export const PracticeStatistics = z.object({
  recent: z.object({
    mindfulness: z.number(),
    breathwork: z.number(),
    visualization: z.number(),
    gratitude: z.number(),
    neuroscience: z.number(),
    total: z.number(),
  }),
  today: z.object({
    totalCompletions: z.number(),
    totalMinutes: z.number(),
    categoryBreakdown: z.record(z.string(), z.number()),
  }),
  allTime: z.object({ total: z.number() }),
});
export type PracticeStatistics = z.infer<typeof PracticeStatistics>;

export const CompletionStats = z.object({
  stats: z.array(z.object({ category: z.string(), total_practices: z.number() })),
});

export const PRACTICE_NOT_FOUND = 'Practice not found';
export const PRACTICE_NEEDS_ONBOARDING = 'Finish setting up your profile before recording practices.';

/** Maps a category name to its stats bucket: 'guided' counts as visualization, 'well-being' as neuroscience. */
export function statsCategoryOf(categoryName: string): StatsCategory | undefined {
  const name = categoryName.toLowerCase();
  if (name.includes('mindful')) return 'mindfulness';
  if (name.includes('breath')) return 'breathwork';
  if (name.includes('visual') || name.includes('guided')) return 'visualization';
  if (name.includes('gratitude')) return 'gratitude';
  if (name.includes('neuro') || name.includes('well-being') || name.includes('wellbeing'))
    return 'neuroscience';
  return undefined;
}

/** The note on the mood a finished practice records, naming the practice so the history shows its source. */
export function practiceMoodNote(practiceName: string): string {
  return `After ${practiceName} practice`;
}
