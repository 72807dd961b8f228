import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeStatistics } from '@flowmind/core/contracts/practices';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

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
