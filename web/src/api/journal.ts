import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JournalEntriesInput, JournalEntryList } from '@flowmind/core/contracts/journal';
import { apiFetch, apiSend } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

/** The person's gratitude journal, newest entries first (GET /api/v1/journal). */
export function fetchJournal(): Promise<JournalEntryList> {
  return apiFetch<JournalEntryList>('/api/v1/journal');
}

export const journalQueryOptions = queryOptions({
  queryKey: queryKeys.journal.all,
  queryFn: fetchJournal,
});

export function useJournal() {
  return useQuery(journalQueryOptions);
}

/** Keeps a finished journal's entries (POST /api/v1/journal); blank boxes are left out by the server. */
export function saveJournalEntries(input: JournalEntriesInput): Promise<JournalEntryList> {
  return apiSend<JournalEntryList>('POST', '/api/v1/journal', input);
}

export function useSaveJournalEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJournalEntries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.journal.all }),
  });
}
