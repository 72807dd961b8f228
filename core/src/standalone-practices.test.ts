import { describe, expect, it } from 'vitest';
import { encouragementTimes } from './practice-session';
import {
  BRAIN_WAVE_PHASE_SECONDS,
  GRATITUDE_ENTRY_COUNT,
  GRATITUDE_ENTRY_REQUIRED_MESSAGE,
  SACRED_ORDINARY_PHASE_SECONDS,
  SUCCESS_VISUALIZATION_PHASE_SECONDS,
  gratitudeEntriesWritten,
  phaseAt,
  phaseStarts,
  remainingInSession,
  scheduleSeconds,
  standaloneSessionReducer as next,
  startStandaloneSession,
  validateGratitudeEntries,
  type StandaloneSessionEvent,
  type StandaloneSessionState,
} from './standalone-practices';

function run(state: StandaloneSessionState, ...events: StandaloneSessionEvent[]) {
  return events.reduce(next, state);
}

describe('standalone session: intro, practice, done', () => {
  const start = startStandaloneSession(120);

  it('begins, counts practised time and reaches done when the time is up', () => {
    const running = run(start, { type: 'begin' }, { type: 'tick', seconds: 30 });
    expect(running).toMatchObject({ stage: 'practice', elapsed: 30 });
    expect(remainingInSession(running)).toBe(90);
    const done = run(running, { type: 'tick', seconds: 200 });
    expect(done).toMatchObject({ stage: 'done', elapsed: 120, endedEarly: false });
  });

  it('does not count paused time', () => {
    const paused = run(start, { type: 'begin' }, { type: 'tick', seconds: 5 }, { type: 'pause' });
    expect(run(paused, { type: 'tick', seconds: 60 }).elapsed).toBe(5);
    expect(run(paused, { type: 'resume' }, { type: 'tick', seconds: 2 }).elapsed).toBe(7);
  });

  it('goes to done when ended early, keeping the time practised', () => {
    const ended = run(start, { type: 'begin' }, { type: 'tick', seconds: 12 }, { type: 'endEarly' });
    expect(ended).toMatchObject({ stage: 'done', elapsed: 12, endedEarly: true });
    expect(run(ended, { type: 'restart' })).toEqual(start);
  });

  it('ignores events that do not fit the stage', () => {
    expect(run(start, { type: 'tick', seconds: 5 }, { type: 'pause' }, { type: 'endEarly' })).toEqual(start);
    expect(run(start, { type: 'restart' })).toEqual(start);
    const running = run(start, { type: 'begin' });
    expect(run(running, { type: 'begin' }, { type: 'tick', seconds: -1 })).toEqual(running);
  });

  it('lets an untimed practice run until it is finished', () => {
    const journal = run(startStandaloneSession(null), { type: 'begin' }, { type: 'tick', seconds: 10_000 });
    expect(journal).toMatchObject({ stage: 'practice', elapsed: 10_000 });
    expect(remainingInSession(journal)).toBe(0);
    expect(run(journal, { type: 'finish' })).toMatchObject({ stage: 'done', endedEarly: false });
  });
});

describe('phase schedules', () => {
  it('match the spec: sacred ordinary 120 s (15, 15, 90), brain wave 180 s (30, 120, 30), visualization 420 s', () => {
    expect(SACRED_ORDINARY_PHASE_SECONDS).toEqual([15, 15, 90]);
    expect(scheduleSeconds(SACRED_ORDINARY_PHASE_SECONDS)).toBe(120);
    expect(BRAIN_WAVE_PHASE_SECONDS).toEqual([30, 120, 30]);
    expect(scheduleSeconds(BRAIN_WAVE_PHASE_SECONDS)).toBe(180);
    expect(scheduleSeconds(SUCCESS_VISUALIZATION_PHASE_SECONDS)).toBe(420);
  });

  it('places a clock reading in its phase', () => {
    const schedule = SACRED_ORDINARY_PHASE_SECONDS;
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
    expect(phaseStarts(BRAIN_WAVE_PHASE_SECONDS)).toEqual([0, 30, 150]);
    expect(() => phaseAt([], 1)).toThrow();
  });

  it('encourages only in phases over 60 s, every 30 s, and never in the last 20 s', () => {
    expect(SACRED_ORDINARY_PHASE_SECONDS.map((seconds) => encouragementTimes(seconds))).toEqual([
      [],
      [],
      [30, 60],
    ]);
    expect(BRAIN_WAVE_PHASE_SECONDS.map((seconds) => encouragementTimes(seconds))).toEqual([
      [],
      [30, 60, 90],
      [],
    ]);
    for (const seconds of SUCCESS_VISUALIZATION_PHASE_SECONDS)
      for (const at of encouragementTimes(seconds)) expect(seconds - at).toBeGreaterThan(15);
  });
});

describe('gratitude journal rule', () => {
  it('has three entries and needs at least one that is not blank', () => {
    expect(GRATITUDE_ENTRY_COUNT).toBe(3);
    expect(validateGratitudeEntries(['', '', ''])).toBe(GRATITUDE_ENTRY_REQUIRED_MESSAGE);
    expect(validateGratitudeEntries(['  ', '\n\t', ' '])).toBe(GRATITUDE_ENTRY_REQUIRED_MESSAGE);
    expect(validateGratitudeEntries([])).toBe(GRATITUDE_ENTRY_REQUIRED_MESSAGE);
    expect(validateGratitudeEntries(['', 'My sister called', ''])).toBeNull();
    expect(validateGratitudeEntries(['Sunlight', 'Tea', 'A quiet morning'])).toBeNull();
    expect(GRATITUDE_ENTRY_REQUIRED_MESSAGE).toContain('at least one non-empty entry among the three');
  });

  it('keeps the written entries, trimmed', () => {
    expect(gratitudeEntriesWritten([' Sunlight ', '', ' ', 'Tea'])).toEqual(['Sunlight', 'Tea']);
  });
});
