import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The kinds of change GET /api/v1/events reports (the database triggers of migration 0006). */
export type LiveEventType = 'mood_logged' | 'practice_completed' | 'profile_changed';

/**
 * Which cached data each change makes stale, by the first element of the query key (the app's key
 * convention: ['me'], ['profile', ...], ['mood', ...], ['practice-completions', ...], ['progress', ...]).
 * A completion also writes an 'After {practice} practice' mood entry, and both feed progress.
 */
export const STALE_AFTER: Record<LiveEventType, readonly string[]> = {
  mood_logged: ['mood', 'progress'],
  practice_completed: ['practice-completions', 'mood', 'progress'],
  // The users row also holds the notification toggles, so their change arrives as a profile change.
  profile_changed: ['me', 'profile', 'coaches', 'notification-preferences'],
};

/**
 * Marks what a change made stale; screens showing it refetch. The browser events fired after a practice or a
 * mood is recorded ('practice-complete', 'moodLogged') stay local to the tab that made the change, so this
 * tab's own write, echoed back by the stream, does not announce itself twice.
 */
export function applyLiveEvent(queryClient: QueryClient, type: LiveEventType): void {
  const stale = new Set(STALE_AFTER[type]);
  void queryClient.invalidateQueries({
    predicate: (query) => stale.has(String(query.queryKey[0])),
  });
}

/**
 * Keeps this tab in step with the person's other tabs and devices: listens to the server's event stream
 * while signed in and refetches what a change made stale. EventSource reconnects by itself; after a
 * reconnect (or the server's `resync`) everything is refetched, since changes in between were missed.
 */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/v1/events');
    let opened = false;
    const resync = () => void queryClient.invalidateQueries();
    source.addEventListener('ready', () => {
      if (opened) resync();
      opened = true;
    });
    source.addEventListener('resync', resync);
    for (const type of Object.keys(STALE_AFTER) as LiveEventType[]) {
      source.addEventListener(type, () => applyLiveEvent(queryClient, type));
    }
    return () => source.close();
  }, [enabled, queryClient]);
}
