import { createRoot, type Root } from 'react-dom/client';
import { normalizePathname } from '@flowmind/core/routing';

/** The whole app: data layer, session, route gate and every route (lazily loaded pages). */
async function startApp(container: HTMLElement, root: Root = createRoot(container)): Promise<void> {
  const { renderApp } = await import('./app-boot');
  await renderApp(root);
}

/** True when a session cookie belongs to someone; any failure counts as signed out (the app re-checks). */
async function hasSession(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    return response.ok && (await response.json()) !== null;
  } catch {
    return false;
  }
}

/**
 * The landing page is most people's first visit, so it boots with React and the router only (it may load at
 * most 100 KB of JavaScript, gzipped). Signed-in visitors, and anyone leaving the landing page, get the full
 * app in the same React root.
 */
export async function start(container: HTMLElement): Promise<void> {
  if (normalizePathname(window.location.pathname) !== '/') return startApp(container);
  const startFromLanding = (root: Root) => void startApp(container, root);
  // The prerendered landing page means the server saw no session cookie: nobody to send to the app.
  if (container.dataset.prerendered === 'landing') {
    const { bootLanding } = await import('./landing-boot');
    return bootLanding(container, startFromLanding);
  }
  const [{ bootLanding }, signedIn] = await Promise.all([import('./landing-boot'), hasSession()]);
  if (signedIn) return startApp(container);
  bootLanding(container, startFromLanding);
}
