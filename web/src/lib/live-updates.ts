import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { STALE_AFTER, invalidateAfter, whenSettled, writesUnderWay, type ChangeKind } from './query-keys';

/** The kinds of change GET /api/v1/events reports (the database triggers of migration 0006). */
export type LiveEventType = ChangeKind;

/**
 * Refreshes what a reported change made stale, through the same mapping as this tab's own writes. The
 * server reports every change to all of the person's streams, this tab's own writes included, and cannot
 * say which tab made it. A report that arrives while this tab has a write of that kind under way is left
 * to the write, which invalidates once the server has answered; only if no such write succeeds does the
 * report refresh by itself. A report arriving after the write's answer refetches once more, harmlessly.
 */
export function applyLiveEvent(queryClient: QueryClient, type: LiveEventType): void {
  const writes = writesUnderWay(queryClient, type);
  if (writes.length === 0) {
    void invalidateAfter(queryClient, [type]);
    return;
  }
  void whenSettled(queryClient, writes).then(() => {
    if (!writes.some((write) => write.state.status === 'success')) void invalidateAfter(queryClient, [type]);
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
