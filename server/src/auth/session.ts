import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { toFetchHeaders } from './auth.routes';
import { unauthorized } from '../http/errors';
import { sessionKey, type SessionCache } from './session-cache';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a session (health, config, auth). Every other /api route requires one. */
    public?: boolean;
    /** The 401 message of this route when no one is signed in (defaults to the spec's generic text). */
    unauthorizedMessage?: string;
  }
}

/** The signed-in person of a request: from the session cache when possible, else from better-auth. */
export async function readSessionUser(
  auth: Auth,
  request: FastifyRequest,
  cache?: SessionCache,
): Promise<SessionUser | undefined> {
  const key = sessionKey(request.headers);
  if (!key) return undefined;
  const cached = cache?.get(key);
  if (cached) return cached;
  const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!session) return undefined;
  const user = { id: session.user.id, email: session.user.email, name: session.user.name };
  cache?.set(key, session.session.id, user, new Date(session.session.expiresAt));
  return user;
}

/** The signed-in person of a request that passed the session guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
