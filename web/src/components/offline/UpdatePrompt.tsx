import { applyWaitingUpdate, useUpdateWaiting } from '../../lib/service-worker';

/**
 * A small notice, out of the way of the page, when a new version of the app waits: the person refreshes
 * when it suits them, and the page then runs the new version as a whole.
 */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-24 z-40 mx-auto flex max-w-sm items-center justify-center rounded-2xl border border-white/15 bg-[#121a3a]/95 px-4 py-3 text-sm text-slate-100 shadow-lg shadow-black/40 backdrop-blur-xl"
    >
      <p>
        A new version is ready -{' '}
        <button
          type="button"
          onClick={applyWaitingUpdate}
          className="rounded-full font-semibold text-teal-200 underline underline-offset-4 hover:text-teal-100 focus-visible:outline-2 focus-visible:outline-teal-300"
        >
          Refresh
        </button>
      </p>
    </div>
  );
}
