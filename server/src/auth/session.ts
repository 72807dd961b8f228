import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { toFetchHeaders } from './auth.routes';
import { unauthorized } from '../http/errors';
import type { SessionCache } from './session-cache';
import { credentialKey, readCookie, tokenOfSignedCookie } from './session-credential';
import type { SessionUser } from './session-user';

export type { SessionUser } from './session-user';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a session (health, config, auth, the web app). Every other route requires one. */
    public?: boolean;
    /** The 401 message of this route when no one is signed in (defaults to the generic sign-in text). */
    unauthorizedMessage?: string;
  }
}

/**
 * The signed-in person of a request: from the session cache when possible, else from better-auth.
 *
 * The only credential is better-auth's session cookie of the configured name (there is no bearer
 * plugin). A result is cached only under the digest of the very cookie value whose token better-auth
 * verified, so a second, planted cookie or an unrelated header can never be served someone else's
 * session from the cache.
 */
export async function readSessionUser(
  auth: Auth,
  request: FastifyRequest,
  cache: SessionCache | undefined,
  cookieName: string,
): Promise<SessionUser | undefined> {
  const credential = readCookie(request.headers.cookie, cookieName);
  if (!credential) return undefined;
  const key = credentialKey(credential);
  const cached = cache?.get(key);
  if (cached) return cached;
  const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!session) return undefined;
  const user: SessionUser = {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    sessionId: session.session.id,
  };
  if (session.session.token === tokenOfSignedCookie(credential)) {
    cache?.set(key, user, new Date(session.session.expiresAt));
  }
  return user;
}

/**
 * Forgets, on this instance, the cached sessions a successful sign-out, password change, reset or revoke
 * may have ended: the requester's person when the cache knows them, else everything (a reset comes
 * without a session, and such requests are rare and rate-limited).
 */
export function forgetEndedSessions(request: FastifyRequest, cache: SessionCache, cookieName: string): void {
  const credential = readCookie(request.headers.cookie, cookieName);
  const userId = credential ? cache.userOf(credentialKey(credential)) : undefined;
  if (userId) cache.forgetUser(userId);
  else cache.clear();
}

/** The signed-in person of a request that passed the session guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
