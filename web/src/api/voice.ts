import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  VoicesResponse,
  VoiceHealthResponse,
  GenerateSpeechInput,
  GenerateSpeechResponse,
  TranscribeResponse,
} from '@flowmind/core/contracts/voice';
import { apiFetch, apiSend } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

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

/**
 * Speech for a text in a voice and at a speed (POST /api/v1/voice/generate): a same-origin URL of the audio,
 * signed for the signed-in person. Identical requests are answered from the server's cache.
 */
export function generateSpeech(
  input: GenerateSpeechInput,
  signal?: AbortSignal,
): Promise<GenerateSpeechResponse> {
  return apiSend<GenerateSpeechResponse>('POST', '/api/v1/voice/generate', input, signal);
}

/**
 * Text of a recording (POST /api/v1/voice/transcribe, multipart field `audio` named recording.{ext}).
 * Throws ApiError with the server's status, code and message; see `transcriptionErrorMessage`.
 */
export async function transcribeRecording(
  audio: Blob,
  fileName: string,
  signal?: AbortSignal,
): Promise<string> {
  const form = new FormData();
  form.append('audio', audio, fileName);
  const { text } = await apiFetch<TranscribeResponse>('/api/v1/voice/transcribe', {
    method: 'POST',
    body: form,
    signal,
  });
  return text;
}
