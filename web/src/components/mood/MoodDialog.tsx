import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Dialog } from '../ui/Dialog';
import { Button } from '../ui/Button';
import { FormError } from '../ui/FormError';
import { useLogMood } from '../../api/mood';
import { SavedOfflineNote } from '../offline-writes/SavedOfflineNote';
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
  const [savedOffline, setSavedOffline] = useState(false);
  const logMood = useLogMood();
  const noteId = useId();
  // A second tap may come before the first one's render: a ref, not state, says a save is under way. Once
  // saved (even on this device alone) the mood is not logged again; after a refusal it may be.
  const saving = useRef(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (score === null || saving.current) return;
    saving.current = true;
    const notes = note.trim();
    logMood.mutate(
      { mood_score: score, ...(notes ? { notes } : {}) },
      {
        onSuccess: (outcome) => (outcome.kind === 'sent' ? onDone() : setSavedOffline(true)),
        onError: () => {
          saving.current = false;
        },
      },
    );
  };

  if (savedOffline) return <SavedOffline onDone={onDone} />;

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

/** Said in place of the form when the check-in was kept on this device to be sent later. */
function SavedOffline({ onDone }: { onDone: () => void }) {
  return (
    <div className="space-y-6">
      <SavedOfflineNote />
      <div className="flex justify-end">
        {/* The form the focus was in is gone: the focus moves to the way out. */}
        <Button autoFocus onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
