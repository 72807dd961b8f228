import type { TranscribeResponse } from '@flowmind/core/contracts/voice';
import { apiFetch } from '../../api';

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
