import {
  CHAT_PLAYBACK_SPEED,
  DEFAULT_SPEED,
  UTTERANCE_PAUSE_LONG_MS,
  UTTERANCE_PAUSE_SHORT_MS,
  clampSpeed,
  clampVolume,
  findVoice,
  speedFor,
  splitForSpeech,
  type SpeechContext,
  type VoiceId,
} from '@flowmind/core/voice';
import { FAILED_TO_GENERATE_SPEECH } from '@flowmind/core/recording';
import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from '@flowmind/core/contracts/voice-settings';
import { GENERATE_TEXT_MAX } from '@flowmind/core/contracts/voice';
import { hasUserActivation } from './user-activation';

export interface SpeakOptions {
  /**
   * Speaks at the context's speed (instruction 0.9, encouragement 1, breathing 0.8, meditation 0.7,
   * completion 0.9, varied by the coach's personality), scaled by the person's own speed setting.
   */
  context?: SpeechContext;
  /** The coach's personality (calm_wise, energetic_motivator, ...), which varies the context speeds. */
  personality?: string | null;
  /** Another voice than the person's, e.g. a coach's own voice or the settings dialog's Test. */
  voice?: VoiceId;
  /** An exact speed (0.5 to 2) instead of the person's, e.g. the settings dialog's Test. */
  speed?: number;
  /** An exact volume (0 to 1) instead of the person's. */
  volume?: number;
  /**
   * Stops whatever is playing and speaks this instead. Without it a request made while the voice is busy is
   * skipped (one utterance at a time, so voices never overlap).
   */
  interrupt?: boolean;
  /** Plays even when the voice is muted: only for something the person asked to hear (Test, Listen). */
  ignoreMute?: boolean;
}

export type UtterancePause = 'short' | 'long';

export interface QueuedUtterance extends Omit<SpeakOptions, 'interrupt' | 'ignoreMute'> {
  text: string;
  /** The pause before the next utterance (default: the sequence's pause). */
  pauseAfter?: UtterancePause;
}

/** A prompt to prepare: the same options it will be spoken with, so the prepared audio is found later. */
export type PreloadPrompt = Pick<QueuedUtterance, 'text' | 'context' | 'personality' | 'voice' | 'speed'>;

export interface PreloadOptions {
  /**
   * Names the batch (e.g. the practice id). Preloading the batch that is already running joins it; any other
   * batch cancels it (one practice at a time).
   */
  batchId?: string;
}

export interface PreloadResult {
  /** Prompts whose audio is ready to play without waiting for the server. */
  ready: number;
  failed: number;
  /** True when a newer preload or `cancelPreload()` stopped this one. */
  cancelled: boolean;
}

/** Per-message playback in chat: idle, loading (the audio is being made), playing. */
export type MessagePlaybackState = 'idle' | 'loading' | 'playing';

export interface MessagePlaybackOptions {
  /** The coach's voice; the person's voice otherwise. */
  voice?: VoiceId;
  /** An exact speed; otherwise the chat's 0.8 scaled by the person's speed setting. */
  speed?: number;
}

export interface VoiceOutputSnapshot {
  /** The person's settings are loaded. */
  initialised: boolean;
  muted: boolean;
  /** An utterance or a sequence is playing (or being prepared); other requests are skipped meanwhile. */
  speaking: boolean;
  preloading: boolean;
  /** The batch being preloaded, when it was named. */
  preloadBatchId: string | null;
  /** The chat message being played, and how far it got. */
  message: { id: string; state: Exclude<MessagePlaybackState, 'idle'> } | null;
  /** What spoke last: the server's speech, or the browser's own as a fallback. */
  lastEngine: 'server' | 'browser' | null;
  /** 'Failed to generate speech.' when the last utterance could not be spoken by either; null otherwise. */
  lastFailure: string | null;
}

/** The voice output's states: not yet initialised, initialised, muted, or speaking. */
export type VoiceOutputState = 'uninitialised' | 'initialised' | 'muted' | 'speaking';

