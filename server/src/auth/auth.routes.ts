import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Auth, CLIENT_IP_HEADER } from './auth';

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

/** Mounts better-auth's handler at /api/auth/*. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, baseURL: string): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
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
