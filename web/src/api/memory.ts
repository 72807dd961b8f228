import { queryOptions, useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MemoryFactList,
  MemorySettings,
  MemoryFact,
  MemoryForgetResult,
} from '@flowmind/core/contracts/memory';
import { apiFetch, apiSend } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

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

/** Turns memory on or off for every coach (PUT /api/v1/memory/settings). */
export async function saveMemorySettings(settings: MemorySettings): Promise<MemorySettings> {
  return apiSend<MemorySettings>('PUT', '/api/v1/memory/settings', settings);
}

export function useSaveMemorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMemorySettings,
    // The switch is for every coach: each coach's list carries it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coachMemory.all }),
  });
}

/** Rewrites one remembered fact in the person's words (PATCH /api/v1/memory/facts/:id). */
export async function updateMemoryFact(input: { id: string; text: string }): Promise<MemoryFact> {
  return apiSend<MemoryFact>('PATCH', `/api/v1/memory/facts/${encodeURIComponent(input.id)}`, {
    text: input.text,
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