export function voiceOutputState(snapshot: VoiceOutputSnapshot): VoiceOutputState {
  if (snapshot.speaking) return 'speaking';
  if (snapshot.muted) return 'muted';
  return snapshot.initialised ? 'initialised' : 'uninitialised';
}

export function pauseMs(pause: UtterancePause): number {
  return pause === 'long' ? UTTERANCE_PAUSE_LONG_MS : UTTERANCE_PAUSE_SHORT_MS;
}

/**
 * The speed an utterance is generated at. An exact speed wins; a context speed (or the chat's playback speed)
 * is scaled by the person's speed relative to the default 1.4, so the person's slider slows or quickens every
 * kind of speech while the context speeds apply unchanged at the default. Rounded to 0.01 so the same
 * prompt always maps to the same cached audio.
 */
export function resolveSpeed(
  options: { speed?: number; context?: SpeechContext; personality?: string | null; baseSpeed?: number },
  personSpeed: number,
): number {
  let speed: number;
  if (options.speed !== undefined) speed = options.speed;
  else {
    const base = options.context ? speedFor(options.context, options.personality) : options.baseSpeed;
    speed = base === undefined ? personSpeed : base * (clampSpeed(personSpeed) / DEFAULT_SPEED);
  }
  return Math.round(clampSpeed(speed) * 100) / 100;
}

/** What the service needs from the page, injected so the rules can run (and be tested) without a browser. */
export interface VoiceOutputEnvironment {
  loadSettings(): Promise<VoiceSettings>;
  generate(
    input: { text: string; voice: VoiceId; speed: number },
    signal?: AbortSignal,
  ): Promise<{ audioUrl: string }>;
  /**
   * Plays the audio; `onStarted` once sound starts. Resolves when it has ended or the signal aborted it;
   * rejects when it cannot be played.
   */
  playAudio(url: string, volume: number, signal: AbortSignal, onStarted?: () => void): Promise<void>;
  /** The browser's own speech; false when it has no voice to speak with (headless browsers have none). */
  speakWithBrowser(
    text: string,
    options: { lang: string; rate: number; volume: number },
    signal: AbortSignal,
  ): Promise<boolean>;
  hasUserActivation(): boolean;
  /** Resolves after `ms`, or at once when the signal aborts. */
  wait(ms: number, signal: AbortSignal): Promise<void>;
  now(): number;
}

/** Generated audio URLs kept per text, voice and speed; older ones are forgotten first. */
const AUDIO_URL_CACHE_SIZE = 300;

interface Utterance extends QueuedUtterance {
  /** The chat's playback speed, scaled like a context speed. */
  baseSpeed?: number;
  onPlaying?: () => void;
}

interface Claim {
  controller: AbortController;
  /** Settles once the claim is released. */
  released: Promise<void>;
}

/**
 * The voice output service: speaks texts through the server's speech, one utterance at a time
 * (others are skipped while busy), with the person's voice, speed and volume; leaves at least 300 ms between
 * utterances (300 or 500 ms inside a sequence); falls back to the browser's speech when the server cannot
 * generate; preloads prompts one batch at a time; plays chat messages one at a time; can be muted and
 * stopped. Nothing plays before the person has interacted with the page. Its volume is its own: background
 * music is separate.
 *
 * Every public method is bound, so `const { speak } = voice` works.
 */
