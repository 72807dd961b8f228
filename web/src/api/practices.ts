import { queryOptions, useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Practice,
  PracticeCategory,
  PracticeCompletion,
  PracticeCompletionInput,
  PracticeStatistics,
} from '@flowmind/core/contracts/practices';
import type { DailyPlan, PracticeInsights } from '@flowmind/core/contracts/insights';
import { apiFetch } from '../lib/api';
import { sendOrQueue, type WriteOutcome } from '../lib/offline-queue';
import { signedInPersonId } from '../lib/session';
import { queryKeys, invalidatesAfter } from '../lib/query-keys';

/** My coach's practices ranked for me (GET /api/v1/practices/recommended); every practice when I have no coach. */
export async function fetchRecommendedPractices(): Promise<Practice[]> {
  const { practices } = await apiFetch<{ practices: Practice[] }>('/api/v1/practices/recommended');
  return practices;
}

/** Keyed by the coach so that choosing another coach shows their practices, not the cached ones. */
export function recommendedPracticesQueryOptions(coachId: string | null) {
  return queryOptions({
    queryKey: queryKeys.practices.recommended(coachId),
    queryFn: fetchRecommendedPractices,
    staleTime: 5 * 60_000,
  });
}

export function useRecommendedPractices(coachId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...recommendedPracticesQueryOptions(coachId), enabled: options.enabled ?? true });
}

/** Every practice, optionally of one category (GET /api/v1/practices?categoryId=). */
export async function fetchPractices(filter: { categoryId?: string } = {}): Promise<Practice[]> {
  const search = filter.categoryId ? `?categoryId=${encodeURIComponent(filter.categoryId)}` : '';
  const { practices } = await apiFetch<{ practices: Practice[] }>(`/api/v1/practices${search}`);
  return practices;
}

export const allPracticesQueryOptions = queryOptions({
  queryKey: queryKeys.practices.list,
  queryFn: () => fetchPractices(),
  staleTime: 5 * 60_000,
});

/** One practice by id (GET /api/v1/practices/:id); an unknown id answers 404 'Practice not found'. */
export async function fetchPractice(practiceId: string): Promise<Practice> {
  const { practice } = await apiFetch<{ practice: Practice }>(
    `/api/v1/practices/${encodeURIComponent(practiceId)}`,
  );
  return practice;
}

export function practiceQueryOptions(practiceId: string) {
  return queryOptions({
    queryKey: queryKeys.practices.detail(practiceId),
    queryFn: () => fetchPractice(practiceId),
    staleTime: 5 * 60_000,
  });
}

/** Practice categories ordered by name (GET /api/v1/practice-categories). */
export async function fetchPracticeCategories(): Promise<PracticeCategory[]> {
  const { categories } = await apiFetch<{ categories: PracticeCategory[] }>('/api/v1/practice-categories');
  return categories;
}

export const practiceCategoriesQueryOptions = queryOptions({
  queryKey: queryKeys.practices.categories,
  queryFn: fetchPracticeCategories,
  staleTime: 10 * 60_000,
});

/**
 * What the player never asks, fixed: difficulty 5, engagement 8, would repeat. The mood before and how
 * helpful it was are sent only when the person answered: the server stores its fixed values otherwise,
 * and counts only answers toward what helps them.
 */
export const POST_PRACTICE_RATINGS = {
  difficultyRating: 5,
  engagementRating: 8,
  wouldRepeat: true,
} as const satisfies Partial<PracticeCompletionInput>;

/** Today's completions in my time zone, newest first (GET /api/v1/practice-completions/today). */
export async function fetchTodayCompletions(): Promise<PracticeCompletion[]> {
  const { completions } = await apiFetch<{ completions: PracticeCompletion[] }>(
    '/api/v1/practice-completions/today',
  );
  return completions;
}

export const todayCompletionsQueryOptions = queryOptions({
  queryKey: queryKeys.practiceCompletions.today,
  queryFn: fetchTodayCompletions,
});

/**
 * Today's completions (the plan's ticks); refreshed after a practice is recorded here (the write
 * invalidates them) or elsewhere (live updates).
 */
export function useTodayCompletions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...todayCompletionsQueryOptions, enabled: options.enabled ?? true });
}

