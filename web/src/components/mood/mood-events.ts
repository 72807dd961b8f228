import { useEffect, useRef } from 'react';
import type { MoodEntry } from '@flowmind/core/contracts/mood';

/** Browser event fired after a mood is logged (spec 2): everything that shows moods listens to it. */
export const MOOD_LOGGED_EVENT = 'moodLogged';

export function dispatchMoodLogged(entry: MoodEntry): void {
  window.dispatchEvent(new CustomEvent<MoodEntry>(MOOD_LOGGED_EVENT, { detail: entry }));
}

/** Calls `onMoodLogged` with each newly logged entry while the component is mounted. */
export function useMoodLogged(onMoodLogged: (entry: MoodEntry) => void): void {
  const callback = useRef(onMoodLogged);
  useEffect(() => {
    callback.current = onMoodLogged;
  }, [onMoodLogged]);
  useEffect(() => {
    const listener = (event: Event) => callback.current((event as CustomEvent<MoodEntry>).detail);
    window.addEventListener(MOOD_LOGGED_EVENT, listener);
    return () => window.removeEventListener(MOOD_LOGGED_EVENT, listener);
  }, []);
}
