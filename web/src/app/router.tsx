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

const AppShell = lazyPage(() => import('./AppShell').then((m) => ({ default: m.AppShell })));
const LandingPage = lazyPage(() => import('../features/landing/LandingPage'));
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const SignupPage = lazyPage(() => import('../features/auth/SignupPage'));
const ForgotPasswordPage = lazyPage(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage'));
const OnboardingPage = lazyPage(() => import('../features/onboarding/OnboardingPage'));
const HomePage = lazyPage(() => import('../features/home/HomePage'));
const CoachDirectoryPage = lazyPage(() => import('../features/chat/CoachDirectoryPage'));
const ChatPage = lazyPage(() => import('../features/chat/ChatPage'));
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'));
const NotificationsPage = lazyPage(() => import('../features/notifications/NotificationsPage'));
const PlanPage = lazyPage(() => import('../features/plan/PlanPage'));
const PracticePage = lazyPage(() => import('../features/practice/PracticePage'));
const ProgressPage = lazyPage(() => import('../features/progress/ProgressPage'));
const CommunityPage = lazyPage(() => import('../features/community/CommunityPage'));

const routes: RouteObject[] = [
  {
    element: <RouteGate />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        element: <AppShell navigation={false} />,
        children: [{ path: '/onboarding', element: <OnboardingPage /> }],
      },
      {
        element: <AppShell />,
        children: [
          { path: '/home', element: <HomePage /> },
          { path: '/chat', element: <CoachDirectoryPage /> },
          { path: '/chat/:guideId', element: <ChatPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/notifications', element: <NotificationsPage /> },
          { path: '/plan', element: <PlanPage /> },
          { path: '/practice', element: <PracticePage /> },
          { path: '/progress', element: <ProgressPage /> },
          { path: '/community', element: <CommunityPage /> },
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
