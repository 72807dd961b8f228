import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChooseCoachInput, Coach } from '@flowmind/core/contracts/coaches';
import { apiFetch } from '../../../lib/api';
import { invalidatesAfter, queryKeys } from '../../../lib/query-keys';
import type { Me } from '../../../lib/session';
import { coachQueryOptions } from './coach';

/** Makes a coach the signed-in person's coach (PUT /api/v1/me/coach). */
export async function chooseCoach(input: ChooseCoachInput): Promise<Coach> {
  const { coach } = await apiFetch<{ coach: Coach }>('/api/v1/me/coach', {
    method: 'PUT',
    body: JSON.stringify(input),
  });
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
      queryClient.setQueryData<Me | null>(queryKeys.me, (me) => (me ? { ...me, coachId: coach.id } : me));
    },
  });
}
