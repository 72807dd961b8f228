import { useId, type RefObject } from 'react';
import { MOOD_LABELS } from '@flowmind/core/mood';
import { cn } from '../ui/cn';

/** Selected-chip colour by score: low moods warm, high moods cool. */
function toneOf(score: number): string {
  if (score <= 3) return 'has-checked:border-rose-300 has-checked:bg-rose-400/20';
  if (score <= 5) return 'has-checked:border-amber-300 has-checked:bg-amber-400/20';
  if (score <= 7) return 'has-checked:border-sky-300 has-checked:bg-sky-400/20';
  return 'has-checked:border-teal-300 has-checked:bg-teal-400/20';
}

type MoodScaleProps = {
  legend: string;
  value: number | null;
  onChange: (score: number) => void;
  disabled?: boolean;
  /** The first option, for a dialog that puts the focus there as it opens. */
  firstOptionRef?: RefObject<HTMLInputElement | null>;
  /** The legend's look where it sits (a dialog's field label, or a question of its own). */
  legendClassName?: string;
  /** A word under each score, 1 to 10 ('' for none): the mood's by default. */
  scoreLabels?: readonly string[];
  /** Said while nothing is chosen. */
  noneChosen?: string;
  /** Fewer words: one row of small chips, for a question that is optional. */
  compact?: boolean;
};

/**
 * The 1-10 picker, with each score's label, as native radio buttons: arrow keys move, each option is
 * named '8 Great', and the choice is announced. The mood dialog, the practice intro (mood before) and the
 * done screen (mood after, how helpful it was) all use it.
 */
export function MoodScale({
  legend,
  value,
  onChange,
  disabled = false,
  firstOptionRef,
  legendClassName = 'text-base font-medium text-slate-100',
  scoreLabels = MOOD_LABELS,
  noneChosen = 'No mood chosen yet.',
  compact = false,
}: MoodScaleProps) {
  const name = useId();
  const selectedId = useId();
  const labelOf = (score: number) => scoreLabels[score - 1] ?? '';
  return (
    <fieldset aria-describedby={selectedId} disabled={disabled}>
      <legend className={legendClassName}>{legend}</legend>
      <div className={cn('mt-3 grid gap-2', compact ? 'grid-cols-5 sm:grid-cols-10' : 'grid-cols-5')}>
        {scoreLabels.map((label, index) => {
          const score = index + 1;
          return (
            <label
              key={score}
              className={cn(
                'relative flex cursor-pointer flex-col items-center gap-0.5 rounded-2xl border border-white/15 bg-white/[0.04] px-1 text-center transition',
                compact ? 'py-2' : 'py-2.5',
                'hover:border-white/30 hover:bg-white/[0.08]',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-300',
                'has-disabled:cursor-not-allowed has-disabled:opacity-70',
                toneOf(score),
              )}
            >
              <input
                ref={index === 0 ? firstOptionRef : undefined}
                type="radio"
                name={name}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                aria-label={label ? `${score} ${label}` : String(score)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0 disabled:cursor-not-allowed"
              />
              <span aria-hidden className="text-lg font-semibold text-white">
                {score}
              </span>
              {label && (
                <span aria-hidden className="text-[0.7rem] leading-tight text-slate-300">
                  {label}
                </span>
              )}
            </label>
          );
        })}
      </div>
      <p id={selectedId} aria-live="polite" className="mt-3 min-h-6 text-sm text-slate-300">
        {value === null ? (
          noneChosen
        ) : (
          <>
            You chose{' '}
            <strong className="font-semibold text-white">
              {labelOf(value) ? `${value} · ${labelOf(value)}` : value}
            </strong>
          </>
        )}
      </p>
    </fieldset>
  );
}
