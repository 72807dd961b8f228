import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_SERVICE_VOICE, DEFAULT_SPEED, VOICE_OPTIONS } from '@flowmind/core/voice';
import { COACH_VOICES } from '@flowmind/core/coach-voices';
import {
  AUDIO_FILE_TOO_LARGE,
  AUDIO_TOO_SHORT_OR_QUIET,
  FAILED_TO_GENERATE_SPEECH,
  FAILED_TO_TRANSCRIBE,
  INVALID_AUDIO_FORMAT,
  NO_AUDIO_DATA,
  NO_SPEECH_IN_AUDIO,
  RECORD_AT_LEAST_2_SECONDS,
  RECORDING_MAX_SECONDS,
  RECORDING_MIN_BYTES,
  RECORDING_MIN_SECONDS_SERVICE,
  RECORDING_TOO_LONG,
} from '@flowmind/core/recording';
import {
  AUDIO_NOT_FOUND,
  VOICE_RATE_LIMITED,
  type GenerateSpeechInput,
  type GenerateSpeechResponse,
  type VoiceHealthResponse,
  type VoicesResponse,
} from '@flowmind/core/contracts/voice';
import type { Database } from '../../db/client';
import { HttpError, rateLimited, unauthorized } from '../../http/errors';
import { TtsError } from '../../integrations/tts/tts';
import { SttError } from '../../integrations/stt/stt';
import {
  AudioDecodeError,
  CONTAINER_MIME_TYPES,
  readWavInfo,
  sniffContainer,
} from '../../integrations/stt/audio';
import type { StoredObject } from '../../integrations/storage/storage';
import type { VoiceServices } from './voice-engines';
import { countVoiceRequest } from './voice.repository';
import { createObjectAudioStore, type AudioStore } from './audio-store';

export interface VoiceLimits {
  /** Syntheses per person per minute (answers from the cache are free). */
  generatesPerMinute: number;
  transcribesPerMinute: number;
  /** Uploads above this answer 413; 60 s of 48 kHz WAV fit comfortably. */
  maxUploadBytes: number;
}

export const DEFAULT_VOICE_LIMITS: VoiceLimits = {
  generatesPerMinute: 60,
  transcribesPerMinute: 20,
  maxUploadBytes: 10 * 1024 * 1024,
};

/** A recorder stopped at 60 s may write a few milliseconds more. */
const DURATION_TOLERANCE_SECONDS = 0.5;
const AUDIO_KEY = /^[a-f0-9]{64}$/;
/** A few MB of keys. */
const STORED_KEYS_REMEMBERED = 50_000;
/** Half an hour: well under the two idle hours before a size sweep may take audio. */
const STORED_KEY_RECHECK_MS = 30 * 60_000;
const AUDIO_SWEEP_INTERVAL_MS = 60 * 60_000;

export interface VoiceServiceDeps {
  db: Database;
  services: VoiceServices;
  /** Signs audio URLs to their owner (the app's auth secret). */
  signingSecret: string;
  limits: VoiceLimits;
  log: (message: string) => void;
  /** Where generated audio and its owners are kept (default: the services' object storage and PostgreSQL). */
  audioStore?: AudioStore;
}

export interface Upload {
  bytes: Buffer;
  filename?: string;
}

export type VoiceService = ReturnType<typeof createVoiceService>;

