import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouteGate } from './RouteGate';
import { RouteErrorPage } from './RouteErrorPage';

type Preloadable = { preload: () => Promise<unknown> };

/** A lazily loaded page whose chunk can also be fetched ahead of its first render (see preloadRoute). */
// React.lazy's own bound: a page's props are whatever its route element passes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function lazyPage<Page extends ComponentType<any>>(
  load: () => Promise<{ default: Page }>,
): LazyExoticComponent<Page> & Preloadable {
  let loading: Promise<{ default: Page }> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown): never => {
      loading = undefined; // a later render tries again
      throw error;
    }));
  return Object.assign(lazy(preload), { preload });
}

/** A route whose page loads lazily, and can be preloaded (see routePreloads). */
function lazyRoute(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  const Page = lazyPage(load);
  return { path, element: <Page /> };
}

const AppShell = lazyPage(() => import('./AppShell').then((m) => ({ default: m.AppShell })));

const routes: RouteObject[] = [
  {
    element: <RouteGate />,
    errorElement: <RouteErrorPage />,
    children: [
      lazyRoute('/', () => import('../features/landing/LandingPage')),
      lazyRoute('/login', () => import('../features/auth/LoginPage')),
      lazyRoute('/signup', () => import('../features/auth/SignupPage')),
      lazyRoute('/forgot-password', () => import('../features/auth/ForgotPasswordPage')),
      lazyRoute('/reset-password', () => import('../features/auth/ResetPasswordPage')),
      {
        element: <AppShell navigation={false} />,
        children: [lazyRoute('/onboarding', () => import('../features/onboarding/OnboardingPage'))],
      },
      {
        element: <AppShell />,
        children: [
          lazyRoute('/home', () => import('../features/home/HomePage')),
          lazyRoute('/chat', () => import('../features/chat/CoachDirectoryPage')),
          lazyRoute('/chat/:guideId', () => import('../features/chat/ChatPage')),
          lazyRoute('/profile', () => import('../features/profile/ProfilePage')),
          lazyRoute('/notifications', () => import('../features/notifications/NotificationsPage')),
          lazyRoute('/plan', () => import('../features/plan/PlanPage')),
          lazyRoute('/practice', () => import('../features/practice/PracticePage')),
          lazyRoute('/progress', () => import('../features/progress/ProgressPage')),
          lazyRoute('/community', () => import('../features/community/CommunityPage')),
        ],
      },
      // The gate redirects unknown paths before this renders.
      { path: '*', element: null },
    ],
  },
];

/** The app's router, made when the app starts (it takes over the history and reads the address then). */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}

/**
 * What starts fetching the chunks of the pages the address will render (shell, then page), so they load at
 * once instead of one after the other once the session is known and each has rendered (so /home's largest
 * content paints within 2 s on a mobile connection). One function per page: each adds a preload link per
 * chunk it needs, which the caller can spread over separate tasks.
 */
export function routePreloads(pathname: string): (() => void)[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const type = (match.route.element as ReactElement | null | undefined)?.type;
    if (typeof type !== 'object' || type === null || !('preload' in type)) return [];
    return [
      () =>
        void (type as Preloadable).preload().catch(() => {
          // The render retries through React.lazy and shows the error boundary if it fails again.
        }),
    ];
  });
}
