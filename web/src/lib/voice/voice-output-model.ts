import {
  DEFAULT_SPEED,
  UTTERANCE_PAUSE_LONG_MS,
  UTTERANCE_PAUSE_SHORT_MS,
  clampSpeed,
  speedFor,
  type SpeechContext,
  type VoiceId,
} from '@flowmind/core/voice';
import type { VoiceSettings } from '@flowmind/core/contracts/voice-settings';

/*
 * The vocabulary of the voice output: what a caller may ask for, what it is told back, the speed rule, and
 * what the service needs from the page. Kept apart from the service so the page's side (browser-speech.ts)
 * and the service (voice-output.ts) depend on it rather than on each other.
 */

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
