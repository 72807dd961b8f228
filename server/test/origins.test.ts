import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from './app';
import { onboardingAnswers } from './onboarding-answers';

/**
 * Which browser origins may sign up, sign in and write. Without a configured public address the app is
 * opened as people do: `localhost`, `127.0.0.1`, `[::1]` and the machine's network address from a
 * phone; with one, exactly that origin and the listed extras. Real HTTP on a listening server, since
 * the listening addresses are what is trusted.
 */
const ONBOARDING_ANSWERS = onboardingAnswers({ stress_level: 6 });

let counter = 0;
const email = () => `origin-${Date.now()}-${++counter}@example.com`;

async function listening(harness: TestApp, host: string): Promise<number> {
  await harness.app.listen({ port: 0, host });
  return (harness.app.server.address() as AddressInfo).port;
}

function signUpFrom(port: number, origin: string | undefined) {
  return fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify({ email: email(), password: 'correct horse battery', name: 'Ana Lima' }),
  });
}

/** The machine's own network addresses, as a phone on the same network would open them. */
function networkOrigins(port: number): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry && !entry.internal && !(entry.family === 'IPv6' && entry.scopeid))
    .map((entry) =>
      entry!.family === 'IPv6' ? `http://[${entry!.address}]:${port}` : `http://${entry!.address}:${port}`,
    );
}

describe('without a configured public address', () => {
  let harness: TestApp;
  let port: number;
  beforeAll(async () => {
    harness = await createTestApp({ authRateLimit: false, trustLocalOrigins: true });
    port = await listening(harness, '0.0.0.0');
  });
  afterAll(async () => harness?.close());

  it('signs people up from the loopback names and the network addresses the server listens on', async () => {
    const origins = [
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      `http://[::1]:${port}`,
      ...networkOrigins(port),
    ];
    for (const origin of origins) {
      const response = await signUpFrom(port, origin);
      expect(response.status, origin).toBe(200);
    }
  });

  it('mails a reset link for the address the person asked from', async () => {
    const resetLinkFor = async (origin: string | undefined) => {
      const before = new Set(fs.readdirSync(harness.outboxDir));
      const signUp = await signUpFrom(port, `http://127.0.0.1:${port}`);
      const { user } = (await signUp.json()) as { user: { email: string } };
      const response = await fetch(`http://127.0.0.1:${port}/api/auth/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify({ email: user.email, redirectTo: '/reset-password' }),
      });
      expect(response.status).toBe(200);
      const file = fs.readdirSync(harness.outboxDir).find((name) => !before.has(name));
      const mail = fs.readFileSync(path.join(harness.outboxDir, file!), 'utf8').replace(/=\r?\n/g, '');
      return /https?:\/\/[^\s"<]+\/api\/auth\/reset-password\//.exec(mail)?.[0];
    };
    expect(await resetLinkFor(`http://127.0.0.1:${port}`)).toBe(
      `http://127.0.0.1:${port}/api/auth/reset-password/`,
    );
    for (const origin of networkOrigins(port).slice(0, 1)) {
      expect(await resetLinkFor(origin)).toBe(`${origin}/api/auth/reset-password/`);
    }
    // Without an Origin (not a browser), the public address.
    expect(await resetLinkFor(undefined)).toBe('http://localhost:3000/api/auth/reset-password/');
  });

  it('refuses other sites and other ports', async () => {
    for (const origin of [
      'http://evil.example',
      `http://127.0.0.1:${port + 1}`,
      `https://localhost:${port}`,
      'null',
    ]) {
      const response = await signUpFrom(port, origin);
      expect(response.status, origin).toBe(403);
    }
  });

  it('refuses an /api/v1 write from a foreign origin, and takes it from the app or a non-browser client', async () => {
    const signUp = await signUpFrom(port, `http://127.0.0.1:${port}`);
    const cookie = sessionCookie(signUp.headers.getSetCookie());
    const onboarding = await fetch(`http://127.0.0.1:${port}/api/v1/onboarding/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify(ONBOARDING_ANSWERS),
    });
    expect(onboarding.status).toBe(200);
    const logMood = (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}/api/v1/mood`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, ...headers },
        body: JSON.stringify({ mood_score: 6 }),
      });

    const foreign: Array<Record<string, string>> = [
      { origin: 'http://evil.example' },
      { origin: 'null' },
      { origin: `http://127.0.0.1:${port}.evil.example` },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const refused = await logMood(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.json()).toEqual({ error: { code: 'invalid_origin', message: 'Invalid origin' } });
    }
    const trusted: Array<Record<string, string>> = [
      { origin: `http://127.0.0.1:${port}` },
      { origin: `http://localhost:${port}` },
      {},
    ];
    for (const headers of trusted) {
      const accepted = await logMood(headers);
      expect(accepted.status, `${JSON.stringify(headers)} ${await accepted.text()}`).toBe(201);
    }
    const { rows } = await harness.database.pool.query<{ count: string }>(
      `select count(*) from mood_entries m join users u on u.id = m.user_id where u.email like 'origin-%'`,
    );
    // The onboarding mood and the three accepted check-ins.
    expect(Number(rows[0]!.count)).toBe(4);
  });
});

describe('with a configured public address', () => {
  let harness: TestApp;
  let port: number;
  beforeAll(async () => {
    harness = await createTestApp({
      authRateLimit: false,
      publicUrl: 'https://flowmind.example.org',
      trustedOrigins: ['https://www.flowmind.example.org'],
    });
    port = await listening(harness, '127.0.0.1');
  });
  afterAll(async () => harness?.close());

  it('trusts exactly that origin and the listed extras', async () => {
    expect((await signUpFrom(port, 'https://flowmind.example.org')).status).toBe(200);
    expect((await signUpFrom(port, 'https://www.flowmind.example.org')).status).toBe(200);
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`, 'https://evil.example']) {
      expect((await signUpFrom(port, origin)).status, origin).toBe(403);
    }
  });
});
