import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { createTestApp, signUpOnboarded, TEST_PUBLIC_URL, type TestApp } from './app';

/**
 * Bad input never breaks the server: property-based requests over every registered /api/v1 route and
 * verb, and better-auth's public endpoints — wrong types, huge strings, odd unicode, NUL characters,
 * deep JSON, broken multipart, path tricks, wrong content types — each answered with a 4xx (or a success
 * for input that happens to be valid), never a 5xx, always in the `{ error: { code, message } }` shape
 * when refused (better-auth's own refusals keep its `{ code, message }`).
 */
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS_PER_ROUTE ?? 0);
/**
 * A sample with fixed seeds in the test suite, large enough that a route which breaks on a class of input
 * (NUL, deep JSON, a wrong type) is hit many times; `npm run bench:hostile` sends 10,000 requests with
 * fresh seeds each run, to find what the fixed sample does not reach.
 */
const TOTAL_REQUESTS = Number(process.env.HOSTILE_REQUESTS ?? 2_500);
const FIXED_SEED = 20_261_126;
const seedOf = (routeIndex: number): number | undefined =>
  process.env.HOSTILE_SEED === 'random' ? undefined : FIXED_SEED + routeIndex;

let harness: TestApp;
let cookie: string;
let sent = 0;
const failures: string[] = [];

beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false });
  // An onboarded person reaches every route's real logic, not only the onboarding gate.
  ({ cookie } = await signUpOnboarded(harness.app, { first_name: 'Quinn', last_name: 'Ash' }));
});
afterAll(async () => harness?.close());

/**
 * Left out: deleting the account (a success would end the run; its refusals are tested in its module) and
 * the live-events stream, which by design never ends (it takes no input but the session).
 */
const SKIPPED = /^DELETE \/api\/v1\/account|^GET \/api\/v1\/events$/;

/**
 * better-auth's endpoints that read a body from anyone, reached through the /api/auth/* catch-all (which
 * re-serialises the body for better-auth). Sign-out is left out: it would end the session the sweep uses.
 */
const AUTH_ROUTES = ['sign-up/email', 'sign-in/email', 'request-password-reset', 'reset-password'].map(
  (endpoint) => ({ method: 'POST', url: `/api/auth/${endpoint}` }),
);
const isAuthRoute = (url: string) => url.startsWith('/api/auth/');

/** U+0000, which PostgreSQL text cannot hold, alone and inside ordinary text. */
const nulBearingString = fc
  .tuple(fc.string({ maxLength: 16 }), fc.string({ maxLength: 16 }))
  .map(([before, after]) => `${before}\u0000${after}`);

const hostileString = fc.oneof(
  fc.string({ maxLength: 64 }),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'calm\u0000',
    '\ud800',
    '🧘‍♀️'.repeat(50),
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '${jndi:ldap://x}',
    '../../../etc/passwd',
    '%00',
    'NaN',
    '-1',
    '1e309',
    '__proto__',
  ),
  fc.nat({ max: 400_000 }).map((length) => 'x'.repeat(length)),
  nulBearingString,
);

const deepJson = fc.nat({ max: 3000 }).map((depth) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { nested: value };
  return value;
});

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 4 }),
  fc.dictionary(hostileString, fc.anything({ maxDepth: 2 }), { maxKeys: 8 }),
  fc.record({
    message: hostileString,
    coachId: fc.oneof(hostileString, fc.uuid()),
    moodScore: fc.oneof(fc.integer(), fc.double(), hostileString),
    practiceId: fc.oneof(fc.uuid(), hostileString),
    text: hostileString,
    voice: hostileString,
    speed: fc.oneof(fc.double(), hostileString),
    firstName: hostileString,
    goals: fc.array(hostileString, { maxLength: 30 }),
    __proto__: fc.anything({ maxDepth: 1 }),
  }),
  // Bodies the text-storing routes accept but for the hostile text, any subset of keys: they get past
  // validation to the database (a mood entry, a profile change, a sign-up).
  fc.record(
    {
      mood_score: fc.integer({ min: 1, max: 10 }),
      notes: hostileString,
      firstName: hostileString,
      lastName: hostileString,
      goals: fc.array(hostileString, { maxLength: 5 }),
      email: fc.oneof(fc.emailAddress(), nulBearingString),
      password: fc.constant('correct horse battery'),
      name: hostileString,
    },
    { requiredKeys: [] },
  ),
  deepJson,
);

/** Percent-encodes every byte of the UTF-8 form (lone surrogates included, as U+FFFD). */
const percentEncode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

const pathSegment = fc.oneof(
  fc.uuid().map(String),
  fc.constant(randomUUID()),
  hostileString.map((value) => percentEncode(value).slice(0, 2000)),
  fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%252e', 'null', 'undefined', '0', '-1', '%ZZ', '%'),
);

type Body =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; payload: string };

