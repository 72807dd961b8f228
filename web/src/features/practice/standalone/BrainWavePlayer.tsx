import { useEffect, useId, useRef, useState } from 'react';
import { Headphones, Waves } from 'lucide-react';
import {
  BRAIN_WAVE_MODES,
  BRAIN_WAVE_MODE_INFO,
  binauralFrequencies,
  type BrainWaveMode,
} from '@flowmind/core/binaural';
import { cn } from '../../../components/ui/cn';
import { IntroFact } from '../components/PlayerLayout';
import type { DedicatedPlayerProps } from '../player-types';
import { BinauralBeat } from './binaural-beat';
import { PhasedPlayer, usePhasedPlayer } from './PhasedPlayer';
import { BRAIN_WAVE_PHASES, BRAIN_WAVE_SCRIPT } from './scripts';

const TITLE = 'Brain Wave Entrainment';
/** The beat's level in the last phase, as the sound recedes before the end. */
const INTEGRATE_LEVEL = 0.45;

/** How many waves fit the view per mode: calmer modes draw longer, slower-looking waves. */
const WAVES_PER_VIEW: Record<BrainWaveMode, number> = { focus: 6, creativity: 4, insight: 3 };
/** Three layers of wave, each sliding at its own slow pace (seconds per loop) so they drift past each other. */
const LAYERS = [
  { amplitude: 34, seconds: 16, stroke: 'stroke-violet-300/80', width: 3 },
  { amplitude: 24, seconds: 23, stroke: 'stroke-sky-300/60', width: 2.5 },
  { amplitude: 15, seconds: 31, stroke: 'stroke-teal-200/50', width: 2 },
];
const VIEW_WIDTH = 600;
const VIEW_HEIGHT = 160;

/** A sine path two views wide (two identical copies), so sliding it by one view loops without a seam. */
function wavePath(periods: number, amplitude: number, phaseShift: number): string {
  const samples = 240;
  const width = VIEW_WIDTH * 2;
  const points: string[] = [];
  for (let index = 0; index <= samples; index++) {
    const x = (index / samples) * width;
    const y = VIEW_HEIGHT / 2 - amplitude * Math.sin(((x / VIEW_WIDTH) * periods + phaseShift) * 2 * Math.PI);
    points.push(`${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`);
  }
  return points.join(' ');
}

/**
 * Slow, flowing waves. They never pulse at the beat's rate: a light flickering at 6 to 15 Hz can trigger
 * seizures, and the beat is for the ears. Their size follows the phase (growing as the person settles,
 * receding at the end); with reduced motion they stand still.
 */
function BrainWaves({
  mode,
  phaseIndex,
  paused,
  reducedMotion,
}: {
  mode: BrainWaveMode;
  phaseIndex: number;
  paused: boolean;
  reducedMotion: boolean;
}) {
  const amplitude = phaseIndex === 0 ? 0.6 : phaseIndex === 1 ? 1 : 0.45;
  return (
    <div
      aria-hidden
      className={cn(
        'relative mx-auto h-44 w-full max-w-xl overflow-hidden rounded-3xl bg-gradient-to-b from-indigo-500/10 via-violet-500/10 to-transparent sm:h-52',
        paused && 'fm-paused',
      )}
      style={{ maskImage: 'linear-gradient(90deg, transparent, black 12%, black 88%, transparent)' }}
    >
      <div
        className="absolute inset-0 transition-transform duration-[4000ms] ease-in-out"
        style={{ transform: `scaleY(${amplitude})` }}
      >
        {LAYERS.map((layer, index) => (
          <div
            key={index}
            className={cn('absolute inset-y-0 left-0 w-[200%]', !reducedMotion && 'fm-wave-flow')}
            style={{ ['--fm-wave-seconds' as string]: `${layer.seconds}s` }}
          >
            <svg
              viewBox={`0 0 ${VIEW_WIDTH * 2} ${VIEW_HEIGHT}`}
              preserveAspectRatio="none"
              className="size-full"
            >
              <path
                d={wavePath(WAVES_PER_VIEW[mode], layer.amplitude, index * 0.17)}
                fill="none"
                strokeWidth={layer.width}
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
                className={layer.stroke}
              />
            </svg>
          </div>
        ))}
      </div>
    </div>
  );
}

