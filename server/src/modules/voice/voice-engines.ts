/** The engines behind the voice service: speech synthesis, transcription, audio decoding and storage. */
import path from 'node:path';
import type { VoiceEnv } from '../../config/env';
import { createEspeakTtsEngine } from '../../integrations/tts/espeak';
import { createOpenAiCompatibleTtsEngine } from '../../integrations/tts/openai-compatible';
import type { TtsEngine } from '../../integrations/tts/tts';
import { createFfmpegDecoder, type AudioDecoder } from '../../integrations/stt/audio';
import { createPocketSphinxSttEngine } from '../../integrations/stt/pocketsphinx';
import { createOpenAiCompatibleSttEngine } from '../../integrations/stt/openai-compatible';
import type { SttEngine } from '../../integrations/stt/stt';
import { createFileStorage } from '../../integrations/storage/files';
import type { ObjectStorage } from '../../integrations/storage/storage';

export type TtsConfig =
  | { provider: 'embedded'; workers?: number }
  | { provider: 'openai-compatible'; baseUrl: string; model?: string; apiKey?: string };

export type SttConfig =
  | { provider: 'embedded'; modelDir?: string }
  | { provider: 'openai-compatible'; baseUrl: string; model?: string; apiKey?: string; language?: string };

/** Plain settings of the voice engines; build it from the environment with `voiceConfigFromEnv`. */
export interface VoiceServicesConfig {
  /** Generated audio goes to DATA_DIR/audio. */
  dataDir: string;
  tts?: TtsConfig;
  stt?: SttConfig;
  /** ffmpeg to decode browser recordings (default: `ffmpeg` on PATH). */
  ffmpegPath?: string;
  /** Ready-made parts (tests): used instead of building them from the settings above. */
  override?: Partial<Pick<VoiceServices, 'tts' | 'stt' | 'storage' | 'decoder'>>;
}

export interface VoiceServices {
  tts: TtsEngine;
  stt: SttEngine;
  storage: ObjectStorage;
  decoder: AudioDecoder;
  close(): Promise<void>;
}

export function createVoiceServices(config: VoiceServicesConfig): VoiceServices {
  const ttsConfig = config.tts ?? { provider: 'embedded' };
  const sttConfig = config.stt ?? { provider: 'embedded' };
  const decoder = config.override?.decoder ?? createFfmpegDecoder({ ffmpegPath: config.ffmpegPath });
  const tts =
    config.override?.tts ??
    (ttsConfig.provider === 'openai-compatible'
      ? createOpenAiCompatibleTtsEngine(ttsConfig)
      : createEspeakTtsEngine({ workers: ttsConfig.workers }));
  const stt =
    config.override?.stt ??
    (sttConfig.provider === 'openai-compatible'
      ? createOpenAiCompatibleSttEngine(sttConfig)
      : createPocketSphinxSttEngine({ modelDir: sttConfig.modelDir, decoder }));
  const storage = config.override?.storage ?? createFileStorage(path.join(config.dataDir, 'audio'));
  return {
    tts,
    stt,
    storage,
    decoder,
    async close() {
      await tts.close?.();
    },
  };
}

/** Settings from a parsed environment; a production provider without its base URL stops startup. */
export function voiceConfigFromEnv(env: VoiceEnv, dataDir: string): VoiceServicesConfig {
  if (env.TTS_PROVIDER === 'openai-compatible' && !env.TTS_BASE_URL) {
    throw new Error('Invalid configuration:\n  TTS_BASE_URL: required when TTS_PROVIDER=openai-compatible');
  }
  if (env.STT_PROVIDER === 'openai-compatible' && !env.STT_BASE_URL) {
    throw new Error('Invalid configuration:\n  STT_BASE_URL: required when STT_PROVIDER=openai-compatible');
  }
  return {
    dataDir,
    ffmpegPath: env.FFMPEG_PATH,
    tts:
      env.TTS_PROVIDER === 'openai-compatible'
        ? {
            provider: 'openai-compatible',
            baseUrl: env.TTS_BASE_URL!,
            model: env.TTS_MODEL,
            apiKey: env.TTS_API_KEY,
          }
        : { provider: 'embedded' },
    stt:
      env.STT_PROVIDER === 'openai-compatible'
        ? {
            provider: 'openai-compatible',
            baseUrl: env.STT_BASE_URL!,
            model: env.STT_MODEL,
            apiKey: env.STT_API_KEY,
            language: env.STT_LANGUAGE,
          }
        : { provider: 'embedded', modelDir: env.STT_MODEL_DIR },
  };
}
