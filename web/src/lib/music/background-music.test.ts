import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackgroundMusicProvider, useBackgroundMusic } from './BackgroundMusicProvider';
import { BackgroundMusic, MUSIC_SETTINGS_KEY, type MusicEnvironment } from './background-music';
import {
  FADE_IN_SECONDS,
  FADE_OUT_SECONDS,
  createMediaElementEngine,
  createWebAudioEngine,
  type AudioElementLike,
  type MusicEngine,
} from './engines';

/** An <audio> element as far as the engine uses it: play/pause fire their events like a browser's. */
class FakeAudio {
  src = '';
  loop = false;
  preload = '';
  volume = 1;
  currentTime = 0;
  error: { code: number } | null = null;
  paused = true;
  playCalls = 0;
  /** What the next play() does: start, or refuse like an autoplay policy. */
  refusePlay: Error | null = null;
  private readonly handlers = new Map<string, Set<() => void>>();

  addEventListener(type: string, handler: () => void) {
    if (!this.handlers.has(type)) this.handlers.set(type, new Set());
    this.handlers.get(type)!.add(handler);
  }
  removeEventListener(type: string, handler: () => void) {
    this.handlers.get(type)?.delete(handler);
  }
  dispatch(type: string) {
    for (const handler of this.handlers.get(type) ?? []) handler();
  }
  play(): Promise<void> {
    this.playCalls++;
    if (this.refusePlay) return Promise.reject(this.refusePlay);
    if (this.paused) {
      this.paused = false;
      this.dispatch('play');
    }
    return Promise.resolve();
  }
  pause() {
    if (this.paused) return;
    this.paused = true;
    this.dispatch('pause');
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  load() {}
  /** The browser gives up on the file (MEDIA_ERR_SRC_NOT_SUPPORTED): playback stops with an error event. */
  fail() {
    this.error = { code: 4 };
    this.paused = true;
    this.dispatch('error');
  }
}

interface Harness {
  music: BackgroundMusic;
  environment: MusicEnvironment;
  logs: string[];
  interact: () => void;
  setActivated: (value: boolean) => void;
  storage: Map<string, string>;
}

function harness(
  engine: MusicEngine,
  options: { activated?: boolean; storage?: Map<string, string> } = {},
): Harness {
  let activated = options.activated ?? true;
  const interactionCallbacks = new Set<() => void>();
  const storage = options.storage ?? new Map<string, string>();
  const logs: string[] = [];
  const environment: MusicEnvironment = {
    engine,
    hasUserActivation: () => activated,
    onUserInteraction: (callback) => {
      interactionCallbacks.add(callback);
      return () => interactionCallbacks.delete(callback);
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
    log: (message) => void logs.push(message),
  };
  const music = new BackgroundMusic(environment);
  music.connect();
  return {
    music,
    environment,
    logs,
    storage,
    setActivated: (value) => (activated = value),
    interact: () => {
      activated = true;
      for (const callback of interactionCallbacks) callback();
    },
  };
}

function elementHarness(options: { activated?: boolean; storage?: Map<string, string> } = {}) {
  const elements: FakeAudio[] = [];
  const engine = createMediaElementEngine(() => {
    const audio = new FakeAudio();
    elements.push(audio);
    return audio as unknown as AudioElementLike;
  });
  const h = harness(engine, options);
  return { ...h, audio: () => elements[0]!, elements };
}

describe('background music with an <audio> element', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays the track of a kind, looping, at the default volume 0.3', async () => {
    const { music, audio } = elementHarness();
    expect(music.getSnapshot()).toMatchObject({
      playing: false,
      volume: 0.3,
      muted: false,
      kind: null,
      track: null,
    });
    await music.play('breathwork');
    expect(audio().src).toBe('/breathing-focus.mp3');
    expect(audio().loop).toBe(true);
    expect(audio().volume).toBe(0.3);
    expect(music.getSnapshot()).toMatchObject({ playing: true, kind: 'breathwork' });
    expect(music.getSnapshot().track?.name).toBe('Breathing Focus');
  });

