/**
 * Route gating for the SPA: signed-out people reach only the public pages (anything else goes to the landing
 * page), signed-in people with onboarding unfinished only the onboarding screen, and everyone else the app
 * pages (anything else goes to /home). While auth state loads, nothing is decided. Pure: the web app feeds it
 * the auth state and the current pathname and acts on the decision.
 */
export type AuthState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; onboardingCompleted: boolean };

export type RouteDecision = { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'loading' };

export const PUBLIC_ROUTES = ['/', '/login', '/signup', '/forgot-password', '/reset-password'] as const;

export const APP_ROUTES = [
  '/home',
  '/plan',
  '/practice',
  '/progress',
  '/community',
  '/profile',
  '/notifications',
  '/chat',
] as const;

export const ONBOARDING_ROUTE = '/onboarding';
export const HOME_ROUTE = '/home';
export const LANDING_ROUTE = '/';

/** Strips a trailing slash (except for the root) so '/home/' and '/home' are the same route. */
export function normalizePathname(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  if (path.length > 1 && path.endsWith('/')) return path.replace(/\/+$/, '') || '/';
  return path;
}

export function isPublicRoute(pathname: string): boolean {
  return (PUBLIC_ROUTES as readonly string[]).includes(normalizePathname(pathname));
}

export function isAppRoute(pathname: string): boolean {
  const path = normalizePathname(pathname);
  if ((APP_ROUTES as readonly string[]).includes(path)) return true;
  // /chat/{guideId}: exactly one non-empty segment after /chat
  return /^\/chat\/[^/]+$/.test(path);
}

export function resolveRoute(state: AuthState, pathname: string): RouteDecision {
  const path = normalizePathname(pathname);
  switch (state.status) {
    case 'loading':
      return { kind: 'loading' };
    case 'signedOut':
      return isPublicRoute(path) ? { kind: 'render' } : { kind: 'redirect', to: LANDING_ROUTE };
    case 'signedIn':
      if (!state.onboardingCompleted) {
        return path === ONBOARDING_ROUTE ? { kind: 'render' } : { kind: 'redirect', to: ONBOARDING_ROUTE };
      }
      return isAppRoute(path) ? { kind: 'render' } : { kind: 'redirect', to: HOME_ROUTE };
  }
}

/** Title shown in the app shell's top bar for a signed-in route (/practice and /plan share one). */
export function pageTitleFor(pathname: string): string {
  const path = normalizePathname(pathname);
  if (path === '/home') return 'Home';
  if (path === '/practice' || path === '/plan') return 'Daily Practice';
  if (path === '/progress') return 'Your Progress';
  if (path === '/community') return 'Community';
  if (path === '/profile') return 'Profile';
  if (path === '/notifications') return 'Notification';
  if (path === '/chat' || path.startsWith('/chat/')) return 'Chat';
  if (path === ONBOARDING_ROUTE) return 'Welcome';
  return 'Flowmind';
}
