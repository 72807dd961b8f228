import { describe, expect, it } from 'vitest';
import {
  encouragementTimes,
  phaseAt,
  phaseStarts,
  practiceSessionReducer as next,
  remainingInPhase,
  remainingInSession,
  scheduleSeconds,
  startPracticeSession,
  type PracticeSessionEvent,
  type PracticeSessionState,
} from './practice-session';

function run(state: PracticeSessionState, ...events: PracticeSessionEvent[]): PracticeSessionState {
  return events.reduce(next, state);
}

describe('a stepped session (the generic player)', () => {
  const start = startPracticeSession([10, 20, 5]);

  it('goes intro → practice on begin and ticks the phase timer', () => {
    const state = run(start, { type: 'begin' }, { type: 'tick', seconds: 4 });
    expect(state).toMatchObject({ stage: 'practice', phaseIndex: 0, elapsedInPhase: 4, elapsed: 4 });
    expect(remainingInPhase(state)).toBe(6);
    expect(remainingInSession(state)).toBe(31);
  });

  it('goes to phase-complete when a phase ends, then continues to the next phase', () => {
    const complete = run(start, { type: 'begin' }, { type: 'tick', seconds: 15 });
    expect(complete).toMatchObject({ stage: 'phase-complete', elapsedInPhase: 10, elapsed: 10 });
    const second = run(complete, { type: 'continue' });
    expect(second).toMatchObject({ stage: 'practice', phaseIndex: 1, elapsedInPhase: 0 });
    expect(run(second, { type: 'tick', seconds: 3 }).elapsed).toBe(13);
  });

  it('finishes directly after the last phase, or from phase-complete with finish', () => {
    const last = run(
      start,
      { type: 'begin' },
      { type: 'tick', seconds: 10 },
      { type: 'continue' },
      { type: 'tick', seconds: 20 },
      { type: 'continue' },
      { type: 'tick', seconds: 99 },
    );
    expect(last).toMatchObject({ stage: 'done', elapsed: 35, endedEarly: false });
    expect(run(start, { type: 'begin' }, { type: 'tick', seconds: 10 }, { type: 'finish' }).stage).toBe(
      'done',
    );
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

  it('ends early to early-exit (nothing to record), and both endings restart at intro', () => {
    const early = run(start, { type: 'begin' }, { type: 'endEarly' });
    expect(early.stage).toBe('early-exit');
    expect(run(early, { type: 'restart' })).toEqual(start);
    const fromBetween = run(start, { type: 'begin' }, { type: 'tick', seconds: 10 }, { type: 'endEarly' });
    expect(fromBetween.stage).toBe('early-exit');
    expect(
      run(start, { type: 'begin' }, { type: 'tick', seconds: 10 }, { type: 'finish' }, { type: 'restart' }),
    ).toEqual(start);
  });

  it('ignores events that do not apply to the stage', () => {
    expect(
      run(
        start,
        { type: 'tick', seconds: 5 },
        { type: 'continue' },
        { type: 'finish' },
        { type: 'endEarly' },
        { type: 'restart' },
      ),
    ).toEqual(start);
    const running = run(start, { type: 'begin' });
    expect(run(running, { type: 'begin' }, { type: 'tick', seconds: -1 }, { type: 'continue' })).toEqual(
      running,
    );
  });
});

describe('a flowing session (the dedicated players)', () => {
  const start = startPracticeSession([15, 15, 90], 'flowing');

  it('moves through its phases on one clock and reaches done when the time is up', () => {
    const running = run(start, { type: 'begin' }, { type: 'tick', seconds: 20 });
    expect(running).toMatchObject({ stage: 'practice', phaseIndex: 1, elapsedInPhase: 5, elapsed: 20 });
    expect(remainingInPhase(running)).toBe(10);
    expect(remainingInSession(running)).toBe(100);
    const done = run(running, { type: 'tick', seconds: 200 });
    expect(done).toMatchObject({ stage: 'done', elapsed: 120, phaseIndex: 2, endedEarly: false });
  });

  it('never stops between phases, whatever the jump', () => {
    const state = run(
      start,
      { type: 'begin' },
      { type: 'tick', seconds: 14.5 },
      { type: 'tick', seconds: 16 },
    );
    expect(state).toMatchObject({ stage: 'practice', phaseIndex: 2, elapsedInPhase: 0.5 });
  });

  it('does not count paused time', () => {
    const paused = run(start, { type: 'begin' }, { type: 'tick', seconds: 5 }, { type: 'pause' });
    expect(run(paused, { type: 'tick', seconds: 60 }).elapsed).toBe(5);
    expect(run(paused, { type: 'resume' }, { type: 'tick', seconds: 2 }).elapsed).toBe(7);
  });

  it('goes to done when ended early, keeping the time practised', () => {
    const ended = run(start, { type: 'begin' }, { type: 'tick', seconds: 12 }, { type: 'endEarly' });
    expect(ended).toMatchObject({ stage: 'done', elapsed: 12, endedEarly: true, paused: false });
    expect(run(ended, { type: 'restart' })).toEqual(start);
  });

  it('ignores events that do not fit the stage', () => {
    expect(run(start, { type: 'tick', seconds: 5 }, { type: 'pause' }, { type: 'endEarly' })).toEqual(start);
    expect(run(start, { type: 'restart' })).toEqual(start);
    const running = run(start, { type: 'begin' });
    expect(run(running, { type: 'begin' }, { type: 'tick', seconds: -1 }, { type: 'continue' })).toEqual(
      running,
    );
  });

  it('lets an untimed session run until it is finished', () => {
    const journal = run(
      startPracticeSession([], 'flowing'),
      { type: 'begin' },
      { type: 'tick', seconds: 10_000 },
    );
    expect(journal).toMatchObject({ stage: 'practice', elapsed: 10_000 });
    expect(remainingInSession(journal)).toBe(0);
    expect(remainingInPhase(journal)).toBe(0);
    expect(run(journal, { type: 'finish' })).toMatchObject({ stage: 'done', endedEarly: false });
  });
});

describe('phase schedules', () => {
  it('places a clock reading in its phase', () => {
    const schedule = [15, 15, 90];
    expect(phaseAt(schedule, 0)).toEqual({
      phaseIndex: 0,
      elapsedInPhase: 0,
      remainingInPhase: 15,
      finished: false,
    });
    expect(phaseAt(schedule, 14.9).phaseIndex).toBe(0);
    expect(phaseAt(schedule, 15)).toMatchObject({ phaseIndex: 1, elapsedInPhase: 0 });
    expect(phaseAt(schedule, 31)).toMatchObject({ phaseIndex: 2, elapsedInPhase: 1, remainingInPhase: 89 });
    expect(phaseAt(schedule, 120)).toEqual({
      phaseIndex: 2,
      elapsedInPhase: 90,
      remainingInPhase: 0,
      finished: true,
    });
    expect(phaseAt(schedule, -5).phaseIndex).toBe(0);
    expect(phaseAt(schedule, 15 - 1e-12)).toMatchObject({ phaseIndex: 1, elapsedInPhase: 0 });
    expect(phaseStarts([30, 120, 30])).toEqual([0, 30, 150]);
    expect(scheduleSeconds([30, 120, 30])).toBe(180);
    expect(() => phaseAt([], 1)).toThrow();
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
