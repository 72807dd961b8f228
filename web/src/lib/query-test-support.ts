import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { invalidatesAfter, type ChangeKind } from './query-keys';

/* Helpers of the tests of query invalidation (query-keys, live-updates); no app code imports them. */

/** A query client holding cached data under each of the keys. */
export function clientWith(keys: readonly QueryKey[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}

export const isStale = (queryClient: QueryClient, key: QueryKey) =>
  queryClient.getQueryState(key)?.isInvalidated;

/** A write making `changes`, whose answer the test decides once it has reached the server (`started`). */
export function pendingWrite(queryClient: QueryClient, ...changes: ChangeKind[]) {
  let answer!: { resolve: () => void; reject: (error: Error) => void };
  let reached!: () => void;
  const started = new Promise<void>((resolve) => (reached = resolve));
  const observer = new MutationObserver(queryClient, {
    mutationFn: () =>
      new Promise<void>((resolve, reject) => {
        answer = { resolve, reject };
        reached();
      }),
    ...invalidatesAfter(queryClient, ...changes),
  });
  const done = observer.mutate().catch(() => undefined);
  return { started, answer: () => answer, done };
}