function ModeChoice({ mode, onChange }: { mode: BrainWaveMode; onChange: (mode: BrainWaveMode) => void }) {
  const name = useId();
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-semibold uppercase tracking-wider text-slate-400">Choose a mode</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {BRAIN_WAVE_MODES.map((option) => {
          const info = BRAIN_WAVE_MODE_INFO[option];
          return (
            <label
              key={option}
              className={cn(
                'relative flex cursor-pointer flex-col rounded-2xl border border-white/15 bg-white/[0.04] p-4 text-left transition',
                'hover:border-white/30 hover:bg-white/[0.08]',
                'has-checked:border-violet-300 has-checked:bg-violet-400/15',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={mode === option}
                onChange={() => onChange(option)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
              />
              <span className="font-semibold text-white">{info.label}</span>
              <span className="mt-1 text-sm leading-snug text-slate-300">
                {info.beatHz} Hz {info.band}. {info.description}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function HeadphonesHint({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-start gap-2.5 text-sm text-slate-300', className)}>
      <Headphones className="mt-0.5 size-4 shrink-0 text-violet-200" aria-hidden />
      <span>
        Use headphones: each ear hears its own tone, and the beat forms between them. Keep the volume low.
      </span>
    </p>
  );
}

/**
 * Brain-wave entrainment: 180 s in phases of 30, 120 and 30 s with a real binaural beat
 * for the chosen mode (focus, creativity or insight), made in the browser with the Web Audio API.
 */
export default function BrainWavePlayer({ coach, practice, onFinished }: DedicatedPlayerProps) {
  // Music without a binaural bed: the neuroscience track carries its own 10 Hz beat on 200/210 Hz carriers,
  // which would blur the chosen mode's beat (and beat against its tones in each ear).
  const session = usePhasedPlayer({
    phases: BRAIN_WAVE_PHASES,
    script: BRAIN_WAVE_SCRIPT,
    practiceKey: 'standalone:neuroscience',
    musicKind: 'meditation',
    coach,
  });
  const { state, send } = session;
  const [mode, setMode] = useState<BrainWaveMode>('focus');
  const [audioFailed, setAudioFailed] = useState(false);
  const beat = useRef<BinauralBeat | null>(null);
  const info = BRAIN_WAVE_MODE_INFO[mode];
  const practising = state.stage === 'practice';

  // The beat follows the session: held while paused, receding in the last phase, closed when it ends.
  useEffect(() => {
    const current = beat.current;
    if (!current) return;
    if (state.stage !== 'practice') {
      beat.current = null;
      void current.stop();
    } else if (state.paused) current.pause();
    else void current.resume().catch(() => setAudioFailed(true));
  }, [state.stage, state.paused]);

  useEffect(() => {
    if (practising && state.phaseIndex === BRAIN_WAVE_PHASES.length - 1)
      beat.current?.fadeTo(INTEGRATE_LEVEL, BRAIN_WAVE_PHASES.at(-1)!.seconds / 2);
  }, [practising, state.phaseIndex]);

  // Leaving the page closes everything.
  useEffect(
    () => () => {
      void beat.current?.stop();
      beat.current = null;
    },
    [],
  );

  const begin = () => {
    // Started inside the click, which is what lets the browser play audio.
    const next = new BinauralBeat(mode);
    beat.current = next;
    setAudioFailed(false);
    next.start().catch(() => {
      setAudioFailed(true);
      void next.stop();
    });
    send({ type: 'begin' });
  };

  const { leftHz, rightHz } = binauralFrequencies(mode);

  return (
    <PhasedPlayer
      session={session}
      title={TITLE}
      categoryName={practice?.category.name ?? 'Neuroscience'}
      coach={coach}
      practice={practice}
      onFinished={onFinished}
      onBegin={begin}
      description={
        <p>
          Three minutes of binaural beats: a slightly different tone in each ear that your brain hears as a
          gentle pulse, inviting it toward the rhythm of the mode you choose.
        </p>
      }
      facts={<IntroFact icon={Waves}>Binaural audio</IntroFact>}
      choices={
        <>
          <ModeChoice mode={mode} onChange={setMode} />
          <HeadphonesHint className="mt-4 rounded-2xl bg-violet-400/10 px-4 py-3" />
        </>
      }
      whyItWorks={
        <>
          <p>
            When each ear hears a steady tone and the two differ by a few hertz, the brainstem perceives a
            beat at that difference. Listening to a beat in a brain-wave band is thought to nudge attention
            toward that state: beta for focus, alpha for relaxed creativity, theta for deep reflection.
          </p>
          {practice?.neuroscience_explanation && <p>{practice.neuroscience_explanation}</p>}
        </>
      }
      visual={
        <>
          <BrainWaves
            mode={mode}
            phaseIndex={state.phaseIndex}
            paused={state.paused}
            reducedMotion={session.reducedMotion}
          />
          <p className="mt-4 text-sm text-slate-300">
            <span className="font-semibold text-violet-200">{info.label}</span> · {info.beatHz} Hz {info.band}{' '}
            beat
            <span className="text-slate-400">
              {' '}
              ({leftHz} Hz left, {rightHz} Hz right)
            </span>
          </p>
        </>
      }
      below={
        audioFailed ? (
          <p role="alert" className="mx-auto mt-4 max-w-xl text-sm text-amber-200">
            Your browser could not play the tones. You can still follow the practice in silence.
          </p>
        ) : (
          <div className="mt-4 flex justify-center">
            <HeadphonesHint className="max-w-md text-left" />
          </div>
        )
      }
      farewell={
        <p>
          {info.label} mode, {info.beatHz} Hz {info.band}. Take the calm and clarity with you.
        </p>
      }
    />
  );
}
