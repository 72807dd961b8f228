/**
 * The background-music service. One per app, framework-free; BackgroundMusicProvider hands it to React. It
 * keeps what the person hears (which track, playing or not, volume, mute) and drives an engine (engines.ts)
 * that makes the sound.
 *
 * Rules:
 * - "Playing" follows the engine's play, pause, ended and error events; an error sets not playing.
 * - Play and resume failures, and audio errors, are logged only: music never breaks a practice.
 * - Nothing plays before the person has interacted with the page. A play asked for earlier waits for the first
 *   click, tap or key press.
 * - Volume is 0 to 1 (clamped), 0.3 by default, and mute sets what is heard to 0 while keeping the level. Both
 *   are remembered on this device and are independent of the voice guidance's volume.
 * - Stop pauses and goes back to the start of the track.
 * - Music can be scheduled to start a while into a practice phase (5 s by default), and the schedule cancelled.
 */
import type { MusicEngine, MusicEngineEvent } from './engines';
import {
  DEFAULT_MUSIC_VOLUME,
  MUSIC_START_DELAY_MS,
  clampVolume,
  effectiveVolume,
  resolveTrack,
  type MusicKind,
  type MusicPreloader,
  type MusicTrack,
} from './tracks';

export interface BackgroundMusicState {
  /** The kind of the loaded track (after the fallback to 'default'), or null before anything was played. */
  kind: MusicKind | null;
  track: MusicTrack | null;
  playing: boolean;
  /** The chosen level, 0 to 1; what is heard is 0 while muted. */
  volume: number;
  muted: boolean;
  /** A start scheduled by startAfterDelay has not happened yet. */
  scheduled: boolean;
  /** Play was asked for before any user interaction; it starts on the first one. */
  waitingForInteraction: boolean;
}

/** Where the volume and mute choice live between visits (the Storage interface). */
export interface SettingsStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface MusicEnvironment {
  engine: MusicEngine;
  hasUserActivation: () => boolean;
  /** Calls `callback` on every user interaction (pointer, key, touch) until the returned function is called. */
  onUserInteraction: (callback: () => void) => () => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  storage?: SettingsStore | null;
  log: (message: string, error?: unknown) => void;
}

export const MUSIC_SETTINGS_KEY = 'flowmind.music';

function readSettings(storage: SettingsStore | null | undefined): { volume: number; muted: boolean } {
  try {
    const saved = JSON.parse(storage?.getItem(MUSIC_SETTINGS_KEY) ?? 'null') as unknown;
    if (saved && typeof saved === 'object') {
      const { volume, muted } = saved as { volume?: unknown; muted?: unknown };
      return {
        volume: typeof volume === 'number' ? clampVolume(volume) : DEFAULT_MUSIC_VOLUME,
        muted: muted === true,
      };
    }
  } catch {
    // Unreadable settings are simply not used.
  }
  return { volume: DEFAULT_MUSIC_VOLUME, muted: false };
}

export class BackgroundMusic {
  private state: BackgroundMusicState;
  private readonly listeners = new Set<() => void>();
  private preloader: MusicPreloader | null = null;
  private scheduledStart: unknown = null;
  private stopListeningToInteractions: (() => void) | null = null;
  private readonly stopListeningToEngine: () => void;

  constructor(private readonly environment: MusicEnvironment) {
    const settings = readSettings(environment.storage);
    this.state = {
      kind: null,
      track: null,
      playing: false,
      volume: settings.volume,
      muted: settings.muted,
      scheduled: false,
      waitingForInteraction: false,
    };
    environment.engine.setVolume(effectiveVolume(settings.volume, settings.muted));
    this.stopListeningToEngine = environment.engine.subscribe(this.onEngineEvent);
  }

  // --- for React (useSyncExternalStore) -------------------------------------------------------

  getSnapshot = (): BackgroundMusicState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  // --- lifecycle ------------------------------------------------------------------------------

  /** Starts listening for user interactions; the returned function stops the music and disconnects. */
  connect = (): (() => void) => {
    this.stopListeningToInteractions?.();
    this.stopListeningToInteractions = this.environment.onUserInteraction(this.onUserInteraction);
    return () => {
      this.stop();
      this.environment.engine.release();
      // The engine let go of the track: the next play loads it afresh.
      this.update({ kind: null, track: null, playing: false });
      this.stopListeningToInteractions?.();
      this.stopListeningToInteractions = null;
    };
  };

  setPreloader = (preloader: MusicPreloader | null): void => {
    this.preloader = preloader;
  };

  // --- playback -------------------------------------------------------------------------------

