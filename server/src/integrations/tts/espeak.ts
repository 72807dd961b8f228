import { Worker } from 'node:worker_threads';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { SPEED_MAX, SPEED_MIN, type VoiceId } from '@flowmind/core/voice';
import { TtsError, type EngineStatus, type SpeechAudio, type SpeechRequest, type TtsEngine } from './tts';

/** How one voice id sounds in eSpeak NG: accent, variant (formants), pitch and base rate. */
export interface EspeakVoiceProfile {
  language: 'en-us' | 'en-gb' | 'en-gb-x-rp';
  variant: string;
  /** 0-99, eSpeak's default is 50. */
  pitch: number;
  /** Words per minute at speed 1. */
  wordsPerMinute: number;
}

/**
 * Every voice has its own combination, so coaches sound different even offline. Variants that need the Klatt
 * synthesiser are avoided: this WebAssembly build leaves it out.
 */
export const ESPEAK_VOICE_PROFILES: Record<VoiceId, EspeakVoiceProfile> = {
  af_bella: { language: 'en-us', variant: 'f3', pitch: 56, wordsPerMinute: 160 },
  af_nicole: { language: 'en-us', variant: 'Annie', pitch: 48, wordsPerMinute: 150 },
  af_sarah: { language: 'en-us', variant: 'f2', pitch: 50, wordsPerMinute: 150 },
  af_sky: { language: 'en-us', variant: 'Alicia', pitch: 62, wordsPerMinute: 165 },
  af_heart: { language: 'en-us', variant: 'belinda', pitch: 54, wordsPerMinute: 155 },
  af_nova: { language: 'en-us', variant: 'f4', pitch: 60, wordsPerMinute: 168 },
  af_river: { language: 'en-us', variant: 'linda', pitch: 42, wordsPerMinute: 148 },
  am_adam: { language: 'en-us', variant: 'm3', pitch: 40, wordsPerMinute: 160 },
  am_michael: { language: 'en-us', variant: 'Michael', pitch: 34, wordsPerMinute: 150 },
  am_eric: { language: 'en-us', variant: 'john', pitch: 46, wordsPerMinute: 165 },
  am_liam: { language: 'en-us', variant: 'm2', pitch: 52, wordsPerMinute: 168 },
  am_onyx: { language: 'en-us', variant: 'm7', pitch: 28, wordsPerMinute: 150 },
  bf_emma: { language: 'en-gb-x-rp', variant: 'f5', pitch: 55, wordsPerMinute: 155 },
  bf_isabella: { language: 'en-gb', variant: 'aunty', pitch: 50, wordsPerMinute: 150 },
  bf_alice: { language: 'en-gb', variant: 'Andrea', pitch: 58, wordsPerMinute: 165 },
  bm_george: { language: 'en-gb-x-rp', variant: 'm1', pitch: 38, wordsPerMinute: 150 },
  bm_lewis: { language: 'en-gb', variant: 'm4', pitch: 45, wordsPerMinute: 160 },
  bm_daniel: { language: 'en-gb-x-rp', variant: 'travis', pitch: 42, wordsPerMinute: 155 },
};

const MIN_WPM = 80;
const MAX_WPM = 450;

/** The espeak-ng command-line arguments for a request (text is passed as a file, never as an argument). */
export function espeakArguments(voice: string, speed: number): string[] {
  const profile = ESPEAK_VOICE_PROFILES[voice as VoiceId];
  if (!profile) throw new TtsError(`Unknown voice '${voice}'.`, true);
  const pace = Math.min(SPEED_MAX, Math.max(SPEED_MIN, speed));
  const wordsPerMinute = Math.round(Math.min(MAX_WPM, Math.max(MIN_WPM, profile.wordsPerMinute * pace)));
  return [
    '-v',
    `${profile.language}+${profile.variant}`,
    '-p',
    String(profile.pitch),
    '-s',
    String(wordsPerMinute),
  ];
}

interface WorkerJob {
  id: number;
  text: string;
  args: string[];
  bitrate: number;
}

interface WorkerAnswer {
  id: number;
  audio?: Uint8Array;
  error?: string;
  /** The text had nothing speakable in it. */
  silent?: boolean;
}

