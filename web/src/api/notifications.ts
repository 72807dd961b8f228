import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@flowmind/core/contracts/notification-preferences';
import { apiFetch, apiSend } from '../lib/api';
import { invalidatesAfter, queryKeys } from '../lib/query-keys';

/** The person's notification preferences (GET /api/v1/notification-preferences); defaults until first saved. */
export async function fetchNotificationPreferences(): Promise<NotificationPreferences> {
  return apiFetch<NotificationPreferences>('/api/v1/notification-preferences');
}

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: queryKeys.notificationPreferences.all,
  queryFn: fetchNotificationPreferences,
  staleTime: 60_000,
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}

export async function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return apiSend<NotificationPreferences>('PUT', '/api/v1/notification-preferences', preferences);
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    // The toggles live on the profile's row: saving them is a profile change.
    ...invalidatesAfter(queryClient, 'profile_changed'),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationPreferencesQueryOptions.queryKey, saved);
    },
  });
}
