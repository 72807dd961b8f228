import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemoryFactList } from '@flowmind/core/contracts/memory';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Deletes one remembered fact (DELETE /api/v1/memory/facts/:id). */
export async function deleteMemoryFact(id: string): Promise<void> {
  await apiFetch(`/api/v1/memory/facts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMemoryFact(coachId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemoryFact,
    onSuccess: (_result, id) =>
      queryClient.setQueryData<MemoryFactList>(queryKeys.coachMemory.ofCoach(coachId), (list) =>
        list ? { ...list, facts: list.facts.filter((fact) => fact.id !== id) } : list,
      ),
  });
}
