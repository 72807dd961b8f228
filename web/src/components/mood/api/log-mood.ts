import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoodEntry, MoodEntryInput } from '@flowmind/core/contracts/mood';
import { apiFetch } from '../../../lib/api';
import { dispatchMoodLogged } from '../mood-events';
import { MOOD_QUERY_KEY, todayMoodQueryOptions } from './today-mood';

/** Logs a mood from 1 to 10 with an optional note (POST /api/v1/mood). */
export async function logMood(input: MoodEntryInput): Promise<MoodEntry> {
  const { entry } = await apiFetch<{ entry: MoodEntry }>('/api/v1/mood', {
    method: 'POST',
    body: JSON.stringify(input),
  });
  return entry;
}

export function useLogMood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logMood,
    onSuccess: (entry) => {
      queryClient.setQueryData(todayMoodQueryOptions.queryKey, { entry, hasLoggedToday: true });
      void queryClient.invalidateQueries({ queryKey: MOOD_QUERY_KEY });
      dispatchMoodLogged(entry);
    },
  });
}
