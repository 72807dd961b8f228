import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

/** Navigation state carried through redirects so sign-in can return to the page first requested. */
export type FromState = { from?: string };

/** The `from` path of a navigation state, if it is a safe same-site path. */
export function readFrom(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'from' in state) {
    const from = state.from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return undefined;
}

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  state?: FromState;
};

/**
 * How links navigate and where the carried state comes from. The full app plugs in React Router; the landing
 * page boots without it (it may load at most 100 KB of JavaScript) and plugs in plain links that hand over to
 * the app.
 */
export interface NavigationAdapter {
  Link: ComponentType<AppLinkProps>;
  useCarriedState(): FromState | undefined;
}

const NavigationContext = createContext<NavigationAdapter | null>(null);
export const NavigationAdapterProvider = NavigationContext.Provider;

function useAdapter(): NavigationAdapter {
  const adapter = useContext(NavigationContext);
  if (!adapter) throw new Error('AppLink must be used within a NavigationAdapterProvider');
  return adapter;
}

/** A link that works under either boot (see NavigationAdapter). */
export function AppLink(props: AppLinkProps) {
  const { Link } = useAdapter();
  return <Link {...props} />;
}

/** The carried navigation state of the current location, to forward along auth links. */
export function useCarriedNavigationState(): FromState | undefined {
  return useAdapter().useCarriedState();
}
