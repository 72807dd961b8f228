import { AlertCircle, X } from 'lucide-react';
import { dismissRefusedWrite, useRefusedWrites } from '../../lib/offline-queue';

/**
 * Says which actions saved on this device the server refused when they were sent later (they will never
 * be saved, so they were dropped): a person who was told "saved on this device" must learn it did not
 * reach their history. Each stays until dismissed.
 */
export function RefusedWritesNotice() {
  const messages = useRefusedWrites();
  if (messages.length === 0) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      {messages.map((message) => (
        <p
          key={message}
          role="alert"
          className="mt-3 flex items-start gap-2.5 rounded-2xl border border-rose-300/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-100"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0 text-rose-300" aria-hidden />
          <span className="flex-1">{message}</span>
          <button
            type="button"
            onClick={() => dismissRefusedWrite(message)}
            className="-m-1 rounded-full p-1 text-rose-200 hover:text-white focus-visible:outline-2 focus-visible:outline-teal-300"
          >
            <X className="size-4" aria-hidden />
            <span className="sr-only">Dismiss</span>
          </button>
        </p>
      ))}
    </div>
  );
}
