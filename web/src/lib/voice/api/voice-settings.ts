import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoiceSettings } from '@flowmind/core/contracts/voice-settings';
import { apiFetch } from '../../api';
import { queryKeys } from '../../query-keys';

/** The signed-in person's voice settings, defaults before the first save (GET /api/v1/voice/settings). */
export function fetchVoiceSettings(): Promise<VoiceSettings> {
  return apiFetch<VoiceSettings>('/api/v1/voice/settings');
}

export const voiceSettingsQueryOptions = queryOptions({
  queryKey: queryKeys.voice.settings,
  queryFn: fetchVoiceSettings,
  staleTime: 5 * 60_000,
});

export function useVoiceSettings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...voiceSettingsQueryOptions, enabled: options.enabled ?? true });
}
