import { queryOptions, useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import type { Coach, CoachList, ChooseCoachInput } from '@flowmind/core/contracts/coaches';
import { apiFetch, apiSend } from '../lib/api';
import { queryKeys, invalidatesAfter } from '../lib/query-keys';
import { updateCachedMe } from '../lib/session';

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

/** Makes a coach the signed-in person's coach (PUT /api/v1/me/coach). */
export async function chooseCoach(input: ChooseCoachInput): Promise<Coach> {
  const { coach } = await apiSend<{ coach: Coach }>('PUT', '/api/v1/me/coach', input);
  return coach;
}

export function useChooseCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseCoach,
    // The cache is made right at once; the profile is then re-read in the background to match the server.
    ...invalidatesAfter(queryClient, 'profile_changed'),
    onSuccess: (coach) => {
      queryClient.setQueryData(coachQueryOptions(coach.id).queryKey, coach);
      updateCachedMe(queryClient, { coachId: coach.id });
    },
  });
}