  it('plays the default track for an unknown kind', async () => {
    const { music, audio } = elementHarness();
    await music.play('sea-shanties');
    expect(audio().src).toBe('/practice-background.mp3');
    expect(music.getSnapshot().kind).toBe('default');
  });

  it('plays nothing before a user interaction, then starts on the first one', async () => {
    const { music, interact, elements } = elementHarness({ activated: false });
    await music.play('meditation');
    expect(elements.every((audio) => audio.playCalls === 0)).toBe(true);
    expect(music.getSnapshot()).toMatchObject({
      playing: false,
      waitingForInteraction: true,
      kind: 'meditation',
    });
    interact();
    await vi.waitFor(() => expect(music.getSnapshot().playing).toBe(true));
    expect(music.getSnapshot().waitingForInteraction).toBe(false);
  });

  it('a pause before the first interaction cancels the waiting start', async () => {
    const { music, interact, elements } = elementHarness({ activated: false });
    await music.play('meditation');
    music.pause();
    interact();
    await Promise.resolve();
    expect(elements.every((audio) => audio.playCalls === 0)).toBe(true);
    expect(music.getSnapshot().playing).toBe(false);
  });

  it('pauses and resumes where it was; stop goes back to the start', async () => {
    const { music, audio } = elementHarness();
    await music.play('mindfulness');
    audio().currentTime = 42;
    music.pause();
    expect(music.getSnapshot().playing).toBe(false);
    await music.resume();
    expect(music.getSnapshot().playing).toBe(true);
    expect(audio().currentTime).toBe(42);
    expect(audio().src).toBe('/mindful-awareness.mp3');
    music.stop();
    expect(music.getSnapshot().playing).toBe(false);
    expect(audio().currentTime).toBe(0);
    expect(music.getSnapshot().kind).toBe('mindfulness');
  });

  it('carries on with the same track, and starts another from its beginning', async () => {
    const { music, audio } = elementHarness();
    await music.play('visualization');
    audio().currentTime = 30;
    await music.play('visualization');
    expect(audio().currentTime).toBe(30);
    await music.play('neuroscience');
    expect(audio().src).toBe('/brain-wave-harmony.mp3');
    expect(music.getSnapshot()).toMatchObject({ playing: true, kind: 'neuroscience' });
  });

  it('clamps the volume, mutes to 0 without forgetting the level, and remembers both', async () => {
    const storage = new Map<string, string>();
    const { music, audio } = elementHarness({ storage });
    await music.play('default');
    music.setVolume(1.7);
    expect(music.getSnapshot().volume).toBe(1);
    expect(audio().volume).toBe(1);
    music.setVolume(-3);
    expect(music.getSnapshot().volume).toBe(0);
    music.setVolume(0.6);
    music.setVolume(Number.NaN);
    expect(music.getSnapshot().volume).toBe(0.6);
    music.toggleMute();
    expect(music.getSnapshot()).toMatchObject({ muted: true, volume: 0.6 });
    expect(audio().volume).toBe(0);
    expect(JSON.parse(storage.get(MUSIC_SETTINGS_KEY)!)).toEqual({ volume: 0.6, muted: true });

    const next = elementHarness({ storage });
    expect(next.music.getSnapshot()).toMatchObject({ volume: 0.6, muted: true });
    next.music.setMuted(false);
    await next.music.play('default');
    expect(next.audio().volume).toBe(0.6);
  });

  it('ignores unreadable saved settings', () => {
    const storage = new Map([[MUSIC_SETTINGS_KEY, '{not json']]);
    expect(elementHarness({ storage }).music.getSnapshot()).toMatchObject({ volume: 0.3, muted: false });
    storage.set(MUSIC_SETTINGS_KEY, JSON.stringify({ volume: 9, muted: 'yes' }));
    expect(elementHarness({ storage }).music.getSnapshot()).toMatchObject({ volume: 1, muted: false });
  });

