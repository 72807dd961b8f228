import {
  CHAT_PLAYBACK_SPEED,
  UTTERANCE_PAUSE_SHORT_MS,
  clampVolume,
  findVoice,
  splitForSpeech,
  type VoiceId,
} from '@flowmind/core/voice';
import { FAILED_TO_GENERATE_SPEECH } from '@flowmind/core/recording';
import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from '@flowmind/core/contracts/voice-settings';
import { GENERATE_TEXT_MAX } from '@flowmind/core/contracts/voice';
import { SpeechAudioCache } from './speech-audio-cache';
import { SpeechPreloader } from './speech-preloader';
import {
  pauseMs,
  resolveSpeed,
  type MessagePlaybackOptions,
  type MessagePlaybackState,
  type PreloadOptions,
  type PreloadPrompt,
  type PreloadResult,
  type QueuedUtterance,
  type SpeakOptions,
  type UtterancePause,
  type VoiceOutputEnvironment,
  type VoiceOutputSnapshot,
} from './voice-output-model';

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
  private readonly cache: SpeechAudioCache;
  private readonly preloader: SpeechPreloader;
  private lastSettings: VoiceSettings | null = null;
  /** When the last utterance ended, for the pause before the next one. */
  private lastEndedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly env: VoiceOutputEnvironment) {
    this.cache = new SpeechAudioCache((input, signal) => env.generate(input, signal));
    this.preloader = new SpeechPreloader(
      this.cache,
      () => this.currentSettings(),
      (state) => this.update(state),
    );
  }

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
  ): Promise<PreloadResult> => this.preloader.preload(prompts, options);

  /** Stops preloading; with a batch id, only when that batch is the one running. */
  cancelPreload = (batchId?: string): void => {
    this.preloader.cancel(batchId);
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
    this.cache.clear();
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
    const input = { text, voice, speed };
    let audioUrl: string;
    try {
      audioUrl = await this.cache.audioUrlFor(input, signal);
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
      this.cache.forget(input);
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
}
