import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemoryFactList } from '@flowmind/core/contracts/memory';
import { apiFetch } from '../../../lib/api';
import { coachMemoryKey } from './memory-facts';

/** Deletes one remembered fact (DELETE /api/v1/memory/facts/:id). */
export async function deleteMemoryFact(id: string): Promise<void> {
  await apiFetch(`/api/v1/memory/facts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMemoryFact(coachId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemoryFact,
    onSuccess: (_result, id) =>
      queryClient.setQueryData<MemoryFactList>(coachMemoryKey(coachId), (list) =>
        list ? { ...list, facts: list.facts.filter((fact) => fact.id !== id) } : list,
      ),
  });
}