interface PendingJob {
  job: WorkerJob;
  resolve(audio: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker | null;
  current: (PendingJob & { timer: NodeJS.Timeout }) | null;
}

const workerUrl = new URL('./espeak-worker.js', import.meta.url);

/** A few worker threads, started on first use; a crashed or stuck worker is replaced by a fresh one. */
class SpeechWorkerPool {
  private readonly slots: Slot[];
  private readonly queue: PendingJob[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    size: number,
    private readonly timeoutMs: number,
  ) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => ({ worker: null, current: null }));
  }

  run(text: string, args: string[], bitrate: number): Promise<Buffer> {
    if (this.closed) return Promise.reject(new TtsError('The speech engine is shut down.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { id: this.nextId++, text, args, bitrate }, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.current || this.queue.length === 0) continue;
      const pending = this.queue.shift()!;
      const worker = slot.worker ?? this.startWorker(slot);
      const timer = setTimeout(
        () => this.fail(slot, new TtsError('Speech synthesis timed out.')),
        this.timeoutMs,
      );
      slot.current = { ...pending, timer };
      worker.postMessage(pending.job);
    }
  }

  private startWorker(slot: Slot): Worker {
    const worker = new Worker(workerUrl);
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => {
      const current = slot.current;
      if (!current || current.job.id !== answer.id) return;
      clearTimeout(current.timer);
      slot.current = null;
      if (answer.audio)
        current.resolve(Buffer.from(answer.audio.buffer, answer.audio.byteOffset, answer.audio.byteLength));
      else current.reject(new TtsError(answer.error ?? 'Speech synthesis failed.', answer.silent === true));
      this.dispatch();
    });
    worker.on('error', (error) => this.fail(slot, new TtsError(`Speech worker failed: ${error.message}`)));
    worker.on('exit', () => {
      if (slot.worker === worker) this.fail(slot, new TtsError('Speech worker stopped.'));
    });
    slot.worker = worker;
    return worker;
  }

  /** Rejects the slot's job and retires its worker; the next job starts a new one. */
  private fail(slot: Slot, error: Error): void {
    const worker = slot.worker;
    slot.worker = null;
    const current = slot.current;
    slot.current = null;
    if (current) {
      clearTimeout(current.timer);
      current.reject(error);
    }
    if (worker) void worker.terminate();
    if (!this.closed) this.dispatch();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0))
      pending.reject(new TtsError('The speech engine is shut down.'));
    const workers = this.slots
      .map((slot) => slot.worker)
      .filter((worker): worker is Worker => worker !== null);
    for (const slot of this.slots) this.fail(slot, new TtsError('The speech engine is shut down.'));
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

export interface EspeakEngineOptions {
  /** Worker threads synthesising at once (default 2). */
  workers?: number;
  timeoutMs?: number;
  /** MP3 bitrate in kbit/s (default 48: plenty for 22 kHz mono speech). */
  bitrate?: 32 | 40 | 48 | 64 | 96;
}

/** The offline default: eSpeak NG as WebAssembly, MP3 encoded in process, voices mapped to eSpeak variants. */
export function createEspeakTtsEngine(options: EspeakEngineOptions = {}): TtsEngine {
  const bitrate = options.bitrate ?? 48;
  const pool = new SpeechWorkerPool(options.workers ?? 2, options.timeoutMs ?? 30_000);
  const require = createRequire(import.meta.url);
  return {
    name: 'embedded',
    cacheTag: `espeak-ng-wasm@1/mp3-${bitrate}k/voices-1`,
    status(): Promise<EngineStatus> {
      try {
        const wasm = require.resolve('espeak-ng/dist/espeak-ng.wasm');
        fs.accessSync(wasm, fs.constants.R_OK);
        return Promise.resolve({
          available: true,
          detail: 'eSpeak NG (WebAssembly), MP3 encoded in process',
        });
      } catch {
        return Promise.resolve({ available: false, detail: 'The espeak-ng package is not installed.' });
      }
    },
    async synthesize(request: SpeechRequest): Promise<SpeechAudio> {
      const text = request.text.trim();
      if (!text) throw new TtsError('Nothing to say.', true);
      const audio = await pool.run(text, espeakArguments(request.voice, request.speed), bitrate);
      return { audio, contentType: 'audio/mpeg' };
    },
    close: () => pool.close(),
  };
}
