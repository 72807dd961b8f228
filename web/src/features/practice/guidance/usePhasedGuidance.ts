import { useEffect, useRef } from 'react';
import type { SpeechContext } from '@flowmind/core/voice';
import type { PracticeStage } from '@flowmind/core/practice-session';
import { encouragementAt, encouragementDue, type PracticeScript } from './practice-script';
import { usePracticeGuide, type PracticeGuideHandle } from './usePracticeGuide';

export interface GuidedSessionView {
  stage: PracticeStage;
  paused: boolean;
}

/** Silence while paused: whatever is being said stops at once. */
export function useSilenceOnPause(guide: PracticeGuideHandle['guide'], { stage, paused }: GuidedSessionView) {
  useEffect(() => {
    if (stage === 'practice' && paused) guide.silence();
  }, [guide, stage, paused]);
}

/**
 * Spoken guidance for a practice with timed phases, in every player: the welcome and first prompt on Begin,
 * a prompt as each phase starts, encouragement every 30 s in phases over a minute (none in their last 20 s),
 * the completion words when done; silent while paused, when ended early and when back on the intro. Between
 * two steps it lets the last words finish.
 */
export function usePhasedGuidance({
  practiceKey,
  script,
  personality,
  phaseContext,
  stage,
  paused,
  phaseIndex,
  elapsedInPhase,
  phaseSeconds,
}: GuidedSessionView & {
  practiceKey: string;
  script: PracticeScript;
  personality?: string | null;
  phaseContext?: SpeechContext;
  phaseIndex: number;
  elapsedInPhase: number;
  phaseSeconds: number;
}): PracticeGuideHandle {
  const handle = usePracticeGuide({ practiceKey, script, personality, phaseContext });
  const { guide } = handle;
  const previous = useRef({ stage, phaseIndex, elapsed: 0 });

  useEffect(() => {
    const from = previous.current;
    previous.current = { ...from, stage, phaseIndex };
    if (from.stage === stage && from.phaseIndex === phaseIndex) return;
    if (stage === 'practice' && from.stage === 'intro') void guide.begin();
    else if (stage === 'practice') void guide.phase(phaseIndex);
    else if (stage === 'done') void guide.complete();
    else if (stage !== 'phase-complete') guide.silence();
  }, [stage, phaseIndex, guide]);

  useEffect(() => {
    const before = previous.current.elapsed;
    previous.current.elapsed = elapsedInPhase;
    if (stage !== 'practice' || paused || elapsedInPhase < before) return;
    const due = encouragementDue(phaseSeconds, before, elapsedInPhase);
    if (due) void guide.encourage(encouragementAt(phaseIndex, due.occurrence));
  }, [elapsedInPhase, stage, paused, phaseIndex, phaseSeconds, guide]);

  useSilenceOnPause(guide, { stage, paused });
  return handle;
}