export class VoiceOutput {
  private snapshot: VoiceOutputSnapshot = {
    initialised: false,
    muted: false,
    speaking: false,
    preloading: false,
    preloadBatchId: null,
    message: null,
    lastEngine: null,
    lastFailure: null,
  };
  private readonly listeners = new Set<() => void>();
  /** The running utterance, sequence or message; aborting it stops it. */
  private current: Claim | null = null;
  private preloadBatch: {
    controller: AbortController;
    batchId: string | undefined;
    result: Promise<PreloadResult>;
  } | null = null;
  private readonly audioUrls = new Map<string, string>();
  /** Generations under way, so speaking a prompt that is being preloaded waits for it instead of asking twice. */
  private readonly generating = new Map<string, Promise<string>>();
  private lastSettings: VoiceSettings | null = null;
  /** When the last utterance ended, for the pause before the next one. */
  private lastEndedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly env: VoiceOutputEnvironment) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): VoiceOutputSnapshot => this.snapshot;

  private update(patch: Partial<VoiceOutputSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    if (
      (Object.keys(patch) as Array<keyof VoiceOutputSnapshot>).every(
        (key) => next[key] === this.snapshot[key],
      )
    )
      return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /** Loads the person's settings; the first load also sets the mute state. Null when they cannot be read. */
  init = async (): Promise<VoiceSettings | null> => {
    try {
      const settings = await this.env.loadSettings();
      this.lastSettings = settings;
      if (!this.snapshot.initialised) this.update({ initialised: true, muted: settings.muted });
      return settings;
    } catch {
      return null;
    }
  };

  /** Takes newly saved settings (the mute state among them); voice, speed and volume are read per utterance. */
  applySettings = (settings: VoiceSettings): void => {
    this.lastSettings = settings;
    this.update({ initialised: true, muted: settings.muted });
    if (settings.muted) this.stopUnlessAsked();
  };

  /**
   * Speaks one text. False when skipped (busy, muted, no interaction with the page yet), stopped, or when
   * nothing could speak it (`lastFailure` then says so).
   */
  speak = (text: string, options: SpeakOptions = {}): Promise<boolean> => {
    return this.exclusive(options, (signal, settings) => this.utter({ ...options, text }, settings, signal));
  };

  /** Speaks texts in order with a pause of 300 ms (short) or 500 ms (long) between them, as one busy unit. */
  speakSequence = (
    utterances: readonly QueuedUtterance[],
    options: { pause?: UtterancePause; interrupt?: boolean } = {},
  ): Promise<boolean> => {
    const pause = options.pause ?? 'short';
    return this.exclusive({ interrupt: options.interrupt }, async (signal, settings) => {
      let allSpoken = true;
      for (const [index, utterance] of utterances.entries()) {
        if (index > 0) await this.env.wait(pauseMs(utterances[index - 1]!.pauseAfter ?? pause), signal);
        if (signal.aborted) return false;
        // One prompt that cannot be spoken does not silence the rest.
        if (!(await this.utter(utterance, settings, signal))) allSpoken = false;
        if (signal.aborted) return false;
      }
      return allSpoken;
    });
  };

  /**
   * Plays a chat message (idle, loading, playing; pressing again stops). Another message that is
   * playing stops first. The audio is made at the chat's speed in the person's voice (or the coach's) and
   * kept, so a second press plays at once. False when stopped or when it could not be played.
   */
  toggleMessage = (
    messageId: string,
    text: string,
    options: MessagePlaybackOptions = {},
  ): Promise<boolean> => {
    if (this.snapshot.message?.id === messageId) {
      this.stop();
      return Promise.resolve(false);
    }
    return this.exclusive({ interrupt: true, ignoreMute: true }, async (signal, settings) => {
      // A fresh attempt: an earlier failure no longer applies (and a repeated one is news again).
      this.update({ message: { id: messageId, state: 'loading' }, lastFailure: null });
      try {
        return await this.utter(
          {
            text,
            voice: options.voice,
            speed: options.speed,
            baseSpeed: CHAT_PLAYBACK_SPEED,
            onPlaying: () => this.update({ message: { id: messageId, state: 'playing' } }),
          },
          settings,
          signal,
        );
      } finally {
        if (this.snapshot.message?.id === messageId) this.update({ message: null });
      }
    });
  };

  messageState = (messageId: string): MessagePlaybackState =>
    this.snapshot.message?.id === messageId ? this.snapshot.message.state : 'idle';

  /**
   * Generates the prompts' audio ahead of time, one at a time, so they play at once later. A new batch
   * cancels the one before (one practice at a time); failures are counted, never thrown, and the practice
   * goes on with live speech.
   */
  preload = (
    prompts: readonly (string | PreloadPrompt)[],
    options: PreloadOptions = {},
  ): Promise<PreloadResult> => {
    const running = this.preloadBatch;
    if (running && options.batchId !== undefined && running.batchId === options.batchId)
      return running.result;
    running?.controller.abort();
    const controller = new AbortController();
    const result = this.runPreload(
      prompts.map((prompt) => (typeof prompt === 'string' ? { text: prompt } : prompt)),
      controller,
    );
    this.preloadBatch = { controller, batchId: options.batchId, result };
    this.update({ preloading: true, preloadBatchId: options.batchId ?? null });
    return result;
  };

  private async runPreload(
    prompts: readonly PreloadPrompt[],
    controller: AbortController,
  ): Promise<PreloadResult> {
    let ready = 0;
    let failed = 0;
    try {
      const settings = await this.currentSettings();
      const seen = new Set<string>();
      for (const prompt of prompts) {
        if (controller.signal.aborted) break;
        const text = prompt.text.trim();
        if (!text) continue;
        const voice = prompt.voice ?? settings.voiceId;
        const speed = resolveSpeed(prompt, settings.speed);
        const key = cacheKey(text, voice, speed);
        if (seen.has(key)) continue;
        seen.add(key);
        try {
          await this.audioUrlFor(key, { text, voice, speed }, controller.signal);
          if (controller.signal.aborted) break;
          ready++;
        } catch {
          if (controller.signal.aborted) break;
          failed++;
        }
      }
    } finally {
      if (this.preloadBatch?.controller === controller) {
        this.preloadBatch = null;
        this.update({ preloading: false, preloadBatchId: null });
      }
    }
    return { ready, failed, cancelled: controller.signal.aborted };
  }

  /** Stops preloading; with a batch id, only when that batch is the one running. */
  cancelPreload = (batchId?: string): void => {
    const running = this.preloadBatch;
    if (!running || (batchId !== undefined && running.batchId !== batchId)) return;
    running.controller.abort();
    this.preloadBatch = null;
    this.update({ preloading: false, preloadBatchId: null });
  };

  /** Stops what is playing (a whole sequence, or a chat message, included). */
  stop = (): void => {
    this.current?.controller.abort();
  };

  /** Mutes or unmutes for this page only (the saved setting is changed in the Voice Settings dialog). */
  setMuted = (muted: boolean): void => {
    this.update({ muted });
    if (muted) this.stopUnlessAsked();
  };

  /** Returns the new mute state. */
  toggleMute = (): boolean => {
    this.setMuted(!this.snapshot.muted);
    return this.snapshot.muted;
  };

  /** Forgets everything of the person (sign-out, another person signing in): audio URLs are signed for them. */
  reset = (): void => {
    this.stop();
    this.cancelPreload();
    this.audioUrls.clear();
    this.generating.clear();
    this.lastSettings = null;
    this.update({ initialised: false, muted: false, lastEngine: null, lastFailure: null });
  };

  /** Muting stops guidance; a message or a Test the person asked for plays on. */
  private stopUnlessAsked(): void {
    if (!this.snapshot.message) this.stop();
  }

  private async currentSettings(): Promise<VoiceSettings> {
    return (await this.init()) ?? this.lastSettings ?? DEFAULT_VOICE_SETTINGS;
  }

  /**
   * Runs `speak` as the one thing the voice is doing. Skipped while busy unless `interrupt` (then the newest
   * request wins), when muted unless `ignoreMute`, and before any interaction with the page.
   */
  private async exclusive(
    options: Pick<SpeakOptions, 'interrupt' | 'ignoreMute'>,
    speak: (signal: AbortSignal, settings: VoiceSettings) => Promise<boolean>,
  ): Promise<boolean> {
    if (!this.env.hasUserActivation()) return false;
    if (this.current && !options.interrupt) return false;
    while (this.current) {
      const running = this.current;
      running.controller.abort();
      await running.released;
    }
    const controller = new AbortController();
    let release!: () => void;
    const claim: Claim = { controller, released: new Promise<void>((resolve) => (release = resolve)) };
    this.current = claim;
    const { signal } = controller;
    let started = false;
    try {
      const settings = await this.currentSettings();
      if ((this.snapshot.muted && !options.ignoreMute) || signal.aborted) return false;
      started = true;
      this.update({ speaking: true });
      const sinceLast = this.env.now() - this.lastEndedAt;
      if (sinceLast < UTTERANCE_PAUSE_SHORT_MS)
        await this.env.wait(UTTERANCE_PAUSE_SHORT_MS - sinceLast, signal);
      if (signal.aborted) return false;
      return await speak(signal, settings);
    } catch {
      return false;
    } finally {
      if (started) this.lastEndedAt = this.env.now();
      if (this.current === claim) {
        this.current = null;
        this.update({ speaking: false });
      }
      release();
    }
  }

  /** The audio of a text: from the cache, from a generation under way, or generated now. */
  private async audioUrlFor(
    key: string,
    input: { text: string; voice: VoiceId; speed: number },
    signal: AbortSignal,
  ): Promise<string> {
    const cached = this.audioUrls.get(key);
    if (cached) return cached;
    const inFlight = this.generating.get(key);
    if (inFlight) {
      try {
        return await inFlight;
      } catch (error) {
        // The other request may have been cancelled (a preload replaced); this one still wants the audio.
        if (signal.aborted) throw error;
      }
    }
    const generation = this.env.generate(input, signal).then(({ audioUrl }) => {
      this.remember(key, audioUrl);
      return audioUrl;
    });
    this.generating.set(key, generation);
    try {
      return await generation;
    } finally {
      if (this.generating.get(key) === generation) this.generating.delete(key);
    }
  }

  private async utter(utterance: Utterance, settings: VoiceSettings, signal: AbortSignal): Promise<boolean> {
    const text = utterance.text.trim();
    if (!text) return false;
    if (text.length > GENERATE_TEXT_MAX) {
      // The speech service takes 1000 characters at a time: a long reply is spoken piece after piece.
      const pieces = splitForSpeech(text, GENERATE_TEXT_MAX);
      for (const [index, piece] of pieces.entries()) {
        const onPlaying = index === 0 ? utterance.onPlaying : undefined;
        if (!(await this.utter({ ...utterance, text: piece, onPlaying }, settings, signal))) return false;
      }
      return true;
    }
    const voice = utterance.voice ?? settings.voiceId;
    const speed = resolveSpeed(utterance, settings.speed);
    const volume = clampVolume(utterance.volume ?? settings.volume);
    const key = cacheKey(text, voice, speed);
    let audioUrl: string;
    try {
      audioUrl = await this.audioUrlFor(key, { text, voice, speed }, signal);
    } catch {
      if (signal.aborted) return false;
      return this.speakWithBrowser(text, voice, speed, volume, signal, utterance.onPlaying);
    }
    if (signal.aborted) return false;
    try {
      await this.env.playAudio(audioUrl, volume, signal, utterance.onPlaying);
    } catch {
      if (signal.aborted) return false;
      // The stored audio may be gone (or undecodable here): ask again next time, and say it another way now.
      this.audioUrls.delete(key);
      return this.speakWithBrowser(text, voice, speed, volume, signal, utterance.onPlaying);
    }
    if (signal.aborted) return false;
    this.update({ lastEngine: 'server', lastFailure: null });
    return true;
  }

  private async speakWithBrowser(
    text: string,
    voice: VoiceId,
    speed: number,
    volume: number,
    signal: AbortSignal,
    onPlaying?: () => void,
  ): Promise<boolean> {
    const lang = findVoice(voice)?.lang ?? 'en-US';
    onPlaying?.();
    let spoken: boolean;
    try {
      spoken = await this.env.speakWithBrowser(text, { lang, rate: speed, volume }, signal);
    } catch {
      spoken = false;
    }
    if (signal.aborted) return false;
    this.update(
      spoken ? { lastEngine: 'browser', lastFailure: null } : { lastFailure: FAILED_TO_GENERATE_SPEECH },
    );
    return spoken;
  }

  private remember(key: string, audioUrl: string): void {
    this.audioUrls.delete(key);
    this.audioUrls.set(key, audioUrl);
    if (this.audioUrls.size > AUDIO_URL_CACHE_SIZE) {
      const oldest = this.audioUrls.keys().next().value;
      if (oldest !== undefined) this.audioUrls.delete(oldest);
    }
  }
}

