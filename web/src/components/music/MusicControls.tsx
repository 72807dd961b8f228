import { useId } from 'react';
import { Music, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useBackgroundMusic } from '../../lib/music';
import { cn } from '../ui/cn';
import { musicStatusText } from './music-status';

const iconButton =
  'flex size-10 shrink-0 items-center justify-center rounded-full border border-white/15 bg-white/[0.05] text-slate-100 transition ' +
  'hover:border-white/30 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300';

/**
 * Background-music controls for a practice screen: play/pause, mute and volume (0-100 %), with the track's name.
 * `kind` is what the play button starts when no music has played yet (an unknown kind plays the default track).
 */
export function MusicControls({ kind = 'default', className }: { kind?: string; className?: string }) {
  const music = useBackgroundMusic();
  const volumeId = useId();
  const shownVolume = music.muted ? 0 : music.volume;
  const percent = Math.round(shownVolume * 100);
  const active = music.playing || music.waitingForInteraction;
  const status = musicStatusText({
    playing: music.playing,
    scheduled: music.scheduled,
    waitingForInteraction: music.waitingForInteraction,
    trackName: music.track?.name ?? null,
  });

  return (
    <div
      role="group"
      aria-label="Background music"
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-2xl border border-white/10 bg-white/[0.04] px-3 py-2',
        className,
      )}
    >
      <span className="flex max-w-full flex-auto items-center gap-1.5 pr-1 text-xs font-medium text-slate-300 sm:flex-none">
        <Music className="size-4 shrink-0 text-teal-200" aria-hidden />
        <span className="truncate" title={music.track?.description}>
          {music.track?.name ?? 'Music'}
        </span>
      </span>
      <button
        type="button"
        className={iconButton}
        onClick={() => void music.togglePlayPause(kind)}
        aria-label={active ? 'Pause music' : 'Play music'}
      >
        {active ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
      </button>
      <button
        type="button"
        className={iconButton}
        onClick={music.toggleMute}
        aria-pressed={music.muted}
        aria-label="Mute music"
      >
        {music.muted ? (
          <VolumeX className="size-4" aria-hidden />
        ) : (
          <Volume2 className="size-4" aria-hidden />
        )}
      </button>
      {/* Volume keeps its own row when the controls are narrow, rather than a slider too short to use. */}
      <div className="flex min-w-[10rem] flex-1 items-center gap-2">
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
          onChange={(event) => {
            music.setVolume(Number(event.target.value));
            if (music.muted) music.setMuted(false);
          }}
          aria-valuetext={music.muted ? 'Muted' : `${percent}%`}
          className="scale-slider min-w-0 flex-1"
          style={{ ['--fill' as string]: `${percent}%` }}
        />
        <span aria-hidden className="w-12 shrink-0 text-right text-xs tabular-nums text-slate-400">
          {music.muted ? 'Muted' : `${percent}%`}
        </span>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
