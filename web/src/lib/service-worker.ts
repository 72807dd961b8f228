import { useSyncExternalStore } from 'react';
import { SKIP_WAITING_MESSAGE } from './offline-cache-names';

/**
 * The page's side of the service worker (web/src/service-worker/sw.ts): registers it in production builds
 * once the page has loaded, and tells the app when a new version waits. A new version never takes over by
 * itself, since old and new code would then be mixed on one page; the person chooses to refresh.
 */

/** How often an open app asks the server whether a new version is out. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

type Listener = () => void;
const listeners = new Set<Listener>();
let waitingWorker: ServiceWorker | null = null;

function setWaitingWorker(worker: ServiceWorker | null): void {
  waitingWorker = worker;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a new version of the app has installed and waits for the person's go-ahead. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waitingWorker !== null,
    () => false,
  );
}

/**
 * Lets the waiting version take over, then reloads once it controls the page, so the whole page runs the
 * new code.
 */
export function applyWaitingUpdate(): void {
  const worker = waitingWorker;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: SKIP_WAITING_MESSAGE });
}

async function register(): Promise<void> {
  // Loaded only here, after the page has loaded: the landing page and the first paint never wait for it.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', (event) => {
    setWaitingWorker(event.sw ?? null);
  });
  const registration = await workbox.register();
  // Browsers look for a new version when a page loads; an app left open for days checks now and then.
  if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_INTERVAL_MS);
}

/**
 * Registers the service worker after the page's load event, in production builds only: the development
 * server's modules change on every save and must never be served from a cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    register().catch(() => {
      // Without a worker the app still works online; there is nothing the person could do about it.
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
