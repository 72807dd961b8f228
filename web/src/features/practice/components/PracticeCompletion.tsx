import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Check, RotateCcw, Sparkles } from 'lucide-react';
import { HELPFULNESS_LABELS, practiceMoodNote } from '@flowmind/core/contracts/practices';
import { POST_PRACTICE_RATINGS, useRecordPracticeCompletion } from '../../../api/practices';
import { useLogMood } from '../../../api/mood';
import type { WriteOutcome } from '../../../lib/offline-queue';
import { SavedOfflineNote } from '../../../components/offline-writes/SavedOfflineNote';
import { Button } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { MoodScale } from '../../../components/mood/MoodScale';
import { usePracticeFeedback } from '../practice-feedback';
import { IconTile } from '../../../components/ui/IconTile';

export type PracticeCompletionProps = {
  /** The database practice to record; null when there is none (then only the mood is logged). */
  practice: { id: string; name: string } | null;
  /** The name the person saw, e.g. 'Box Breathing'. */
  practiceName: string;
  /** Seconds actually practised (pauses excluded); recorded as whole minutes, at least one. */
  practisedSeconds: number;
  /** Called once the completion is recorded; the practice screen then returns to /plan. */
  onContinue: () => void;
  /** Shows 'Practice Again' (back to the player's intro). */
  onPracticeAgain?: () => void;
  /** Heading of the done screen. */
  title?: string;
  /** Extra lines under the heading, e.g. what the person wrote or how many cycles they breathed. */
  children?: ReactNode;
};

function practisedLabel(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} seconds`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The done screen's mood and completion step: Continue is disabled until a mood is chosen, while recording
 * and once recorded (so a completion is never recorded twice); the completion is recorded only with a mood,
 * with the mood before (from the intro) and how helpful it was only when the person said (a skipped answer
 * is left out, so it never counts as one), the fixed values of POST_PRACTICE_RATINGS, and its mood is
 * logged as 'After {practice name} practice'. Shared by every player.
 */
export function PracticeCompletion({
  practice,
  practiceName,
  practisedSeconds,
  onContinue,
  onPracticeAgain,
  title = 'Practice Complete',
  children,
}: PracticeCompletionProps) {
  const [mood, setMood] = useState<number | null>(null);
  const [helpful, setHelpful] = useState<number | null>(null);
  const moodBefore = usePracticeFeedback()?.moodBefore ?? null;
  const [recorded, setRecorded] = useState(false);
  /** Kept on this device to be sent later: the person reads so, then continues. */
  const [savedOffline, setSavedOffline] = useState(false);
  const recordCompletion = useRecordPracticeCompletion();
  const logMood = useLogMood();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const pending = recordCompletion.isPending || logMood.isPending;
  const error = recordCompletion.error ?? logMood.error;

  // The stage changed under the person's focus: move it to the new heading so screen readers announce it.
  useEffect(() => headingRef.current?.focus(), []);

  const onSuccess = (outcome: WriteOutcome<unknown>) => {
    setRecorded(true);
    if (outcome.kind === 'sent') onContinue();
    else setSavedOffline(true);
  };

  // A second tap may come before the first one's render: a ref, not state, says recording is under way.
  const recording = useRef(false);
  const onError = () => {
    recording.current = false;
  };

  const record = () => {
    if (mood === null || recording.current || recorded) return;
    recording.current = true;
    if (practice) {
      recordCompletion.mutate(
        {
          practiceId: practice.id,
          moodAfter: mood,
          ...POST_PRACTICE_RATINGS,
          ...(moodBefore !== null && { moodBefore }),
          ...(helpful !== null && { effectivenessRating: helpful }),
          durationActualMinutes: Math.max(1, Math.round(practisedSeconds / 60)),
        },
        { onSuccess, onError },
      );
    } else {
      logMood.mutate({ mood_score: mood, notes: practiceMoodNote(practiceName) }, { onSuccess, onError });
    }
  };

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-xl animate-fade-up text-center">
      <IconTile
        icon={Sparkles}
        className="mx-auto size-16 rounded-3xl bg-teal-300/15 text-teal-200 shadow-lg shadow-teal-500/10"
        iconClassName="size-8"
      />
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-2xl font-semibold tracking-tight text-white focus:outline-none sm:text-3xl"
      >
        {title}
      </h2>
      <p className="mt-2 text-slate-300">
        You completed <strong className="font-semibold text-white">{practiceName}</strong> ·{' '}
        {practisedLabel(practisedSeconds)} of practice.
      </p>
      {children && <div className="mt-4 text-slate-300">{children}</div>}

      <form
        className="mt-7 space-y-5 rounded-3xl border border-white/10 bg-white/[0.05] p-5 text-left sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          record();
        }}
      >
        <MoodScale
          legend="How do you feel now?"
          value={mood}
          onChange={setMood}
          disabled={pending || recorded}
        />
        {practice && (
          <MoodScale
            legend="How helpful was this? (optional)"
            legendClassName="text-sm font-medium text-slate-200"
            value={helpful}
            onChange={setHelpful}
            disabled={pending || recorded}
            scoreLabels={HELPFULNESS_LABELS}
            noneChosen="1 is not at all, 10 is a lot."
            compact
          />
        )}
        <FormError message={error?.message} />
        {savedOffline && <SavedOfflineNote />}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {onPracticeAgain && (
            <Button variant="secondary" onClick={onPracticeAgain} disabled={pending || recorded}>
              <RotateCcw className="size-4" aria-hidden />
              Practice Again
            </Button>
          )}
          {savedOffline ? (
            // The focus was on the submit button this replaces: it stays on the way on.
            <Button autoFocus onClick={onContinue}>
              Continue
            </Button>
          ) : (
            <Button type="submit" disabled={mood === null || recorded} pending={pending}>
              {pending ? (
                'Saving...'
              ) : recorded ? (
                <>
                  <Check className="size-4" aria-hidden />
                  Saved
                </>
              ) : (
                'Continue'
              )}
            </Button>
          )}
        </div>
        {mood === null && (
          <p className="text-right text-xs text-slate-400">Choose how you feel to continue.</p>
        )}
      </form>
    </section>
  );
}
