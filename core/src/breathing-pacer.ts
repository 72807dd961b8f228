/**
 * Box breathing's pacer: 300 s of a 4-4-4-4 cycle (breathe in, hold, breathe out, hold),
 * with a 3-2-1 countdown before each phase ends. Pure, so the player, its announcements and the tests read
 * the same answer for any second of the practice.
 */

export type BreathPhaseKind = 'inhale' | 'hold-full' | 'exhale' | 'hold-empty';

export interface BreathPhase {
  kind: BreathPhaseKind;
  /** What the pacer says, on screen and to screen readers. */
  label: string;
  /** A short line under the label. */
  cue: string;
  seconds: number;
}

export const BOX_BREATHING_TOTAL_SECONDS = 300;

export const BOX_BREATHING_PHASES: readonly BreathPhase[] = [
  { kind: 'inhale', label: 'Breathe in', cue: 'Slowly through your nose', seconds: 4 },
  { kind: 'hold-full', label: 'Hold', cue: 'Lungs full, shoulders soft', seconds: 4 },
  { kind: 'exhale', label: 'Breathe out', cue: 'Gently through your mouth', seconds: 4 },
  { kind: 'hold-empty', label: 'Hold', cue: 'Empty and still', seconds: 4 },
];

export const BOX_BREATHING_CYCLE_SECONDS = BOX_BREATHING_PHASES.reduce(
  (sum, phase) => sum + phase.seconds,
  0,
);

/** The countdown shows its last numbers only: 3, 2, 1 before a phase ends. */
export const COUNTDOWN_FROM = 3;

/**
 * Clock readings are sums of many measured intervals, so a phase boundary can arrive as 7.999999999999998:
 * anything within this of a boundary counts as the boundary.
 */
const EPSILON = 1e-9;

/** The pacer's size, from 0 (lungs empty) to 1 (lungs full). */
export type PacerFullness = number;

export interface PacerState {
  /** 0 for the first cycle. */
  cycle: number;
  phaseIndex: number;
  phase: BreathPhase;
  elapsedInPhase: number;
  remainingInPhase: number;
  /** 3, 2 or 1 in a phase's last three seconds, else null. */
  countdown: number | null;
  /** How full the pacer is now. */
  fullness: PacerFullness;
  /** How full the pacer is when the current phase ends (the target the visual glides to). */
  fullnessAtPhaseEnd: PacerFullness;
}

/** Slow at both ends, like a breath: 0 at 0, 1 at 1. */
function easeInOutSine(progress: number): number {
  return (1 - Math.cos(Math.PI * Math.min(1, Math.max(0, progress)))) / 2;
}

function fullnessIn(kind: BreathPhaseKind, progress: number): PacerFullness {
  switch (kind) {
    case 'inhale':
      return easeInOutSine(progress);
    case 'hold-full':
      return 1;
    case 'exhale':
      return 1 - easeInOutSine(progress);
    case 'hold-empty':
      return 0;
  }
}

/** The 3-2-1 countdown for a phase with `remaining` seconds left (a phase of 4 s shows nothing in its first second). */
export function countdownFor(remaining: number): number | null {
  const whole = Math.ceil(remaining - EPSILON);
  return whole >= 1 && whole <= COUNTDOWN_FROM ? whole : null;
}

/** Where the pacer stands `elapsed` seconds into the practice (paused time excluded). */
export function pacerAt(elapsed: number, phases: readonly BreathPhase[] = BOX_BREATHING_PHASES): PacerState {
  const cycleSeconds = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  const t = Math.max(0, elapsed);
  const cycle = Math.floor((t + EPSILON) / cycleSeconds);
  let intoCycle = Math.max(0, t - cycle * cycleSeconds);
  let phaseIndex = 0;
  while (phaseIndex < phases.length - 1 && intoCycle >= phases[phaseIndex]!.seconds - EPSILON) {
    intoCycle = Math.max(0, intoCycle - phases[phaseIndex]!.seconds);
    phaseIndex++;
  }
  const phase = phases[phaseIndex]!;
  const remainingInPhase = phase.seconds - intoCycle;
  return {
    cycle,
    phaseIndex,
    phase,
    elapsedInPhase: intoCycle,
    remainingInPhase,
    countdown: countdownFor(remainingInPhase),
    fullness: fullnessIn(phase.kind, intoCycle / phase.seconds),
    fullnessAtPhaseEnd: fullnessIn(phase.kind, 1),
  };
}

/** Whole cycles breathed in `elapsed` seconds. */
export function completedCycles(elapsed: number, cycleSeconds = BOX_BREATHING_CYCLE_SECONDS): number {
  return Math.floor((Math.max(0, elapsed) + EPSILON) / cycleSeconds);
}