function cacheKey(text: string, voice: string, speed: number): string {
  return `${voice}|${speed}|${text}`;
}

// ---------------------------------------------------------------------------------------------
// The browser's side
// ---------------------------------------------------------------------------------------------

function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** Plays a URL with an HTML audio element (independent of any other audio on the page, e.g. music). */
export function playAudioElement(
  url: string,
  volume: number,
  signal: AbortSignal,
  onStarted?: () => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return resolve();
    const audio = new Audio();
    audio.preload = 'auto';
    audio.volume = volume;
    const finish = (error?: unknown) => {
      audio.onended = null;
      audio.onerror = null;
      audio.onplaying = null;
      signal.removeEventListener('abort', onAbort);
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error('The audio could not be played.'));
    };
    const onAbort = () => {
      audio.pause();
      audio.removeAttribute('src');
      finish();
    };
    audio.onplaying = () => onStarted?.();
    audio.onended = () => finish();
    audio.onerror = () => finish(new Error('The audio could not be played.'));
    signal.addEventListener('abort', onAbort, { once: true });
    audio.src = url;
    audio.play().catch((error: unknown) => {
      // A pause() from stop() interrupts play(); that is not a failure.
      if (!signal.aborted) finish(error ?? new Error('The audio could not be played.'));
    });
  });
}