  /**
   * Plays the track of `kind` (an unknown kind plays the default track). The same track carries on where it
   * is; another one starts from its beginning. Resolves when the attempt is over; never rejects.
   */
  play = async (kind: string): Promise<void> => {
    this.cancelScheduledStart();
    const { kind: resolved, track } = resolveTrack(kind, this.preloader);
    if (track.url !== this.state.track?.url) {
      this.environment.engine.load(track.url);
      this.update({ kind: resolved, track, playing: false });
    } else if (resolved !== this.state.kind) {
      this.update({ kind: resolved });
    }
    await this.start();
  };

  /** Carries on with the loaded track. */
  resume = async (): Promise<void> => {
    this.cancelScheduledStart();
    if (!this.state.track) return;
    await this.start();
  };

  pause = (): void => {
    this.cancelScheduledStart();
    this.update({ waitingForInteraction: false });
    this.environment.engine.pause();
  };

  /** Pauses and goes back to the start of the track. */
  stop = (): void => {
    this.cancelScheduledStart();
    this.update({ waitingForInteraction: false });
    this.environment.engine.pause();
    this.environment.engine.seekToStart();
  };

  /** Pause when playing; otherwise resume, or start the track of `kind` when nothing is loaded yet. */
  togglePlayPause = async (kind: string = 'default'): Promise<void> => {
    if (this.state.playing || this.state.waitingForInteraction) {
      this.pause();
      return;
    }
    await (this.state.track ? this.resume() : this.play(kind));
  };

  /**
   * Plays `kind` after `delayMs` (by default 5 s: music starts 5 s into a phase). A later call, play, pause or
   * stop replaces or cancels it; so does the returned function.
   */
  startAfterDelay = (kind: string, delayMs: number = MUSIC_START_DELAY_MS): (() => void) => {
    this.cancelScheduledStart();
    const handle = this.environment.setTimeout(
      () => {
        if (this.scheduledStart !== handle) return;
        this.scheduledStart = null;
        this.update({ scheduled: false });
        void this.play(kind);
      },
      Math.max(0, delayMs),
    );
    this.scheduledStart = handle;
    this.update({ scheduled: true });
    return () => {
      if (this.scheduledStart === handle) this.cancelScheduledStart();
    };
  };

  cancelScheduledStart = (): void => {
    if (this.scheduledStart === null) return;
    this.environment.clearTimeout(this.scheduledStart);
    this.scheduledStart = null;
    this.update({ scheduled: false });
  };

  /** Fetches a kind's track ahead of time, so that it starts at once when asked for. */
  preload = (kind: string): void => {
    this.environment.engine.preload(resolveTrack(kind, this.preloader).track.url);
  };

  // --- volume ---------------------------------------------------------------------------------

  setVolume = (volume: number): void => {
    const next = clampVolume(volume, this.state.volume);
    if (next === this.state.volume) return;
    this.update({ volume: next });
    this.applyVolume();
  };

  setMuted = (muted: boolean): void => {
    if (muted === this.state.muted) return;
    this.update({ muted });
    this.applyVolume();
  };

  toggleMute = (): void => this.setMuted(!this.state.muted);

  // --- internals ------------------------------------------------------------------------------

  private async start(): Promise<void> {
    if (!this.environment.hasUserActivation()) {
      this.update({ waitingForInteraction: true });
      return;
    }
    this.update({ waitingForInteraction: false });
    try {
      await this.environment.engine.play();
    } catch (error) {
      this.environment.log('Background music could not start', error);
    }
  }

  private readonly onUserInteraction = (): void => {
    this.environment.engine.unlock();
    if (this.state.waitingForInteraction && this.state.track && this.environment.hasUserActivation()) {
      void this.start();
    }
  };

  private readonly onEngineEvent = (event: MusicEngineEvent): void => {
    switch (event.type) {
      case 'play':
        this.update({ playing: true });
        break;
      case 'pause':
      case 'ended':
        this.update({ playing: false });
        break;
      case 'error':
        this.environment.log('Background music audio error', event.error);
        this.update({ playing: false });
        break;
    }
  };

  private applyVolume(): void {
    this.environment.engine.setVolume(effectiveVolume(this.state.volume, this.state.muted));
    try {
      this.environment.storage?.setItem(
        MUSIC_SETTINGS_KEY,
        JSON.stringify({ volume: this.state.volume, muted: this.state.muted }),
      );
    } catch {
      // Private browsing or a full storage: the choice lasts for this visit only.
    }
  }

  private update(patch: Partial<BackgroundMusicState>): void {
    const changed = (Object.keys(patch) as (keyof BackgroundMusicState)[]).some(
      (key) => patch[key] !== this.state[key],
    );
    if (!changed) return;
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  /** Detaches from the engine for good (tests; the app keeps one service for its lifetime). */
  dispose(): void {
    this.cancelScheduledStart();
    this.stopListeningToEngine();
    this.stopListeningToInteractions?.();
    this.environment.engine.release();
  }
}
