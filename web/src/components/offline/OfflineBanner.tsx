import { WifiOff } from 'lucide-react';
import { useOffline } from '../../lib/online-status';

export const OFFLINE_MESSAGE =
  "You're offline. Showing what you last saw; changes will be sent when you're back online.";

/**
 * Says so while the app cannot reach the server, so last-seen answers (kept by the service worker) are not
 * taken for fresh ones. A status, not an alert: it informs and asks nothing.
 */
export function OfflineBanner() {
  const offline = useOffline();
  return (
    <div role="status" aria-live="polite">
      {offline && (
        <p className="flex items-center justify-center gap-2 border-b border-amber-300/20 bg-amber-300/10 px-4 py-2 text-center text-sm text-amber-100">
          <WifiOff className="size-4 shrink-0" aria-hidden />
          {OFFLINE_MESSAGE}
        </p>
      )}
    </div>
  );
}
