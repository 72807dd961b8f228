import { queryOptions, useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TodayMood,
  MoodEntry,
  MoodEntryInput,
  MoodHistory,
  MoodStats,
} from '@flowmind/core/contracts/mood';
import { apiFetch } from '../lib/api';
import { sendOrQueue, type WriteOutcome } from '../lib/offline-queue';
import { signedInPersonId } from '../lib/session';
import { queryKeys, invalidatesAfter } from '../lib/query-keys';

/** Today's latest mood entry in the person's time zone (GET /api/v1/mood/today). */
export function fetchTodayMood(): Promise<TodayMood> {
  return apiFetch<TodayMood>('/api/v1/mood/today');
}

export const todayMoodQueryOptions = queryOptions({
  queryKey: queryKeys.mood.today,
  queryFn: fetchTodayMood,
});

/** Today's mood; refreshed after a mood is logged here (the write invalidates it) or elsewhere (live updates). */
export function useTodayMood() {
  return useQuery(todayMoodQueryOptions);
}

/**
 * Logs a mood from 1 to 10 with an optional note (POST /api/v1/mood), with a key of its own: without a
 * connection it is kept on this device for `personId` and sent when the connection returns.
 */
export async function logMood(
  input: MoodEntryInput,
  personId: string | null,
): Promise<WriteOutcome<MoodEntry>> {
  const outcome = await sendOrQueue<{ entry: MoodEntry }>({
    url: '/api/v1/mood',
    body: input,
    personId,
    changes: ['mood_logged'],
    label: 'Your mood check-in',
  });
  return outcome.kind === 'sent' ? { kind: 'sent', data: outcome.data.entry } : outcome;
}

/**
 * Logs a mood; today's mood shows it at once, and every mood and progress view refreshes. Offline, the
 * outcome is 'queued': it shows once it has been sent.
 */
export function useLogMood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoodEntryInput) => logMood(input, signedInPersonId(queryClient)),
    // Runs offline too: the write is then kept on this device (TanStack Query would hold it paused, lost
    // with the tab, and show nothing).
    networkMode: 'always',
    ...invalidatesAfter(queryClient, 'mood_logged'),
    onSuccess: (outcome) => {
      if (outcome.kind === 'sent')
        queryClient.setQueryData(todayMoodQueryOptions.queryKey, {
          entry: outcome.data,
          hasLoggedToday: true,
        });
    },
  });
}

/** My mood entries over the last `days` local days, newest first (GET /api/v1/mood/history). */
export async function fetchMoodHistory(days: number): Promise<MoodHistory['entries']> {
  const { entries } = await apiFetch<MoodHistory>(`/api/v1/mood/history?days=${days}`);
  return entries;
}

export const moodHistoryQueryOptions = (days: number) =>
  queryOptions({ queryKey: queryKeys.mood.history(days), queryFn: () => fetchMoodHistory(days) });

export function useMoodHistory(days: number) {
  return useQuery(moodHistoryQueryOptions(days));
}

/** Averages (one decimal) and, from 3 entries on, insights over `days` local days (GET /api/v1/mood/stats). */
export function fetchMoodStats(days: number): Promise<MoodStats> {
  return apiFetch<MoodStats>(`/api/v1/mood/stats?days=${days}`);
}

export const moodStatsQueryOptions = (days: number) =>
  queryOptions({ queryKey: queryKeys.mood.stats(days), queryFn: () => fetchMoodStats(days) });

export function useMoodStats(days: number) {
  return useQuery(moodStatsQueryOptions(days));
}
