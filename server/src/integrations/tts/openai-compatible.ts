import { voiceApiHttpError } from '@flowmind/core/recording';
import {
  TtsError,
  sniffSpeechContentType,
  speechContentType,
  type EngineStatus,
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

/** The base URL without a trailing slash or /v1, so both spellings of TTS_BASE_URL work. */
export function apiBase(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '').replace(/\/v1$/, '');
}

/** Production text-to-speech: any server speaking OpenAI's POST /v1/audio/speech (Kokoro-FastAPI, OpenAI, ...). */
export function createOpenAiCompatibleTtsEngine(options: OpenAiCompatibleTtsOptions): TtsEngine {
  const base = apiBase(options.baseUrl);
  const model = options.model ?? 'kokoro';
  const timeoutMs = options.timeoutMs ?? 30_000;
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'audio/mpeg' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  let lastStatus: { at: number; status: EngineStatus } | undefined;

  return {
    name: 'openai-compatible',
    cacheTag: `openai-compatible:${base}:${model}`,
    async status(): Promise<EngineStatus> {
      if (lastStatus && Date.now() - lastStatus.at < 30_000) return lastStatus.status;
      const where = `${model} at ${new URL(base).host}`;
      let status: EngineStatus;
      try {
        // Any answer below 500 means the server is up; /v1/models is the one path every such server knows.
        const response = await doFetch(`${base}/v1/models`, {
          headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
          signal: AbortSignal.timeout(3000),
        });
        await response.body?.cancel();
        status =
          response.status < 500
            ? { available: true, detail: where }
            : { available: false, detail: `${where} answered HTTP ${response.status}` };
      } catch (error) {
        status = { available: false, detail: `${where} is unreachable: ${(error as Error).message}` };
      }
      lastStatus = { at: Date.now(), status };
      return status;
    },
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
