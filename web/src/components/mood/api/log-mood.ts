import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoodEntry, MoodEntryInput } from '@flowmind/core/contracts/mood';
import { apiFetch } from '../../../lib/api';
import { invalidatesAfter } from '../../../lib/query-keys';
import { todayMoodQueryOptions } from './today-mood';

/** Logs a mood from 1 to 10 with an optional note (POST /api/v1/mood). */
export async function logMood(input: MoodEntryInput): Promise<MoodEntry> {
  const { entry } = await apiFetch<{ entry: MoodEntry }>('/api/v1/mood', {
    method: 'POST',
    body: JSON.stringify(input),
  });
  return entry;
}

/** Logs a mood; today's mood shows it at once, and every mood and progress view refreshes. */
export function useLogMood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logMood,
    ...invalidatesAfter(queryClient, 'mood_logged'),
    onSuccess: (entry) => {
      queryClient.setQueryData(todayMoodQueryOptions.queryKey, { entry, hasLoggedToday: true });
    },
  });
}
