import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Auth, CLIENT_IP_HEADER } from './auth';
import { serviceUnavailable } from '../http/errors';

/** Copies Fastify's request into a Fetch Request, with the client address Fastify determined. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** better-auth endpoints that, when they succeed, end sessions (the requester's or all of a person's). */
const SESSION_ENDING_PATHS = new Set([
  '/api/auth/sign-out',
  '/api/auth/change-password',
  '/api/auth/reset-password',
  '/api/auth/revoke-session',
  '/api/auth/revoke-sessions',
  '/api/auth/revoke-other-sessions',
]);

/** The catch-all route of better-auth's endpoints. */
export const AUTH_ROUTES = '/api/auth/*';

/**
 * Mounts better-auth's handler at /api/auth/*. better-auth turns a database failure into a 500 of its
 * own, or a 401 where it reads the session leniently (sign-out, change-password): when the database is
 * unreachable those become our 503, so nobody is told to sign in again because PostgreSQL is down.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  baseURL: string,
  databaseReachable: () => Promise<boolean>,
  /** Resolves once no instance serves the sessions the request ended any more. */
  sessionsEnded: (request: FastifyRequest) => Promise<void>,
): void {
  app.route({
    method: ['GET', 'POST'],
    url: AUTH_ROUTES,
    config: { public: true },
    async handler(request, reply) {
      const url = new URL(request.url, baseURL);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: toFetchHeaders(request),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      if (response.status === 401 || response.status >= 500) {
        if (!(await databaseReachable())) throw serviceUnavailable();
        if (response.status >= 500) throw new Error(`auth: ${response.status} from ${url.pathname}`);
      }
      if (response.ok && SESSION_ENDING_PATHS.has(url.pathname)) await sessionsEnded(request);
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const body = await response.text();
      return reply.send(body.length > 0 ? body : null);
    },
  });
}
