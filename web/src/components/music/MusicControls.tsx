import { useId } from 'react';
import { Mic, MicOff, Music, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { cn } from '../ui/cn';
import { musicStatusText } from './music-status';

/** Spoken guidance, as the sound controls show it (a practice's voice guidance fits as it is). */
export interface VoiceControlState {
  muted: boolean;
  toggleMute: () => void;
}

/** Background music, as the sound controls show it; a screen's music hook fills it in. */
export interface MusicControlState {
  playing: boolean;
  /** A start is scheduled (music begins a few seconds into a phase). */
  scheduled?: boolean;
  /** Waiting for the person's first tap or key press before the browser lets it play. */
  waitingForInteraction?: boolean;
  muted: boolean;
  /** 0 to 1. */
  volume: number;
  /** The track's name once one is loaded, e.g. 'Breathing Focus'. */
  trackName?: string | null;
  onPlayPause: () => void;
  onToggleMute: () => void;
  onVolumeChange: (volume: number) => void;
}

const iconButton =
  'flex size-10 shrink-0 items-center justify-center rounded-full border border-white/15 bg-white/[0.05] text-slate-100 transition ' +
  'hover:border-white/30 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300';

/**
 * The sound controls of a practice: spoken guidance on or off (when the practice has a voice), and the
 * background music's play/pause, mute and volume (0-100 %) with the track's name. What the music does is
 * also said politely to screen readers.
 */
export function MusicControls({
  music,
  voice,
  className,
}: {
  music: MusicControlState;
  voice?: VoiceControlState;
  className?: string;
}) {
  const volumeId = useId();
  const shownVolume = music.muted ? 0 : music.volume;
  const percent = Math.round(shownVolume * 100);
  const status = musicStatusText({
    playing: music.playing,
    scheduled: music.scheduled ?? false,
    waitingForInteraction: music.waitingForInteraction ?? false,
    trackName: music.trackName ?? null,
  });

  return (
    <div
      role="group"
      aria-label="Sound"
      className={cn(
        'flex max-w-full flex-wrap items-center justify-center gap-2 rounded-2xl border border-white/10 bg-white/[0.04] px-3 py-2',
        className,
      )}
    >
      {voice && (
        <>
          <button
            type="button"
            className={iconButton}
            onClick={voice.toggleMute}
            aria-pressed={!voice.muted}
            aria-label="Voice guidance"
            title={voice.muted ? 'Voice guidance is off' : 'Voice guidance is on'}
          >
            {voice.muted ? <MicOff className="size-4" aria-hidden /> : <Mic className="size-4" aria-hidden />}
          </button>
          <span aria-hidden className="mx-1 h-6 w-px bg-white/10" />
        </>
      )}
      <span className="flex min-w-0 items-center gap-1.5 pl-1 text-xs font-medium text-slate-300">
        <Music className="size-4 shrink-0 text-teal-200" aria-hidden />
        <span className="truncate">{music.trackName ?? 'Music'}</span>
      </span>
      <button
        type="button"
        className={iconButton}
        onClick={music.onPlayPause}
        aria-label={music.playing ? 'Pause music' : 'Play music'}
      >
        {music.playing ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
      </button>
      <button
        type="button"
        className={iconButton}
        onClick={music.onToggleMute}
        aria-pressed={music.muted}
        aria-label="Mute music"
      >
        {music.muted ? (
          <VolumeX className="size-4" aria-hidden />
        ) : (
          <Volume2 className="size-4" aria-hidden />
        )}
      </button>
      <span className="flex items-center gap-2">
        <label htmlFor={volumeId} className="sr-only">
          Music volume
        </label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={shownVolume}
          onChange={(event) => music.onVolumeChange(Number(event.target.value))}
          aria-valuetext={music.muted ? 'Muted' : `${percent}%`}
          className="scale-slider w-28"
          style={{ ['--fill' as string]: `${percent}%` }}
        />
        <span aria-hidden className="w-11 shrink-0 text-right text-xs tabular-nums text-slate-400">
          {music.muted ? 'Muted' : `${percent}%`}
        </span>
      </span>
      <span className="sr-only" role="status">
        {status}
      </span>
    </div>
  );
}
