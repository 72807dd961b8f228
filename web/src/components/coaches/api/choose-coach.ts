import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChooseCoachInput, Coach } from '@flowmind/core/contracts/coaches';
import { apiFetch } from '../../../lib/api';
import { ME_QUERY_KEY, type Me } from '../../../lib/session';
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
    onSuccess: (coach) => {
      queryClient.setQueryData(coachQueryOptions(coach.id).queryKey, coach);
      queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) => (me ? { ...me, coachId: coach.id } : me));
      // The cache is already right; re-read in the background so it matches the server.
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