export interface RecordCompletionResult {
  completion: PracticeCompletion;
  /** False when the practice was already recorded today: the existing record came back. */
  created: boolean;
}

/**
 * Records a finished practice once per local day, with the after-practice mood
 * (POST /api/v1/practice-completions), with a key of its own: without a connection it is kept on this
 * device for `personId` and sent when the connection returns.
 */
export function recordPracticeCompletion(
  input: PracticeCompletionInput,
  personId: string | null,
): Promise<WriteOutcome<RecordCompletionResult>> {
  return sendOrQueue<RecordCompletionResult>({
    url: '/api/v1/practice-completions',
    body: input,
    personId,
    changes: ['practice_completed', 'mood_logged'],
    label: 'Your practice',
  });
}

/**
 * Records a practice; the plan ticks it off at once, and completions, moods and progress refresh. The
 * done screen's mood is logged with the completion, so the write makes both kinds of change.
 */
export function useRecordPracticeCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PracticeCompletionInput) =>
      recordPracticeCompletion(input, signedInPersonId(queryClient)),
    // Runs offline too: the write is then kept on this device (TanStack Query would hold it paused, lost
    // with the tab, and show nothing).
    networkMode: 'always',
    ...invalidatesAfter(queryClient, 'practice_completed', 'mood_logged'),
    onSuccess: (outcome) => {
      if (outcome.kind !== 'sent') return;
      const { completion } = outcome.data;
      queryClient.setQueryData(todayCompletionsQueryOptions.queryKey, (today) =>
        today?.some((item) => item.id === completion.id) ? today : [completion, ...(today ?? [])],
      );
    },
  });
}

/** Recent counts per category, today's minutes and the all-time total (GET /api/v1/practice-completions/summary). */
export function fetchCompletionSummary(days: number): Promise<PracticeStatistics> {
  return apiFetch<PracticeStatistics>(`/api/v1/practice-completions/summary?days=${days}`);
}

export const completionSummaryQueryOptions = (days: number) =>
  queryOptions({
    queryKey: queryKeys.practiceCompletions.summary(days),
    queryFn: () => fetchCompletionSummary(days),
  });

export function useCompletionSummary(days: number) {
  return useQuery(completionSummaryQueryOptions(days));
}

/** My completed practices over the last `days` local days, with their category (GET /api/v1/practice-completions). */
export async function fetchRecentCompletions(days: number): Promise<PracticeCompletion[]> {
  const { completions } = await apiFetch<{ completions: PracticeCompletion[] }>(
    `/api/v1/practice-completions?days=${days}`,
  );
  return completions;
}

export const recentCompletionsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: queryKeys.practiceCompletions.recent(days),
    queryFn: () => fetchRecentCompletions(days),
  });

export function useRecentCompletions(days: number) {
  return useQuery(recentCompletionsQueryOptions(days));
}

/**
 * Today's short plan: about three of my coach's practices, each with why it is there; the same all day,
 * fresh the next (GET /api/v1/practices/plan).
 */
export function fetchDailyPlan(): Promise<DailyPlan> {
  return apiFetch<DailyPlan>('/api/v1/practices/plan');
}

/** Refreshed with today's completions: a practice recorded here or elsewhere stays ticked in the plan. */
export function dailyPlanQueryOptions(coachId: string | null) {
  return queryOptions({ queryKey: queryKeys.practiceCompletions.plan(coachId), queryFn: fetchDailyPlan });
}

export function useDailyPlan(coachId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...dailyPlanQueryOptions(coachId), enabled: options.enabled ?? true });
}

/**
 * What helps me: the mood change per practice, per category and the best time of day, over the sessions
 * where I said how I felt before and after (GET /api/v1/practices/insights).
 */
export function fetchPracticeInsights(): Promise<PracticeInsights> {
  return apiFetch<PracticeInsights>('/api/v1/practices/insights');
}

/** Refreshed with the completions: each recorded practice may change it. */
export const practiceInsightsQueryOptions = queryOptions({
  queryKey: queryKeys.practiceCompletions.insights,
  queryFn: fetchPracticeInsights,
});

export function usePracticeInsights() {
  return useQuery(practiceInsightsQueryOptions);
}
