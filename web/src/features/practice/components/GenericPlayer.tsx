import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  CheckCircle2,
  Clock,
  Flag,
  ListOrdered,
  LogOut,
  Mic,
  MicOff,
  Pause,
  Play,
  RotateCcw,
} from 'lucide-react';
import type { Coach } from '@flowmind/core/contracts/coaches';
import type { Practice } from '@flowmind/core/contracts/practices';
import { parsePracticeGuide, type PracticePhase } from '@flowmind/core/practice-guide';
import type { PracticeSessionState } from '@flowmind/core/practice-session';
import { CoachAvatar } from '../../../components/coaches/CoachAvatar';
import { CategoryIcon } from '../../../components/practices/CategoryIcon';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { usePracticeSession } from '../hooks/usePracticeSession';
import { encouragementAt, encouragementDue, genericPracticeScript } from '../guidance/practice-script';
import { SessionSoundControls } from '../guidance/SessionSoundControls';
import { musicKindFor } from '../guidance/music-kind';
import { usePracticeGuide } from '../guidance/usePracticeGuide';
import { usePracticeMusic, type MusicSessionState } from '../guidance/usePracticeMusic';
import type { PreloadStatus } from '../guidance/voice-guide';
import { shortDuration, spokenDuration } from '../time-format';
import { PhaseRing } from './PhaseRing';
import { PracticeCompletion } from './PracticeCompletion';

type GenericPlayerProps = {
  practice: Practice;
  coach: Coach | null;
  /** After the done screen's Continue. */
  onFinished: () => void;
};

/** Focuses a stage's heading when the stage appears, so screen readers announce where the person is. */
function StageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      className={cn(
        'text-2xl font-semibold tracking-tight text-white focus:outline-none sm:text-3xl',
        className,
      )}
    >
      {children}
    </h2>
  );
}

function StepList({ phases, current }: { phases: PracticePhase[]; current?: number }) {
  return (
    <ol className="space-y-2">
      {phases.map((phase, index) => (
        <li
          key={phase.stepNumber}
          aria-current={current === index ? 'step' : undefined}
          className={cn(
            'flex items-center gap-3 rounded-2xl px-3 py-2.5 text-sm',
            current === index ? 'bg-teal-300/10 text-white' : 'bg-white/[0.04] text-slate-300',
          )}
        >
          <span
            aria-hidden
            className={cn(
              'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
              current !== undefined && index < current
                ? 'bg-emerald-300 text-slate-950'
                : current === index
                  ? 'bg-teal-300 text-slate-950'
                  : 'bg-white/10 text-slate-200',
            )}
          >
            {current !== undefined && index < current ? '✓' : index + 1}
          </span>
          <span className="min-w-0 flex-1 font-medium">{phase.title}</span>
          <span className="shrink-0 tabular-nums text-slate-400">{shortDuration(phase.durationSeconds)}</span>
        </li>
      ))}
    </ol>
  );
}

function musicSessionOf(state: PracticeSessionState): MusicSessionState {
  switch (state.stage) {
    case 'intro':
      return { status: 'intro' };
    case 'practice':
      return state.paused
        ? { status: 'paused' }
        : { status: 'running', elapsedInPhase: state.elapsedInPhase };
    case 'phase-complete':
      return { status: 'between' };
    case 'done':
    case 'early-exit':
      return { status: 'over' };
  }
}

/** What the spoken guidance is up to, under Begin. */
function GuidanceStatus({ preload, muted }: { preload: PreloadStatus; muted: boolean }) {
  let text: string;
  if (muted) text = 'Voice guidance is off.';
  else if (preload === 'preloading') text = 'Preparing voice guidance...';
  else if (preload === 'ready') text = 'Voice guidance is ready.';
  else text = 'Voice guidance will play as you go.';
  return (
    <p className="flex items-center gap-2 text-sm text-slate-400">
      {muted ? <MicOff className="size-4" aria-hidden /> : <Mic className="size-4" aria-hidden />}
      {text}
    </p>
  );
}

