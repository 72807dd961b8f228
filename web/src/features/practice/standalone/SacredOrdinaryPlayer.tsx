import { Eye } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { IntroFact } from '../components/PlayerLayout';
import type { DedicatedPlayerProps } from '../player-types';
import { PhasedPlayer, usePhasedPlayer } from './PhasedPlayer';
import { SACRED_ORDINARY_PHASES, SACRED_ORDINARY_SCRIPT } from './scripts';

const TITLE = 'Sacred Ordinary';
const RIPPLE_DELAYS = [0, -3, -6];
const STILL_RIPPLES = [
  { scale: 0.55, opacity: 0.5 },
  { scale: 0.77, opacity: 0.3 },
  { scale: 1, opacity: 0.15 },
];

/**
 * A still point with rings spreading from it: dim while the person chooses, glowing as they arrive, rippling
 * outward while they look. With reduced motion the rings stand still.
 */
function StillPoint({
  phaseIndex,
  paused,
  reducedMotion,
}: {
  phaseIndex: number;
  paused: boolean;
  reducedMotion: boolean;
}) {
  const seeing = phaseIndex >= 2;
  return (
    <div
      aria-hidden
      className={cn(
        'relative mx-auto aspect-square w-full max-w-[17rem] sm:max-w-[20rem]',
        paused && 'fm-paused',
      )}
    >
      {RIPPLE_DELAYS.map((delay, index) => (
        <span
          key={index}
          className={cn(
            'absolute inset-0 rounded-full border border-emerald-200/60 transition-opacity duration-[3000ms]',
            !reducedMotion && 'fm-ripple',
            seeing ? 'opacity-100' : 'opacity-0',
          )}
          style={
            reducedMotion
              ? {
                  transform: `scale(${STILL_RIPPLES[index]!.scale})`,
                  opacity: seeing ? STILL_RIPPLES[index]!.opacity : 0,
                }
              : { animationDelay: `${delay}s` }
          }
        />
      ))}
      <span
        className={cn(
          'absolute inset-[30%] rounded-full transition-[opacity,transform] duration-[3000ms] ease-out',
          phaseIndex === 0 ? 'scale-75 opacity-50' : 'scale-100 opacity-100',
        )}
      >
        <span
          className={cn('absolute inset-0 rounded-full blur-xl', !reducedMotion && 'fm-glow')}
          style={{
            background: 'radial-gradient(circle, rgb(167 243 208 / 0.7), rgb(45 212 191 / 0.15) 70%)',
          }}
        />
        <span
          className="absolute inset-[18%] rounded-full border border-white/20"
          style={{
            background:
              'radial-gradient(circle at 40% 35%, rgb(236 253 245 / 0.9), rgb(110 231 183 / 0.55) 45%, rgb(13 148 136 / 0.35))',
          }}
        />
      </span>
    </div>
  );
}

/** Sacred ordinary: 120 s in phases of 15, 15 and 90 s, finding the sacred in an ordinary thing. */
export default function SacredOrdinaryPlayer({ coach, practice, onFinished }: DedicatedPlayerProps) {
  const session = usePhasedPlayer({
    phases: SACRED_ORDINARY_PHASES,
    script: SACRED_ORDINARY_SCRIPT,
    practiceKey: 'standalone:mindfulness',
    musicKind: 'mindfulness',
    coach,
  });
  return (
    <PhasedPlayer
      session={session}
      title={TITLE}
      categoryName={practice?.category.name ?? 'Mindfulness'}
      coach={coach}
      practice={practice}
      onFinished={onFinished}
      description={
        <p>
          Two minutes to find something sacred in an ordinary moment: choose one everyday thing, arrive in
          your breath, then see it as if for the first time.
        </p>
      }
      facts={<IntroFact icon={Eye}>Eyes open</IntroFact>}
      whyItWorks={
        <p>
          Giving full, curious attention to one simple thing quiets the mind&apos;s habit of running ahead.
          Savouring ordinary moments is linked with more positive emotion and less rumination.
        </p>
      }
      visual={
        <StillPoint
          phaseIndex={session.state.phaseIndex}
          paused={session.state.paused}
          reducedMotion={session.reducedMotion}
        />
      }
      farewell={<p>The ordinary is still there, and so is the attention you brought to it.</p>}
    />
  );
}
