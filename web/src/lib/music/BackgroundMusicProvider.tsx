import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { BackgroundMusic, type BackgroundMusicState, type MusicEnvironment } from './background-music';
import { createBrowserMusicEngine } from './engines';
import type { MusicPreloader } from './tracks';

const BackgroundMusicContext = createContext<BackgroundMusic | null>(null);

const INTERACTIONS = ['pointerdown', 'keydown', 'touchend'] as const;

/** The browser's timers, storage, console and interaction events around the Web Audio (or <audio>) engine. */
export function browserMusicEnvironment(): MusicEnvironment {
  let interacted = false;
  return {
    engine: createBrowserMusicEngine(),
    // The browser's own sticky flag is authoritative where it exists; otherwise the interactions seen here.
    hasUserActivation: () =>
      (navigator.userActivation as UserActivation | undefined)?.hasBeenActive ?? interacted,
    onUserInteraction: (callback) => {
      const listener = () => {
        interacted = true;
        callback();
      };
      const options = { capture: true, passive: true } as const;
      for (const type of INTERACTIONS) window.addEventListener(type, listener, options);
      return () => {
        for (const type of INTERACTIONS) window.removeEventListener(type, listener, options);
      };
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    storage: (() => {
      try {
        return window.localStorage;
      } catch {
        return null;
      }
    })(),
    log: (message, error) => console.warn(message, error),
  };
}

/**
 * Gives the signed-in app its one background-music service. Music stops when the provider goes away (signing
 * out). `preloader` is asked first for a track of a kind; without one, the static file plays.
 */
export function BackgroundMusicProvider({
  children,
  preloader = null,
  environment,
}: {
  children: React.ReactNode;
  preloader?: MusicPreloader | null;
  /** For tests and special hosts; the browser's by default. */
  environment?: () => MusicEnvironment;
}) {
  const [service] = useState(() => new BackgroundMusic((environment ?? browserMusicEnvironment)()));
  useEffect(() => service.connect(), [service]);
  useEffect(() => service.setPreloader(preloader), [service, preloader]);
  return <BackgroundMusicContext.Provider value={service}>{children}</BackgroundMusicContext.Provider>;
}

export interface BackgroundMusicHandle extends BackgroundMusicState {
  /** The stable service behind the hook, for code that outlives a render (timers, players' own services). */
  service: BackgroundMusic;
  play: BackgroundMusic['play'];
  pause: BackgroundMusic['pause'];
  resume: BackgroundMusic['resume'];
  stop: BackgroundMusic['stop'];
  togglePlayPause: BackgroundMusic['togglePlayPause'];
  startAfterDelay: BackgroundMusic['startAfterDelay'];
  cancelScheduledStart: BackgroundMusic['cancelScheduledStart'];
  preload: BackgroundMusic['preload'];
  setVolume: BackgroundMusic['setVolume'];
  setMuted: BackgroundMusic['setMuted'];
  toggleMute: BackgroundMusic['toggleMute'];
}

export function useBackgroundMusic(): BackgroundMusicHandle {
  const service = useContext(BackgroundMusicContext);
  if (!service) throw new Error('useBackgroundMusic must be used within a BackgroundMusicProvider');
  const state = useSyncExternalStore(service.subscribe, service.getSnapshot, service.getSnapshot);
  return useMemo(
    () => ({
      ...state,
      service,
      play: service.play,
      pause: service.pause,
      resume: service.resume,
      stop: service.stop,
      togglePlayPause: service.togglePlayPause,
      startAfterDelay: service.startAfterDelay,
      cancelScheduledStart: service.cancelScheduledStart,
      preload: service.preload,
      setVolume: service.setVolume,
      setMuted: service.setMuted,
      toggleMute: service.toggleMute,
    }),
    [state, service],
  );
}
