import { CloudOff } from 'lucide-react';
import { SAVED_OFFLINE_MESSAGE } from '../../lib/offline-queue';

/** Tells the person an action was kept on this device and will be sent once the connection returns. */
export function SavedOfflineNote() {
  return (
    <p
      role="status"
      className="flex items-start gap-2.5 rounded-2xl border border-teal-300/30 bg-teal-400/10 px-4 py-3 text-sm text-teal-50"
    >
      <CloudOff className="mt-0.5 size-4 shrink-0 text-teal-200" aria-hidden />
      <span>{SAVED_OFFLINE_MESSAGE}</span>
    </p>
  );
}
