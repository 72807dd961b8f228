import './lib/zod-jitless';
import { createRoot } from 'react-dom/client';
import { normalizePathname } from '@flowmind/core/routing';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

/** The whole app: data layer, session, route gate and every route (lazily loaded pages). */
async function startApp(): Promise<void> {
  const { renderApp } = await import('./app/app-boot');
  renderApp(root);
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
 * The landing page is most people's first visit, so it boots with React and the router only (issue 8:
 * at most 100 KB of JavaScript). Signed-in visitors, and anyone leaving the landing page, get the full app
 * in the same React root.
 */
async function start(): Promise<void> {
  if (normalizePathname(window.location.pathname) !== '/') return startApp();
  const [{ renderLanding }, signedIn] = await Promise.all([import('./app/landing-boot'), hasSession()]);
  if (signedIn) return startApp();
  renderLanding(root, () => void startApp());
}

void start();
