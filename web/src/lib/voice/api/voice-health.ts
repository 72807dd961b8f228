import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoiceHealthResponse } from '@flowmind/core/contracts/voice';
import { apiFetch } from '../../api';
import { VOICE_QUERY_KEY } from './voices';

/** Which speech engines the server runs, and whether they work (GET /api/v1/voice/health). */
export function fetchVoiceHealth(): Promise<VoiceHealthResponse> {
  return apiFetch<VoiceHealthResponse>('/api/v1/voice/health');
}

export const voiceHealthQueryOptions = queryOptions({
  queryKey: [...VOICE_QUERY_KEY, 'health'],
  queryFn: fetchVoiceHealth,
  staleTime: 5 * 60_000,
});

export function useVoiceHealth(options: { enabled?: boolean } = {}) {
  return useQuery({ ...voiceHealthQueryOptions, enabled: options.enabled ?? true });
}
