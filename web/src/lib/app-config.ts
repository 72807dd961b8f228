import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';
import { queryKeys } from './query-keys';

export type AppConfig = { googleClientId: string | null; productName: string };

export const appConfigQueryOptions = queryOptions({
  queryKey: queryKeys.config,
  queryFn: () => apiFetch<AppConfig>('/api/v1/config'),
  staleTime: Infinity,
  retry: 1,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
