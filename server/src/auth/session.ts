import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { toFetchHeaders } from './auth.routes';
import { unauthorized } from '../http/errors';

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

export async function readSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | undefined> {
  const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!session) return undefined;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/** The signed-in person of a request that passed the session guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
