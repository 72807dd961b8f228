import type { GenerateSpeechInput, GenerateSpeechResponse } from '@flowmind/core/contracts/voice';
import { apiFetch } from '../../api';

/**
 * Speech for a text in a voice and at a speed (POST /api/v1/voice/generate): a same-origin URL of the audio,
 * signed for the signed-in person. Identical requests are answered from the server's cache.
 */
export function generateSpeech(
  input: GenerateSpeechInput,
  signal?: AbortSignal,
): Promise<GenerateSpeechResponse> {
  return apiFetch<GenerateSpeechResponse>('/api/v1/voice/generate', {
    method: 'POST',
    body: JSON.stringify(input),
    signal,
  });
}
