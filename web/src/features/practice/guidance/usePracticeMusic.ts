import { useEffect, useRef } from 'react';
import type { PracticeSessionState } from '@flowmind/core/practice-session';
import { useBackgroundMusic, type MusicKind } from '../../../lib/music';
import type { MusicControlState } from '../../../components/music/MusicControls';
import { MUSIC_START_SECONDS } from './music-kind';

/**
 * Where a session is, as far as its music cares: not started, running (with the seconds spent in the current
 * phase), paused by the person, between phases, or over (done or ended early).
 */
export type MusicSessionState =
  | { status: 'intro' }
  | { status: 'running'; elapsedInPhase: number }
  | { status: 'paused' }
  | { status: 'between' }
  | { status: 'over' };

export function musicSessionOf(state: PracticeSessionState): MusicSessionState {
  switch (state.stage) {
    case 'intro':
      return { status: 'intro' };
    case 'practice':
      return state.paused
        ? { status: 'paused' }
        : { status: 'running', elapsedInPhase: state.elapsedInPhase };
    case 'phase-complete':
      return { status: 'between' };
    case 'done':
    case 'early-exit':
      return { status: 'over' };
  }
}

/**
 * Background music for one practice session, the same in every player: the track of `kind` is fetched on the
 * intro and starts 5 s into the practice's first phase, measured on the session's own clock so a paused
 * session never starts it, and carries on over the next phases; pausing the session pauses the music and
 * resuming brings it back; it stops (back to the start) when the session is over or the player closes. If
 * the person pauses the music themselves, the session leaves it paused.
 * Returns what the sound controls need.
 */
export function usePracticeMusic(kind: MusicKind, session: PracticeSessionState): MusicControlState {
  const music = useBackgroundMusic();
  const { service } = music;
  const started = useRef(false);
  const pausedBySession = useRef(false);
  const now = musicSessionOf(session);
  // Only crossing the 5 s mark matters, not every tick of the clock.
  const pastStart = now.status === 'running' && now.elapsedInPhase >= MUSIC_START_SECONDS;

  useEffect(() => service.preload(kind), [service, kind]);
  useEffect(() => () => service.stop(), [service]);

  useEffect(() => {
    switch (now.status) {
      case 'intro':
      case 'over':
        if (started.current) service.stop();
        started.current = false;
        pausedBySession.current = false;
        return;
      case 'paused':
        if (service.getSnapshot().playing || service.getSnapshot().waitingForInteraction) {
          pausedBySession.current = true;
          service.pause();
        }
        return;
      case 'running':
        if (pausedBySession.current) {
          pausedBySession.current = false;
          void service.resume();
        } else if (!started.current && pastStart) {
          started.current = true;
          void service.play(kind);
        }
        return;
      case 'between':
        return;
    }
  }, [now.status, pastStart, service, kind]);

  return {
    playing: music.playing || music.waitingForInteraction,
    scheduled: music.scheduled,
    waitingForInteraction: music.waitingForInteraction,
    muted: music.muted,
    volume: music.volume,
    trackName: music.track?.name ?? null,
    onPlayPause: () => {
      // The person's choice wins over the session's automatic start and resume.
      started.current = true;
      pausedBySession.current = false;
      void music.togglePlayPause(kind);
    },
    onToggleMute: music.toggleMute,
    onVolumeChange: (volume) => {
      music.setVolume(volume);
      if (music.muted && volume > 0) music.setMuted(false);
    },
  };
}
