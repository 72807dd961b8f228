import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { errorForLog, withLoggedErrorRedaction } from './error-log';

const SECRET = 'what-someone-wrote';

function postgresError(): Error {
  return Object.assign(new Error('null value in column "notes" violates not-null constraint'), {
    code: '23502',
    severity: 'ERROR',
    table: 'mood_entries',
    column: 'notes',
    detail: `Failing row contains (${SECRET}).`,
    hint: SECRET,
    where: `SQL statement "select '${SECRET}'"`,
    internalQuery: `select '${SECRET}'`,
    parameters: [SECRET],
  });
}

describe('errorForLog', () => {
  it('keeps the SQL, the codes and the messages of a failed query, and none of its values', () => {
    const failed = new DrizzleQueryError(
      'insert into "mood_entries" ("notes") values ($1)',
      [SECRET],
      postgresError(),
    );
    const logged = errorForLog(failed);

    expect(JSON.stringify(logged)).not.toContain(SECRET);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "mood_entries" ("notes") values ($1)',
      query: 'insert into "mood_entries" ("notes") values ($1)',
      stack: expect.stringMatching(/^Error: Failed query: insert .*\$1\)\n\s+at /),
      cause: {
        type: 'Error',
        message: 'null value in column "notes" violates not-null constraint',
        code: '23502',
        table: 'mood_entries',
        column: 'notes',
      },
    });
  });

  it('keeps only the frames of a stack whose heading no longer matches the message', () => {
    const failed = new DrizzleQueryError('select $1', [SECRET]);
    void failed.stack; // V8 writes the heading on first read, with the message of that moment.
    failed.message = 'rewritten';
    const logged = errorForLog(failed) as { stack: string };
    expect(logged.stack).not.toContain(SECRET);
    expect(logged.stack).toMatch(/^Error: rewritten\n\s+at /);
  });

  it('passes plain values through and follows aggregate errors', () => {
    expect(errorForLog('text' as unknown as Error)).toBe('text');
    const aggregate = new AggregateError([postgresError()], 'connect failed');
    expect(JSON.stringify(errorForLog(aggregate))).not.toContain(SECRET);
    expect(errorForLog(aggregate)).toMatchObject({ errors: [{ code: '23502' }] });
  });
});

it('adds the serializer to whatever logger settings the app is given', () => {
  expect(withLoggedErrorRedaction(undefined)).toBe(false);
  expect(withLoggedErrorRedaction(true)).toEqual({ serializers: { err: errorForLog } });
  expect(withLoggedErrorRedaction({ level: 'info' })).toEqual({
    level: 'info',
    serializers: { err: errorForLog },
  });
});
