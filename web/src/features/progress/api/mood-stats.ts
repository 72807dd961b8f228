import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoodStats } from '@flowmind/core/contracts/mood';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Averages (one decimal) and, from 3 entries on, insights over `days` local days (GET /api/v1/mood/stats). */
export function fetchMoodStats(days: number): Promise<MoodStats> {
  return apiFetch<MoodStats>(`/api/v1/mood/stats?days=${days}`);
}

export const moodStatsQueryOptions = (days: number) =>
  queryOptions({ queryKey: queryKeys.mood.stats(days), queryFn: () => fetchMoodStats(days) });

export function useMoodStats(days: number) {
  return useQuery(moodStatsQueryOptions(days));
}
