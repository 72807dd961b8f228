import { useEffect, useRef } from 'react';
import type { StandaloneStage } from '@flowmind/core/standalone-practices';
import { useBackgroundMusic, type MusicKind } from '../../../lib/music';
import type { MusicControlState } from '../guidance/SessionSoundControls';

/**
 * A standalone player's background music: it starts 5 s into each phase (carrying on when
 * the track already plays), holds while the practice is paused, and stops when the practice ends or the
 * player closes. Once the person pauses the music themselves, the player no longer starts it for them.
 * Returns the state the sound controls need.
 */
export function useSessionMusic({
  kind,
  stage,
  paused,
  phaseKey,
}: {
  kind: MusicKind;
  stage: StandaloneStage;
  paused: boolean;
  /** Changes when a new phase starts. */
  phaseKey: string;
}): MusicControlState {
  const music = useBackgroundMusic();
  const { service } = music;
  const chosenSilence = useRef(false);
  const startedHere = useRef(false);

  useEffect(() => {
    if (stage === 'intro') {
      chosenSilence.current = false;
      service.preload(kind);
    }
  }, [service, kind, stage]);

  useEffect(() => {
    if (stage !== 'practice' || paused || chosenSilence.current) return;
    startedHere.current = true;
    return service.startAfterDelay(kind);
  }, [service, kind, stage, paused, phaseKey]);

  useEffect(() => {
    if (stage === 'practice' && paused && startedHere.current) service.pause();
    if (stage === 'done' && startedHere.current) {
      startedHere.current = false;
      service.stop();
    }
  }, [service, stage, paused]);

  useEffect(
    () => () => {
      if (startedHere.current) service.stop();
    },
    [service],
  );

  return {
    playing: music.playing || music.waitingForInteraction,
    muted: music.muted,
    volume: music.volume,
    onPlayPause: () => {
      if (music.playing || music.waitingForInteraction || music.scheduled) {
        chosenSilence.current = true;
        service.pause();
      } else {
        chosenSilence.current = false;
        startedHere.current = true;
        void service.play(kind);
      }
    },
    onToggleMute: music.toggleMute,
    onVolumeChange: (volume) => {
      music.setVolume(volume);
      if (music.muted && volume > 0) music.setMuted(false);
    },
  };
}
