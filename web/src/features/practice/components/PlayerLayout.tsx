import { useEffect, useRef, type ReactNode } from 'react';
import { Clock, LogOut, Pause, Play, type LucideIcon } from 'lucide-react';
import type { Coach } from '@flowmind/core/contracts/coaches';
import { phaseStarts } from '@flowmind/core/practice-session';
import { CoachAvatar } from '../../../components/coaches/CoachAvatar';
import { MoodScale } from '../../../components/mood/MoodScale';
import { CategoryIcon } from '../../../components/practices/CategoryIcon';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { usePracticeFeedback } from '../practice-feedback';
import { formatClock, shortDuration } from '../time-format';

/**
 * The layout every practice player shares, the generic one and the dedicated ones: the frame (category,
 * name, a polite live region, the card), the intro, the practice stage with its clock, progress and controls.
 * A player composes these with its own visual and its done screen (`<PracticeCompletion>`).
 */

/**
 * The frame of every player: its category and name, a polite live region for what changes (phase, time
 * left), and the card its stages render in.
 */
export function PlayerFrame({
  categoryName,
  title,
  announcement,
  children,
}: {
  categoryName: string;
  title: string;
  announcement: string;
  children: ReactNode;
}) {
  return (
    <div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <header className="flex items-center gap-3">
        <CategoryIcon categoryName={categoryName} />
        <div className="min-w-0">
          <p className="text-sm font-medium text-teal-200">{categoryName}</p>
          <h1 className="text-xl font-semibold tracking-tight text-white sm:text-2xl">{title}</h1>
        </div>
      </header>
      <div className="mt-6 overflow-hidden rounded-3xl border border-white/10 bg-white/[0.06] p-5 shadow-xl shadow-black/20 backdrop-blur-xl sm:p-8">
        {children}
      </div>
    </div>
  );
}

/** Focuses a stage's heading when the stage appears, so screen readers announce where the person is. */
export function StageHeading({ children, className }: { children: ReactNode; className?: string }) {
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

/**
 * How the person feels as the practice starts, in one tap and skippable: Begin works without it. With the
 * mood after, it tells what a practice does for this person.
 */
function MoodBefore() {
  const feedback = usePracticeFeedback();
  if (!feedback) return null;
  return (
    <div className="mt-6 rounded-2xl bg-white/[0.04] p-4">
      <MoodScale
        legend="How do you feel right now? (optional)"
        legendClassName="text-sm font-medium text-slate-200"
        value={feedback.moodBefore}
        onChange={feedback.setMoodBefore}
        noneChosen="Skip it if you like: Begin works either way."
        compact
      />
    </div>
  );
}

/** One fact in the intro's line of facts (duration, rhythm, what you need): an icon and a few words. */
export function IntroFact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon className="size-4 text-teal-200" aria-hidden />
      {children}
    </span>
  );
}

/**
 * The intro stage: what the practice is, how long it takes, who guides it, how the person feels (optional),
 * then Begin. `children` go between the facts and the question (e.g. a mode choice); `status` right under
 * the button (e.g. how the voice guidance is getting ready); `details` below it (e.g. what you'll do, why it
 * works).
 */
export function IntroStage({
  heading = 'Ready when you are',
  description,
  minutes,
  facts,
  coach,
  beginLabel = 'Begin',
  onBegin,
  children,
  status,
  details,
}: {
  heading?: string;
  description: ReactNode;
  minutes: number | null;
  facts?: ReactNode;
  coach: Coach | null;
  beginLabel?: string;
  onBegin: () => void;
  children?: ReactNode;
  status?: ReactNode;
  details?: ReactNode;
}) {
  return (
    <section className="animate-fade-up">
      <StageHeading>{heading}</StageHeading>
      <div className="mt-3 text-lg leading-relaxed text-slate-200">{description}</div>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-300">
        {minutes !== null && <IntroFact icon={Clock}>{minutes} min</IntroFact>}
        {facts}
        {coach && (
          <span className="inline-flex items-center gap-2">
            <CoachAvatar name={coach.name} imageUrl={coach.avatar_config.image_url} size="sm" />
            Guided by {coach.name}
          </span>
        )}
      </div>
      {children}
      <MoodBefore />
      <div className="mt-7 flex flex-col items-start gap-3">
        <Button size="lg" onClick={onBegin} className="w-full sm:w-auto sm:min-w-48">
          <Play className="size-5" aria-hidden />
          {beginLabel}
        </Button>
        {status}
      </div>
      {details}
    </section>
  );
}

