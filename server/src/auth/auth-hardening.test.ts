import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '@flowmind/core/auth-validation';
import {
  FIRST_NAME_REQUIRED,
  FULL_NAME_INVALID,
  NAME_TOO_LONG,
  PROFILE_PICTURE_NOT_ACCEPTED,
} from '@flowmind/core/profile';
import { createTestApp, signIn, signUp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { requestPasswordReset, resetPassword } from '../../test/password-reset';

/** Auth guarantees that the main auth tests do not already pin down. */
let harness: TestApp;
const origin = { origin: TEST_PUBLIC_URL };

beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false });
});
afterAll(async () => harness?.close());

const requestReset = (email: string) => requestPasswordReset(harness.app, email);

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
    const reset = await resetPassword(harness.app, token, 'too-late-secret');
    expect(reset.statusCode).toBe(400);
    const signedIn = await signIn(harness.app, person.email, person.password);
    expect(signedIn.statusCode).toBe(200);
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

const post = (url: string, payload: object, cookie?: string) =>
  harness.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { ...origin, cookie } : origin,
    payload,
  });

const signUpWith = (fields: Record<string, unknown>) =>
  post('/api/auth/sign-up/email', {
    email: `fields-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'correct horse battery',
    name: 'Sam Vale',
    firstName: 'Sam',
    lastName: 'Vale',
    ...fields,
  });

describe('password reset links', () => {
  it('voids every other outstanding link of the person once one is used', async () => {
    const person = await signUp(harness.app);
    expect((await requestReset(person.email)).statusCode).toBe(200);
    const firstToken = latestResetToken();
    expect((await requestReset(person.email)).statusCode).toBe(200);
    const secondToken = latestResetToken();
    expect(secondToken).not.toBe(firstToken);

    expect((await resetPassword(harness.app, secondToken, 'second-link-secret')).statusCode).toBe(200);
    const stale = await resetPassword(harness.app, firstToken, 'first-link-secret');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('INVALID_TOKEN');
    const { rows } = await harness.database.pool.query(
      `select 1 from auth_verifications where value = $1 and identifier like 'reset-password:%'`,
      [person.userId],
    );
    expect(rows).toEqual([]);
    const signIn = await post('/api/auth/sign-in/email', {
      email: person.email,
      password: 'second-link-secret',
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('new passwords', () => {
  it('refuses the most common passwords, in any letter case, on sign-up, reset and change', async () => {
    for (const password of ['password1', 'iloveyou', 'Sunshine', 'QWERTY123']) {
      const refused = await signUpWith({ password });
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json(), password).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: PASSWORD_TOO_COMMON,
      });
    }

    const person = await signUp(harness.app);
    expect((await requestReset(person.email)).statusCode).toBe(200);
    const token = latestResetToken();
    const commonReset = await resetPassword(harness.app, token, 'letmein1');
    expect(commonReset.statusCode).toBe(400);
    expect(commonReset.json().message).toBe(PASSWORD_TOO_COMMON);
    // The refused attempt leaves the link usable for a better password.
    expect((await resetPassword(harness.app, token, 'a fresh passphrase')).statusCode).toBe(200);

    const signedIn = await signUp(harness.app);
    const commonChange = await post(
      '/api/auth/change-password',
      { currentPassword: signedIn.password, newPassword: 'sunshine', revokeOtherSessions: true },
      signedIn.cookie,
    );
    expect(commonChange.statusCode).toBe(400);
    expect(commonChange.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: PASSWORD_TOO_COMMON });
    const unchanged = await post('/api/auth/sign-in/email', {
      email: signedIn.email,
      password: signedIn.password,
    });
    expect(unchanged.statusCode).toBe(200);
  });

  it("keeps the 6-character minimum, with the spec's message", async () => {
    const refused = await signUpWith({ password: 'a1b2c' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: PASSWORD_TOO_SHORT });
  });
});

describe("the person's fields on better-auth's routes", () => {
  const huge = 'x'.repeat(200_000);

  it('refuses names over the profile limits and any picture on sign-up, creating no account', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: huge }, FULL_NAME_INVALID],
      [{ firstName: huge }, NAME_TOO_LONG],
      [{ lastName: 'y'.repeat(51) }, NAME_TOO_LONG],
      [{ firstName: '   ' }, FIRST_NAME_REQUIRED],
      [{ image: `https://example.com/${huge}` }, PROFILE_PICTURE_NOT_ACCEPTED],
      [{ image: 'javascript:alert(1)' }, PROFILE_PICTURE_NOT_ACCEPTED],
    ];
    for (const [fields, message] of cases) {
      const email = `refused-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const response = await signUpWith({ ...fields, email });
      expect(response.statusCode, Object.keys(fields)[0]).toBe(400);
      expect(response.json().message, Object.keys(fields)[0]).toBe(message);
      const { rows } = await harness.database.pool.query('select 1 from auth_users where email = $1', [
        email,
      ]);
      expect(rows).toEqual([]);
    }
    const longest = await signUpWith({
      name: `${'F'.repeat(50)} ${'L'.repeat(50)}`,
      firstName: 'F'.repeat(50),
      lastName: 'L'.repeat(50),
    });
    expect(longest.statusCode).toBe(200);
  });

  it('refuses the same on update-user and keeps what was saved', async () => {
    const person = await signUp(harness.app, { firstName: 'Noa', lastName: 'Kim' });
    for (const [fields, message] of [
      [{ name: huge }, FULL_NAME_INVALID],
      [{ firstName: huge }, NAME_TOO_LONG],
      [{ lastName: huge }, NAME_TOO_LONG],
      [{ image: `data:image/png;base64,${huge}` }, PROFILE_PICTURE_NOT_ACCEPTED],
    ] as const) {
      const response = await post('/api/auth/update-user', fields, person.cookie);
      expect(response.statusCode, Object.keys(fields)[0]).toBe(400);
      expect(response.json().message, Object.keys(fields)[0]).toBe(message);
    }
    const { rows } = await harness.database.pool.query(
      'select name, first_name, last_name, image from auth_users where id = $1',
      [person.userId],
    );
    expect(rows[0]).toEqual({ name: 'Noa Kim', first_name: 'Noa', last_name: 'Kim', image: null });
    expect((await post('/api/auth/update-user', { lastName: 'Kimura' }, person.cookie)).statusCode).toBe(200);
  });
});
