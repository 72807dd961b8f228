import type { FastifyInstance } from 'fastify';

/** Sends `body` exactly as written, labelled as JSON, as the person with this session: for broken bodies. */
export function sendJsonText(
  app: FastifyInstance,
  cookie: string,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  body: string,
) {
  return app.inject({ method, url, headers: { cookie, 'content-type': 'application/json' }, payload: body });
}