  it('an audio error sets not playing and is only logged', async () => {
    const { music, audio, logs } = elementHarness();
    await music.play('breathwork');
    audio().fail();
    expect(music.getSnapshot().playing).toBe(false);
    expect(logs).toEqual(['Background music audio error']);
  });

  it('a refused play is only logged', async () => {
    const { music, audio, logs } = elementHarness();
    await music.play('breathwork');
    music.pause();
    audio().refusePlay = new DOMException('play() failed', 'NotAllowedError');
    await expect(music.resume()).resolves.toBeUndefined();
    expect(music.getSnapshot().playing).toBe(false);
    expect(logs).toEqual(['Background music could not start']);
  });

  it('starts 5 s after it is scheduled, unless cancelled or replaced', async () => {
    const { music, audio } = elementHarness();
    music.startAfterDelay('breathwork');
    expect(music.getSnapshot().scheduled).toBe(true);
    await vi.advanceTimersByTimeAsync(4999);
    expect(music.getSnapshot().playing).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(music.getSnapshot()).toMatchObject({ playing: true, scheduled: false, kind: 'breathwork' });
    expect(audio().src).toBe('/breathing-focus.mp3');

    music.stop();
    const cancel = music.startAfterDelay('mindfulness');
    cancel();
    expect(music.getSnapshot().scheduled).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(music.getSnapshot().playing).toBe(false);

    music.startAfterDelay('mindfulness', 5000);
    await vi.advanceTimersByTimeAsync(3000);
    music.startAfterDelay('visualization', 5000);
    await vi.advanceTimersByTimeAsync(2500);
    expect(music.getSnapshot().playing).toBe(false);
    await vi.advanceTimersByTimeAsync(2500);
    expect(music.getSnapshot()).toMatchObject({ playing: true, kind: 'visualization' });
  });

  it('pause and stop cancel a scheduled start', async () => {
    const { music } = elementHarness();
    music.startAfterDelay('breathwork');
    music.pause();
    music.startAfterDelay('breathwork', 1000);
    music.stop();
    await vi.advanceTimersByTimeAsync(6000);
    expect(music.getSnapshot()).toMatchObject({ playing: false, scheduled: false, kind: null });
  });

  it('toggles between playing and paused, starting the given kind when nothing is loaded', async () => {
    const { music } = elementHarness();
    await music.togglePlayPause('meditation');
    expect(music.getSnapshot()).toMatchObject({ playing: true, kind: 'meditation' });
    await music.togglePlayPause('breathwork');
    expect(music.getSnapshot()).toMatchObject({ playing: false, kind: 'meditation' });
    await music.togglePlayPause();
    expect(music.getSnapshot()).toMatchObject({ playing: true, kind: 'meditation' });
  });

  it('uses a track the preloader holds, and the static file otherwise', async () => {
    const { music, audio } = elementHarness();
    music.setPreloader({
      trackFor: (kind) =>
        kind === 'breathwork' ? { name: 'Breathing Focus', url: 'blob:breath', description: '' } : null,
    });
    await music.play('breathwork');
    expect(audio().src).toBe('blob:breath');
    await music.play('meditation');
    expect(audio().src).toBe('/meditation-ambience.mp3');
  });

