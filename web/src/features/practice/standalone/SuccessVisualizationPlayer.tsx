import { useId } from 'react';
import { Sunrise } from 'lucide-react';
import { phaseStarts } from '@flowmind/core/practice-session';
import { SUCCESS_VISUALIZATION_PHASE_SECONDS } from '@flowmind/core/standalone-practices';
import { cn } from '../../../components/ui/cn';
import { IntroFact } from '../components/PlayerLayout';
import type { DedicatedPlayerProps } from '../player-types';
import { PhasedPlayer, usePhasedPlayer } from './PhasedPlayer';
import { SUCCESS_VISUALIZATION_PHASES, SUCCESS_VISUALIZATION_SCRIPT } from './scripts';

const TITLE = 'Success Visualization';
/** The sun is fully up as the person lives their success (the fifth phase). */
const SUNRISE_SECONDS = phaseStarts(SUCCESS_VISUALIZATION_PHASE_SECONDS)[4]!;
const STARS = [
  [8, 14],
  [18, 32],
  [27, 9],
  [36, 24],
  [47, 12],
  [58, 30],
  [66, 8],
  [74, 21],
  [83, 11],
  [91, 28],
  [14, 44],
  [88, 42],
] as const;

function easeOutSine(progress: number): number {
  return Math.sin((Math.min(1, Math.max(0, progress)) * Math.PI) / 2);
}

/**
 * A horizon at dawn: the sun rises over the practice and stands full as the person lives their success, the
 * stars fade and the sky warms. Time moves it, so it glides a little each tick; with reduced motion it moves
 * once per phase and nothing twinkles.
 */
function Horizon({
  elapsed,
  phaseIndex,
  paused,
  reducedMotion,
}: {
  elapsed: number;
  phaseIndex: number;
  paused: boolean;
  reducedMotion: boolean;
}) {
  const hillsId = `hills-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const clock = reducedMotion ? phaseStarts(SUCCESS_VISUALIZATION_PHASE_SECONDS)[phaseIndex]! : elapsed;
  const dawn = easeOutSine(clock / SUNRISE_SECONDS);
  const sunY = 62 - dawn * 44; // percent from the top: just under the hills, then high over them
  return (
    <div
      aria-hidden
      className={cn(
        'relative mx-auto aspect-[16/10] w-full max-w-xl overflow-hidden rounded-3xl border border-white/10',
        paused && 'fm-paused',
      )}
      style={{ background: 'linear-gradient(180deg, #0f1638 0%, #23255a 55%, #3b2f63 100%)' }}
    >
      <div
        className="absolute inset-0 transition-opacity duration-1000 ease-linear"
        style={{
          opacity: dawn,
          background: 'linear-gradient(180deg, #1e3a8a 0%, #7c3aed55 45%, #fb923c 85%, #fcd34d 100%)',
        }}
      />
      <div className="absolute inset-0 transition-opacity duration-1000" style={{ opacity: 1 - dawn * 0.85 }}>
        {STARS.map(([left, top], index) => (
          <span
            key={index}
            className={cn('absolute size-1 rounded-full bg-white', !reducedMotion && 'fm-twinkle')}
            style={{ left: `${left}%`, top: `${top}%`, animationDelay: `${-index * 0.9}s`, opacity: 0.7 }}
          />
        ))}
      </div>
      <div
        className="absolute left-1/2 aspect-square w-[30%] transition-[top] duration-1000 ease-linear"
        style={{ top: `${sunY}%`, transform: 'translate(-50%, -50%)' }}
      >
        <span
          className={cn('absolute -inset-[45%] rounded-full', !reducedMotion && 'fm-glow')}
          style={{ background: 'radial-gradient(circle, rgb(253 224 71 / 0.45), transparent 65%)' }}
        />
        <span
          className="absolute inset-[18%] rounded-full"
          style={{ background: 'radial-gradient(circle at 45% 40%, #fffbeb, #fde68a 45%, #fb923c)' }}
        />
      </div>
      <svg viewBox="0 0 400 250" preserveAspectRatio="none" className="absolute inset-0 size-full">
        <defs>
          <linearGradient id={hillsId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#1e1b4b" />
            <stop offset="100%" stopColor="#0b1026" />
          </linearGradient>
        </defs>
        <path
          d="M0 170 C 70 140, 130 150, 200 165 C 270 180, 330 140, 400 155 L400 250 L0 250 Z"
          fill="#312e81"
          opacity="0.7"
        />
        <path
          d="M0 190 C 90 165, 160 185, 230 178 C 300 171, 350 185, 400 180 L400 250 L0 250 Z"
          fill={`url(#${hillsId})`}
        />
        <path
          d="M200 250 C 196 226, 214 214, 204 198 C 198 188, 206 182, 202 176"
          fill="none"
          stroke="#fde68a"
          strokeOpacity={0.25 + dawn * 0.5}
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray="2 7"
        />
      </svg>
    </div>
  );
}

/** Success visualization: 420 s of guided imagery, from arriving to a success anchored. */
export default function SuccessVisualizationPlayer({ coach, practice, onFinished }: DedicatedPlayerProps) {
  const session = usePhasedPlayer({
    phases: SUCCESS_VISUALIZATION_PHASES,
    script: SUCCESS_VISUALIZATION_SCRIPT,
    practiceKey: 'standalone:visualization',
    musicKind: 'visualization',
    coach,
  });
  return (
    <PhasedPlayer
      session={session}
      title={TITLE}
      categoryName={practice?.category.name ?? 'Visualization'}
      coach={coach}
      practice={practice}
      onFinished={onFinished}
      description={
        <p>
          Seven minutes to rehearse a goal going well: choose it, walk the path, meet the hard moment calmly,
          and live the moment you arrive.
        </p>
      }
      facts={<IntroFact icon={Sunrise}>Eyes closed</IntroFact>}
      whyItWorks={
        <p>
          Vividly imagining an action uses many of the same brain networks as doing it. Rehearsing the path
          and the obstacle, not only the finish, turns a wish into a plan you are more likely to follow.
        </p>
      }
      visual={
        <Horizon
          elapsed={session.state.elapsed}
          phaseIndex={session.state.phaseIndex}
          paused={session.state.paused}
          reducedMotion={session.reducedMotion}
        />
      }
      farewell={<p>Carry the feeling you anchored into one small step today.</p>}
    />
  );
}
