import type { ReactNode } from 'react';
import { CheckCircle2, Flag, LogOut, Mic, MicOff, Play, RotateCcw } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import type { PreloadStatus } from '../guidance/voice-guide';
import { shortDuration, spokenDuration } from '../time-format';
import { StageHeading } from './PlayerLayout';
import { IconTile } from '../../../components/ui/IconTile';

/** What the spoken guidance is up to, under Begin. */
export function GuidanceStatus({ preload, muted }: { preload: PreloadStatus; muted: boolean }) {
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

/** Between two steps of a guided practice: what comes next; Continue, Complete Practice or End Session Early. */
export function PhaseCompleteStage({
  stepNumber,
  next,
  sound,
  onContinue,
  onComplete,
  onEndEarly,
}: {
  stepNumber: number;
  next: { title: string; seconds: number } | undefined;
  sound: ReactNode;
  onContinue: () => void;
  onComplete: () => void;
  onEndEarly: () => void;
}) {
  return (
    <section className="animate-fade-up text-center">
      <IconTile icon={CheckCircle2} size="lg" className="mx-auto bg-emerald-300/15 text-emerald-200" />
      <StageHeading className="mt-4">Step {stepNumber} complete</StageHeading>
      <p className="mt-2 text-slate-300">Take a breath. Continue when you&apos;re ready.</p>
      {next && (
        <div className="mx-auto mt-6 max-w-md rounded-2xl bg-white/[0.05] px-5 py-4 text-left">
          <p className="text-xs font-semibold uppercase tracking-wider text-slate-400">Up next</p>
          <p className="mt-1 font-semibold text-white">{next.title}</p>
          <p className="text-sm text-slate-400">{shortDuration(next.seconds)}</p>
        </div>
      )}
      <div className="mt-7 flex flex-col-reverse items-center justify-center gap-3 sm:flex-row">
        <Button variant="ghost" onClick={onEndEarly}>
          <LogOut className="size-4" aria-hidden />
          End Session Early
        </Button>
        <Button variant="secondary" onClick={onComplete}>
          <Flag className="size-4" aria-hidden />
          Complete Practice
        </Button>
        <Button size="lg" onClick={onContinue} className="min-w-40">
          <Play className="size-5" aria-hidden />
          Continue
        </Button>
      </div>
      {sound}
    </section>
  );
}

/** A guided practice ended early: nothing was recorded; back to the plan, or Try Again from the intro. */
export function EarlyExitStage({
  practisedSeconds,
  onRestart,
}: {
  practisedSeconds: number;
  onRestart: () => void;
}) {
  return (
    <section className="animate-fade-up text-center">
      <IconTile icon={LogOut} size="lg" className="mx-auto bg-indigo-300/15 text-indigo-200" />
      <StageHeading className="mt-4">Session ended early</StageHeading>
      <p className="mx-auto mt-3 max-w-md text-slate-300">
        You practised for {spokenDuration(practisedSeconds)}. Nothing was recorded, so you can come back to it
        whenever you&apos;re ready.
      </p>
      <div className="mt-7 flex flex-col-reverse items-center justify-center gap-3 sm:flex-row">
        <ButtonLink to="/plan" variant="secondary">
          Return to plan
        </ButtonLink>
        <Button onClick={onRestart}>
          <RotateCcw className="size-4" aria-hidden />
          Try Again
        </Button>
      </div>
    </section>
  );
}