/** The whole practice as segments, one per phase, filled as time passes. */
function SessionProgress({
  phases,
  phaseIndex,
  elapsedInPhase,
}: {
  phases: PracticePhase[];
  phaseIndex: number;
  elapsedInPhase: number;
}) {
  return (
    <div aria-hidden className="flex gap-1.5">
      {phases.map((phase, index) => {
        const fill =
          index < phaseIndex
            ? 1
            : index === phaseIndex
              ? Math.min(1, elapsedInPhase / phase.durationSeconds)
              : 0;
        return (
          <div
            key={phase.stepNumber}
            className="h-1.5 overflow-hidden rounded-full bg-white/10"
            style={{ flexGrow: phase.durationSeconds, flexBasis: 0 }}
          >
            <div className="h-full rounded-full bg-teal-300" style={{ width: `${fill * 100}%` }} />
          </div>
        );
      })}
    </div>
  );
}

/**
 * The generic player for database practices: intro, practice (phase timer with pause and
 * resume), phase-complete (Continue or Complete Practice), done (mood, then the completion is recorded) and
 * early-exit (nothing recorded); Practice Again / Try Again return to the intro.
 */
export function GenericPlayer({ practice, coach, onFinished }: GenericPlayerProps) {
  const phases = useMemo(
    () =>
      parsePracticeGuide(practice.step_by_step_guide, {
        name: practice.name,
        description: practice.description,
        durationMinutes: practice.duration_minutes,
      }),
    [practice],
  );
  const durations = useMemo(() => phases.map((phase) => phase.durationSeconds), [phases]);
  const session = usePracticeSession(durations);
  const { state, send, remaining } = session;
  const phase = phases[state.phaseIndex]!;
  const nextPhase = phases[state.phaseIndex + 1];
  const [announcement, setAnnouncement] = useState('');
  const detailsId = useId();
  const script = useMemo(() => genericPracticeScript(practice.name, phases), [practice.name, phases]);
  const voice = usePracticeGuide({ practiceKey: practice.id, script, personality: coach?.personality });
  const { guide } = voice;
  const music = usePracticeMusic(musicKindFor(practice.category.name), musicSessionOf(state));

  // Spoken guidance follows the stages: the welcome and first prompt on Begin, a prompt at each new phase,
  // the completion words when done; ending early stops speaking.
  const previous = useRef({ stage: state.stage, phaseIndex: state.phaseIndex, elapsed: 0 });
  useEffect(() => {
    const from = previous.current;
    previous.current = { ...from, stage: state.stage, phaseIndex: state.phaseIndex };
    if (from.stage === state.stage && from.phaseIndex === state.phaseIndex) return;
    if (state.stage === 'practice' && from.stage === 'intro') void guide.begin();
    else if (state.stage === 'practice' && from.stage === 'phase-complete')
      void guide.phase(state.phaseIndex);
    else if (state.stage === 'done') void guide.complete();
    else if (state.stage === 'early-exit' || state.stage === 'intro') guide.silence();
  }, [state.stage, state.phaseIndex, guide]);

  // Encouragement every 30 s in phases over a minute, none in the quiet last 20 s.
  useEffect(() => {
    const before = previous.current.elapsed;
    previous.current.elapsed = state.elapsedInPhase;
    if (state.stage !== 'practice' || state.paused || state.elapsedInPhase < before) return;
    const due = encouragementDue(phase.durationSeconds, before, state.elapsedInPhase);
    if (due) void guide.encourage(encouragementAt(state.phaseIndex, due.occurrence));
  }, [state.elapsedInPhase, state.stage, state.paused, state.phaseIndex, phase.durationSeconds, guide]);

  // Polite announcements: each phase as it starts, then the time left at each whole minute and at 10 s.
  const lastAnnounced = useRef<string>('');
  useEffect(() => {
    if (state.stage !== 'practice') return;
    const step = `Step ${state.phaseIndex + 1} of ${phases.length}`;
    let message: string | undefined;
    const key = `${state.phaseIndex}`;
    if (!lastAnnounced.current.startsWith(`${key}:`)) {
      message = `${step}: ${phase.title}. ${spokenDuration(phase.durationSeconds)}.`;
      lastAnnounced.current = `${key}:start`;
    } else {
      const left = Math.ceil(remaining);
      const mark = left > 10 && left % 60 === 0 ? `${left}` : left === 10 ? '10' : undefined;
      if (mark && lastAnnounced.current !== `${key}:${mark}` && left < phase.durationSeconds) {
        message = `${spokenDuration(left)} left in ${phase.title}.`;
        lastAnnounced.current = `${key}:${mark}`;
      }
    }
    if (message) setAnnouncement(message);
  }, [state.stage, state.phaseIndex, remaining, phase, phases.length]);

  useEffect(() => {
    if (state.stage === 'intro') lastAnnounced.current = '';
  }, [state.stage]);

  const pauseOrResume = () => {
    if (!state.paused) guide.silence();
    send({ type: state.paused ? 'resume' : 'pause' });
    setAnnouncement(state.paused ? 'Resumed.' : 'Paused.');
  };

  return (
    <div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      <header className="flex items-center gap-3">
        <CategoryIcon categoryName={practice.category.name} />
        <div className="min-w-0">
          <p className="text-sm font-medium text-teal-200">{practice.category.name}</p>
          <h1 className="text-xl font-semibold tracking-tight text-white sm:text-2xl">{practice.name}</h1>
        </div>
      </header>

      <div className="mt-6 rounded-3xl border border-white/10 bg-white/[0.06] p-5 shadow-xl shadow-black/20 backdrop-blur-xl sm:p-8">
        {state.stage === 'intro' && (
          <section className="animate-fade-up">
            <StageHeading>Ready when you are</StageHeading>
            <p className="mt-3 text-lg leading-relaxed text-slate-200">{practice.description}</p>
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-300">
              <span className="inline-flex items-center gap-1.5">
                <Clock className="size-4 text-teal-200" aria-hidden />
                {practice.duration_minutes} min
              </span>
              <span className="inline-flex items-center gap-1.5">
                <ListOrdered className="size-4 text-teal-200" aria-hidden />
                {phases.length === 1 ? '1 step' : `${phases.length} steps`}
              </span>
              <span className="capitalize">{practice.difficulty_level}</span>
              {coach && (
                <span className="inline-flex items-center gap-2">
                  <CoachAvatar name={coach.name} imageUrl={coach.avatar_config.image_url} size="sm" />
                  Guided by {coach.name}
                </span>
              )}
            </div>

            <div className="mt-7 flex flex-col items-start gap-3">
              <Button
                size="lg"
                onClick={() => send({ type: 'begin' })}
                className="w-full sm:w-auto sm:min-w-48"
              >
                <Play className="size-5" aria-hidden />
                Begin
              </Button>
              <GuidanceStatus preload={voice.preload} muted={voice.muted} />
            </div>
            <h3 className="mt-8 text-sm font-semibold uppercase tracking-wider text-slate-400">
              What you&apos;ll do
            </h3>
            <div className="mt-3">
              <StepList phases={phases} />
            </div>

            {practice.neuroscience_explanation && (
              <details className="group mt-5 rounded-2xl bg-white/[0.04] px-4 py-3 text-sm text-slate-300">
                <summary
                  id={detailsId}
                  className="cursor-pointer font-medium text-slate-200 focus-visible:outline-2 focus-visible:outline-teal-300"
                >
                  Why it works
                </summary>
                <p className="mt-2 leading-relaxed">{practice.neuroscience_explanation}</p>
              </details>
            )}
          </section>
        )}

        {state.stage === 'practice' && (
          <section className="text-center">
            <p className="text-sm font-medium uppercase tracking-wider text-teal-200">
              Step {state.phaseIndex + 1} of {phases.length}
            </p>
            <StageHeading className="mt-1">{phase.title}</StageHeading>
            <div className="mt-6">
              <PhaseRing
                elapsed={state.elapsedInPhase}
                duration={phase.durationSeconds}
                paused={state.paused}
              />
            </div>
            <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-slate-100">
              {phase.instruction}
            </p>
            <div className="mx-auto mt-7 max-w-xl">
              <SessionProgress
                phases={phases}
                phaseIndex={state.phaseIndex}
                elapsedInPhase={state.elapsedInPhase}
              />
            </div>
            <div className="mt-7 flex flex-col-reverse items-center justify-center gap-3 sm:flex-row">
              <Button variant="ghost" onClick={() => send({ type: 'endEarly' })}>
                <LogOut className="size-4" aria-hidden />
                End Session Early
              </Button>
              <Button size="lg" onClick={pauseOrResume} className="min-w-40" aria-pressed={state.paused}>
                {state.paused ? (
                  <>
                    <Play className="size-5" aria-hidden />
                    Resume
                  </>
                ) : (
                  <>
                    <Pause className="size-5" aria-hidden />
                    Pause
                  </>
                )}
              </Button>
            </div>
            <SessionSoundControls
              className="mx-auto mt-6 w-fit"
              voice={{ muted: voice.muted, onToggleMute: voice.toggleMute }}
              music={music}
            />
          </section>
        )}

        {state.stage === 'phase-complete' && (
          <section className="animate-fade-up text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-emerald-300/15 text-emerald-200">
              <CheckCircle2 className="size-7" aria-hidden />
            </span>
            <StageHeading className="mt-4">Step {state.phaseIndex + 1} complete</StageHeading>
            <p className="mt-2 text-slate-300">Take a breath. Continue when you&apos;re ready.</p>
            {nextPhase && (
              <div className="mx-auto mt-6 max-w-md rounded-2xl bg-white/[0.05] px-5 py-4 text-left">
                <p className="text-xs font-semibold uppercase tracking-wider text-slate-400">Up next</p>
                <p className="mt-1 font-semibold text-white">{nextPhase.title}</p>
                <p className="text-sm text-slate-400">{shortDuration(nextPhase.durationSeconds)}</p>
              </div>
            )}
            <div className="mt-7 flex flex-col-reverse items-center justify-center gap-3 sm:flex-row">
              <Button variant="ghost" onClick={() => send({ type: 'endEarly' })}>
                <LogOut className="size-4" aria-hidden />
                End Session Early
              </Button>
              <Button variant="secondary" onClick={() => send({ type: 'completePractice' })}>
                <Flag className="size-4" aria-hidden />
                Complete Practice
              </Button>
              <Button size="lg" onClick={() => send({ type: 'continue' })} className="min-w-40">
                <Play className="size-5" aria-hidden />
                Continue
              </Button>
            </div>
            <SessionSoundControls
              className="mx-auto mt-6 w-fit"
              voice={{ muted: voice.muted, onToggleMute: voice.toggleMute }}
              music={music}
            />
          </section>
        )}

        {state.stage === 'done' && (
          <PracticeCompletion
            practice={practice}
            practiceName={practice.name}
            practisedSeconds={session.elapsedTotal}
            onContinue={onFinished}
            onPracticeAgain={() => send({ type: 'restart' })}
          />
        )}

        {state.stage === 'early-exit' && (
          <section className="animate-fade-up text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-indigo-300/15 text-indigo-200">
              <LogOut className="size-7" aria-hidden />
            </span>
            <StageHeading className="mt-4">Session ended early</StageHeading>
            <p className="mx-auto mt-3 max-w-md text-slate-300">
              You practised for {spokenDuration(session.elapsedTotal)}. Nothing was recorded, so you can come
              back to it whenever you&apos;re ready.
            </p>
            <div className="mt-7 flex flex-col-reverse items-center justify-center gap-3 sm:flex-row">
              <ButtonLink to="/plan" variant="secondary">
                Return to plan
              </ButtonLink>
              <Button onClick={() => send({ type: 'restart' })}>
                <RotateCcw className="size-4" aria-hidden />
                Try Again
              </Button>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