/** A titled list of the practice's phases for the intro. */
export function PhaseOverview({ phases }: { phases: readonly { title: string; seconds: number }[] }) {
  return (
    <>
      <h3 className="mt-8 text-sm font-semibold uppercase tracking-wider text-slate-400">
        What you&apos;ll do
      </h3>
      <ol className="mt-3 space-y-2">
        {phases.map((phase, index) => (
          <li
            key={index}
            className="flex items-center gap-3 rounded-2xl bg-white/[0.04] px-3 py-2.5 text-sm text-slate-300"
          >
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white/10 text-xs font-semibold text-slate-200"
            >
              {index + 1}
            </span>
            <span className="min-w-0 flex-1 font-medium">{phase.title}</span>
            <span className="shrink-0 tabular-nums text-slate-400">{shortDuration(phase.seconds)}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** 'Why it works' as a disclosure, for the intro. */
export function WhyItWorks({ children }: { children: ReactNode }) {
  return (
    <details className="mt-5 rounded-2xl bg-white/[0.04] px-4 py-3 text-sm text-slate-300">
      <summary className="cursor-pointer font-medium text-slate-200 focus-visible:outline-2 focus-visible:outline-teal-300">
        Why it works
      </summary>
      <div className="mt-2 space-y-2 leading-relaxed">{children}</div>
    </details>
  );
}

/** Time left in the whole practice; a timer, so not announced each second (the player announces it politely). */
export function SessionClock({ remaining, paused }: { remaining: number; paused: boolean }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-white/[0.06] px-3 py-1 text-sm text-slate-300">
      <Clock className="size-3.5 text-teal-200" aria-hidden />
      <span
        role="timer"
        aria-label="Time left in the practice"
        className="font-semibold tabular-nums text-white"
      >
        {formatClock(remaining)}
      </span>
      <span>{paused ? 'paused' : 'left'}</span>
    </p>
  );
}

/** The whole practice as segments, one per phase, filled as time passes. Decorative: the clock says it in text. */
export function SessionProgress({ durations, elapsed }: { durations: readonly number[]; elapsed: number }) {
  const starts = phaseStarts(durations);
  return (
    <div aria-hidden className="flex gap-1.5">
      {durations.map((seconds, index) => {
        const fill = Math.min(1, Math.max(0, (elapsed - starts[index]!) / seconds));
        return (
          <div
            key={index}
            className="h-1.5 overflow-hidden rounded-full bg-white/10"
            style={{ flexGrow: seconds, flexBasis: 0 }}
          >
            <div className="h-full rounded-full bg-teal-300" style={{ width: `${fill * 100}%` }} />
          </div>
        );
      })}
    </div>
  );
}

/** Pause / Resume and End Session Early, the same in every timed player. */
export function PracticeControls({
  paused,
  onTogglePause,
  onEndEarly,
}: {
  paused: boolean;
  onTogglePause: () => void;
  onEndEarly: () => void;
}) {
  return (
    <div className="mt-7 flex flex-col-reverse items-center justify-center gap-3 sm:flex-row">
      <Button variant="ghost" onClick={onEndEarly}>
        <LogOut className="size-4" aria-hidden />
        End Session Early
      </Button>
      <Button size="lg" onClick={onTogglePause} className="min-w-40" aria-pressed={paused}>
        {paused ? (
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
  );
}

/**
 * The practice stage of a player with timed phases: the step (and the time left in the practice, unless the
 * visual shows a clock of its own), the phase's title, the player's visual, the phase's instruction, progress
 * over all phases, and the controls. The heading takes focus as the stage appears (not at each phase of a
 * flowing practice: that would pull a keyboard user off the Pause button); phases are announced by the
 * player's live region instead.
 */
export function PhasedPracticeStage({
  phases,
  phaseIndex,
  elapsed,
  remaining,
  paused,
  visual,
  below,
  sound,
  onTogglePause,
  onEndEarly,
}: {
  phases: readonly { title: string; instruction: string; seconds: number }[];
  phaseIndex: number;
  /** Seconds practised in all. */
  elapsed: number;
  /** Seconds left in the practice, shown as its clock; null when the visual is the clock. */
  remaining: number | null;
  paused: boolean;
  visual: ReactNode;
  below?: ReactNode;
  /** The sound controls (voice guidance, music), under the practice controls. */
  sound?: ReactNode;
  onTogglePause: () => void;
  onEndEarly: () => void;
}) {
  const phase = phases[phaseIndex]!;
  return (
    <section className="text-center">
      <div
        className={cn(
          'flex flex-wrap items-center gap-3',
          remaining === null ? 'justify-center' : 'justify-between',
        )}
      >
        <p className="text-sm font-medium uppercase tracking-wider text-teal-200">
          Step {phaseIndex + 1} of {phases.length}
        </p>
        {remaining !== null && <SessionClock remaining={remaining} paused={paused} />}
      </div>
      <StageHeading className="mt-3">{phase.title}</StageHeading>
      <div className="mt-6">{visual}</div>
      <p
        key={phaseIndex}
        className="mx-auto mt-6 max-w-xl animate-fade-up text-lg leading-relaxed text-slate-100"
      >
        {phase.instruction}
      </p>
      {below}
      <div className="mx-auto mt-7 max-w-xl">
        <SessionProgress durations={phases.map((item) => item.seconds)} elapsed={elapsed} />
      </div>
      <PracticeControls paused={paused} onTogglePause={onTogglePause} onEndEarly={onEndEarly} />
      {sound}
    </section>
  );
}
