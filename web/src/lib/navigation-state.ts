import { useLocation } from 'react-router';
import { readFrom, type FromState } from './navigation';

/* Kept apart from navigation.tsx, which the landing page uses without loading the router. */

/** The typed navigation state of the current location, to forward along auth links. */
export function useCarriedState(): FromState | undefined {
  const location = useLocation();
  const from = readFrom(location.state);
  return from ? { from } : undefined;
}
