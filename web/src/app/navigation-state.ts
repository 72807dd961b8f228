import { useLocation } from 'react-router';
import { readFrom, type FromState } from '../lib/navigation';

export { readFrom, type FromState };

/** The typed navigation state of the current location, to forward along auth links. */
export function useCarriedState(): FromState | undefined {
  const location = useLocation();
  const from = readFrom(location.state);
  return from ? { from } : undefined;
}
