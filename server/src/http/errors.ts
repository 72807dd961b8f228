import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isErrorCode, type ApiErrorBody, type ErrorCode } from '@flowmind/core/contracts/errors';

/**
 * An error a route may throw on purpose: its status, code and message reach the client as they are, and
 * `retryAfterSeconds`, when given, as the Retry-After header.
 */
export class HttpError extends Error {
  readonly retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const errorBody = (code: ErrorCode, message: string): ApiErrorBody => ({ error: { code, message } });

export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);
export const SERVICE_UNAVAILABLE_MESSAGE = 'Flowmind is briefly unavailable. Please try again in a moment.';
export const serviceUnavailable = () =>
  new HttpError(503, 'service_unavailable', SERVICE_UNAVAILABLE_MESSAGE);
export const unauthorized = (message = 'Authentication failed. Please sign in again.') =>
  new HttpError(401, 'unauthorized', message);
/** 429 with the seconds until the person's window resets, sent as Retry-After. */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', message, { retryAfterSeconds });
/** What a 500 says: never the error itself, which may carry internals. */
export const INTERNAL_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

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
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorBody(error.code, error.message));
    }
    if (error.validation) {
      return reply.status(400).send(errorBody('invalid_request', describeValidation(error)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(frameworkErrorCode(error.code), error.message));
    }
    const unavailable = databaseUnavailableCause(error);
    if (unavailable) {
      request.log.warn({ err: { code: unavailable } }, 'database unavailable');
      return reply.status(503).send(errorBody('service_unavailable', SERVICE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('internal_error', INTERNAL_ERROR_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`)),
  );
}

/**
 * The code of a 4xx raised by Fastify or a plugin: its own code without the FST_ERR_ prefix when that is
 * one of ERROR_CODES (FST_ERR_CTP_EMPTY_JSON_BODY is ctp_empty_json_body), else bad_request, so clients
 * only ever see codes they can know.
 */
function frameworkErrorCode(code: string | undefined): ErrorCode {
  const name = code?.toLowerCase().replace(/^fst_err_/, '');
  return isErrorCode(name) ? name : 'bad_request';
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
