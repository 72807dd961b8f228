import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';

function subscribeToConnectivity(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own word on the network (false when it knows there is none). */
function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnectivity,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * True while the app cannot reach the server: the browser says it is offline, or a read failed for want of
 * a network (fetch rejects with a TypeError; an answer from the server, even an error, is an ApiError)
 * and none has succeeded since. Browsers may say "online" on a network that leads nowhere, hence both.
 */
export function useOffline(): boolean {
  const online = useBrowserOnline();
  const queryClient = useQueryClient();
  const [readFailed, setReadFailed] = useState(false);
  useEffect(() => {
    const stopWatchingReads = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'error' && event.action.error instanceof TypeError) setReadFailed(true);
      else if (event.action.type === 'success') setReadFailed(false);
    });
    const onOnline = () => setReadFailed(false);
    window.addEventListener('online', onOnline);
    return () => {
      stopWatchingReads();
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient]);
  return !online || readFailed;
}
