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
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { code: (error as { code?: string }).code } }, 'database unavailable');
      return reply.status(503).send({
        error: {
          code: 'service_unavailable',
          message: 'Flowmind is briefly unavailable. Please try again in a moment.',
        },
      });
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

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' || // admin shutdown
    code === '57P03' || // cannot connect now
    (error instanceof Error &&
      /Connection terminated|timeout exceeded when trying to connect/i.test(error.message))
  );
}
