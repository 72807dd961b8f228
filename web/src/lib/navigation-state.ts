import { useLocation, useSearchParams } from 'react-router';
import { readFrom, type FromState } from './navigation';

/* Kept apart from navigation.tsx, which the landing page uses without loading the router. */

/** The typed navigation state of the current location, to forward along auth links. */
export function useCarriedState(): FromState | undefined {
  const location = useLocation();
  const from = readFrom(location.state);
  return from ? { from } : undefined;
}

/**
 * The tab chosen in the address (`?tab=`), so that it survives a reload and can be linked; the default tab
 * leaves the address bare, and an unknown value reads as the default. Choosing a tab replaces the history
 * entry and keeps the scroll position.
 */
export function useTabParam<Tab extends string>(
  tabs: readonly Tab[],
  defaultTab: Tab,
): [Tab, (next: Tab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = tabs.find((candidate) => candidate === requested) ?? defaultTab;
  const selectTab = (next: Tab) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === defaultTab) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [tab, selectTab];
}
