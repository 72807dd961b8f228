import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemoryFactList, MemoryForgetResult } from '@flowmind/core/contracts/memory';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Forgets everything one coach remembers (DELETE /api/v1/memory/facts?coachId=). */
export async function forgetCoachMemory(coachId: string): Promise<MemoryForgetResult> {
  return apiFetch<MemoryForgetResult>(`/api/v1/memory/facts?${new URLSearchParams({ coachId })}`, {
    method: 'DELETE',
  });
}

export function useForgetCoachMemory(coachId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => forgetCoachMemory(coachId),
    onSuccess: () =>
      queryClient.setQueryData<MemoryFactList>(queryKeys.coachMemory.ofCoach(coachId), (list) =>
        list ? { ...list, facts: [] } : list,
      ),
  });
}
