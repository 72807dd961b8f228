import './lib/zod-jitless';
import './index.css';

/**
 * Resolves once the first contentful paint has reached the screen (the paint timing entry carries the
 * frame's presentation time, after rasterizing, not just the main thread's paint), so hydration's
 * script work does not delay it. A hidden tab paints nothing, and a browser without paint timing
 * reports nothing: the timer bounds the wait.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    const observer =
      typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')
        ? new PerformanceObserver((list) => {
            if (list.getEntriesByName('first-contentful-paint').length > 0) done();
          })
        : undefined;
    observer?.observe({ type: 'paint', buffered: true });
    setTimeout(done, document.visibilityState === 'visible' && observer ? 1500 : 0);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const appContainer: HTMLElement = container;

/**
 * The entry stays tiny and React arrives in a chunk of its own (preloaded by index.html, see web/vite.config.ts).
 * The HTML comes with markup to show at once (the prerendered landing page, or the loading screen every app
 * page starts with): it is painted first and the app starts after, so no script stands between the HTML
 * and the screen (the largest content must paint within 2 s on a mobile connection).
 */
async function boot(): Promise<void> {
  if (appContainer.firstElementChild) await afterFirstContentfulPaint();
  // The prerendered landing page preloads no script (its first paint needs none): its own chunks are
  // fetched now, alongside start's, rather than after start has run (which reports a failure).
  if (appContainer.dataset.prerendered === 'landing') import('./app/landing-boot').catch(() => undefined);
  const { start } = await import('./app/start');
  await start(appContainer);
}

void boot();
