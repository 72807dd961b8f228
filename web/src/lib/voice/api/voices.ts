import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoicesResponse } from '@flowmind/core/contracts/voice';
import { apiFetch } from '../../api';
import { queryKeys } from '../../query-keys';

/** The voices the speech service offers, with the coach voices (GET /api/v1/voice/voices). */
export function fetchVoices(): Promise<VoicesResponse> {
  return apiFetch<VoicesResponse>('/api/v1/voice/voices');
}

export const voicesQueryOptions = queryOptions({
  queryKey: queryKeys.voice.voices,
  queryFn: fetchVoices,
  // The list ships with the server; it changes only with a new release.
  staleTime: 60 * 60_000,
});

export function useVoices() {
  return useQuery(voicesQueryOptions);
}
