import { cn } from './cn';

const FILLS = {
  teal: 'from-teal-300 to-sky-300',
  indigo: 'from-indigo-300 to-sky-300',
} as const;

/* Written out whole so that Tailwind finds the classes. */
const TRANSITIONS = {
  500: 'transition-[width] duration-500 motion-reduce:transition-none',
  700: 'transition-[width] duration-700 motion-reduce:transition-none',
} as const;

/**
 * A horizontal progress bar (role=progressbar) filled with a gradient. `className` places and sizes the track
 * (margin, height); the fill covers `percent` of it, by default the share of `value` in `max`.
 */
export function ProgressBar({
  label,
  value,
  max,
  valueText,
  percent = (value / max) * 100,
  fill = 'teal',
  transitionMs,
  className,
}: {
  label: string;
  value: number;
  max: number;
  valueText?: string;
  percent?: number;
  fill?: keyof typeof FILLS;
  /** How long a change of value slides the fill; without it, the fill jumps. */
  transitionMs?: keyof typeof TRANSITIONS;
  className?: string;
}) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('block overflow-hidden rounded-full bg-white/10', className)}
    >
      <span
        className={cn(
          'block h-full rounded-full bg-gradient-to-r',
          FILLS[fill],
          transitionMs && TRANSITIONS[transitionMs],
        )}
        style={{ width: `${percent}%` }}
      />
    </span>
  );
}
