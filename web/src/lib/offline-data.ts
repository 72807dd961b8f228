import { CLEAR_PERSONAL_CACHES_MESSAGE, PERSONAL_CACHES } from './offline-cache-names';

/** How long sign-out waits for the service worker's answer before clearing the caches itself. */
const WORKER_ANSWER_TIMEOUT_MS = 3000;

/** Posts a message to the worker and waits for its answer on a port of its own (or the timeout). */
function askWorker(worker: ServiceWorker, message: unknown): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(done, WORKER_ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = done;
    worker.postMessage(message, [channel.port2]);
    function done() {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    }
  });
}

/**
 * Forgets everything the service worker kept of the signed-in person (their last answers and generated
 * speech), so the next person at this browser can never be shown them, online or offline. The worker is
 * asked first, so a read still on its way cannot put an answer back afterwards; the caches are then deleted
 * from the page as well, which also covers a worker that is not running the page. Never throws: signing out
 * must finish whatever the caches do.
 */
export async function clearPersonalOfflineData(): Promise<void> {
  if (typeof window === 'undefined' || !('caches' in window)) return;
  try {
    const registration =
      'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    const worker = registration?.active;
    if (worker) await askWorker(worker, { type: CLEAR_PERSONAL_CACHES_MESSAGE });
    await Promise.all(PERSONAL_CACHES.map((cacheName) => caches.delete(cacheName)));
  } catch {
    // Storage the browser refuses (private modes) holds nothing to clear.
  }
}
