import { useCallback, useEffect, useReducer, useState } from 'react';
import {
  phaseAt,
  remainingInSession,
  type SchedulePosition,
  standaloneSessionReducer,
  startStandaloneSession,
  type StandaloneSessionEvent,
  type StandaloneSessionState,
} from '@flowmind/core/standalone-practices';

/**
 * How often the clock is read by default; the time itself comes from the wall clock, not from counting ticks.
 * A pacer reads it more often so its words change within a tenth of a second of the breath.
 */
const TICK_MS = 250;

export interface StandaloneSession {
  state: StandaloneSessionState;
  send: (event: StandaloneSessionEvent) => void;
  /** Seconds left in the practice (0 for an untimed one). */
  remaining: number;
}

/**
 * A standalone player's session (intro, practice, done) driven by measured wall time: a throttled background
 * tab, or a test's fast-forwarded clock, still lands on the right second. Paused time is never counted, as the
 * measurement restarts on resume.
 */
export function useStandaloneSession(
  totalSeconds: number | null,
  options: { tickMs?: number } = {},
): StandaloneSession {
  const tickMs = options.tickMs ?? TICK_MS;
  const [state, dispatch] = useReducer(standaloneSessionReducer, totalSeconds, startStandaloneSession);
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
  }, [running, tickMs]);

  const send = useCallback((event: StandaloneSessionEvent) => dispatch(event), []);
  return { state, send, remaining: remainingInSession(state) };
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the person asked for less motion; follows the setting live. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION_QUERY).matches,
  );
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export interface PhasedSession extends StandaloneSession {
  position: SchedulePosition;
}

/** A session made of timed phases: the session over their total, and where the clock stands among them. */
export function usePhasedSession(phases: readonly { seconds: number }[]): PhasedSession {
  const durations = phases.map((phase) => phase.seconds);
  const session = useStandaloneSession(durations.reduce((sum, seconds) => sum + seconds, 0));
  return { ...session, position: phaseAt(durations, session.state.elapsed) };
}
