import { useCallback, useEffect, useReducer } from 'react';
import {
  practiceSessionReducer,
  remainingInPhase,
  remainingInSession,
  startPracticeSession,
  type PracticeFlow,
  type PracticeSessionEvent,
  type PracticeSessionState,
} from '@flowmind/core/practice-session';

/**
 * How often the clock is read by default; the time itself comes from the wall clock, not from counting ticks.
 * A pacer reads it more often so its words change within a tenth of a second of the breath.
 */
const TICK_MS = 250;

export interface PracticeSession {
  state: PracticeSessionState;
  send: (event: PracticeSessionEvent) => void;
  /** Seconds left in the current phase (0 for an untimed session). */
  remainingInPhase: number;
  /** Seconds left in the whole practice (0 for an untimed session). */
  remaining: number;
}

/**
 * Every player's session: core's practice session driven by a timer that measures elapsed wall time, so a
 * throttled background tab (or a test's fast-forwarded clock) still lands on the right second. Paused time
 * is never counted: the measurement restarts on resume. `phaseSeconds` is read once, as the player opens.
 */
export function usePracticeSession(
  phaseSeconds: readonly number[],
  flow: PracticeFlow,
  options: { tickMs?: number } = {},
): PracticeSession {
  const tickMs = options.tickMs ?? TICK_MS;
  const [state, dispatch] = useReducer(practiceSessionReducer, null, () =>
    startPracticeSession(phaseSeconds, flow),
  );
  const running = state.stage === 'practice' && !state.paused;

  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      dispatch({ type: 'tick', seconds: (now - last) / 1000 });
      last = now;
    }, tickMs);
    return () => window.clearInterval(timer);
  }, [running, state.phaseIndex, tickMs]);

  const send = useCallback((event: PracticeSessionEvent) => dispatch(event), []);
  return {
    state,
    send,
    remainingInPhase: remainingInPhase(state),
    remaining: remainingInSession(state),
  };
}
