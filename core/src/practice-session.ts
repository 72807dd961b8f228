/**
 * Every practice player's session, one pure state machine so that the screens, their timers and the tests
 * share one set of rules: intro -> practice -> done, with pause and resume, timed phases, and two ways of
 * moving between phases.
 *
 * - 'stepped' (the catalogue's guided practices): each step ends on 'phase-complete', where the person
 *   continues or completes the practice; ending early goes to 'early-exit' and nothing is recorded.
 * - 'flowing' (the dedicated players: box breathing, sacred ordinary, ...): the phases follow one another on
 *   one clock; ending early goes to 'done' with `endedEarly`, so the time practised still counts. With no
 *   phases the session is untimed (the gratitude journal) and ends when the person finishes it.
 */
export type PracticeStage = 'intro' | 'practice' | 'phase-complete' | 'done' | 'early-exit';
export type PracticeFlow = 'stepped' | 'flowing';

export interface PracticeSessionState {
  flow: PracticeFlow;
  /** Durations in seconds of every phase, in order; empty for an untimed session. */
  phaseSeconds: readonly number[];
  stage: PracticeStage;
  phaseIndex: number;
  /** Seconds spent in the current phase (paused time excluded). */
  elapsedInPhase: number;
  /** Seconds practised in all (paused time excluded). */
  elapsed: number;
  paused: boolean;
  /** The person ended a flowing session before its time was up. */
  endedEarly: boolean;
}

export type PracticeSessionEvent =
  | { type: 'begin' }
  | { type: 'tick'; seconds: number }
  | { type: 'pause' }
  | { type: 'resume' }
  /** From phase-complete: on to the next step. */
  | { type: 'continue' }
  /** The person finishes now and the practice counts as complete (Complete Practice, the journal's Finish). */
  | { type: 'finish' }
  | { type: 'endEarly' }
  | { type: 'restart' };

export function startPracticeSession(
  phaseSeconds: readonly number[],
  flow: PracticeFlow = 'stepped',
): PracticeSessionState {
  return {
    flow,
    phaseSeconds,
    stage: 'intro',
    phaseIndex: 0,
    elapsedInPhase: 0,
    elapsed: 0,
    paused: false,
    endedEarly: false,
  };
}

export function practiceSessionReducer(
  state: PracticeSessionState,
  event: PracticeSessionEvent,
): PracticeSessionState {
  switch (event.type) {
    case 'begin':
      return state.stage === 'intro'
        ? { ...startPracticeSession(state.phaseSeconds, state.flow), stage: 'practice' }
        : state;
    case 'tick':
      if (state.stage !== 'practice' || state.paused || !(event.seconds > 0)) return state;
      return state.flow === 'stepped' ? tickStep(state, event.seconds) : tickFlow(state, event.seconds);
    case 'pause':
      return state.stage === 'practice' ? { ...state, paused: true } : state;
    case 'resume':
      return state.stage === 'practice' ? { ...state, paused: false } : state;
    case 'continue':
      return state.stage === 'phase-complete'
        ? { ...state, stage: 'practice', phaseIndex: state.phaseIndex + 1, elapsedInPhase: 0, paused: false }
        : state;
    case 'finish':
      return state.stage === 'practice' || state.stage === 'phase-complete'
        ? { ...state, stage: 'done', paused: false }
        : state;
    case 'endEarly':
      if (state.stage !== 'practice' && state.stage !== 'phase-complete') return state;
      return state.flow === 'stepped'
        ? { ...state, stage: 'early-exit', paused: false }
        : { ...state, stage: 'done', paused: false, endedEarly: true };
    case 'restart':
      return state.stage === 'done' || state.stage === 'early-exit'
        ? startPracticeSession(state.phaseSeconds, state.flow)
        : state;
  }
}

/** A step's clock stops at the step's end: on to phase-complete, or done after the last step. */
function tickStep(state: PracticeSessionState, seconds: number): PracticeSessionState {
  const duration = state.phaseSeconds[state.phaseIndex] ?? 0;
  const elapsedInPhase = Math.min(duration, state.elapsedInPhase + seconds);
  const elapsed = state.elapsed + (elapsedInPhase - state.elapsedInPhase);
  if (elapsedInPhase < duration) return { ...state, elapsedInPhase, elapsed };
  const isLast = state.phaseIndex >= state.phaseSeconds.length - 1;
  return { ...state, elapsedInPhase, elapsed, stage: isLast ? 'done' : 'phase-complete' };
}

/** One clock over all phases: the phase is wherever the clock stands; done when it reaches the end. */
function tickFlow(state: PracticeSessionState, seconds: number): PracticeSessionState {
  const elapsed = state.elapsed + seconds;
  if (state.phaseSeconds.length === 0) return { ...state, elapsed, elapsedInPhase: elapsed };
  const position = phaseAt(state.phaseSeconds, elapsed);
  if (position.finished)
    return {
      ...state,
      elapsed: scheduleSeconds(state.phaseSeconds),
      phaseIndex: position.phaseIndex,
      elapsedInPhase: position.elapsedInPhase,
      stage: 'done',
    };
  return { ...state, elapsed, phaseIndex: position.phaseIndex, elapsedInPhase: position.elapsedInPhase };
}

/** Seconds left in the current phase (0 for an untimed session). */
export function remainingInPhase(state: PracticeSessionState): number {
  if (state.phaseSeconds.length === 0) return 0;
  return Math.max(0, (state.phaseSeconds[state.phaseIndex] ?? 0) - state.elapsedInPhase);
}

/** Seconds left in the whole practice (0 for an untimed session). */
export function remainingInSession(state: PracticeSessionState): number {
  return Math.max(0, scheduleSeconds(state.phaseSeconds) - state.elapsed);
}

// ---------------------------------------------------------------------------------------------
// Phase schedules
// ---------------------------------------------------------------------------------------------

export interface SchedulePosition {
  phaseIndex: number;
  elapsedInPhase: number;
  remainingInPhase: number;
  /** The clock reached the end of the last phase. */
  finished: boolean;
}

/** Where `elapsed` seconds fall in phases of the given lengths; past the end it stays on the last phase. */
export function phaseAt(durations: readonly number[], elapsed: number): SchedulePosition {
  if (durations.length === 0) throw new Error('A schedule needs at least one phase.');
  let left = Math.max(0, elapsed);
  for (let index = 0; index < durations.length; index++) {
    const duration = durations[index]!;
    // A clock summed from many ticks can stop a hair short of a boundary: that counts as the boundary.
    if (left < duration - 1e-9)
      return { phaseIndex: index, elapsedInPhase: left, remainingInPhase: duration - left, finished: false };
    left = Math.max(0, left - duration);
  }
  const last = durations.length - 1;
  return { phaseIndex: last, elapsedInPhase: durations[last]!, remainingInPhase: 0, finished: true };
}

/** The second at which each phase starts. */
export function phaseStarts(durations: readonly number[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const duration of durations) {
    starts.push(at);
    at += duration;
  }
  return starts;
}

export function scheduleSeconds(durations: readonly number[]): number {
  return durations.reduce((sum, seconds) => sum + seconds, 0);
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
