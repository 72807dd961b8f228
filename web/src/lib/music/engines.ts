/**
 * What actually makes the sound. The service (background-music.ts) keeps the state; an engine plays one
 * looping track and reports play, pause, ended and error events, the four events the state is driven by.
 *
 * Two engines:
 * - Web Audio (the default): the decoded track loops in an AudioBufferSourceNode, sample-exact. The files are
 *   made to loop without a seam, but an <audio loop> element restarts with a few milliseconds of silence in
 *   Chromium, a small dropout every minute that this avoids. It also fades in and out instead of cutting.
 * - A media element, where the Web Audio API is missing.
 */

export type MusicEngineEvent =
  { type: 'play' } | { type: 'pause' } | { type: 'ended' } | { type: 'error'; error: unknown };

export interface MusicEngine {
  /** Chooses the track to play; a different url starts from the beginning. Does not start playing. */
  load(url: string): void;
  /** Starts or resumes the loaded track; rejects when it cannot (the caller logs it). */
  play(): Promise<void>;
  pause(): void;
  /** Back to the start of the track (playing on from there if it was playing). */
  seekToStart(): void;
  /** 0 to 1, already clamped and with mute applied. */
  setVolume(volume: number): void;
  /** Fetches a track ahead of time so that playing it later starts at once. */
  preload(url: string): void;
  /** Called on each user interaction: lets an engine take the chance to unlock audio output. */
  unlock(): void;
  subscribe(listener: (event: MusicEngineEvent) => void): () => void;
  /** Stops and lets go of everything; the engine can still be used afterwards. */
  release(): void;
}

class Listeners {
  private readonly listeners = new Set<(event: MusicEngineEvent) => void>();

