/**
 * The generic practice player's state machine (intro, practice, phase-complete, done, early-exit), pure so
 * that the screen, the timer and the tests share one set of rules.
 */
export type PracticeStage = 'intro' | 'practice' | 'phase-complete' | 'done' | 'early-exit';

export interface PracticeSessionState {
  stage: PracticeStage;
  phaseIndex: number;
  /** Seconds spent in the current phase (paused time excluded). */
  elapsedInPhase: number;
  paused: boolean;
  /** Durations in seconds of every phase, in order. */
  phaseDurations: number[];
}

export type PracticeSessionEvent =
  | { type: 'begin' }
  | { type: 'tick'; seconds: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'continue' }
  | { type: 'completePractice' }
  | { type: 'endEarly' }
  | { type: 'restart' };

export function startPracticeSession(phaseDurations: number[]): PracticeSessionState {
  return { stage: 'intro', phaseIndex: 0, elapsedInPhase: 0, paused: false, phaseDurations };
}

export function practiceSessionReducer(
  state: PracticeSessionState,
  event: PracticeSessionEvent,
): PracticeSessionState {
  switch (event.type) {
    case 'begin':
      return state.stage === 'intro'
        ? { ...state, stage: 'practice', phaseIndex: 0, elapsedInPhase: 0, paused: false }
        : state;
    case 'tick': {
      if (state.stage !== 'practice' || state.paused || event.seconds <= 0) return state;
      const duration = state.phaseDurations[state.phaseIndex] ?? 0;
      const elapsedInPhase = Math.min(duration, state.elapsedInPhase + event.seconds);
      if (elapsedInPhase < duration) return { ...state, elapsedInPhase };
      const isLast = state.phaseIndex >= state.phaseDurations.length - 1;
      return { ...state, elapsedInPhase, stage: isLast ? 'done' : 'phase-complete' };
    }
    case 'pause':
      return state.stage === 'practice' ? { ...state, paused: true } : state;
    case 'resume':
      return state.stage === 'practice' ? { ...state, paused: false } : state;
    case 'continue':
      return state.stage === 'phase-complete'
        ? { ...state, stage: 'practice', phaseIndex: state.phaseIndex + 1, elapsedInPhase: 0, paused: false }
        : state;
    case 'completePractice':
      return state.stage === 'phase-complete' ? { ...state, stage: 'done' } : state;
    case 'endEarly':
      return state.stage === 'practice' || state.stage === 'phase-complete'
        ? { ...state, stage: 'early-exit' }
        : state;
    case 'restart':
      return state.stage === 'done' || state.stage === 'early-exit'
        ? startPracticeSession(state.phaseDurations)
        : state;
  }
}

/** Seconds left in the current phase. */
export function remainingInPhase(state: PracticeSessionState): number {
  return Math.max(0, (state.phaseDurations[state.phaseIndex] ?? 0) - state.elapsedInPhase);
}

/** Seconds since the start of the practice, over all finished phases and the current one. */
export function totalElapsed(state: PracticeSessionState): number {
  return (
    state.phaseDurations.slice(0, state.phaseIndex).reduce((sum, seconds) => sum + seconds, 0) +
    state.elapsedInPhase
  );
}

/**
 * When to speak encouragement: every 30 s in phases longer than 60 s (shorter ones need none), never in the
 * last 20 s, so it does not talk over the phase's ending. Returns the elapsed seconds at which to speak.
 */
export function encouragementTimes(phaseSeconds: number, everySeconds = 30, quietTailSeconds = 20): number[] {
  if (phaseSeconds <= 60) return [];
  const times: number[] = [];
  for (let at = everySeconds; at < phaseSeconds - quietTailSeconds; at += everySeconds) times.push(at);
  return times;
}
