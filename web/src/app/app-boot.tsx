import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { createAppRouter, routePreloads } from './router';
import { registerServiceWorker } from '../lib/service-worker';

/** Lets the browser paint and answer input before the next piece of start-up work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The first date format loads the locale's data (tens of milliseconds on a phone). Paying for it in a task
 * of its own keeps it out of the page that formats the first date.
 */
function loadDateFormatting(): void {
  new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
  }).format(0);
}

/**
 * Starts the app as a handful of short tasks, not one long one, while the loading screen from the HTML stays
 * on the screen, so /home keeps its total blocking time within 150 ms on a mobile phone: the page chunks
 * start downloading, the locale's date data loads, the router starts, and React renders the app in a
 * transition, which it slices into pieces of a few milliseconds that yield to the browser between them.
 */
export async function renderApp(root: Root): Promise<void> {
  for (const preload of routePreloads(window.location.pathname)) {
    await nextTask();
    preload();
  }
  await nextTask();
  loadDateFormatting();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
  // The app (not the landing page) installs the worker that lets it open offline and update in place.
  registerServiceWorker();
}
