import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeCompletion } from '@flowmind/core/contracts/practices';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

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
