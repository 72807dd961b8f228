import { useEffect, useRef } from 'react';
import type { MoodEntry } from '@flowmind/core/contracts/mood';

/** Browser event fired after a mood is logged: everything that shows moods listens to it. */
export const MOOD_LOGGED_EVENT = 'moodLogged';

/** What every logger knows of the new entry (a mood logged through the coach chat carries no local day). */
export type LoggedMood = Omit<MoodEntry, 'local_date'>;

export function dispatchMoodLogged(entry: LoggedMood): void {
  window.dispatchEvent(new CustomEvent<LoggedMood>(MOOD_LOGGED_EVENT, { detail: entry }));
}

/** Calls `onMoodLogged` with each newly logged entry while the component is mounted. */
export function useMoodLogged(onMoodLogged: (entry: LoggedMood) => void): void {
  const callback = useRef(onMoodLogged);
  useEffect(() => {
    callback.current = onMoodLogged;
  }, [onMoodLogged]);
  useEffect(() => {
    const listener = (event: Event) => callback.current((event as CustomEvent<LoggedMood>).detail);
    window.addEventListener(MOOD_LOGGED_EVENT, listener);
    return () => window.removeEventListener(MOOD_LOGGED_EVENT, listener);
  }, []);
}