/** The browser's voices; some browsers list them only after `voiceschanged`, headless Chromium never. */
async function browserVoices(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const voices = synth.getVoices();
  if (voices.length > 0) return voices;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, 300);
    synth.addEventListener('voiceschanged', done, { once: true });
    function done() {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve();
    }
  });
  return synth.getVoices();
}

/** Speaks with the browser's speechSynthesis; false when it has no voice or the speech fails. */
export async function speakWithSpeechSynthesis(
  text: string,
  options: { lang: string; rate: number; volume: number },
  signal: AbortSignal,
): Promise<boolean> {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return false;
  if (typeof SpeechSynthesisUtterance === 'undefined') return false;
  const synth = window.speechSynthesis;
  const voices = await browserVoices(synth);
  if (voices.length === 0 || signal.aborted) return false;
  return new Promise((resolve) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = options.lang;
    utterance.rate = options.rate;
    utterance.volume = options.volume;
    // Some platforms write en_US rather than en-US.
    const langOf = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-');
    utterance.voice =
      voices.find((voice) => langOf(voice) === options.lang) ??
      voices.find((voice) => langOf(voice).startsWith('en')) ??
      null;
    const finish = (spoken: boolean) => {
      signal.removeEventListener('abort', onAbort);
      resolve(spoken);
    };
    const onAbort = () => {
      synth.cancel();
      finish(false);
    };
    utterance.onend = () => finish(true);
    utterance.onerror = () => finish(false);
    signal.addEventListener('abort', onAbort, { once: true });
    synth.speak(utterance);
  });
}

/** The real page: HTML audio for the server's speech, speechSynthesis as the fallback. */
export function browserVoiceEnvironment(
  deps: Pick<VoiceOutputEnvironment, 'loadSettings' | 'generate'>,
): VoiceOutputEnvironment {
  return {
    ...deps,
    playAudio: playAudioElement,
    speakWithBrowser: speakWithSpeechSynthesis,
    hasUserActivation,
    wait: abortableWait,
    now: () => performance.now(),
  };
}