export function createVoiceService(deps: VoiceServiceDeps) {
  const { services } = deps;
  const audio = deps.audioStore ?? createObjectAudioStore(deps.db, services.storage);
  /** Identical requests of one person arriving together share one synthesis. */
  const inFlight = new Map<string, Promise<void>>();
  /**
   * Keys known to be in storage, with when that was last confirmed, so a repeated request costs no storage
   * or database round trips (cached speech answers within 10 ms). Stored audio goes with its owner's
   * account (which forgets the keys here too) or in a sweep of audio idle for hours (which another
   * instance may run): a key is confirmed again after STORED_KEY_RECHECK_MS, well within that idle time,
   * and the confirmation marks it used. The oldest are forgotten past the limit (and found in storage again).
   */
  const stored = new Map<string, number>();
  const remember = (key: string) => {
    if (stored.size >= STORED_KEYS_REMEMBERED) stored.delete(stored.keys().next().value!);
    stored.delete(key);
    stored.set(key, Date.now());
  };
  const isStored = async (key: string) => {
    const confirmedAt = stored.get(key);
    if (confirmedAt !== undefined && Date.now() - confirmedAt < STORED_KEY_RECHECK_MS) return true;
    const found = await audio.has(key);
    if (found) remember(key);
    else stored.delete(key);
    return found;
  };
  // One instance at a time sweeps (the store takes a lock); the timer never keeps the process alive.
  const sweeper = setInterval(() => {
    audio.sweep().then(
      (keys) => {
        for (const key of keys) stored.delete(key);
        if (keys.length > 0) deps.log(`voice: swept ${keys.length} stored audio unused for long`);
      },
      (error: unknown) => deps.log(`voice: the stored audio sweep failed: ${(error as Error).message}`),
    );
  }, AUDIO_SWEEP_INTERVAL_MS);
  sweeper.unref();

  /**
   * The storage key of a person's speech: the owner is part of it, so the cache is per person and
   * whether a sentence is cached says nothing about what anyone else had spoken.
   */
  function speechKey(userId: string, text: string, voice: string, speed: number): string {
    return createHash('sha256')
      .update(JSON.stringify([userId, text, voice, speed, services.tts.cacheTag]))
      .digest('hex');
  }

  function signature(userId: string, key: string): string {
    return createHmac('sha256', deps.signingSecret)
      .update(`voice-audio:${userId}:${key}`)
      .digest('base64url')
      .slice(0, 32);
  }

  async function synthesizeAndStore(
    userId: string,
    key: string,
    text: string,
    voice: string,
    speed: number,
  ): Promise<void> {
    const started = Date.now();
    const speech = await services.tts.synthesize({ text, voice, speed });
    // The account was deleted while its speech was being made: nothing is kept.
    if (!(await audio.put(key, userId, { bytes: speech.audio, contentType: speech.contentType }))) {
      throw unauthorized();
    }
    remember(key);
    deps.log(
      `voice: synthesised ${text.length} characters with ${services.tts.name} in ${Date.now() - started} ms`,
    );
  }

  async function enforceRateLimit(
    action: 'generate' | 'transcribe',
    userId: string,
    perMinute: number,
  ): Promise<void> {
    const { count, resetInSeconds } = await countVoiceRequest(deps.db, `${action}:${userId}`, 60);
    if (count > perMinute) throw rateLimited(VOICE_RATE_LIMITED, resetInSeconds);
  }

  return {
    /** The upload and rate limits in force (the routes size multipart parsing by them). */
    limits: deps.limits,

    listVoices(): VoicesResponse {
      return {
        success: true,
        voices: VOICE_OPTIONS.map(({ id, name, description, lang }) => ({ id, name, description, lang })),
        coachVoices: COACH_VOICES.map((voice) => ({ ...voice })),
        defaultVoice: DEFAULT_SERVICE_VOICE,
        defaultSpeed: DEFAULT_SPEED,
      };
    },

    /**
     * Speech for the text, stored once per person under sha256(person, text, voice, speed, engine): the
     * same person asking again is answered from storage without synthesising; anyone else gets their own
     * synthesis. The URL is signed for the person who asked.
     */
    async generate(userId: string, input: GenerateSpeechInput): Promise<GenerateSpeechResponse> {
      const text = input.text.normalize('NFC');
      const speed = Math.round(input.speed * 100) / 100;
      const key = speechKey(userId, text, input.voice, speed);
      let cached = await isStored(key);
      if (!cached) {
        let pending = inFlight.get(key);
        let ours = false;
        if (!pending) {
          await enforceRateLimit('generate', userId, deps.limits.generatesPerMinute);
          // Look again: an identical request may have started, or finished, while we counted. No await
          // between the in-flight lookup and the registration, so two requests cannot both start.
          if (!(await isStored(key))) {
            pending = inFlight.get(key);
            if (!pending) {
              pending = synthesizeAndStore(userId, key, text, input.voice, speed);
              inFlight.set(key, pending);
              // Forget the key only after the audio is stored, so late arrivals find it in one place or the other.
              void pending.then(
                () => inFlight.delete(key),
                () => inFlight.delete(key),
              );
              ours = true;
            }
          }
        }
        cached = !ours;
        try {
          await pending;
        } catch (error) {
          if (error instanceof HttpError) throw error;
          if (error instanceof TtsError && error.badInput) {
            throw new HttpError(422, 'speech_generation_failed', FAILED_TO_GENERATE_SPEECH);
          }
          deps.log(`voice: synthesis failed with ${services.tts.name}: ${(error as Error).message}`);
          throw new HttpError(502, 'speech_generation_failed', FAILED_TO_GENERATE_SPEECH);
        }
      }
      return { success: true, audioUrl: `/api/v1/voice/audio/${key}?sig=${signature(userId, key)}`, cached };
    },

    /** The stored audio, only for the person whose signed URL it is; everyone else gets 404. */
    async readAudio(
      userId: string,
      key: string,
      sig: string | undefined,
    ): Promise<StoredObject & { etag: string }> {
      if (!AUDIO_KEY.test(key) || !sig) throw new HttpError(404, 'not_found', AUDIO_NOT_FOUND);
      const expected = Buffer.from(signature(userId, key));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new HttpError(404, 'not_found', AUDIO_NOT_FOUND);
      }
      const found = await audio.get(key);
      if (!found) throw new HttpError(404, 'not_found', AUDIO_NOT_FOUND);
      return { ...found, etag: `"${key}"` };
    },

    /** Checks the recording limits, then transcribes; every refusal carries the text people are shown. */
    async transcribe(userId: string, readUpload: () => Promise<Upload | undefined>): Promise<string> {
      // Counted before the upload is read, so a person over the limit costs no bandwidth or decoding.
      await enforceRateLimit('transcribe', userId, deps.limits.transcribesPerMinute);
      const bytes = (await readUpload())?.bytes;
      if (!bytes || bytes.length === 0) throw new HttpError(400, 'no_audio', NO_AUDIO_DATA);
      if (bytes.length > deps.limits.maxUploadBytes) {
        throw new HttpError(413, 'audio_too_large', AUDIO_FILE_TOO_LARGE);
      }
      if (bytes.length < RECORDING_MIN_BYTES) {
        throw new HttpError(400, 'audio_too_short_or_quiet', AUDIO_TOO_SHORT_OR_QUIET);
      }
      const container = sniffContainer(bytes);
      if (!container) throw new HttpError(415, 'invalid_audio_format', INVALID_AUDIO_FORMAT);

      let durationSeconds: number | undefined;
      let pcm16kWav: Buffer | undefined;
      if (services.decoder.available()) {
        try {
          const decoded = await services.decoder.decode(bytes, RECORDING_MAX_SECONDS);
          durationSeconds = decoded.durationSeconds;
          pcm16kWav = decoded.wav;
        } catch (error) {
          if (error instanceof AudioDecodeError) {
            throw new HttpError(415, 'invalid_audio_format', INVALID_AUDIO_FORMAT);
          }
          throw error;
        }
      } else if (container === 'wav') {
        const info = readWavInfo(bytes);
        if (!info) throw new HttpError(415, 'invalid_audio_format', INVALID_AUDIO_FORMAT);
        durationSeconds = info.durationSeconds;
      }
      // Without ffmpeg, compressed recordings cannot be measured here; the transcription server sees them whole.
      if (durationSeconds !== undefined) {
        if (durationSeconds < RECORDING_MIN_SECONDS_SERVICE) {
          throw new HttpError(400, 'recording_too_short', RECORD_AT_LEAST_2_SECONDS);
        }
        if (durationSeconds > RECORDING_MAX_SECONDS + DURATION_TOLERANCE_SECONDS) {
          throw new HttpError(400, 'recording_too_long', RECORDING_TOO_LONG);
        }
      }

      const engine = services.stt;
      let input: { audio: Buffer; mimeType: string };
      if (engine.input === 'pcm16k') {
        if (!pcm16kWav) {
          const status = await engine.status();
          throw new HttpError(
            503,
            'speech_to_text_unavailable',
            `Speech-to-text is not available on this server: ${status.detail}`,
          );
        }
        input = { audio: pcm16kWav, mimeType: 'audio/wav' };
      } else {
        input = { audio: bytes, mimeType: CONTAINER_MIME_TYPES[container] };
      }
      let text: string;
      try {
        text = await engine.transcribe(input.audio, input.mimeType);
      } catch (error) {
        if (error instanceof SttError && error.unavailable) {
          throw new HttpError(503, 'speech_to_text_unavailable', error.message);
        }
        deps.log(`voice: transcription failed with ${engine.name}: ${(error as Error).message}`);
        throw new HttpError(502, 'transcription_failed', FAILED_TO_TRANSCRIBE);
      }
      if (!text.trim()) throw new HttpError(422, 'no_speech_detected', NO_SPEECH_IN_AUDIO);
      return text.trim();
    },

    /**
     * Deletes all of the person's generated audio, as their account is deleted. Other instances may still
     * remember a key as stored, but only its owner could ask for it, and the owner's sessions end with
     * the account.
     */
    async deleteAudioOf(userId: string): Promise<void> {
      for (const key of await audio.deleteOwnedBy(userId)) stored.delete(key);
    },

    /** Stops the periodic sweep (the app is closing). */
    close(): void {
      clearInterval(sweeper);
    },

    async health(): Promise<VoiceHealthResponse> {
      const [tts, stt] = await Promise.all([services.tts.status(), services.stt.status()]);
      return {
        success: true,
        tts: { provider: services.tts.name, ...tts },
        stt: { provider: services.stt.name, ...stt },
      };
    },
  };
}
