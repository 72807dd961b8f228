import { DEDICATED_PRACTICES, type DedicatedPracticeId } from '@flowmind/core/standalone-practices';

/**
 * The built-in (dedicated) players' ids, one per category, as core lists them with the database practice each
 * plays; a built-in id in the URL (`/practice?practiceId=breathwork`) counts only if it is among these.
 */
export const BUILT_IN_PRACTICE_IDS: readonly DedicatedPracticeId[] = DEDICATED_PRACTICES.map(
  (entry) => entry.id,
);
export type BuiltInPracticeId = DedicatedPracticeId;

export function isBuiltInPracticeId(value: string | null | undefined): value is BuiltInPracticeId {
  return (BUILT_IN_PRACTICE_IDS as readonly string[]).includes(value ?? '');
}

/** A practice of the built-in set, shown when the practice data cannot load. */
export interface DefaultPractice {
  id: BuiltInPracticeId;
  name: string;
  description: string;
  durationMinutes: number;
  categoryName: string;
}

const boxBreathing: DefaultPractice = {
  id: 'breathwork',
  name: 'Box Breathing',
  description: 'Breathe in a steady 4-4-4-4 rhythm to calm your body and clear your mind.',
  durationMinutes: 5,
  categoryName: 'Breathwork',
};
const successVisualization: DefaultPractice = {
  id: 'visualization',
  name: 'Success Visualization',
  description: 'Picture a goal going well, step by step, and rehearse the moment you reach it.',
  durationMinutes: 7,
  categoryName: 'Visualization',
};
const gratitudeJournal: DefaultPractice = {
  id: 'gratitude',
  name: 'Gratitude Journal',
  description: 'Write down three things you are grateful for today, big or small.',
  durationMinutes: 3,
  categoryName: 'Gratitude',
};
const mindfulAwareness: DefaultPractice = {
  id: 'mindfulness',
  name: 'Mindful Awareness',
  description: 'Find something sacred in an ordinary moment: notice, breathe and simply be here.',
  durationMinutes: 2,
  categoryName: 'Mindfulness',
};
const brainTraining: DefaultPractice = {
  id: 'neuroscience',
  name: 'Brain Training',
  description: 'Brain-wave audio for focus, creativity or insight. Headphones recommended.',
  durationMinutes: 3,
  categoryName: 'Neuroscience',
};

/** The plan's built-in defaults: Box Breathing 5 min, Success Visualization 7 min, Gratitude Journal 3 min. */
export const DEFAULT_PLAN_PRACTICES: readonly DefaultPractice[] = [
  boxBreathing,
  successVisualization,
  gratitudeJournal,
];

/** The practice screen's defaults: the plan's three, Mindful Awareness 2 min and Brain Training 3 min. */
export const DEFAULT_PRACTICE_LIST: readonly DefaultPractice[] = [
  ...DEFAULT_PLAN_PRACTICES,
  mindfulAwareness,
  brainTraining,
];

/**
 * Whether a category name belongs to a built-in id, e.g. 'Breathwork' to 'breathwork': a dedicated player's
 * practice is of its category, so the plan's built-in defaults count as done by category.
 */
export function categoryMatchesBuiltIn(categoryName: string, id: BuiltInPracticeId): boolean {
  const name = categoryName.toLowerCase();
  const stem = {
    breathwork: 'breath',
    visualization: 'visual',
    gratitude: 'gratitude',
    mindfulness: 'mindful',
    neuroscience: 'neuro',
  }[id];
  return name.includes(stem);
}
