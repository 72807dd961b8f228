import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressOverview } from '@flowmind/core/contracts/progress';
import { apiFetch } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

/** Level, XP, streak, achievements and the person's today, computed on the server (GET /api/v1/progress). */
export function fetchProgressOverview(): Promise<ProgressOverview> {
  return apiFetch<ProgressOverview>('/api/v1/progress');
}

// The profile screen reads the same key: one cache entry, refreshed together after a change.
export const progressOverviewQueryOptions = queryOptions({
  queryKey: queryKeys.progress.overview,
  queryFn: fetchProgressOverview,
});

export function useProgressOverview() {
  return useQuery(progressOverviewQueryOptions);
}
