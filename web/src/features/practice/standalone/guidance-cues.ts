import { encouragementTimes } from '@flowmind/core/practice-session';
import {
  BOX_BREATHING_CYCLE_SECONDS,
  BOX_BREATHING_PHASES,
  BOX_BREATHING_TOTAL_SECONDS,
  pacerAt,
} from '@flowmind/core/breathing-pacer';

/** Box breathing's spoken cue for each phase of the cycle, short enough to fit inside its four seconds. */
export const BOX_BREATHING_CUES = ['Breathe in', 'Hold', 'Breathe out', 'Hold'] as const;

/**
 * Box breathing's encouragement: the 300 s are one long phase, so encouragement is due every 30 s and never
 * in the last 20 s, so it does not talk over the ending. Spoken over a rhythm of 4 s phases, a full sentence
 * would run into the next cue, so it rides on the next 'hold' after lungs are full: the cue and a few words
 * together, still under four seconds.
 */
export const BOX_BREATHING_ENCOURAGING_HOLDS = [
  "Hold. You're doing well.",
  'Hold. Shoulders soft.',
  'Hold. Steady and easy.',
  'Hold. Stay with the square.',
] as const;

const HOLD_FULL_INDEX = BOX_BREATHING_PHASES.findIndex((phase) => phase.kind === 'hold-full');

/** The seconds at which each 'hold' after an inhale starts, within the practice. */
function holdFullStart(cycle: number): number {
  const offset = BOX_BREATHING_PHASES.slice(0, HOLD_FULL_INDEX).reduce(
    (sum, phase) => sum + phase.seconds,
    0,
  );
  return cycle * BOX_BREATHING_CYCLE_SECONDS + offset;
}

/**
 * The spoken prompt due when box breathing's clock moved from `before` to `after` seconds: an index into the
 * script's prompts (the four cues, then the encouraging holds), or null when no new phase began. After a jump
 * over several phases only the phase now running is cued.
 */
export function boxBreathingCueAt(before: number, after: number): number | null {
  const from = pacerAt(before);
  const to = pacerAt(after);
  if (from.cycle === to.cycle && from.phaseIndex === to.phaseIndex) return null;
  if (after >= BOX_BREATHING_TOTAL_SECONDS) return null;
  if (to.phaseIndex === HOLD_FULL_INDEX) {
    const start = holdFullStart(to.cycle);
    const previousStart = start - BOX_BREATHING_CYCLE_SECONDS;
    const occurrence = encouragementTimes(BOX_BREATHING_TOTAL_SECONDS).findIndex(
      (at) => at > previousStart && at <= start,
    );
    if (occurrence >= 0)
      return BOX_BREATHING_CUES.length + (occurrence % BOX_BREATHING_ENCOURAGING_HOLDS.length);
  }
  return to.phaseIndex;
}
