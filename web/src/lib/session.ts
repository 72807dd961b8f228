import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthState } from '@flowmind/core/routing';
import { ApiError, apiFetch } from './api';
import { clearOnboardingSession } from './onboarding-session';
import { unsubscribeThisDeviceBeforeSignOut } from './push-subscription';
import { clearPersonalOfflineData } from './offline-data';
import { sendQueuedWritesBeforeSignOut } from './offline-queue';
import { queryKeys } from './query-keys';

export type Me = {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  onboardingCompleted: boolean;
  coachId: string | null;
};

/**
 * Loads the signed-in user, or null when signed out. Asks better-auth's get-session first (200 with null when
 * signed out) so a signed-out visit never produces a 401 in the browser console.
 *
 * Without a network (fetch rejects with a TypeError) the session cannot be asked (auth answers are never
 * kept), but the service worker answers /api/v1/me with the person's last copy, so the app opens on what
 * they last saw; with no copy the error stands. When the server says nobody is signed in, whatever the
 * worker kept of the last person is deleted: a session that ended without signing out leaves nothing behind.
 */
export async function fetchMe(): Promise<Me | null> {
  let session: unknown;
  try {
    session = await apiFetch<unknown>('/api/auth/get-session');
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    session = 'unknown while offline';
  }
  if (!session) {
    await clearPersonalOfflineData();
    return null;
  }
  try {
    const { user } = await apiFetch<{ user: Me }>('/api/v1/me');
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      await clearPersonalOfflineData();
      return null;
    }
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: queryKeys.me,
  queryFn: fetchMe,
  staleTime: 60_000,
  retry: 1,
  retryDelay: 400,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

export function useAuthState(): AuthState {
  const me = useMe();
  if (me.data) return { status: 'signedIn', onboardingCompleted: me.data.onboardingCompleted };
  if (me.isPending) return { status: 'loading' };
  return { status: 'signedOut' };
}

/** Re-reads the session after sign-in, sign-up or password reset; the route gate then moves the user on. */
export async function refreshSession(queryClient: QueryClient): Promise<Me | null> {
  await queryClient.invalidateQueries({ queryKey: queryKeys.me, refetchType: 'none' });
  return queryClient.fetchQuery(meQueryOptions);
}

/**
 * Changes the cached signed-in person at once after a write that changed them (the top bar, greeting and
 * Chat tab read this copy); nothing changes when signed out.
 */
export function updateCachedMe(queryClient: QueryClient, changes: Partial<Me>) {
  queryClient.setQueryData<Me | null>(queryKeys.me, (me) => (me ? { ...me, ...changes } : me));
}

/** The signed-in person's id from the cached session, or null when nobody is known to be signed in. */
export function signedInPersonId(queryClient: QueryClient): string | null {
  return queryClient.getQueryData<Me | null>(queryKeys.me)?.id ?? null;
}

/** Signs out, forgets every cached query of the user and lets the caller navigate (to the landing page). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      // Check-ins queued offline are sent while the session is still theirs; what cannot be sent stays
      // on this device for their next sign-in (decision 0024).
      const personId = signedInPersonId(queryClient);
      if (personId) await sendQueuedWritesBeforeSignOut(personId);
      // While the session still says whose device this is; never holds sign-out up for long.
      await unsubscribeThisDeviceBeforeSignOut();
      const { authClient } = await import('./auth-client');
      await authClient.signOut();
    } finally {
      clearOnboardingSession();
      // Before leaving: the next person at this browser must find nothing of this one, even offline.
      await clearPersonalOfflineData();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
      queryClient.setQueryData(queryKeys.me, null);
    }
  }, [queryClient]);
}
