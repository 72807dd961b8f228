import { useId } from 'react';
import { Mic, MicOff, Music, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

export interface VoiceControlState {
  muted: boolean;
  onToggleMute: () => void;
}

export interface MusicControlState {
  playing: boolean;
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
 * The player's sound controls, visible during a session: spoken guidance on or off, and the background music's
 * play/pause, mute and volume (0 to 1 in steps of 0.1). Shared by the generic and the standalone players.
 */
export function SessionSoundControls({
  voice,
  music,
  className,
}: {
  voice?: VoiceControlState;
  music?: MusicControlState;
  className?: string;
}) {
  const volumeId = useId();
  if (!voice && !music) return null;
  const shownVolume = music ? (music.muted ? 0 : music.volume) : 0;
  return (
    <div
      role="group"
      aria-label="Sound"
      className={cn(
        'flex flex-wrap items-center justify-center gap-2 rounded-2xl border border-white/10 bg-white/[0.04] px-3 py-2',
        className,
      )}
    >
      {voice && (
        <button
          type="button"
          className={iconButton}
          onClick={voice.onToggleMute}
          aria-pressed={!voice.muted}
          aria-label="Voice guidance"
          title={voice.muted ? 'Voice guidance is off' : 'Voice guidance is on'}
        >
          {voice.muted ? <MicOff className="size-4" aria-hidden /> : <Mic className="size-4" aria-hidden />}
        </button>
      )}
      {voice && music && <span aria-hidden className="mx-1 h-6 w-px bg-white/10" />}
      {music && (
        <>
          <span className="flex items-center gap-1.5 pl-1 text-xs font-medium text-slate-300">
            <Music className="size-4 text-teal-200" aria-hidden />
            {music.trackName ?? 'Music'}
          </span>
          <button
            type="button"
            className={iconButton}
            onClick={music.onPlayPause}
            aria-label={music.playing ? 'Pause music' : 'Play music'}
          >
            {music.playing ? (
              <Pause className="size-4" aria-hidden />
            ) : (
              <Play className="size-4" aria-hidden />
            )}
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
          <label htmlFor={volumeId} className="sr-only">
            Music volume
          </label>
          <input
            id={volumeId}
            type="range"
            min={0}
            max={1}
            step={0.1}
            value={shownVolume}
            onChange={(event) => music.onVolumeChange(Number(event.target.value))}
            aria-valuetext={`${Math.round(shownVolume * 100)}%`}
            className="scale-slider w-28"
            style={{ ['--fill' as string]: `${shownVolume * 100}%` }}
          />
        </>
      )}
    </div>
  );
}
