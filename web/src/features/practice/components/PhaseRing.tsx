import { formatClock } from '../time-format';

const RADIUS = 88;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The phase clock: a ring that fills as the phase passes, with the time left in the middle. The number is a
 * timer (not announced each second); the player announces phase and time politely elsewhere.
 */
export function PhaseRing({
  elapsed,
  duration,
  paused,
  label = 'left in this step',
}: {
  elapsed: number;
  duration: number;
  paused: boolean;
  label?: string;
}) {
  const progress = duration > 0 ? Math.min(1, elapsed / duration) : 1;
  return (
    <div className="relative mx-auto size-52 sm:size-60">
      <div
        aria-hidden
        className={
          'absolute inset-6 rounded-full bg-teal-300/10 blur-2xl ' +
          (paused ? '' : 'animate-pulse motion-reduce:animate-none')
        }
      />
      <svg viewBox="0 0 200 200" className="relative size-full -rotate-90" aria-hidden>
        <circle cx="100" cy="100" r={RADIUS} fill="none" strokeWidth="8" className="stroke-white/10" />
        <circle
          cx="100"
          cy="100"
          r={RADIUS}
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          stroke="url(#phase-ring-gradient)"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          className="transition-[stroke-dashoffset] duration-300 ease-linear motion-reduce:transition-none"
        />
        <defs>
          <linearGradient id="phase-ring-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#5eead4" />
            <stop offset="100%" stopColor="#7dd3fc" />
          </linearGradient>
        </defs>
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span
          role="timer"
          aria-label={`Time ${label}`}
          className="text-5xl font-semibold tabular-nums tracking-tight text-white sm:text-6xl"
        >
          {formatClock(duration - elapsed)}
        </span>
        <span className="mt-1 text-sm text-slate-300">{paused ? 'Paused' : label}</span>
      </div>
    </div>
  );
}
