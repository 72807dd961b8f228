import { encouragementTimes } from '@flowmind/core/practice-session';

/** What a practice says aloud: a welcome, one prompt per phase and the completion words. */
export interface PracticeScript {
  start: string;
  phases: string[];
  complete: string;
}

/** Short, calm lines spoken every 30 s in long phases; they rotate so they never repeat back to back. */
export const ENCOURAGEMENTS = [
  "You're doing well. Keep going at your own pace.",
  'Let your breath stay soft and easy.',
  'If your mind wanders, gently bring it back. That is the practice.',
  'Relax your shoulders and your jaw.',
  'Stay with it. Each moment of attention counts.',
  'Notice how your body feels right now.',
] as const;

export function encouragementAt(phaseIndex: number, occurrence: number): string {
  return ENCOURAGEMENTS[(phaseIndex * 2 + occurrence) % ENCOURAGEMENTS.length]!;
}

/** The script of a database practice, from its name and parsed phases. */
export function genericPracticeScript(
  practiceName: string,
  phases: readonly { title: string; instruction: string }[],
): PracticeScript {
  return {
    start: `Welcome to ${practiceName}. Find a comfortable position, and let's begin.`,
    phases: phases.map((phase) => `${phase.title}. ${phase.instruction}`),
    complete: `Well done. You've completed ${practiceName}. Take a moment to notice how you feel.`,
  };
}

/** What to preload: the essential start and complete prompts first, then one per phase. */
export function preloadTexts(script: PracticeScript): string[] {
  return [script.start, script.complete, ...script.phases];
}

/**
 * The encouragement due when a phase's clock moved from `before` to `after` seconds: the latest of the phase's
 * encouragement times crossed (a jump over several speaks only once), or undefined.
 */
export function encouragementDue(
  phaseSeconds: number,
  before: number,
  after: number,
): { occurrence: number } | undefined {
  const times = encouragementTimes(phaseSeconds);
  let due: number | undefined;
  times.forEach((at, index) => {
    if (before < at && after >= at) due = index;
  });
  return due === undefined ? undefined : { occurrence: due };
}
