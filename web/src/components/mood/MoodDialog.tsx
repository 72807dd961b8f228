import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Dialog } from '../ui/Dialog';
import { Button } from '../ui/Button';
import { FormError } from '../ui/FormError';
import { useLogMood } from '../../api/mood';
import { MoodScale } from './MoodScale';

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
  const noteId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (score === null) return;
    const notes = note.trim();
    logMood.mutate({ mood_score: score, ...(notes ? { notes } : {}) }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <MoodScale
        legend="Your mood (1 to 10)"
        legendClassName="text-sm font-medium text-slate-200"
        value={score}
        onChange={setScore}
        firstOptionRef={firstOptionRef}
      />

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
