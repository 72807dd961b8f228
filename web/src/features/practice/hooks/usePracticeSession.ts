import { useCallback, useEffect, useMemo, useReducer } from 'react';
import {
  practiceSessionReducer,
  remainingInPhase,
  startPracticeSession,
  totalElapsed,
  type PracticeSessionEvent,
  type PracticeSessionState,
} from '@flowmind/core/practice-session';

/** How often the clock is read; the time itself comes from the wall clock, not from counting ticks. */
const TICK_MS = 250;

export interface PracticeSession {
  state: PracticeSessionState;
  send: (event: PracticeSessionEvent) => void;
  remaining: number;
  totalSeconds: number;
  elapsedTotal: number;
}

/**
 * The generic player's session: the core reducer driven by a timer that measures elapsed wall time, so a
 * throttled background tab (or a test's fast-forwarded clock) still lands on the right second. Paused time
 * is never counted: the measurement restarts on resume.
 */
export function usePracticeSession(phaseDurations: number[]): PracticeSession {
  const [state, dispatch] = useReducer(practiceSessionReducer, phaseDurations, startPracticeSession);
  const running = state.stage === 'practice' && !state.paused;

  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      const seconds = (now - last) / 1000;
      last = now;
      dispatch({ type: 'tick', seconds });
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running, state.phaseIndex]);

  const send = useCallback((event: PracticeSessionEvent) => dispatch(event), []);
  const totalSeconds = useMemo(
    () => state.phaseDurations.reduce((sum, seconds) => sum + seconds, 0),
    [state.phaseDurations],
  );
  return {
    state,
    send,
    remaining: remainingInPhase(state),
    totalSeconds,
    elapsedTotal: totalElapsed(state),
  };
}
