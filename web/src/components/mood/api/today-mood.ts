import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TodayMood } from '@flowmind/core/contracts/mood';
import { apiFetch } from '../../../lib/api';
import { useMoodLogged } from '../mood-events';

export const MOOD_QUERY_KEY = ['mood'] as const;

/** Today's latest mood entry in the person's time zone (GET /api/v1/mood/today). */
export function fetchTodayMood(): Promise<TodayMood> {
  return apiFetch<TodayMood>('/api/v1/mood/today');
}

export const todayMoodQueryOptions = queryOptions({
  queryKey: [...MOOD_QUERY_KEY, 'today'],
  queryFn: fetchTodayMood,
});

/** Today's mood, refreshed whenever a mood is logged anywhere in the app. */
export function useTodayMood() {
  const queryClient = useQueryClient();
  useMoodLogged(() => {
    // Joins a refetch already under way instead of starting a second one.
    void queryClient.invalidateQueries(
      { queryKey: todayMoodQueryOptions.queryKey },
      { cancelRefetch: false },
    );
  });
  return useQuery(todayMoodQueryOptions);
}
