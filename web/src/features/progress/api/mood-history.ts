import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoodHistory } from '@flowmind/core/contracts/mood';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** My mood entries over the last `days` local days, newest first (GET /api/v1/mood/history). */
export async function fetchMoodHistory(days: number): Promise<MoodHistory['entries']> {
  const { entries } = await apiFetch<MoodHistory>(`/api/v1/mood/history?days=${days}`);
  return entries;
}

export const moodHistoryQueryOptions = (days: number) =>
  queryOptions({ queryKey: queryKeys.mood.history(days), queryFn: () => fetchMoodHistory(days) });

export function useMoodHistory(days: number) {
  return useQuery(moodHistoryQueryOptions(days));
}
