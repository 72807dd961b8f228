import type { ComponentType, LazyExoticComponent } from 'react';
import type { Coach } from '@flowmind/core/contracts/coaches';
import type { Practice } from '@flowmind/core/contracts/practices';
import type { BuiltInPracticeId } from '../../components/practices/built-in-practices';

/**
 * What the practice screen hands a dedicated player (box breathing, gratitude journal, sacred ordinary,
 * brain-wave entrainment, success visualization). The player runs its stages (intro, practice, done) on the
 * shared session and layout, and ends with `<PracticeCompletion>` from '../components/PracticeCompletion'.
 */
export interface DedicatedPlayerProps {
  /** The person's coach, or null when none is chosen yet. */
  coach: Coach | null;
  /**
   * The database practice this player plays (the one opened, or for a `?practiceId=<word>` address the
   * seeded practice of the player), so the done screen records the completion against it; null when the
   * catalogue could not load (then only the mood is logged).
   */
  practice: Practice | null;
  /** Leaves the player without finishing (the back arrow): the page goes to /plan. */
  onExit: () => void;
  /** After the done screen's Continue: the page goes to /plan. */
  onFinished: () => void;
}

export interface DedicatedPlayerEntry {
  /** The player's name as the person sees it, e.g. 'Box Breathing'. */
  title: string;
  component: LazyExoticComponent<ComponentType<DedicatedPlayerProps>>;
}

/** The registry the dedicated players fill in ./standalone/registry.ts. */
export type DedicatedPlayerRegistry = Record<BuiltInPracticeId, DedicatedPlayerEntry>;
