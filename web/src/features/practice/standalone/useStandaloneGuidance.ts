import { useEffect, useRef } from 'react';
import type { SpeechContext } from '@flowmind/core/voice';
import type { StandaloneStage } from '@flowmind/core/standalone-practices';
import { encouragementAt, encouragementDue, type PracticeScript } from '../guidance/practice-script';
import { usePracticeGuide, type PracticeGuideHandle } from '../guidance/usePracticeGuide';
import { boxBreathingCueAt } from './guidance-cues';
import { BOX_BREATHING_SCRIPT } from './scripts';

interface SessionView {
  stage: StandaloneStage;
  paused: boolean;
}

/** Silence while paused: whatever is being said stops at once. */
function useSilenceOnPause(guide: PracticeGuideHandle['guide'], { stage, paused }: SessionView) {
  useEffect(() => {
    if (stage === 'practice' && paused) guide.silence();
  }, [guide, stage, paused]);
}

/**
 * Spoken guidance for a player with timed phases: the welcome and first prompt on Begin, a prompt as
 * each phase starts, encouragement every 30 s in phases over a minute (none in their last 20 s), the
 * completion words when done; silent while paused and when back on the intro.
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
}: SessionView & {
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
    else guide.silence();
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

/**
 * Box breathing's spoken guidance: "Let's begin" and the first cue on Begin, then each breath phase's cue as it
 * starts (encouragement riding on a hold every 30 s), and the completion words; silent while paused.
 */
export function useBoxBreathingGuidance({
  personality,
  stage,
  paused,
  elapsed,
}: SessionView & { personality?: string | null; elapsed: number }): PracticeGuideHandle {
  const handle = usePracticeGuide({
    practiceKey: 'standalone:breathwork',
    script: BOX_BREATHING_SCRIPT,
    personality,
    phaseContext: 'breathing',
  });
  const { guide } = handle;
  const previous = useRef({ stage, elapsed });

  useEffect(() => {
    const from = previous.current;
    previous.current = { stage, elapsed };
    if (from.stage !== stage) {
      if (stage === 'practice' && from.stage === 'intro') void guide.begin();
      else if (stage === 'done') void guide.complete();
      else guide.silence();
      return;
    }
    if (stage !== 'practice' || paused || elapsed < from.elapsed) return;
    const cue = boxBreathingCueAt(from.elapsed, elapsed);
    if (cue !== null) void guide.phase(cue);
  }, [stage, paused, elapsed, guide]);

  useSilenceOnPause(guide, { stage, paused });
  return handle;
}
