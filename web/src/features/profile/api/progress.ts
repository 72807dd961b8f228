import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressOverview } from '@flowmind/core/contracts/progress';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Level, XP, streak and achievements, computed on the server (GET /api/v1/progress). */
export async function fetchProgressOverview(): Promise<ProgressOverview> {
  return apiFetch<ProgressOverview>('/api/v1/progress');
}

export const progressOverviewQueryOptions = queryOptions({
  queryKey: queryKeys.progress.overview,
  queryFn: fetchProgressOverview,
  staleTime: 30_000,
});

export function useProgressOverview() {
  return useQuery(progressOverviewQueryOptions);
}
