import type { FastifyServerOptions } from 'fastify';

/**
 * What of an error may be logged. A failed query's error carries what people wrote: Drizzle's
 * DrizzleQueryError puts the query's parameters in its message and `params`, and PostgreSQL's errors put
 * values in `detail`, `where`, `hint` and `internalQuery`. So only these fields are kept (the SQL text, codes
 * and where PostgreSQL failed, by name), the message loses Drizzle's parameter list and the stack keeps its
 * frames only.
 */
const LOGGED_FIELDS = [
  'code',
  'errno',
  'syscall',
  'address',
  'port',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'query',
] as const;

const MAX_CAUSE_DEPTH = 5;

/** What pino writes for an error (Fastify's type for an `err` serializer's result). */
type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * The `err` serializer of every logger the app builds. Typed for an Error, as Fastify declares it, but
 * whatever was logged as `err` arrives here: plain objects keep only the fields above, other values pass.
 */
export function errorForLog(error: Error): LoggedError {
  return describeError(error, 0) as LoggedError;
}

function describeError(error: unknown, depth: number): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const source = error as Record<string, unknown>;
  const logged: Record<string, unknown> = {};
  if (error instanceof Error) {
    logged.type = error.constructor.name;
    logged.message = withoutQueryParameters(error.message);
    if (typeof error.stack === 'string') logged.stack = stackForLog(error, logged.message as string);
  }
  for (const field of LOGGED_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (source.cause !== undefined) logged.cause = describeError(source.cause, depth + 1);
    if (Array.isArray(source.errors))
      logged.errors = source.errors.map((inner: unknown) => describeError(inner, depth + 1));
  }
  return logged;
}

/** Drizzle's "Failed query: <sql>\nparams: <values>" keeps its first line. */
function withoutQueryParameters(message: string): string {
  const parameters = message.indexOf('\nparams: ');
  return parameters === -1 ? message : message.slice(0, parameters);
}

const STACK_FRAME = /^\s+at .*(:\d+:\d+\)?|\(native\)|\(<anonymous>\))$/;

/** The stack's heading (which repeats the message) rewritten with the logged message; the frames as they are. */
function stackForLog(error: Error, message: string): string {
  const stack = error.stack!;
  const heading = Error.prototype.toString.call(error);
  // V8 writes the heading when the stack is first read: if the message changed since, keep only the frames.
  const frames = stack.startsWith(heading)
    ? stack.slice(heading.length)
    : `\n${stack
        .split('\n')
        .filter((line) => STACK_FRAME.test(line))
        .join('\n')}`;
  return `${error.name}${message ? `: ${message}` : ''}${frames}`;
}

/** The app's logger settings with the error serializer above, whatever settings the caller passed. */
export function withLoggedErrorRedaction(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: errorForLog } };
}
