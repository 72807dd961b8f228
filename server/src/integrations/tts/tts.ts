/** Text-to-speech behind one interface: the embedded eSpeak NG engine or an OpenAI-compatible speech API. */

export type SpeechContentType = 'audio/mpeg' | 'audio/ogg' | 'audio/wav';

export interface SpeechRequest {
  text: string;
  /** A voice id of core/voice.ts (Kokoro-style, e.g. af_bella). */
  voice: string;
  /** 0.5 to 2; 1 is the engine's natural pace. */
  speed: number;
}

export interface SpeechAudio {
  audio: Buffer;
  contentType: SpeechContentType;
}

export interface EngineStatus {
  available: boolean;
  /** What the engine runs on, or why it cannot run. */
  detail: string;
}

export interface TtsEngine {
  /** 'embedded' or 'openai-compatible'. */
  readonly name: string;
  /** Changes whenever the same request would sound different (engine, model, voice mapping); part of the cache key. */
  readonly cacheTag: string;
  status(): Promise<EngineStatus>;
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
  close?(): Promise<void>;
}

/** Synthesis failed. `badInput` marks text the engine cannot speak (4xx), anything else is the engine's fault. */
export class TtsError extends Error {
  constructor(
    message: string,
    readonly badInput = false,
  ) {
    super(message);
    this.name = 'TtsError';
  }
}

/** Content types an engine may answer with, from a response header or a file extension. */
export function speechContentType(value: string | null | undefined): SpeechContentType | undefined {
  const type = (value ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'audio/mpeg' || type === 'audio/mp3' || type === 'mp3') return 'audio/mpeg';
  if (type === 'audio/ogg' || type === 'audio/opus' || type === 'ogg' || type === 'opus') return 'audio/ogg';
  if (type === 'audio/wav' || type === 'audio/x-wav' || type === 'audio/wave' || type === 'wav')
    return 'audio/wav';
  return undefined;
}

/** The speech format of audio bytes from their first bytes: MP3 (ID3 tag or MPEG frame sync), Ogg or WAV. */
export function sniffSpeechContentType(bytes: Buffer): SpeechContentType | undefined {
  if (bytes.length < 4) return undefined;
  if (bytes.toString('latin1', 0, 3) === 'ID3') return 'audio/mpeg';
  if (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) === 0x02) return 'audio/mpeg';
  if (bytes.toString('latin1', 0, 4) === 'OggS') return 'audio/ogg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF') return 'audio/wav';
  return undefined;
}
