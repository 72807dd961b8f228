import { describe, expect, it } from 'vitest';
import {
  encouragementTimes,
  practiceSessionReducer as next,
  remainingInPhase,
  startPracticeSession,
  totalElapsed,
  type PracticeSessionEvent,
  type PracticeSessionState,
} from './practice-session';

function run(state: PracticeSessionState, ...events: PracticeSessionEvent[]): PracticeSessionState {
  return events.reduce(next, state);
}

describe('practice session', () => {
  const start = startPracticeSession([10, 20, 5]);

  it('goes intro → practice on begin and ticks the phase timer', () => {
    const state = run(start, { type: 'begin' }, { type: 'tick', seconds: 4 });
    expect(state).toMatchObject({ stage: 'practice', phaseIndex: 0, elapsedInPhase: 4 });
    expect(remainingInPhase(state)).toBe(6);
  });

  it('goes to phase-complete when a phase ends, then continues to the next phase', () => {
    const complete = run(start, { type: 'begin' }, { type: 'tick', seconds: 10 });
    expect(complete.stage).toBe('phase-complete');
    const second = run(complete, { type: 'continue' });
    expect(second).toMatchObject({ stage: 'practice', phaseIndex: 1, elapsedInPhase: 0 });
    expect(totalElapsed(run(second, { type: 'tick', seconds: 3 }))).toBe(13);
  });

  it('finishes directly after the last phase, or early from phase-complete', () => {
    const last = run(
      start,
      { type: 'begin' },
      { type: 'tick', seconds: 10 },
      { type: 'continue' },
      { type: 'tick', seconds: 20 },
      { type: 'continue' },
      { type: 'tick', seconds: 99 },
    );
    expect(last.stage).toBe('done');
    expect(
      run(start, { type: 'begin' }, { type: 'tick', seconds: 10 }, { type: 'completePractice' }).stage,
    ).toBe('done');
  });

  it('pauses and resumes the timer', () => {
    const paused = run(
      start,
      { type: 'begin' },
      { type: 'tick', seconds: 2 },
      { type: 'pause' },
      { type: 'tick', seconds: 5 },
    );
    expect(paused.elapsedInPhase).toBe(2);
    expect(run(paused, { type: 'resume' }, { type: 'tick', seconds: 1 }).elapsedInPhase).toBe(3);
  });

  it('ends early to early-exit, and both endings restart at intro', () => {
    const early = run(start, { type: 'begin' }, { type: 'endEarly' });
    expect(early.stage).toBe('early-exit');
    expect(run(early, { type: 'restart' })).toEqual(start);
    expect(
      run(
        start,
        { type: 'begin' },
        { type: 'tick', seconds: 10 },
        { type: 'completePractice' },
        { type: 'restart' },
      ),
    ).toEqual(start);
  });

  it('ignores events that do not apply to the stage', () => {
    expect(
      run(
        start,
        { type: 'tick', seconds: 5 },
        { type: 'continue' },
        { type: 'endEarly' },
        { type: 'restart' },
      ),
    ).toEqual(start);
  });
});

describe('encouragementTimes', () => {
  it('speaks every 30 s in long phases, never in the last 20 s', () => {
    expect(encouragementTimes(60)).toEqual([]);
    expect(encouragementTimes(90)).toEqual([30, 60]);
    expect(encouragementTimes(120)).toEqual([30, 60, 90]);
    expect(encouragementTimes(100)).toEqual([30, 60]);
  });
});
