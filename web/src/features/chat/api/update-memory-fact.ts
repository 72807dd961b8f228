import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemoryFact, MemoryFactList } from '@flowmind/core/contracts/memory';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Rewrites one remembered fact in the person's words (PATCH /api/v1/memory/facts/:id). */
export async function updateMemoryFact(input: { id: string; text: string }): Promise<MemoryFact> {
  return apiFetch<MemoryFact>(`/api/v1/memory/facts/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: JSON.stringify({ text: input.text }),
  });
}

export function useUpdateMemoryFact(coachId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemoryFact,
    onSuccess: (saved) =>
      queryClient.setQueryData<MemoryFactList>(queryKeys.coachMemory.ofCoach(coachId), (list) =>
        list ? { ...list, facts: list.facts.map((fact) => (fact.id === saved.id ? saved : fact)) } : list,
      ),
  });
}
