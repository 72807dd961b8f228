import { useId, useRef, useState } from 'react';
import { Check, NotebookPen } from 'lucide-react';
import {
  GRATITUDE_ENTRY_COUNT,
  gratitudeEntriesWritten,
  validateGratitudeEntries,
} from '@flowmind/core/standalone-practices';
import { JOURNAL_ENTRY_MAX_LENGTH } from '@flowmind/core/contracts/journal';
import { useSaveJournalEntries } from '../../../api/journal';
import { Button } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { cn } from '../../../components/ui/cn';
import { MusicControls } from '../../../components/music/MusicControls';
import { PracticeCompletion } from '../components/PracticeCompletion';
import { IntroStage, PlayerFrame, StageHeading, WhyItWorks, IntroFact } from '../components/PlayerLayout';
import { useLiveAnnouncer } from '../guidance/announcements';
import { usePracticeGuide } from '../guidance/usePracticeGuide';
import { usePracticeMusic } from '../guidance/usePracticeMusic';
import { usePracticeSession } from '../hooks/usePracticeSession';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import type { DedicatedPlayerProps } from '../player-types';
import { GRATITUDE_PROMPTS, GRATITUDE_SCRIPT } from './scripts';
import './standalone.css';

const TITLE = 'Gratitude Journal';
/** Petal angles, fanned from the stem: one petal per entry, lit once the entry has words. */
const PETAL_ANGLES = [-38, 0, 38];
/** Untimed: no phases on the session's clock, the journal ends on Finish. */
const UNTIMED: readonly number[] = [];

/** Three petals that open as the entries are written; with reduced motion they stay still. */
function GratitudeBloom({ written, reducedMotion }: { written: boolean[]; reducedMotion: boolean }) {
  const gradientId = `bloom-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const count = written.filter(Boolean).length;
  return (
    <div aria-hidden className="relative mx-auto h-36 w-40 sm:h-40 sm:w-44">
      <div
        className={cn(
          'absolute inset-x-4 top-6 bottom-0 rounded-full bg-rose-300/25 blur-2xl transition-opacity duration-700',
          !reducedMotion && 'fm-glow',
        )}
        style={{ opacity: 0.25 + count * 0.25 }}
      />
      <svg viewBox="0 0 160 150" className={cn('relative size-full', !reducedMotion && 'fm-float')}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="1" x2="0" y2="0">
            <stop offset="0%" stopColor="#fb7185" />
            <stop offset="100%" stopColor="#fcd34d" />
          </linearGradient>
        </defs>
        {PETAL_ANGLES.map((angle, index) => (
          <g key={angle} transform={`rotate(${angle} 80 130)`}>
            <path
              d="M80 130 C 52 100, 56 50, 80 26 C 104 50, 108 100, 80 130 Z"
              fill={`url(#${gradientId})`}
              className="transition-opacity duration-700"
              opacity={written[index] ? 0.9 : 0.14}
            />
            <path
              d="M80 130 C 52 100, 56 50, 80 26 C 104 50, 108 100, 80 130 Z"
              fill="none"
              strokeWidth="1.5"
              className="stroke-rose-100/40"
            />
          </g>
        ))}
        <circle cx="80" cy="128" r="7" className="fill-amber-200" />
      </svg>
    </div>
  );
}

/**
 * The gratitude journal: three entries, at least one of them written to finish. Untimed: the time spent
 * writing is what gets recorded.
 */
