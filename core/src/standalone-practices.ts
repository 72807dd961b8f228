/**
 * The standalone practices' rules: their stages (intro, practice, done; ending early goes to done), their
 * phase schedules, where a clock reading falls in a schedule, and the gratitude journal's rule. Pure, so the
 * players and the tests share them.
 */

// ---------------------------------------------------------------------------------------------
// Session: intro -> practice -> done
// ---------------------------------------------------------------------------------------------

export type StandaloneStage = 'intro' | 'practice' | 'done';

export interface StandaloneSessionState {
  stage: StandaloneStage;
  /** Seconds practised (paused time excluded). */
  elapsed: number;
  paused: boolean;
  /** The practice's length; null for an untimed practice (the gratitude journal), which ends on 'finish'. */
  totalSeconds: number | null;
  /** True when the person ended the practice before its time was up. */
  endedEarly: boolean;
}

export type StandaloneSessionEvent =
  | { type: 'begin' }
  | { type: 'tick'; seconds: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'finish' }
  | { type: 'endEarly' }
  | { type: 'restart' };

export function startStandaloneSession(totalSeconds: number | null): StandaloneSessionState {
  return { stage: 'intro', elapsed: 0, paused: false, totalSeconds, endedEarly: false };
}

export function standaloneSessionReducer(
  state: StandaloneSessionState,
  event: StandaloneSessionEvent,
): StandaloneSessionState {
  switch (event.type) {
    case 'begin':
      return state.stage === 'intro'
        ? { ...state, stage: 'practice', elapsed: 0, paused: false, endedEarly: false }
        : state;
    case 'tick': {
      if (state.stage !== 'practice' || state.paused || !(event.seconds > 0)) return state;
      const elapsed = state.elapsed + event.seconds;
      if (state.totalSeconds !== null && elapsed >= state.totalSeconds)
        return { ...state, elapsed: state.totalSeconds, stage: 'done' };
      return { ...state, elapsed };
    }
    case 'pause':
      return state.stage === 'practice' ? { ...state, paused: true } : state;
    case 'resume':
      return state.stage === 'practice' ? { ...state, paused: false } : state;
    case 'finish':
      return state.stage === 'practice' ? { ...state, stage: 'done', paused: false } : state;
    case 'endEarly':
      return state.stage === 'practice'
        ? { ...state, stage: 'done', paused: false, endedEarly: true }
        : state;
    case 'restart':
      return state.stage === 'done' ? startStandaloneSession(state.totalSeconds) : state;
  }
}

/** Seconds left in the whole practice (0 for an untimed one). */
export function remainingInSession(state: StandaloneSessionState): number {
  return state.totalSeconds === null ? 0 : Math.max(0, state.totalSeconds - state.elapsed);
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

/** Sacred ordinary (mindfulness): 120 s in phases of 15, 15 and 90 s. */
export const SACRED_ORDINARY_PHASE_SECONDS = [15, 15, 90] as const;
/** Brain-wave entrainment: 180 s in phases of 30, 120 and 30 s. */
export const BRAIN_WAVE_PHASE_SECONDS = [30, 120, 30] as const;
/**
 * Success visualization: 420 s, arriving, choosing, rehearsing and anchoring. Only the 420 s total is fixed;
 * the split into phases is this app's own.
 */
export const SUCCESS_VISUALIZATION_PHASE_SECONDS = [45, 60, 90, 75, 90, 40, 20] as const;

// ---------------------------------------------------------------------------------------------
// Gratitude journal
// ---------------------------------------------------------------------------------------------

export const GRATITUDE_ENTRY_COUNT = 3;

/** Shown when the journal is finished with every entry blank: at least one of the three must be written. */
export const GRATITUDE_ENTRY_REQUIRED_MESSAGE = 'Write at least one non-empty entry among the three.';

/** The entries that count: trimmed, blank ones dropped. */
export function gratitudeEntriesWritten(entries: readonly string[]): string[] {
  return entries.map((entry) => entry.trim()).filter((entry) => entry.length > 0);
}

/** The journal's rule: at least one non-empty entry among the three. Null when it can be finished. */
export function validateGratitudeEntries(entries: readonly string[]): string | null {
  return gratitudeEntriesWritten(entries.slice(0, GRATITUDE_ENTRY_COUNT)).length > 0
    ? null
    : GRATITUDE_ENTRY_REQUIRED_MESSAGE;
}
