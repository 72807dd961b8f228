import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { resolveRoute } from '@flowmind/core/routing';
import { useAuthState } from '../lib/session';
import { ErrorBoundary } from '../components/ui/ErrorBoundary';
import { LoadingScreen } from '../components/ui/LoadingScreen';
import { readFrom, type FromState } from '../lib/navigation';
import { RouterNavigation } from './router-navigation';

/**
 * Root of every route: waits for the auth state, applies the route table from core and renders the page inside
 * an error boundary. A redirect after sign-in honours the page first requested (location.state.from).
 */
export function RouteGate() {
  const location = useLocation();
  const auth = useAuthState();
  const decision = resolveRoute(auth, location.pathname);

  if (decision.kind === 'loading') return <LoadingScreen />;

  if (decision.kind === 'redirect') {
    const from = readFrom(location.state);
    const target = from && resolveRoute(auth, from).kind === 'render' ? from : decision.to;
    const fromHere = location.pathname + location.search;
    const state: FromState | undefined = auth.status === 'signedOut' ? { from: from ?? fromHere } : undefined;
    return <Navigate to={target} replace state={state} />;
  }

  return (
    <RouterNavigation>
      <ErrorBoundary key={location.pathname}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </RouterNavigation>
  );
}
