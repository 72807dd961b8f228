import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Coach } from '@flowmind/core/contracts/coaches';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { coachesQueryOptions } from './coaches';

/** One coach by id (GET /api/v1/coaches/:id); an unknown id answers 404 'Coach not found'. */
export async function fetchCoach(coachId: string): Promise<Coach> {
  const { coach } = await apiFetch<{ coach: Coach }>(`/api/v1/coaches/${encodeURIComponent(coachId)}`);
  return coach;
}

export function coachQueryOptions(coachId: string) {
  return queryOptions({
    queryKey: queryKeys.coaches.detail(coachId),
    queryFn: () => fetchCoach(coachId),
    staleTime: 5 * 60_000,
  });
}

/** The coach, shown at once from the coach list when it is already loaded. */
export function useCoach(coachId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...coachQueryOptions(coachId),
    placeholderData: () =>
      queryClient.getQueryData(coachesQueryOptions.queryKey)?.find((coach) => coach.id === coachId),
  });
}
