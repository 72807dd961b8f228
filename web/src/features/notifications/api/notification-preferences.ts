import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@flowmind/core/contracts/notification-preferences';
import { apiFetch } from '../../../lib/api';

export const NOTIFICATION_PREFERENCES_QUERY_KEY = ['notification-preferences'] as const;

/** The person's four toggles (GET /api/v1/notification-preferences); all on until first saved. */
export async function fetchNotificationPreferences(): Promise<NotificationPreferences> {
  return apiFetch<NotificationPreferences>('/api/v1/notification-preferences');
}

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY,
  queryFn: fetchNotificationPreferences,
  staleTime: 60_000,
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}

export async function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return apiFetch<NotificationPreferences>('/api/v1/notification-preferences', {
    method: 'PUT',
    body: JSON.stringify(preferences),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_QUERY_KEY, saved),
  });
}
