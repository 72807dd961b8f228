import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PracticeCompletion, PracticeCompletionInput } from '@flowmind/core/contracts/practices';
import { apiFetch } from '../../../lib/api';
import { invalidatesAfter, queryKeys } from '../../../lib/query-keys';

/**
 * The done screen asks only for the mood after, so the rest of the record is fixed: mood before 5,
 * effectiveness 8, difficulty 5, engagement 8, would repeat.
 */
export const POST_PRACTICE_RATINGS = {
  moodBefore: 5,
  effectivenessRating: 8,
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

/** Records a finished practice once per local day, with the after-practice mood (POST /api/v1/practice-completions). */
export function recordPracticeCompletion(input: PracticeCompletionInput): Promise<RecordCompletionResult> {
  return apiFetch<RecordCompletionResult>('/api/v1/practice-completions', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}

/**
 * Records a practice; the plan ticks it off at once, and completions, moods and progress refresh. The
 * done screen's mood is logged with the completion, so the write makes both kinds of change.
 */
export function useRecordPracticeCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPracticeCompletion,
    ...invalidatesAfter(queryClient, 'practice_completed', 'mood_logged'),
    onSuccess: ({ completion }) => {
      queryClient.setQueryData(todayCompletionsQueryOptions.queryKey, (today) =>
        today?.some((item) => item.id === completion.id) ? today : [completion, ...(today ?? [])],
      );
    },
  });
}
