import { useId, type CSSProperties, type ReactNode } from 'react';
import { BOX_BREATHING_PHASES, type PacerState } from '@flowmind/core/breathing-pacer';

/** The pacer circle's scale when the lungs are empty and when they are full. */
const EMPTY_SCALE = 0.5;
const FULL_SCALE = 1;
/** The breath's curve (sine in-out), the same easing the pacer's numbers use. */
const BREATH_EASING = 'cubic-bezier(0.37, 0, 0.63, 1)';

/** The box's corners (viewBox 0 0 320 320), clockwise from top left: one side per phase. */
const CORNERS = [
  [34, 34],
  [286, 34],
  [286, 286],
  [34, 286],
] as const;

function scaleFor(fullness: number): number {
  return EMPTY_SCALE + (FULL_SCALE - EMPTY_SCALE) * fullness;
}

function pointOnSide(side: number, progress: number): [number, number] {
  const [x1, y1] = CORNERS[side]!;
  const [x2, y2] = CORNERS[(side + 1) % 4]!;
  return [x1 + (x2 - x1) * progress, y1 + (y2 - y1) * progress];
}

/**
 * Box breathing's pacer: a circle that expands on the inhale and contracts on the exhale, inside a box whose
 * sides are traced one per phase. Each part glides to where it will be at the end of the phase with a CSS
 * transition lasting the rest of the phase, so the motion is smooth whatever the tick rate; paused, it rests
 * where it is. With reduced motion nothing moves: the current side is lit and the words carry the rhythm.
 * The shapes are decorative for assistive technology: `children` (the phase in words and the countdown) sit
 * in the middle, and the player announces the phase too.
 */
export function BreathingPacer({
  pacer,
  paused,
  reducedMotion,
  children,
}: {
  pacer: PacerState;
  paused: boolean;
  reducedMotion: boolean;
  children: ReactNode;
}) {
  const gradientId = `pacer-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const still = paused || reducedMotion;
  const seconds = still ? 0 : pacer.remainingInPhase;
  const phaseProgress = pacer.elapsedInPhase / pacer.phase.seconds;
  const circleStyle: CSSProperties = {
    transform: `scale(${scaleFor(reducedMotion ? 0.8 : paused ? pacer.fullness : pacer.fullnessAtPhaseEnd)})`,
    transitionProperty: 'transform',
    transitionDuration: `${seconds}s`,
    transitionTimingFunction: BREATH_EASING,
  };
  const [dotX, dotY] = pointOnSide(pacer.phaseIndex, still ? phaseProgress : 1);

  return (
    <div className="relative mx-auto aspect-square w-full max-w-[19rem] sm:max-w-[22rem]">
      <svg aria-hidden viewBox="0 0 320 320" className="absolute inset-0 size-full overflow-visible">
        <defs>
          {/* In user space: a horizontal or vertical line has an empty bounding box, which would hide the stroke. */}
          <linearGradient id={gradientId} gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="320" y2="320">
            <stop offset="0%" stopColor="#5eead4" />
            <stop offset="100%" stopColor="#7dd3fc" />
          </linearGradient>
        </defs>
        <rect
          x={CORNERS[0][0]}
          y={CORNERS[0][1]}
          width={CORNERS[1][0] - CORNERS[0][0]}
          height={CORNERS[2][1] - CORNERS[1][1]}
          rx="6"
          fill="none"
          strokeWidth="3"
          className="stroke-white/10"
        />
        {BOX_BREATHING_PHASES.map((phase, side) => {
          const [x1, y1] = CORNERS[side]!;
          const [x2, y2] = CORNERS[(side + 1) % 4]!;
          const current = side === pacer.phaseIndex;
          const fill = reducedMotion
            ? current
              ? 1
              : 0
            : side < pacer.phaseIndex
              ? 1
              : current
                ? still
                  ? phaseProgress
                  : 1
                : 0;
          return (
            <line
              key={side}
              data-phase={phase.kind}
              x1={x1}
              y1={y1}
              x2={x2}
              y2={y2}
              pathLength={1}
              strokeDasharray="1 1"
              strokeDashoffset={1 - fill}
              strokeWidth="5"
              strokeLinecap="round"
              stroke={`url(#${gradientId})`}
              style={{
                transitionProperty: 'stroke-dashoffset',
                transitionDuration: current ? `${seconds}s` : '0s',
                transitionTimingFunction: 'linear',
              }}
            />
          );
        })}
        {!reducedMotion && (
          <circle
            data-pacer-dot
            r="9"
            cx="0"
            cy="0"
            className="fill-white"
            style={{
              transform: `translate(${dotX}px, ${dotY}px)`,
              transitionProperty: 'transform',
              transitionDuration: `${seconds}s`,
              transitionTimingFunction: 'linear',
              filter: 'drop-shadow(0 0 8px rgb(153 246 228 / 0.9))',
            }}
          />
        )}
      </svg>
      <div className="absolute inset-[17%] flex items-center justify-center">
        <div
          aria-hidden
          className="absolute inset-0 rounded-full border border-teal-200/30 shadow-[0_0_60px_-10px_rgb(45_212_191/0.6)]"
          style={{
            ...circleStyle,
            background:
              'radial-gradient(circle at 50% 42%, rgb(153 246 228 / 0.5), rgb(56 189 248 / 0.25) 55%, rgb(99 102 241 / 0.12))',
          }}
        />
        <div
          aria-hidden
          className="absolute inset-[-7%] rounded-full border border-white/[0.07]"
          style={circleStyle}
        />
        <div className="relative flex flex-col items-center text-center">{children}</div>
      </div>
    </div>
  );
}
