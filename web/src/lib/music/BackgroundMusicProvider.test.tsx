import { act, cleanup, fireEvent, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BackgroundMusicProvider,
  browserMusicEnvironment,
  useBackgroundMusic,
} from './BackgroundMusicProvider';
import { MUSIC_SETTINGS_KEY } from './background-music';
import type { MusicEngine, MusicEngineEvent } from './engines';
import { DEFAULT_MUSIC_VOLUME, MUSIC_TRACKS } from './tracks';

/** An engine that makes no sound: it reports play and pause like a browser's audio, and records the rest. */
function fakeEngine() {
  const listeners = new Set<(event: MusicEngineEvent) => void>();
  const emit = (event: MusicEngineEvent) => listeners.forEach((listener) => listener(event));
  let playing = false;
  const engine = {
    loaded: [] as string[],
    volume: null as number | null,
    plays: 0,
    load: vi.fn((url: string) => void engine.loaded.push(url)),
    play: vi.fn(() => {
      engine.plays++;
      if (!playing) {
        playing = true;
        emit({ type: 'play' });
      }
      return Promise.resolve();
    }),
    pause: vi.fn(() => {
      if (!playing) return;
      playing = false;
      emit({ type: 'pause' });
    }),
    seekToStart: vi.fn(),
    setVolume: vi.fn((volume: number) => void (engine.volume = volume)),
    preload: vi.fn(),
    unlock: vi.fn(),
    subscribe: (listener: (event: MusicEngineEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    release: vi.fn(),
    /** The browser gives up on the file. */
    fail: () => {
      playing = false;
      emit({ type: 'error', error: new Error('MEDIA_ERR_SRC_NOT_SUPPORTED') });
    },
  };
  return engine satisfies MusicEngine;
}

/**
 * The app's music in this page: the browser's own interaction tracking, timers and storage, with the fake
 * engine in place of Web Audio.
 */
function renderMusic(engine = fakeEngine()) {
  const environment = () => ({ ...browserMusicEnvironment(), engine });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackgroundMusicProvider environment={environment}>{children}</BackgroundMusicProvider>
  );
  return { engine, ...renderHook(() => useBackgroundMusic(), { wrapper }) };
}

/** A click somewhere on the page: browsers let sound start only after one. */
const interact = () => act(() => void fireEvent.pointerDown(document.body));

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('BackgroundMusicProvider', () => {
  it('plays, pauses and resumes a track; "playing" follows the audio', async () => {
    const { result, engine } = renderMusic();
    interact();
    expect(result.current).toMatchObject({ playing: false, kind: null, track: null });

    await act(() => result.current.play('breathwork'));
    expect(result.current).toMatchObject({
      playing: true,
      kind: 'breathwork',
      track: MUSIC_TRACKS.breathwork,
    });
    expect(engine.loaded).toEqual([MUSIC_TRACKS.breathwork.url]);

    act(() => result.current.pause());
    expect(result.current.playing).toBe(false);
    await act(() => result.current.togglePlayPause());
    // The same track carries on where it was.
    expect(result.current).toMatchObject({ playing: true, kind: 'breathwork' });
    expect(engine.loaded).toHaveLength(1);

    act(() => result.current.stop());
    expect(result.current.playing).toBe(false);
    expect(engine.seekToStart).toHaveBeenCalledOnce();

    // An unknown kind plays the default track, from its beginning.
    await act(() => result.current.play('jazz'));
    expect(result.current).toMatchObject({ playing: true, kind: 'default', track: MUSIC_TRACKS.default });
  });

  it('waits for the first interaction with the page before any sound', async () => {
    const { result, engine } = renderMusic();
    await act(() => result.current.play('meditation'));
    expect(result.current).toMatchObject({ playing: false, waitingForInteraction: true });
    expect(engine.plays).toBe(0);

    interact();
    await act(() => Promise.resolve());
    expect(result.current).toMatchObject({ playing: true, waitingForInteraction: false, kind: 'meditation' });
  });

  it('keeps the volume between 0 and 1, mutes without losing the level, and remembers both', () => {
    const { result, engine, unmount } = renderMusic();
    expect(result.current).toMatchObject({ volume: DEFAULT_MUSIC_VOLUME, muted: false });

    act(() => result.current.setVolume(0.7));
    expect(result.current.volume).toBe(0.7);
    expect(engine.volume).toBe(0.7);
    act(() => result.current.setVolume(5));
    expect(result.current.volume).toBe(1);

    act(() => result.current.toggleMute());
    expect(result.current).toMatchObject({ volume: 1, muted: true });
    expect(engine.volume).toBe(0);
    expect(JSON.parse(localStorage.getItem(MUSIC_SETTINGS_KEY)!)).toEqual({ volume: 1, muted: true });
    unmount();

    // The next visit on this device starts with the same choice.
    const next = renderMusic();
    expect(next.result.current).toMatchObject({ volume: 1, muted: true });
    expect(next.engine.volume).toBe(0);
  });

  it('shows not playing when the audio fails, without throwing', async () => {
    const { result, engine } = renderMusic();
    interact();
    await act(() => result.current.play('mindfulness'));
    expect(result.current.playing).toBe(true);
    act(() => engine.fail());
    expect(result.current.playing).toBe(false);
    expect(console.warn).toHaveBeenCalledWith('Background music audio error', expect.any(Error));
  });

  it('starts a scheduled track 5 seconds later, unless cancelled', async () => {
    vi.useFakeTimers();
    const { result } = renderMusic();
    interact();
    let cancel!: () => void;
    act(() => void (cancel = result.current.startAfterDelay('breathwork')));
    expect(result.current.scheduled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(result.current.playing).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ playing: true, scheduled: false });

    act(() => result.current.pause());
    act(() => void (cancel = result.current.startAfterDelay('meditation')));
    act(() => cancel());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current).toMatchObject({ playing: false, scheduled: false, kind: 'breathwork' });
  });

  it('stops the music and lets go of the audio when it goes away (signing out)', async () => {
    const { result, engine, unmount } = renderMusic();
    interact();
    await act(() => result.current.play('meditation'));
    unmount();
    expect(engine.pause).toHaveBeenCalled();
    expect(engine.release).toHaveBeenCalled();
  });

  it('must be used inside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useBackgroundMusic())).toThrow(
      'useBackgroundMusic must be used within a BackgroundMusicProvider',
    );
  });
});
