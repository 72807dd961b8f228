import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';

/** Issue 8's auth guarantees that the main auth tests do not already pin down. */
let harness: TestApp;
const origin = { origin: TEST_PUBLIC_URL };

beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false });
});
afterAll(async () => harness?.close());

const requestReset = (email: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: origin,
    payload: { email, redirectTo: '/reset-password' },
  });

function latestResetToken(): string {
  const files = fs.readdirSync(harness.outboxDir).sort();
  const mail = fs.readFileSync(path.join(harness.outboxDir, files.at(-1)!), 'utf8').replace(/=\r?\n/g, '');
  const token = /reset-password\/([^\s"<?]+)/.exec(mail.replace(/=3D/g, '='))?.[1];
  if (!token) throw new Error('no reset link in the mail');
  return token;
}

describe('auth hardening', () => {
  it('answers forgot-password identically for known and unknown emails', async () => {
    const person = await signUp(harness.app);
    const known = await requestReset(person.email);
    const unknown = await requestReset(`nobody-${Date.now()}@example.com`);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(known.headers['content-type']).toBe(unknown.headers['content-type']);
  });

  it('refuses a reset link once it has expired', async () => {
    const person = await signUp(harness.app);
    expect((await requestReset(person.email)).statusCode).toBe(200);
    const token = latestResetToken();
    await harness.database.pool.query(
      `update auth_verifications set expires_at = now() - interval '1 minute' where identifier like $1`,
      [`%${token}%`],
    );
    const reset = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: origin,
      payload: { newPassword: 'too-late-secret', token },
    });
    expect(reset.statusCode).toBe(400);
    const signIn = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: origin,
      payload: { email: person.email, password: person.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('marks session cookies Secure, httpOnly and SameSite when served over HTTPS', async () => {
    const secure = await createTestApp({ authRateLimit: false, publicUrl: 'https://flowmind.example' });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://flowmind.example' },
        payload: {
          email: `secure-${Date.now()}@example.com`,
          password: 'correct horse battery',
          name: 'Sam Vale',
          firstName: 'Sam',
          lastName: 'Vale',
        },
      });
      expect(response.statusCode).toBe(200);
      const cookie = [response.headers['set-cookie'] ?? []]
        .flat()
        .find((value) => value.includes('session_token'));
      expect(cookie).toMatch(/^__Secure-flowmind\.session_token=/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    } finally {
      await secure.close();
    }
  });
});
