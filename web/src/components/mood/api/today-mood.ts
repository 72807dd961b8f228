import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayMood } from '@flowmind/core/contracts/mood';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Today's latest mood entry in the person's time zone (GET /api/v1/mood/today). */
export function fetchTodayMood(): Promise<TodayMood> {
  return apiFetch<TodayMood>('/api/v1/mood/today');
}

export const todayMoodQueryOptions = queryOptions({
  queryKey: queryKeys.mood.today,
  queryFn: fetchTodayMood,
});

/** Today's mood; refreshed after a mood is logged here (the write invalidates it) or elsewhere (live updates). */
export function useTodayMood() {
  return useQuery(todayMoodQueryOptions);
}
