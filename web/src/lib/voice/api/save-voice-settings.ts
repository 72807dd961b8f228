import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoiceSettings, VoiceSettingsInput } from '@flowmind/core/contracts/voice-settings';
import { apiFetch } from '../../api';
import { voiceSettingsQueryOptions } from './voice-settings';

/** Replaces the signed-in person's voice settings (PUT /api/v1/voice/settings). */
export function saveVoiceSettings(input: VoiceSettingsInput): Promise<VoiceSettings> {
  return apiFetch<VoiceSettings>('/api/v1/voice/settings', { method: 'PUT', body: JSON.stringify(input) });
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
