import { useEffect, useRef } from 'react';
import { useSilenceOnPause, type GuidedSessionView } from '../guidance/usePhasedGuidance';
import { usePracticeGuide, type PracticeGuideHandle } from '../guidance/usePracticeGuide';
import { boxBreathingCueAt } from './guidance-cues';
import { BOX_BREATHING_SCRIPT } from './scripts';

/**
 * Box breathing's spoken guidance: "Let's begin" and the first cue on Begin, then each breath phase's cue as it
 * starts (encouragement riding on a hold every 30 s), and the completion words; silent while paused.
 */
export function useBoxBreathingGuidance({
  personality,
  stage,
  paused,
  elapsed,
}: GuidedSessionView & { personality?: string | null; elapsed: number }): PracticeGuideHandle {
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
