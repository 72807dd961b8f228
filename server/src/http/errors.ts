import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a route may throw on purpose: its status, code and message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);
export const SERVICE_UNAVAILABLE_MESSAGE = 'Flowmind is briefly unavailable. Please try again in a moment.';
export const serviceUnavailable = () =>
  new HttpError(503, 'service_unavailable', SERVICE_UNAVAILABLE_MESSAGE);
export const unauthorized = (message = 'Authentication failed. Please sign in again.') =>
  new HttpError(401, 'unauthorized', message);

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const where = error.validationContext ?? 'request';
      return field
        ? `Invalid ${where} field '${field}': ${first.message}`
        : `Invalid ${where}: ${first.message}`;
    }
  }
  return error.message;
}

/** Every error leaves as `{ error: { code, message } }`; 5xx never carry internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send({ error: { code: 'invalid_request', message: describeValidation(error) } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = error.code ? error.code.toLowerCase().replace(/^fst_err_/, '') : 'bad_request';
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    const unavailable = databaseUnavailableCause(error);
    if (unavailable) {
      request.log.warn({ err: { code: unavailable } }, 'database unavailable');
      return reply
        .status(503)
        .send({ error: { code: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      error: { code: 'internal_error', message: 'An unexpected error occurred. Please try again.' },
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}.` },
    }),
  );
}

/**
 * The error (or what it wraps: Drizzle's DrizzleQueryError and better-auth's APIError keep the driver's
 * error as `cause`) says PostgreSQL is stopped, restarting, unreachable or too slow to answer in time.
 */
function databaseUnavailableCause(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return code;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return 'connection';
    current = cause;
  }
  return undefined;
}

const UNAVAILABLE_CODES = new RegExp(
  [
    '^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN)$',
    '^08', // connection exceptions
    '^57P0[123]$', // admin shutdown, crash shutdown, cannot connect now (starting up or shutting down)
    '^53300$', // too many connections
    '^57014$', // statement timeout (we set one; nothing else cancels our queries)
  ].join('|'),
);
// node-postgres and pg-pool raise these as plain errors without a code.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error/;
