import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoiceHealthResponse } from '@flowmind/core/contracts/voice';
import { apiFetch } from '../../api';
import { queryKeys } from '../../query-keys';

/** Which speech engines the server runs, and whether they work (GET /api/v1/voice/health). */
export function fetchVoiceHealth(): Promise<VoiceHealthResponse> {
  return apiFetch<VoiceHealthResponse>('/api/v1/voice/health');
}

export const voiceHealthQueryOptions = queryOptions({
  queryKey: queryKeys.voice.health,
  queryFn: fetchVoiceHealth,
  staleTime: 5 * 60_000,
});

export function useVoiceHealth(options: { enabled?: boolean } = {}) {
  return useQuery({ ...voiceHealthQueryOptions, enabled: options.enabled ?? true });
}
