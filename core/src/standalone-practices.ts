/**
 * The dedicated players' rules: which database practice each one plays, their phase schedules, and the
 * gratitude journal's rule. Pure, so the players, the seed data and the tests share them. Their sessions run
 * on the one practice session of ./practice-session ('flowing').
 */

// ---------------------------------------------------------------------------------------------
// Which database practice a dedicated player plays
// ---------------------------------------------------------------------------------------------

/**
 * The dedicated players, each with the word a `/practice?practiceId=` address may name it by and the seeded
 * practice it plays. A practice is matched by its name: the seed keeps each practice's name under its
 * stable slug, and the name (unlike the database id) is the same in every database and is part of the
 * Practice contract the screen receives.
 */
export const DEDICATED_PRACTICES = [
  { id: 'breathwork', practiceName: 'Box Breathing' },
  { id: 'visualization', practiceName: 'Success Visualization (WOOP)' },
  { id: 'gratitude', practiceName: 'Gratitude Journal' },
  { id: 'mindfulness', practiceName: 'Sacred Ordinary' },
  { id: 'neuroscience', practiceName: 'Brain Wave Entrainment' },
] as const;
export type DedicatedPracticeId = (typeof DEDICATED_PRACTICES)[number]['id'];

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The dedicated player of a database practice, or null when the generic player plays it. */
export function dedicatedPracticeOf(practice: { name: string }): DedicatedPracticeId | null {
  return DEDICATED_PRACTICES.find((entry) => sameName(entry.practiceName, practice.name))?.id ?? null;
}

/** The database practice a dedicated player plays, among `practices`; null when none is there. */
export function practiceForDedicated<P extends { name: string }>(
  id: DedicatedPracticeId,
  practices: readonly P[],
): P | null {
  return practices.find((practice) => dedicatedPracticeOf(practice) === id) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Phase schedules
// ---------------------------------------------------------------------------------------------

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
