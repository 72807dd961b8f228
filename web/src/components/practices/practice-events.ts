import { useEffect, useRef } from 'react';
import type { PracticeCompletion } from '@flowmind/core/contracts/practices';

/** Browser event fired after a practice is recorded: the plan listens to it to tick the practice off. */
export const PRACTICE_COMPLETE_EVENT = 'practice-complete';

export function dispatchPracticeComplete(completion: PracticeCompletion): void {
  window.dispatchEvent(new CustomEvent<PracticeCompletion>(PRACTICE_COMPLETE_EVENT, { detail: completion }));
}

/** Calls `onPracticeComplete` for each practice recorded while the component is mounted. */
export function usePracticeComplete(onPracticeComplete: (completion: PracticeCompletion) => void): void {
  const callback = useRef(onPracticeComplete);
  useEffect(() => {
    callback.current = onPracticeComplete;
  }, [onPracticeComplete]);
  useEffect(() => {
    const listener = (event: Event) => callback.current((event as CustomEvent<PracticeCompletion>).detail);
    window.addEventListener(PRACTICE_COMPLETE_EVENT, listener);
    return () => window.removeEventListener(PRACTICE_COMPLETE_EVENT, listener);
  }, []);
}
