import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signUpOnboarded, TEST_PUBLIC_URL, type TestApp } from './app';
import { logCapture } from './log-capture';

/**
 * What people write never reaches the logs: a unique canary goes into a mood note, a chat
 * message (sent and streamed), a profile field, several refused requests and a write PostgreSQL refuses,
 * with the logger at its most verbose level; no log line, at any level, may contain it. Nor does any line
 * hold a password-reset link, which would let a log reader take over the account.
 */

const CANARY = `canary-${randomUUID()}`;
const { lines, stream: capture } = logCapture();

let harness: TestApp;
let baseUrl: string;
let cookie: string;
let email: string;
let coachId: string;

beforeAll(async () => {
  harness = await createTestApp({
    authRateLimit: false,
    // The production logger's settings (server/src/server.ts), at the lowest level pino has.
    logger: {
      level: 'trace',
      stream: capture,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
    },
    chat: { streamPaceMs: 0 },
  });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  ({ cookie, email, coachId } = await signUpOnboarded(harness.app, {
    first_name: 'Robin',
    last_name: 'Vale',
    stress_level: 6,
    stress_source: ['work'],
    preferred_practice_time: 'evening',
    communication_level: ['supportive'],
  }));

  // A mood note marked 'refuse-me' makes PostgreSQL refuse the insert, from a function called through a
  // dynamic statement, so the error carries the note in the failed query's parameters and in PostgreSQL's
  // `detail`, `hint` and `where` (the statement's text).
  await harness.database.pool.query(`
    create function refuse_for_test(note text) returns void language plpgsql as $$
    begin
      raise exception 'refused for the test' using detail = note, hint = note;
    end $$;
    create function refuse_marked_mood() returns trigger language plpgsql as $$
    begin
      if new.notes like 'refuse-me%' then
        execute format('select refuse_for_test(%L)', new.notes);
      end if;
      return new;
    end $$;
    create trigger refuse_marked_mood before insert on mood_entries
      for each row execute function refuse_marked_mood();
  `);
});
afterAll(async () => harness?.close());

const post = (url: string, body: string, contentType = 'application/json') =>
  fetch(`${baseUrl}${url}`, { method: 'POST', headers: { cookie, 'content-type': contentType }, body });

it('keeps what people write out of the logs at every level', async () => {
  const mood = await post('/api/v1/mood', JSON.stringify({ mood_score: 7, notes: `mood ${CANARY}` }));
  expect(mood.status).toBe(201);

  const chat = await post('/api/v1/chat', JSON.stringify({ message: `I feel ${CANARY} today`, coachId }));
  expect(chat.status).toBe(200);
  const stream = await post('/api/v1/chat/stream', JSON.stringify({ message: `still ${CANARY}`, coachId }));
  expect(stream.status).toBe(200);
  expect(await stream.text()).toContain('event: done');

  // Refusals that carry the canary: a schema violation, a value too long, broken JSON, a wrong type.
  const refusals = [
    await post('/api/v1/mood', JSON.stringify({ mood_score: CANARY, notes: CANARY })),
    await post('/api/v1/mood', JSON.stringify({ mood_score: 5, notes: `${CANARY} `.repeat(100) })),
    await post('/api/v1/chat', `{"message": "${CANARY}", "coachId": `),
    await post('/api/v1/chat', CANARY, 'text/plain'),
    await post('/api/v1/chat', JSON.stringify({ message: CANARY, coachId: `${CANARY}-unknown-coach` })),
  ];
  for (const response of refusals) expect(response.status).toBeGreaterThanOrEqual(400);

  const profile = await fetch(`${baseUrl}/api/v1/profile`, {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Robin', socials: [CANARY] }),
  });
  expect(profile.status).toBeLessThan(500);

  // The logger writes asynchronously only when told to; still, give the last lines a moment to land.
  await new Promise((resolve) => setTimeout(resolve, 100));
  // The capture works (trace level logs every request), so an empty match means nothing leaked.
  expect(lines.some((line) => line.includes('/api/v1/chat/stream'))).toBe(true);
  const leaks = lines.filter((line) => line.includes(CANARY));
  expect(leaks).toEqual([]);
});

it('logs a failed query by its SQL, code and message, without the values it carried', async () => {
  const refused = await post('/api/v1/mood', JSON.stringify({ mood_score: 4, notes: `refuse-me ${CANARY}` }));
  expect(refused.status).toBe(500);

  await new Promise((resolve) => setTimeout(resolve, 100));
  const failure = lines
    .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
    .find((entry) => entry.msg === 'request failed');
  expect(failure?.err).toMatchObject({
    type: 'DrizzleQueryError',
    message: expect.stringMatching(/^Failed query: insert into "mood_entries"/),
    query: expect.stringMatching(/^insert into "mood_entries"/),
    cause: { code: 'P0001', message: 'refused for the test' },
  });
  expect(lines.filter((line) => line.includes(CANARY))).toEqual([]);
});

it('never logs a password-reset link, only that the mail was written', async () => {
  const requested = await harness.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: TEST_PUBLIC_URL },
    payload: { email, redirectTo: '/reset-password' },
  });
  expect(requested.statusCode).toBe(200);

  // The outbox's .eml file holds the link (quoted-printable: soft line breaks and `=3D` undone).
  const [mailFile] = fs.readdirSync(harness.outboxDir);
  const mail = fs
    .readFileSync(path.join(harness.outboxDir, mailFile!), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const token = /reset-password\/([^\s"<?]+)/.exec(mail)?.[1];
  expect(token).toBeTruthy();

  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(lines.some((line) => line.includes('Password reset mail written to the outbox.'))).toBe(true);
  expect(lines.filter((line) => line.includes(token!) || line.includes('reset-password/'))).toEqual([]);
});
