import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, requestAs, signUpOnboarded, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { sendJsonText } from '../../test/json-text';
import { logCapture } from '../../test/log-capture';

/**
 * Text PostgreSQL cannot store (U+0000) and JSON nested past any sane depth are refused with a 400 on every
 * route, the better-auth ones included, before any of it reaches SQL or JSON.stringify; neither is logged
 * as a server error.
 */

const { lines: logLines, stream: capture } = logCapture();

let harness: TestApp;
let cookie: string;
let coachId: string;

beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false, logger: { level: 'trace', stream: capture } });
  // Onboarded, so every route reaches its real logic rather than the onboarding gate.
  ({ cookie, coachId } = await signUpOnboarded(harness.app, { first_name: 'Sam', last_name: 'Lee' }));
});
afterAll(async () => harness?.close());

const NUL = '\u0000';
const signUpBody = (overrides: Record<string, string>) => ({
  email: `nul-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'correct horse battery',
  name: 'Sam Lee',
  ...overrides,
});

const nulRequests: [string, InjectOptions][] = [
  ['a mood note', { method: 'POST', url: '/api/v1/mood', payload: { mood_score: 6, notes: `calm${NUL}` } }],
  ['a chat message', { method: 'POST', url: '/api/v1/chat', payload: { message: `hi${NUL}`, coachId: '' } }],
  ['a first name', { method: 'PATCH', url: '/api/v1/profile', payload: { firstName: `Sam${NUL}` } }],
  ['a last name', { method: 'PATCH', url: '/api/v1/profile', payload: { lastName: `${NUL}` } }],
  ['a goal', { method: 'PATCH', url: '/api/v1/profile', payload: { goals: ['sleep', `rest${NUL}`] } }],
  ['an object key', { method: 'PATCH', url: '/api/v1/profile', payload: { [`first${NUL}Name`]: 'Sam' } }],
  ['a search', { method: 'GET', url: '/api/v1/coaches?specialization=stress%00' }],
  ['an address segment', { method: 'GET', url: '/api/v1/chat/conversations/%00/history' }],
  [
    'a sign-up name',
    { method: 'POST', url: '/api/auth/sign-up/email', payload: signUpBody({ name: `A${NUL}` }) },
  ],
  [
    'a sign-up email',
    { method: 'POST', url: '/api/auth/sign-up/email', payload: signUpBody({ email: `a${NUL}@example.com` }) },
  ],
  ['an auth query', { method: 'GET', url: '/api/auth/verify-email?token=%00' }],
];

const errorLogs = () => logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

describe('NUL characters', () => {
  it.each(nulRequests)('refuses one in %s with a 400', async (_what, options) => {
    const payload = options.payload as { coachId?: string } | undefined;
    if (payload?.coachId === '') payload.coachId = coachId;
    const response = await harness.app.inject({
      ...options,
      headers: { cookie, origin: TEST_PUBLIC_URL, ...options.headers },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_text', message: 'Text cannot contain a NUL character.' },
    });
  });

  it('still accepts the same text without it', async () => {
    const response = await requestAs(harness.app, cookie, 'POST', '/api/v1/mood', {
      mood_score: 6,
      notes: 'calm \\u0000 as typed, not a NUL',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('deeply nested JSON', () => {
  const hundredThousandDeep = '['.repeat(100_000) + ']'.repeat(100_000);

  it.each([
    ['POST', '/api/auth/sign-up/email'],
    ['POST', '/api/v1/mood'],
    ['PATCH', '/api/v1/profile'],
  ] as const)('refuses 100,000 nested arrays sent to %s %s with a 400', async (method, url) => {
    const response = await harness.app.inject({
      method,
      url,
      headers: { cookie, origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
      payload: hundredThousandDeep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('body_too_deep');
  });

  it('counts nesting in objects and arrays alike, and ignores brackets inside strings', async () => {
    const send = (payload: string) => sendJsonText(harness.app, cookie, 'PATCH', '/api/v1/profile', payload);
    const deepObject = '{"a":'.repeat(65) + '1' + '}'.repeat(65);
    expect((await send(deepObject)).json().error.code).toBe('body_too_deep');
    const bracketsInText = JSON.stringify({ goals: ['[{'.repeat(200) + '\\"'] });
    const accepted = await send(bracketsInText);
    expect(accepted.json().error?.code).not.toBe('body_too_deep');
    // Moderate nesting parses and reaches the route's own validation.
    const moderate = await send('{"goals":' + '['.repeat(20) + ']'.repeat(20) + '}');
    expect(moderate.json().error.code).toBe('invalid_request');
  });

  it('keeps refusing prototype poisoning', async () => {
    const send = (payload: string) => sendJsonText(harness.app, cookie, 'PATCH', '/api/v1/profile', payload);
    const response = await send('{"firstName":"Sam","__proto__":{"isAdmin":true}}');
    expect(response.statusCode).toBe(400);
    const constructor = await send('{"firstName":"Sam","constructor":{"prototype":{"isAdmin":true}}}');
    expect(constructor.statusCode).toBe(400);
  });

  it('still refuses an empty or broken JSON body as before', async () => {
    const send = (payload: string) => sendJsonText(harness.app, cookie, 'POST', '/api/v1/mood', payload);
    expect((await send('')).json().error.code).toBe('ctp_empty_json_body');
    expect((await send('{"mood_score": ')).json().error.code).toBe('ctp_invalid_json_body');
  });
});

it('logs none of these refusals as a server error', () => {
  expect(logLines.length).toBeGreaterThan(0);
  expect(errorLogs()).toEqual([]);
});
