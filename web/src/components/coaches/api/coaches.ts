import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coach, CoachList } from '@flowmind/core/contracts/coaches';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Every coach, ordered by name (GET /api/v1/coaches). */
export async function fetchCoaches(): Promise<Coach[]> {
  const { coaches } = await apiFetch<CoachList>('/api/v1/coaches');
  return coaches;
}

export const coachesQueryOptions = queryOptions({
  queryKey: queryKeys.coaches.list,
  queryFn: fetchCoaches,
  staleTime: 5 * 60_000,
});

export function useCoaches() {
  return useQuery(coachesQueryOptions);
}
