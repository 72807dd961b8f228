import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemoryFactList } from '@flowmind/core/contracts/memory';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** What one coach remembers about the person, and whether memory is on (GET /api/v1/memory/facts). */
export async function fetchCoachMemory(coachId: string): Promise<MemoryFactList> {
  return apiFetch<MemoryFactList>(`/api/v1/memory/facts?${new URLSearchParams({ coachId })}`);
}

export function coachMemoryQueryOptions(coachId: string) {
  return queryOptions({
    queryKey: queryKeys.coachMemory.ofCoach(coachId),
    queryFn: () => fetchCoachMemory(coachId),
    // Each chat message may add a note: read afresh whenever the panel opens.
    staleTime: 0,
  });
}

export function useCoachMemory(coachId: string, enabled = true) {
  return useQuery({ ...coachMemoryQueryOptions(coachId), enabled });
}
