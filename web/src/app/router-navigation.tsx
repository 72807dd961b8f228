import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NavigationAdapterProvider, type AppLinkProps, type NavigationAdapter } from '../lib/navigation';
import { useCarriedState } from '../lib/navigation-state';

function RouterLink({ to, state, ...rest }: AppLinkProps) {
  return <Link to={to} state={state} {...rest} />;
}

const routerNavigation: NavigationAdapter = { Link: RouterLink, useCarriedState };

/** AppLink under the full app: client-side navigation through React Router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  return <NavigationAdapterProvider value={routerNavigation}>{children}</NavigationAdapterProvider>;
}