  subscribe = (listener: (event: MusicEngineEvent) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  emit(event: MusicEngineEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}

// ---------------------------------------------------------------------------------------------
// Media element
// ---------------------------------------------------------------------------------------------

/** The subset of HTMLAudioElement the engine uses (tests pass a fake). */
export type AudioElementLike = Pick<
  HTMLAudioElement,
  | 'src'
  | 'loop'
  | 'preload'
  | 'volume'
  | 'currentTime'
  | 'error'
  | 'play'
  | 'pause'
  | 'addEventListener'
  | 'removeEventListener'
  | 'removeAttribute'
  | 'load'
>;

export function createMediaElementEngine(createAudio: () => AudioElementLike): MusicEngine {
  const listeners = new Listeners();
  let audio: AudioElementLike | null = null;
  let url: string | null = null;
  let volume = 1;
  let warming: AudioElementLike | null = null;

  const element = (): AudioElementLike => {
    if (audio) return audio;
    const created = createAudio();
    created.loop = true;
    created.preload = 'auto';
    created.volume = volume;
    created.addEventListener('play', () => listeners.emit({ type: 'play' }));
    created.addEventListener('pause', () => listeners.emit({ type: 'pause' }));
    created.addEventListener('ended', () => listeners.emit({ type: 'ended' }));
    created.addEventListener('error', () => listeners.emit({ type: 'error', error: created.error }));
    audio = created;
    return created;
  };

  return {
    load(next) {
      if (next === url) return;
      url = next;
      const target = element();
      target.pause();
      target.src = next;
    },
    play() {
      if (!url) return Promise.reject(new Error('No music track loaded'));
      return element().play();
    },
    pause() {
      audio?.pause();
    },
    seekToStart() {
      if (audio) audio.currentTime = 0;
    },
    setVolume(next) {
      volume = next;
      if (audio) audio.volume = next;
    },
    preload(next) {
      if (next === url) return;
      // A detached element with preload=auto fetches the file into the HTTP cache.
      warming = createAudio();
      warming.preload = 'auto';
      warming.src = next;
    },
    unlock() {},
    subscribe: listeners.subscribe,
    release() {
      if (!audio) return;
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
      url = null;
      warming = null;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Web Audio
// ---------------------------------------------------------------------------------------------

/** Seconds of fade when music starts or resumes, and when it pauses, stops or changes track. */
export const FADE_IN_SECONDS = 1.2;
export const FADE_OUT_SECONDS = 0.35;
/** Time constant of volume changes: fast enough to follow a slider, smooth enough not to crackle. */
const VOLUME_SMOOTHING_SECONDS = 0.05;

export interface WebAudioDependencies {
  createContext: () => AudioContext;
  /** The file's bytes (fetch in the browser). */
  fetchAudio: (url: string) => Promise<ArrayBuffer>;
}

interface Voice {
  source: AudioBufferSourceNode;
  fade: GainNode;
}

export function createWebAudioEngine(dependencies: WebAudioDependencies): MusicEngine {
  const listeners = new Listeners();
  let context: AudioContext | null = null;
  let master: GainNode | null = null;
  let volume = 1;
  let url: string | null = null;
  /** Decoded tracks: the current one and at most one preloaded (a decoded minute of stereo is ~25 MB). */
  const buffers = new Map<string, Promise<AudioBuffer>>();
  let voice: Voice | null = null;
  /** Where in the track playback resumes (seconds), and the context time that matches position 0. */
  let position = 0;
  let origin = 0;
  let duration = 0;
  /** Bumped by every pause/stop/load, so a play still waiting for its audio knows it was overtaken. */
  let generation = 0;

  const ensureContext = (): { context: AudioContext; master: GainNode } => {
    if (!context || !master) {
      context = dependencies.createContext();
      master = context.createGain();
      master.gain.value = volume;
      master.connect(context.destination);
    }
    return { context, master };
  };

  const bufferFor = (target: string): Promise<AudioBuffer> => {
    let buffer = buffers.get(target);
    if (!buffer) {
      const { context: ctx } = ensureContext();
      buffer = dependencies.fetchAudio(target).then((bytes) => ctx.decodeAudioData(bytes));
      // A failed fetch or decode is not kept: the next attempt tries again.
      buffer.catch(() => buffers.delete(target));
      buffers.set(target, buffer);
    }
    for (const key of [...buffers.keys()]) {
      if (buffers.size <= 2) break;
      if (key !== target && key !== url) buffers.delete(key);
    }
    return buffer;
  };

  /** Fades the sounding voice out and stops it; remembers where it was. */
  const silence = (): boolean => {
    if (!voice || !context) return false;
    const now = context.currentTime;
    if (duration > 0) position = (now - origin) % duration;
    const { source, fade } = voice;
    fade.gain.cancelScheduledValues(now);
    fade.gain.setValueAtTime(fade.gain.value, now);
    fade.gain.linearRampToValueAtTime(0, now + FADE_OUT_SECONDS);
    source.onended = null;
    source.stop(now + FADE_OUT_SECONDS);
    voice = null;
    return true;
  };

  const start = (buffer: AudioBuffer, ctx: AudioContext, out: GainNode): void => {
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    source.loop = true;
    const fade = ctx.createGain();
    const now = ctx.currentTime;
    fade.gain.setValueAtTime(0, now);
    fade.gain.linearRampToValueAtTime(1, now + FADE_IN_SECONDS);
    source.connect(fade);
    fade.connect(out);
    duration = buffer.duration;
    const offset = duration > 0 ? position % duration : 0;
    origin = now - offset;
    source.start(now, offset);
    const started: Voice = { source, fade };
    // A looping source never ends by itself: if it does, something stopped it from outside.
    source.onended = () => {
      if (voice !== started) return;
      voice = null;
      listeners.emit({ type: 'ended' });
    };
    voice = started;
  };

  return {
    load(next) {
      if (next === url) return;
      generation++;
      if (silence()) listeners.emit({ type: 'pause' });
      url = next;
      position = 0;
    },
    async play() {
      if (!url) throw new Error('No music track loaded');
      if (voice) return;
      const target = url;
      const ticket = ++generation;
      const { context: ctx, master: out } = ensureContext();
      let buffer: AudioBuffer;
      try {
        if (ctx.state === 'suspended') await ctx.resume();
        if (ticket !== generation) return;
        buffer = await bufferFor(target);
      } catch (error) {
        if (ticket === generation) listeners.emit({ type: 'error', error });
        throw error;
      }
      // Paused, stopped or switched while the audio was loading: that later wish wins.
      if (ticket !== generation || voice) return;
      start(buffer, ctx, out);
      listeners.emit({ type: 'play' });
    },
    pause() {
      generation++;
      if (silence()) listeners.emit({ type: 'pause' });
    },
    seekToStart() {
      if (!voice || !context || !master) {
        position = 0;
        return;
      }
      const buffer = voice.source.buffer;
      silence();
      position = 0;
      if (buffer) start(buffer, context, master);
    },
    setVolume(next) {
      volume = next;
      if (context && master) master.gain.setTargetAtTime(next, context.currentTime, VOLUME_SMOOTHING_SECONDS);
    },
    preload(next) {
      bufferFor(next).catch(() => {
        // Preloading is only a head start: playing the track later tries again and reports any error.
      });
    },
    unlock() {
      // Resuming inside the interaction itself is what unlocks output in browsers that insist on a gesture.
      if (context?.state === 'suspended') void context.resume().catch(() => {});
    },
    subscribe: listeners.subscribe,
    release() {
      generation++;
      silence();
      buffers.clear();
      url = null;
      position = 0;
    },
  };
}

/** The engine for this browser: Web Audio where it exists, otherwise an <audio> element. */
export function createBrowserMusicEngine(): MusicEngine {
  const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (AudioContextClass) {
    return createWebAudioEngine({
      createContext: () => new AudioContextClass({ latencyHint: 'playback' }),
      fetchAudio: async (url) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`Music track ${url}: HTTP ${response.status}`);
        return response.arrayBuffer();
      },
    });
  }
  return createMediaElementEngine(() => new Audio());
}