export default function GratitudeJournalPlayer(props: DedicatedPlayerProps) {
  const { coach, practice } = props;
  const { state, send } = usePracticeSession(UNTIMED, 'flowing');
  const reducedMotion = usePrefersReducedMotion();
  const [announcement, announce] = useLiveAnnouncer();
  const music = usePracticeMusic('meditation', state);
  const [entries, setEntries] = useState<string[]>(() => Array<string>(GRATITUDE_ENTRY_COUNT).fill(''));
  const [error, setError] = useState<string | null>(null);
  const firstEntry = useRef<HTMLTextAreaElement>(null);
  const voice = usePracticeGuide({
    practiceKey: 'standalone:gratitude',
    script: GRATITUDE_SCRIPT,
    personality: coach?.personality,
    phaseContext: 'meditation',
  });
  // Each entry's prompt is spoken the first time the person moves to it; the first is part of the welcome.
  const promptedEntries = useRef(new Set<number>([0]));
  const fieldId = useId();
  const written = entries.map((entry) => entry.trim().length > 0);
  const writtenCount = written.filter(Boolean).length;

  const setEntry = (index: number, value: string) => {
    setEntries((current) => current.map((entry, at) => (at === index ? value : entry)));
    if (error && value.trim()) setError(null);
  };

  const saveJournal = useSaveJournalEntries();

  // The entries are kept in the person's journal before the done screen shows; if that fails they stay on
  // screen, so nothing written is lost, and Finish tries again.
  const finish = () => {
    const problem = validateGratitudeEntries(entries);
    setError(problem);
    if (problem) {
      firstEntry.current?.focus();
      return;
    }
    if (saveJournal.isPending) return;
    saveJournal.mutate(
      { entries },
      {
        onSuccess: () => {
          void voice.guide.complete();
          send({ type: 'finish' });
        },
        onError: (failure) =>
          setError(`Your entries could not be saved: ${failure.message} Try Finish again.`),
      },
    );
  };

  const promptEntry = (index: number) => {
    if (promptedEntries.current.has(index)) return;
    promptedEntries.current.add(index);
    void voice.guide.phase(index);
  };

  const restart = () => {
    voice.guide.silence();
    promptedEntries.current = new Set([0]);
    setEntries(Array<string>(GRATITUDE_ENTRY_COUNT).fill(''));
    setError(null);
    send({ type: 'restart' });
  };

  const categoryName = practice?.category.name ?? 'Gratitude';

  return (
    <PlayerFrame categoryName={categoryName} title={TITLE} announcement={announcement}>
      {state.stage === 'intro' && (
        <IntroStage
          description={
            <p>
              Write down three things you are grateful for today, big or small. A few words each is plenty.
            </p>
          }
          minutes={3}
          facts={<IntroFact icon={NotebookPen}>{GRATITUDE_ENTRY_COUNT} entries</IntroFact>}
          coach={coach}
          onBegin={() => {
            void voice.guide.begin();
            send({ type: 'begin' });
            announce('Three entries. Write at least one to finish.');
          }}
          details={
            <WhyItWorks>
              <p>
                {practice?.neuroscience_explanation ??
                  'Naming specific good things trains attention to notice them. Regular gratitude writing is linked with better mood, sleep and a calmer stress response.'}
              </p>
            </WhyItWorks>
          }
        />
      )}

      {state.stage === 'practice' && (
        <section>
          <div className="text-center">
            <GratitudeBloom written={written} reducedMotion={reducedMotion} />
            <StageHeading className="mt-4">What are you grateful for today?</StageHeading>
            <p className="mt-2 text-slate-300" aria-live="polite">
              {writtenCount === 0
                ? 'Take your time. Even one small thing counts.'
                : `${writtenCount} of ${GRATITUDE_ENTRY_COUNT} written.`}
            </p>
          </div>
          <form
            noValidate
            className="mx-auto mt-6 max-w-xl space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              finish();
            }}
          >
            {GRATITUDE_PROMPTS.map((prompt, index) => {
              const id = `${fieldId}-${index}`;
              return (
                <div key={prompt.label} className="space-y-1.5">
                  <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-200">
                    <span
                      aria-hidden
                      className={cn(
                        'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold transition',
                        written[index] ? 'bg-rose-300 text-slate-950' : 'bg-white/10 text-slate-200',
                      )}
                    >
                      {written[index] ? <Check className="size-3.5" /> : index + 1}
                    </span>
                    {prompt.label}
                  </label>
                  <textarea
                    id={id}
                    ref={index === 0 ? firstEntry : undefined}
                    rows={2}
                    maxLength={JOURNAL_ENTRY_MAX_LENGTH}
                    value={entries[index]}
                    onChange={(event) => setEntry(index, event.target.value)}
                    onFocus={() => promptEntry(index)}
                    placeholder={prompt.placeholder}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${fieldId}-error` : undefined}
                    className="block w-full resize-y rounded-2xl border border-white/15 bg-slate-950/40 px-4 py-3 text-base text-white placeholder:text-slate-400 transition focus:border-rose-200 focus:ring-3 focus:ring-rose-300/25 focus:outline-none aria-[invalid=true]:border-rose-300"
                  />
                </div>
              );
            })}
            <div id={`${fieldId}-error`}>
              <FormError message={error} />
            </div>
            <div className="flex flex-col-reverse items-center gap-4 sm:flex-row sm:justify-between">
              <MusicControls voice={voice} music={music} />
              <Button
                type="submit"
                size="lg"
                className="w-full sm:w-auto sm:min-w-48"
                pending={saveJournal.isPending}
              >
                <Check className="size-5" aria-hidden />
                Finish
              </Button>
            </div>
          </form>
        </section>
      )}

      {state.stage === 'done' && (
        <PracticeCompletion
          practice={practice}
          practiceName={TITLE}
          practisedSeconds={state.elapsed}
          onContinue={() => props.onFinished()}
          onPracticeAgain={restart}
        >
          <p>Today you are grateful for:</p>
          <ul className="mx-auto mt-3 max-w-md space-y-2 text-left">
            {gratitudeEntriesWritten(entries).map((entry, index) => (
              <li key={index} className="flex gap-2.5 rounded-2xl bg-rose-300/10 px-4 py-2.5 text-slate-100">
                <span aria-hidden className="text-rose-200">
                  ♥
                </span>
                <span className="min-w-0 break-words">{entry}</span>
              </li>
            ))}
          </ul>
        </PracticeCompletion>
      )}
    </PlayerFrame>
  );
}
