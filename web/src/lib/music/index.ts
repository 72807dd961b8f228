/**
 * Background music for practices. Import from here, not from the files inside.
 *
 * Inside the signed-in app (AppShell mounts the BackgroundMusicProvider):
 *   const music = useBackgroundMusic();
 *   music.play(kind)          // 'meditation' | 'breathwork' | 'mindfulness' | 'visualization' | 'neuroscience'
 *                             // | 'default'; anything else plays the default track. The same track carries on;
 *                             // another starts from its beginning, fading in. Never rejects (failures are logged).
 *   music.pause(); music.resume(); music.stop()   // stop = pause and back to the start
 *   music.togglePlayPause(kind?)                  // for a play/pause button; `kind` if nothing is loaded yet
 *   const cancel = music.startAfterDelay(kind)    // plays 5 s from now (MUSIC_START_DELAY_MS): call it when a
 *                                                 // phase starts; cancel() (or play/pause/stop) cancels it
 *   music.preload(kind)                           // fetch a track ahead, e.g. on the practice's intro
 *   music.setVolume(0..1)  // clamped; 0.3 by default   music.setMuted(b); music.toggleMute()
 *   music.playing, music.kind, music.track ({ name, url, description }), music.volume, music.muted,
 *   music.scheduled, music.waitingForInteraction
 *   music.service             // the stable object behind the hook, for code that outlives a render
 * Rules: nothing plays before the person has interacted with the page (an earlier play waits for the first
 * click, tap or key); the volume and mute choice is kept on the device and is independent of voice guidance;
 * "playing" follows the audio's play, pause, ended and error events (an error sets not playing).
 *
 * Sound controls: <MusicControls music={...} /> from web/src/components/music, fed by a player's music hook.
 */
export {
  BackgroundMusicProvider,
  useBackgroundMusic,
  browserMusicEnvironment,
  type BackgroundMusicHandle,
} from './BackgroundMusicProvider';
export {
  BackgroundMusic,
  MUSIC_SETTINGS_KEY,
  type BackgroundMusicState,
  type MusicEnvironment,
  type SettingsStore,
} from './background-music';
export {
  createBrowserMusicEngine,
  createMediaElementEngine,
  createWebAudioEngine,
  type MusicEngine,
  type MusicEngineEvent,
} from './engines';
export {
  MUSIC_KINDS,
  MUSIC_TRACKS,
  DEFAULT_MUSIC_VOLUME,
  MUSIC_START_DELAY_MS,
  clampVolume,
  effectiveVolume,
  isMusicKind,
  resolveMusicKind,
  resolveTrack,
  type MusicKind,
  type MusicPreloader,
  type MusicTrack,
} from './tracks';
