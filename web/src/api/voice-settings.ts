import { queryOptions, useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoiceSettings, VoiceSettingsInput } from '@flowmind/core/contracts/voice-settings';
import { apiFetch, apiSend } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

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

/** Replaces the signed-in person's voice settings (PUT /api/v1/voice/settings). */
export function saveVoiceSettings(input: VoiceSettingsInput): Promise<VoiceSettings> {
  return apiSend<VoiceSettings>('PUT', '/api/v1/voice/settings', input);
}

export function useSaveVoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoiceSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(voiceSettingsQueryOptions.queryKey, settings);
    },
  });
}
