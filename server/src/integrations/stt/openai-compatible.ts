import { voiceApiHttpError } from '@flowmind/core/recording';
import { apiBase, serverStatusCheck } from '../openai-compatible-server';
import { SttError, type SttEngine } from './stt';

export interface OpenAiCompatibleSttOptions {
  /** e.g. http://whisper:8000 (with or without /v1). */
  baseUrl: string;
  /** OpenAI: 'whisper-1'; faster-whisper servers name their model, e.g. 'Systran/faster-whisper-small'. */
  model?: string;
  apiKey?: string;
  timeoutMs?: number;
  /** ISO-639-1 hint, e.g. 'en'. */
  language?: string;
  fetch?: typeof fetch;
}

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/wav': 'wav',
};

/** Production speech-to-text: any server speaking OpenAI's multipart POST /v1/audio/transcriptions. */
export function createOpenAiCompatibleSttEngine(options: OpenAiCompatibleSttOptions): SttEngine {
  const base = apiBase(options.baseUrl);
  const model = options.model ?? 'whisper-1';
  const timeoutMs = options.timeoutMs ?? 60_000;
  const doFetch = options.fetch ?? fetch;
  const auth: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
  const status = serverStatusCheck({ base, model, apiKey: options.apiKey, fetch: doFetch });

  return {
    name: 'openai-compatible',
    input: 'original',
    status,
    async available() {
      return (await status()).available;
    },
    async transcribe(audio, mimeType) {
      const type = mimeType.split(';')[0]!.trim().toLowerCase();
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(audio)], { type }),
        `recording.${EXTENSIONS[type] ?? 'webm'}`,
      );
      form.append('model', model);
      form.append('response_format', 'json');
      if (options.language) form.append('language', options.language);
      let response: Response;
      try {
        response = await doFetch(`${base}/v1/audio/transcriptions`, {
          method: 'POST',
          headers: auth,
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SttError(`Transcription server unreachable: ${(error as Error).message}`, true);
      }
      const body = await response.text().catch(() => '');
      if (!response.ok) throw new SttError(voiceApiHttpError(response.status, body.slice(0, 300)));
      try {
        const parsed = JSON.parse(body) as { text?: unknown };
        if (typeof parsed.text !== 'string') throw new Error('no text field');
        return parsed.text.trim();
      } catch {
        // Some servers answer plain text whatever response_format says.
        if (!(response.headers.get('content-type') ?? '').includes('json')) return body.trim();
        throw new SttError('The transcription server answered without a text.');
      }
    },
  };
}
