import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemorySettings } from '@flowmind/core/contracts/memory';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Turns memory on or off for every coach (PUT /api/v1/memory/settings). */
export async function saveMemorySettings(settings: MemorySettings): Promise<MemorySettings> {
  return apiFetch<MemorySettings>('/api/v1/memory/settings', {
    method: 'PUT',
    body: JSON.stringify(settings),
  });
}

export function useSaveMemorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMemorySettings,
    // The switch is for every coach: each coach's list carries it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coachMemory.all }),
  });
}
