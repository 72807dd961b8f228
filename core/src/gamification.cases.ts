import type { DayRun } from './gamification';

/**
 * How one entry changes a streak's run, rest days included (extendRun in gamification.ts). The database
 * keeps the same runs with its own functions (flowmind_next_run, flowmind_rest_day_spent), so the core
 * tests and the server's progress tests both check every case here: the two rules cannot drift apart.
 */
export interface RunStepCase {
  name: string;
  run: DayRun;
  /** The local day of the new entry. */
  day: string;
  next: DayRun;
}

const fiveDays: DayRun = { lastDate: '2026-03-10', length: 5, best: 8, restDate: null };

export const RUN_STEP_CASES: RunStepCase[] = [
  {
    name: 'a first entry starts a one-day run',
    run: { lastDate: null, length: 0, best: 0, restDate: null },
    day: '2026-03-10',
    next: { lastDate: '2026-03-10', length: 1, best: 1, restDate: null },
  },
  {
    name: 'the next day extends the run',
    run: fiveDays,
    day: '2026-03-11',
    next: { lastDate: '2026-03-11', length: 6, best: 8, restDate: null },
  },
  {
    name: 'one missed day with no rest day spent yet becomes a rest day',
    run: fiveDays,
    day: '2026-03-12',
    next: { lastDate: '2026-03-12', length: 6, best: 8, restDate: '2026-03-11' },
  },
  {
    name: 'one missed day exactly 7 days after the last rest day becomes a rest day',
    run: { ...fiveDays, restDate: '2026-03-04' },
    day: '2026-03-12',
    next: { lastDate: '2026-03-12', length: 6, best: 8, restDate: '2026-03-11' },
  },
  {
    name: 'one missed day within 7 days of the last rest day breaks the run',
    run: { ...fiveDays, restDate: '2026-03-05' },
    day: '2026-03-12',
    next: { lastDate: '2026-03-12', length: 1, best: 8, restDate: '2026-03-05' },
  },
  {
    name: 'two missed days break the run even with a rest day free',
    run: fiveDays,
    day: '2026-03-13',
    next: { lastDate: '2026-03-13', length: 1, best: 8, restDate: null },
  },
  {
    name: 'a second entry on the same day changes nothing',
    run: fiveDays,
    day: '2026-03-10',
    next: fiveDays,
  },
  {
    name: 'an older day arriving late changes nothing',
    run: fiveDays,
    day: '2026-03-08',
    next: fiveDays,
  },
  {
    name: 'an entry arriving late for a spent rest day leaves it spent',
    run: { lastDate: '2026-03-12', length: 6, best: 8, restDate: '2026-03-11' },
    day: '2026-03-11',
    next: { lastDate: '2026-03-12', length: 6, best: 8, restDate: '2026-03-11' },
  },
  {
    name: 'a run kept by a rest day raises the best run',
    run: { lastDate: '2026-03-10', length: 8, best: 8, restDate: null },
    day: '2026-03-12',
    next: { lastDate: '2026-03-12', length: 9, best: 9, restDate: '2026-03-11' },
  },
  {
    name: 'a rest day at the end of February',
    run: { lastDate: '2026-02-27', length: 3, best: 3, restDate: '2026-02-01' },
    day: '2026-03-01',
    next: { lastDate: '2026-03-01', length: 4, best: 4, restDate: '2026-02-28' },
  },
];
