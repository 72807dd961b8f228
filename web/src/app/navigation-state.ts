import { useLocation } from 'react-router';

/** Navigation state carried through redirects so sign-in can return to the page first requested. */
export type FromState = { from?: string };

export function readFrom(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'from' in state) {
    const from = state.from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return undefined;
}

/** The typed navigation state of the current location, to forward along auth links. */
export function useCarriedState(): FromState | undefined {
  const location = useLocation();
  const from = readFrom(location.state);
  return from ? { from } : undefined;
}
