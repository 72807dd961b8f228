/** Speech-to-text behind one interface: embedded CMU PocketSphinx or an OpenAI-compatible transcription API. */

export interface EngineStatus {
  available: boolean;
  /** What the engine runs on, or why it cannot run (and how to fix it). */
  detail: string;
}

export interface SttEngine {
  /** 'embedded' or 'openai-compatible'. */
  readonly name: string;
  /**
   * 'pcm16k': give it 16 kHz mono 16-bit WAV (the caller decodes once and reuses the result);
   * 'original': give it the uploaded bytes as they are.
   */
  readonly input: 'pcm16k' | 'original';
  available(): Promise<boolean>;
  status(): Promise<EngineStatus>;
  /** The words heard, trimmed; '' when there was no speech. */
  transcribe(audio: Buffer, mimeType: string): Promise<string>;
}

/** `unavailable`: the engine is not installed or not reachable (503); otherwise the engine failed (502). */
export class SttError extends Error {
  constructor(
    message: string,
    readonly unavailable = false,
  ) {
    super(message);
    this.name = 'SttError';
  }
}