const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({ kind: 'none' }),
  hostileJson.map<Body>((value) => ({ kind: 'json', value })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=xyz',
        'multipart/form-data',
        'application/octet-stream',
        'application/xml',
      ),
      fc.oneof(
        hostileString,
        fc.constantFrom(
          '{"unterminated": ',
          '--xyz\r\nContent-Disposition: form-data; name="audio"; filename="recording.webm"\r\n\r\nnot audio\r\n--xyz--',
          '--xyz\r\nContent-Disposition: form-data; name="audio"\r\n\r\n',
          '--nope--',
          '['.repeat(100_000) + ']'.repeat(100_000),
        ),
      ),
    )
    .map<Body>(([contentType, payload]) => ({ kind: 'raw', contentType, payload })),
);

const query = fc.dictionary(
  fc.constantFrom(
    'days',
    'limit',
    'coachId',
    'categoryId',
    'sig',
    'format',
    'practiceId',
    'specialization',
    'x',
  ),
  hostileString.map((value) => value.slice(0, 3000)),
  { maxKeys: 3 },
);

function requestFor(
  method: string,
  url: string,
  segment: string,
  parts: Body,
  search: Record<string, string>,
) {
  const path = url.replace(/:[A-Za-z]+/g, segment).replace(/\*$/, segment);
  const options: InjectOptions = {
    method: method,
    url: path,
    query: search,
    // better-auth refuses a cookie-bearing POST without a trusted Origin before it reads the body.
    headers: isAuthRoute(url) ? { cookie, origin: TEST_PUBLIC_URL } : { cookie },
  };
  if (method !== 'GET' && method !== 'DELETE') {
    if (parts.kind === 'json') options.payload = JSON.stringify(parts.value) ?? 'null';
    if (parts.kind === 'json') options.headers = { ...options.headers, 'content-type': 'application/json' };
    if (parts.kind === 'raw') {
      options.payload = parts.payload;
      options.headers = { ...options.headers, 'content-type': parts.contentType };
    }
  }
  return options;
}

async function answerWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const describeRequest = (options: InjectOptions) =>
  JSON.stringify({
    url: options.url,
    headers: options.headers,
    payload: typeof options.payload === 'string' ? options.payload.slice(0, 200) : '',
  });

describe('hostile input on every /api/v1 route and the auth endpoints', () => {
  it(`answers at least ${TOTAL_REQUESTS} hostile requests without a 5xx`, { timeout: 600_000 }, async () => {
    const apiRoutes = harness.app.apiRoutes.filter((route) => !SKIPPED.test(`${route.method} ${route.url}`));
    expect(apiRoutes.length).toBeGreaterThan(10);
    const routes = [...apiRoutes, ...AUTH_ROUTES];
    const runs = RUNS_PER_ROUTE || Math.ceil(TOTAL_REQUESTS / routes.length);

    for (const [routeIndex, route] of routes.entries()) {
      const started = performance.now();
      const seed = seedOf(routeIndex);
      await fc.assert(
        fc.asyncProperty(pathSegment, body, query, async (segment, parts, search) => {
          const options = requestFor(route.method, route.url, segment, parts, search);
          const response = await answerWithin(harness.app.inject(options), 10_000);
          sent++;
          if (!response) {
            failures.push(
              `${route.method} ${route.url}: no answer within 10 s to ${describeRequest(options)}`,
            );
            return;
          }
          const where = `${route.method} ${route.url} -> ${response.statusCode}`;
          if (response.statusCode >= 500) {
            failures.push(`${where}: ${response.body.slice(0, 300)}`);
            return;
          }
          if (response.statusCode >= 400) {
            type Refusal = { code?: unknown; message?: unknown };
            const refusal = response.json<Refusal & { error?: Refusal }>();
            const error = isAuthRoute(route.url) ? (refusal.error ?? refusal) : refusal.error;
            if (typeof error?.code !== 'string' || typeof error.message !== 'string') {
              failures.push(`${where}: not the error shape: ${response.body.slice(0, 200)}`);
            }
          }
        }),
        // Every failure is collected and reported below, rather than shrinking the first one.
        { numRuns: runs, ...(seed === undefined ? {} : { seed }) },
      );
      const seconds = (performance.now() - started) / 1000;
      if (seconds > 5)
        console.log(`hostile input: ${route.method} ${route.url} took ${seconds.toFixed(1)} s`);
    }
    console.log(`hostile input: ${sent} requests over ${routes.length} routes, ${failures.length} failures`);
    expect([...new Set(failures.map((failure) => failure.slice(0, 160)))]).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  });

  it('refuses bodies over the size limit with 413 on every route that takes a body', async () => {
    const huge = JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) });
    for (const route of harness.app.apiRoutes) {
      if (route.method === 'GET' || route.method === 'DELETE' || route.url.includes('transcribe')) continue;
      const response = await harness.app.inject({
        method: route.method as InjectOptions['method'],
        url: route.url.replace(/:[A-Za-z]+/g, randomUUID()),
        headers: { cookie, 'content-type': 'application/json' },
        payload: huge,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(413);
    }
  });
});
