import type { ComponentType, LazyExoticComponent } from 'react';
import type { Coach } from '@flowmind/core/contracts/coaches';
import type { Practice } from '@flowmind/core/contracts/practices';
import type { BuiltInPracticeId } from '../../components/practices/built-in-practices';

export {
  BUILT_IN_PRACTICE_IDS,
  isBuiltInPracticeId,
  type BuiltInPracticeId,
} from '../../components/practices/built-in-practices';

/**
 * What the practice screen hands a standalone player (box breathing, gratitude journal, sacred ordinary,
 * brain-wave entrainment, success visualization). The player owns its stages (intro, practice, done) and
 * ends with `<PracticeCompletion>` from '../components/PracticeCompletion'.
 */
export interface StandalonePlayerProps {
  /** The person's coach, or null when none is chosen yet. */
  coach: Coach | null;
  /**
   * The seeded database practice of the same name, else of this category (the coach's own first), so the
   * done screen can record the completion against it; null when the catalogue has none or could not load.
   */
  practice: Practice | null;
  /** Leaves the player without finishing (the back arrow): the page goes to /plan. */
  onExit: () => void;
  /** After the done screen's Continue: the page goes to /plan. */
  onFinished: () => void;
}

export interface StandalonePlayerEntry {
  /** The player's name as the person sees it, e.g. 'Box Breathing'. */
  title: string;
  component: LazyExoticComponent<ComponentType<StandalonePlayerProps>>;
}

/** The registry the standalone players fill in ./standalone/registry.ts. */
export type StandalonePlayerRegistry = Record<BuiltInPracticeId, StandalonePlayerEntry>;