  it('stops when disconnected (the provider goes away)', async () => {
    const { music } = elementHarness();
    const disconnect = music.connect();
    await music.play('breathwork');
    disconnect();
    expect(music.getSnapshot().playing).toBe(false);
    // Reconnecting (React may mount twice) works as before.
    music.connect();
    await music.play('breathwork');
    expect(music.getSnapshot().playing).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Web Audio
// ---------------------------------------------------------------------------------------------

interface ParamEvent {
  method: string;
  value: number;
  time: number;
}

class FakeParam {
  value = 1;
  events: ParamEvent[] = [];
  setValueAtTime(value: number, time: number) {
    this.events.push({ method: 'set', value, time });
    this.value = value;
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.events.push({ method: 'ramp', value, time });
  }
  setTargetAtTime(value: number, time: number) {
    this.events.push({ method: 'target', value, time });
  }
  cancelScheduledValues(time: number) {
    this.events.push({ method: 'cancel', value: 0, time });
  }
}

class FakeNode {
  connections: unknown[] = [];
  connect(target: unknown) {
    this.connections.push(target);
  }
}

class FakeGain extends FakeNode {
  gain = new FakeParam();
}

class FakeSource extends FakeNode {
  buffer: { duration: number } | null = null;
  loop = false;
  startedAt: { when: number; offset: number } | null = null;
  stoppedAt: number | null = null;
  onended: (() => void) | null = null;
  start(when: number, offset: number) {
    this.startedAt = { when, offset };
  }
  stop(when: number) {
    this.stoppedAt = when;
  }
}

class FakeContext {
  currentTime = 0;
  state: 'suspended' | 'running' = 'suspended';
  destination = new FakeNode();
  gains: FakeGain[] = [];
  sources: FakeSource[] = [];
  resume = vi.fn(() => {
    this.state = 'running';
    return Promise.resolve();
  });
  createGain() {
    const gain = new FakeGain();
    this.gains.push(gain);
    return gain;
  }
  createBufferSource() {
    const source = new FakeSource();
    this.sources.push(source);
    return source;
  }
  decodeAudioData(bytes: ArrayBuffer) {
    return Promise.resolve({ duration: bytes.byteLength });
  }
}

function webAudioHarness(
  fetchAudio: (url: string) => Promise<ArrayBuffer> = () => Promise.resolve(new ArrayBuffer(60)),
) {
  const contexts: FakeContext[] = [];
  const fetched: string[] = [];
  const engine = createWebAudioEngine({
    createContext: () => {
      const context = new FakeContext();
      contexts.push(context);
      return context as unknown as AudioContext;
    },
    fetchAudio: (url) => {
      fetched.push(url);
      return fetchAudio(url);
    },
  });
  const h = harness(engine);
  return { ...h, context: () => contexts[0]!, contexts, fetched };
}

describe('background music with Web Audio', () => {
  it('loops the decoded track sample-exactly, fading in, at the music volume', async () => {
    const { music, context, fetched } = webAudioHarness();
    await music.play('neuroscience');
    expect(fetched).toEqual(['/brain-wave-harmony.mp3']);
    const ctx = context();
    expect(ctx.resume).toHaveBeenCalled();
    const [source] = ctx.sources;
    expect(source).toMatchObject({ loop: true, startedAt: { when: 0, offset: 0 } });
    // source → its fade → the master volume → the speakers
    const [master, fade] = ctx.gains;
    expect(source!.connections).toEqual([fade]);
    expect(fade!.connections).toEqual([master]);
    expect(master!.connections).toEqual([ctx.destination]);
    expect(master!.gain.value).toBe(0.3);
    expect(fade!.gain.events).toEqual([
      { method: 'set', value: 0, time: 0 },
      { method: 'ramp', value: 1, time: FADE_IN_SECONDS },
    ]);
    expect(music.getSnapshot()).toMatchObject({ playing: true, kind: 'neuroscience' });
  });

  it('pauses with a short fade and resumes where it was', async () => {
    const { music, context } = webAudioHarness();
    await music.play('breathwork');
    const ctx = context();
    ctx.currentTime = 75; // 60 s track: 15 s into its second time round
    music.pause();
    expect(music.getSnapshot().playing).toBe(false);
    expect(ctx.sources[0]!.stoppedAt).toBe(75 + FADE_OUT_SECONDS);
    ctx.currentTime = 100;
    await music.resume();
    expect(ctx.sources[1]!.startedAt).toEqual({ when: 100, offset: 15 });
    expect(music.getSnapshot().playing).toBe(true);
  });

  it('stop goes back to the start; the next play begins there', async () => {
    const { music, context } = webAudioHarness();
    await music.play('breathwork');
    context().currentTime = 20;
    music.stop();
    expect(music.getSnapshot().playing).toBe(false);
    await music.resume();
    expect(context().sources[1]!.startedAt).toEqual({ when: 20, offset: 0 });
  });

  it('follows the volume smoothly and mutes to 0', async () => {
    const { music, context } = webAudioHarness();
    await music.play('default');
    const master = context().gains[0]!;
    music.setVolume(0.8);
    music.setMuted(true);
    expect(master.gain.events.map(({ method, value }) => [method, value])).toEqual([
      ['target', 0.8],
      ['target', 0],
    ]);
  });

  it('a track that cannot be fetched sets not playing and is only logged; the next try fetches again', async () => {
    let fail = true;
    const { music, logs, fetched } = webAudioHarness(() =>
      fail ? Promise.reject(new Error('HTTP 404')) : Promise.resolve(new ArrayBuffer(60)),
    );
    await expect(music.play('mindfulness')).resolves.toBeUndefined();
    expect(music.getSnapshot().playing).toBe(false);
    expect(logs).toEqual(['Background music audio error', 'Background music could not start']);
    fail = false;
    await music.play('mindfulness');
    expect(music.getSnapshot().playing).toBe(true);
    expect(fetched).toEqual(['/mindful-awareness.mp3', '/mindful-awareness.mp3']);
  });

  it('a pause while the track is still loading wins', async () => {
    let release: (bytes: ArrayBuffer) => void = () => {};
    const { music, context, fetched } = webAudioHarness(() => new Promise((resolve) => (release = resolve)));
    const playing = music.play('visualization');
    await vi.waitFor(() => expect(fetched).toHaveLength(1));
    music.pause();
    release(new ArrayBuffer(60));
    await playing;
    expect(context().sources).toEqual([]);
    expect(music.getSnapshot().playing).toBe(false);
  });

  it('switching track fades the old one out and starts the new one from its beginning', async () => {
    const { music, context, fetched } = webAudioHarness();
    await music.play('breathwork');
    context().currentTime = 10;
    await music.play('meditation');
    const [first, second] = context().sources;
    expect(first!.stoppedAt).toBe(10 + FADE_OUT_SECONDS);
    expect(second!.startedAt).toEqual({ when: 10, offset: 0 });
    expect(fetched).toEqual(['/breathing-focus.mp3', '/meditation-ambience.mp3']);
    expect(music.getSnapshot()).toMatchObject({ playing: true, kind: 'meditation' });
  });

  it('preloads a track so that playing it fetches nothing more', async () => {
    const { music, fetched } = webAudioHarness();
    music.preload('neuroscience');
    await music.play('neuroscience');
    expect(fetched).toEqual(['/brain-wave-harmony.mp3']);
  });

  it('unlocks a suspended audio context on a user interaction', async () => {
    const { music, context, interact } = webAudioHarness();
    await music.play('default');
    const ctx = context();
    ctx.state = 'suspended';
    ctx.resume.mockClear();
    interact();
    expect(ctx.resume).toHaveBeenCalledTimes(1);
  });
});

describe('useBackgroundMusic', () => {
  it('throws outside its provider', () => {
    function Probe() {
      useBackgroundMusic();
      return null;
    }
    expect(() => renderToString(createElement(Probe))).toThrow(
      'useBackgroundMusic must be used within a BackgroundMusicProvider',
    );
  });

  it('gives the state and the controls inside its provider', () => {
    const engine = createMediaElementEngine(() => new FakeAudio() as unknown as AudioElementLike);
    const seen: unknown[] = [];
    function Probe() {
      const music = useBackgroundMusic();
      seen.push({ volume: music.volume, playing: music.playing, play: typeof music.play });
      return null;
    }
    renderToString(
      createElement(BackgroundMusicProvider, {
        environment: () => harness(engine).environment,
        children: createElement(Probe),
      }),
    );
    expect(seen).toEqual([{ volume: 0.3, playing: false, play: 'function' }]);
  });
});
