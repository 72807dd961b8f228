import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { MOOD_LABELS, moodLabel } from '@flowmind/core/mood';
import { Dialog } from '../ui/Dialog';
import { Button } from '../ui/Button';
import { FormError } from '../ui/FormError';
import { cn } from '../ui/cn';
import { useLogMood } from '../../api/mood';

type MoodDialogProps = {
  open: boolean;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/** The mood check-in: a score from 1 to 10 with its label and an optional note. */
export function MoodDialog({ open, onClose, returnFocusRef }: MoodDialogProps) {
  const firstOptionRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Log Mood"
      description="How are you feeling right now? Pick the number that fits best."
      initialFocusRef={firstOptionRef}
      returnFocusRef={returnFocusRef}
    >
      <MoodForm firstOptionRef={firstOptionRef} onDone={onClose} />
    </Dialog>
  );
}

/** Selected-chip colour by score: low moods warm, high moods cool. */
function toneOf(score: number): string {
  if (score <= 3) return 'has-checked:border-rose-300 has-checked:bg-rose-400/20';
  if (score <= 5) return 'has-checked:border-amber-300 has-checked:bg-amber-400/20';
  if (score <= 7) return 'has-checked:border-sky-300 has-checked:bg-sky-400/20';
  return 'has-checked:border-teal-300 has-checked:bg-teal-400/20';
}

function MoodForm({
  firstOptionRef,
  onDone,
}: {
  firstOptionRef: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const [score, setScore] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const logMood = useLogMood();
  const name = useId();
  const noteId = useId();
  const selectedId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (score === null) return;
    const notes = note.trim();
    logMood.mutate({ mood_score: score, ...(notes ? { notes } : {}) }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <fieldset aria-describedby={selectedId}>
        <legend className="text-sm font-medium text-slate-200">Your mood (1 to 10)</legend>
        <div className="mt-3 grid grid-cols-5 gap-2">
          {MOOD_LABELS.map((label, index) => {
            const value = index + 1;
            return (
              <label
                key={label}
                className={cn(
                  'relative flex cursor-pointer flex-col items-center gap-0.5 rounded-2xl border border-white/15 bg-white/[0.04] px-1 py-2.5 text-center transition',
                  'hover:border-white/30 hover:bg-white/[0.08]',
                  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-300',
                  toneOf(value),
                )}
              >
                <input
                  ref={index === 0 ? firstOptionRef : undefined}
                  type="radio"
                  name={name}
                  value={value}
                  checked={score === value}
                  onChange={() => setScore(value)}
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
                />
                <span className="text-lg font-semibold text-white">{value}</span>
                <span className="text-[0.7rem] leading-tight text-slate-300">{label}</span>
              </label>
            );
          })}
        </div>
        <p id={selectedId} aria-live="polite" className="mt-3 min-h-6 text-sm text-slate-300">
          {score === null ? (
            'No mood chosen yet.'
          ) : (
            <>
              You chose{' '}
              <strong className="font-semibold text-white">
                {score} · {moodLabel(score)}
              </strong>
            </>
          )}
        </p>
      </fieldset>

      <div className="space-y-1.5">
        <label htmlFor={noteId} className="text-sm font-medium text-slate-200">
          Note (optional)
        </label>
        <textarea
          id={noteId}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={2000}
          rows={3}
          placeholder="What's on your mind?"
          className="block w-full resize-y rounded-2xl border border-white/15 bg-slate-950/40 px-4 py-3 text-base text-white placeholder:text-slate-400 transition focus:border-teal-300 focus:outline-none focus:ring-3 focus:ring-teal-300/25"
        />
      </div>

      <FormError message={logMood.error?.message} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={score === null} pending={logMood.isPending}>
          {logMood.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
