import { describe, expect, it } from 'vitest';
import {
  BOX_BREATHING_CYCLE_SECONDS,
  BOX_BREATHING_PHASES,
  BOX_BREATHING_TOTAL_SECONDS,
  completedCycles,
  countdownFor,
  pacerAt,
} from './breathing-pacer';

describe('box breathing pacer', () => {
  it('is 300 s of a 4-4-4-4 cycle of 16 s', () => {
    expect(BOX_BREATHING_TOTAL_SECONDS).toBe(300);
    expect(BOX_BREATHING_PHASES.map((phase) => phase.seconds)).toEqual([4, 4, 4, 4]);
    expect(BOX_BREATHING_CYCLE_SECONDS).toBe(16);
    expect(BOX_BREATHING_PHASES.map((phase) => phase.label)).toEqual([
      'Breathe in',
      'Hold',
      'Breathe out',
      'Hold',
    ]);
  });

  it('walks through inhale, hold, exhale and hold, then starts the next cycle', () => {
    const at = (t: number) => {
      const state = pacerAt(t);
      return [state.cycle, state.phase.kind, state.elapsedInPhase];
    };
    expect(at(0)).toEqual([0, 'inhale', 0]);
    expect(at(3.5)).toEqual([0, 'inhale', 3.5]);
    expect(at(4)).toEqual([0, 'hold-full', 0]);
    expect(at(9)).toEqual([0, 'exhale', 1]);
    expect(at(15.75)).toEqual([0, 'hold-empty', 3.75]);
    expect(at(16)).toEqual([1, 'inhale', 0]);
    expect(at(16 * 10 + 13)).toEqual([10, 'hold-empty', 1]);
  });

  it('ends the 300 s right after an exhale (18 cycles and three phases)', () => {
    const justBefore = pacerAt(BOX_BREATHING_TOTAL_SECONDS - 0.001);
    expect(justBefore.cycle).toBe(18);
    expect(justBefore.phase.kind).toBe('exhale');
    expect(justBefore.countdown).toBe(1);
    expect(completedCycles(BOX_BREATHING_TOTAL_SECONDS)).toBe(18);
  });

  it('counts 3-2-1 in the last three seconds of each phase', () => {
    const countdowns = [0, 0.5, 1, 1.5, 2, 2.99, 3, 3.99].map((t) => pacerAt(t).countdown);
    expect(countdowns).toEqual([null, null, 3, 3, 2, 2, 1, 1]);
    expect(pacerAt(4 + 1.2).countdown).toBe(3);
    expect(pacerAt(12 + 3.5).countdown).toBe(1);
    expect(countdownFor(4)).toBeNull();
    expect(countdownFor(3)).toBe(3);
    expect(countdownFor(0.01)).toBe(1);
    expect(countdownFor(0)).toBeNull();
  });

  it('expands on the inhale, stays full, contracts on the exhale and stays empty', () => {
    expect(pacerAt(0).fullness).toBe(0);
    expect(pacerAt(2).fullness).toBeCloseTo(0.5);
    expect(pacerAt(1).fullness).toBeLessThan(pacerAt(3).fullness);
    expect(pacerAt(6).fullness).toBe(1);
    expect(pacerAt(10).fullness).toBeCloseTo(0.5);
    expect(pacerAt(9).fullness).toBeGreaterThan(pacerAt(11).fullness);
    expect(pacerAt(14).fullness).toBe(0);
    expect(BOX_BREATHING_PHASES.map((_, index) => pacerAt(index * 4).fullnessAtPhaseEnd)).toEqual([
      1, 1, 0, 0,
    ]);
  });

  it('treats a clock a hair short of a boundary, summed from many ticks, as the boundary', () => {
    let sum = 0;
    for (let tick = 0; tick < 80; tick++) sum += 0.1;
    expect(sum).not.toBe(8);
    expect(pacerAt(sum)).toMatchObject({ phaseIndex: 2, elapsedInPhase: 0, countdown: null });
    let cycle = 0;
    for (let tick = 0; tick < 160; tick++) cycle += 0.1;
    expect(pacerAt(cycle)).toMatchObject({ cycle: 1, phaseIndex: 0, countdown: null });
    expect(countdownFor(1e-15)).toBeNull();
    expect(countdownFor(-1)).toBeNull();
  });

  it('reads a negative clock as the start', () => {
    expect(pacerAt(-3)).toMatchObject({ cycle: 0, phaseIndex: 0, elapsedInPhase: 0 });
  });
});
