import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Reads are tried even when the browser says it is offline: the service worker answers them with the
      // last copy it kept (web/src/service-worker/sw.ts). Retries still wait for the network to come back.
      networkMode: 'offlineFirst',
      // 4xx answers will not change on retry; network hiccups and 5xx may.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});
