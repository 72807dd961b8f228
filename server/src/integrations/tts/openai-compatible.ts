import { voiceApiHttpError } from '@flowmind/core/recording';
import { apiBase, serverStatusCheck } from '../openai-compatible-server';
import {
  TtsError,
  sniffSpeechContentType,
  speechContentType,
  type SpeechAudio,
  type SpeechRequest,
  type TtsEngine,
} from './tts';

export interface OpenAiCompatibleTtsOptions {
  /** e.g. http://kokoro:8880 (with or without /v1). */
  baseUrl: string;
  /** Kokoro-FastAPI calls its model 'kokoro'; OpenAI has 'tts-1' and 'gpt-4o-mini-tts'. */
  model?: string;
  apiKey?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Production text-to-speech: any server speaking OpenAI's POST /v1/audio/speech (Kokoro-FastAPI, OpenAI, ...). */
export function createOpenAiCompatibleTtsEngine(options: OpenAiCompatibleTtsOptions): TtsEngine {
  const base = apiBase(options.baseUrl);
  const model = options.model ?? 'kokoro';
  const timeoutMs = options.timeoutMs ?? 30_000;
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'audio/mpeg' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  return {
    name: 'openai-compatible',
    cacheTag: `openai-compatible:${base}:${model}`,
    status: serverStatusCheck({ base, model, apiKey: options.apiKey, fetch: doFetch }),
    async synthesize(request: SpeechRequest): Promise<SpeechAudio> {
      let response: Response;
      try {
        response = await doFetch(`${base}/v1/audio/speech`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            model,
            input: request.text,
            voice: request.voice,
            speed: request.speed,
            response_format: 'mp3',
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new TtsError(`Speech server unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) {
        const text = (await response.text().catch(() => '')).slice(0, 300);
        throw new TtsError(voiceApiHttpError(response.status, text));
      }
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length === 0) throw new TtsError('The speech server answered with no audio.');
      // We ask for MP3; a server that sends something else usually says so, else the bytes tell.
      const contentType =
        speechContentType(response.headers.get('content-type')) ??
        sniffSpeechContentType(audio) ??
        'audio/mpeg';
      return { audio, contentType };
    },
  };
}
