import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, signIn, signUp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { requestPasswordReset, resetPassword } from '../../test/password-reset';

let harness: TestApp;
const origin = { origin: TEST_PUBLIC_URL };

beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false });
});
afterAll(async () => harness?.close());

function readOutbox(): string[] {
  if (!fs.existsSync(harness.outboxDir)) return [];
  return fs
    .readdirSync(harness.outboxDir)
    .sort()
    .map((file) => fs.readFileSync(path.join(harness.outboxDir, file), 'utf8'));
}

describe('sign-up', () => {
  it('creates the account, a session cookie and the profile row with the sign-up name', async () => {
    const person = await signUp(harness.app, { firstName: 'Maya', lastName: 'Lopez' });
    const cookie = person.cookie;
    expect(cookie).toMatch(/flowmind\.session_token=/);
    const me = await harness.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email: person.email,
      name: 'Maya Lopez',
      firstName: 'Maya',
      lastName: 'Lopez',
      onboardingCompleted: false,
      coachId: null,
    });
    const profile = await harness.database.pool.query(
      'select name, onboarding_completed from users where id = $1',
      [person.userId],
    );
    expect(profile.rows[0]).toEqual({ name: 'Maya Lopez', onboarding_completed: false });
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: origin,
      payload: {
        email: 'cookie@example.com',
        password: 'cookie-jar-secret',
        name: 'C K',
        firstName: 'C',
        lastName: 'K',
      },
    });
    const cookies = [response.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/flowmind\.session_token=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Lax/i);
  });

  it('refuses an email that is already registered with the USER_ALREADY_EXISTS code', async () => {
    const person = await signUp(harness.app);
    const again = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: origin,
      payload: { email: person.email, password: 'another-pass', name: 'Dup Person' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toMatch(/^USER_ALREADY_EXISTS/);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: origin,
      payload: { email: 'short@example.com', password: '12345', name: 'Short Pass' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PASSWORD_TOO_SHORT');
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password, not with a wrong one, and sign-out ends the session server-side', async () => {
    const person = await signUp(harness.app);
    const wrong = await signIn(harness.app, person.email, 'wrong-password');
    expect(wrong.statusCode).toBe(401);

    const right = await signIn(harness.app, person.email, person.password);
    expect(right.statusCode).toBe(200);
    const cookie = sessionCookie(right.headers['set-cookie']);

    const signOut = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...origin, cookie },
    });
    expect(signOut.statusCode).toBe(200);
    // The old cookie no longer opens anything: the session row is gone.
    const me = await harness.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      error: { code: 'unauthorized', message: 'Authentication failed. Please sign in again.' },
    });
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends the old sessions', async () => {
    const person = await signUp(harness.app, { firstName: 'Reset' });
    const before = readOutbox().length;
    const request = await requestPasswordReset(harness.app, person.email);
    expect(request.statusCode).toBe(200);
    const mails = readOutbox();
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toContain(`To: ${person.email}`);
    expect(mail).toContain('Subject: Reset your Flowmind password');
    const link = /http:\/\/localhost:3000\/api\/auth\/reset-password\/[^\s"<]+/.exec(
      mail.replace(/=\r?\n/g, ''),
    )?.[0];
    expect(link).toBeDefined();

    // Following the link redirects to the SPA page with the token.
    const follow = await harness.app.inject({
      method: 'GET',
      url: link!.replace(TEST_PUBLIC_URL, '').replace(/=3D/g, '='),
    });
    expect(follow.statusCode).toBe(302);
    const location = new URL(follow.headers.location as string, TEST_PUBLIC_URL);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await resetPassword(harness.app, token, 'brand-new-secret');
    expect(reset.statusCode).toBe(200);
    // The reset signs the person in with a fresh session.
    const freshCookie = sessionCookie(reset.headers['set-cookie']);
    expect(freshCookie).toMatch(/flowmind\.session_token=/);
    const signedIn = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: freshCookie },
    });
    expect(signedIn.json().user.email).toBe(person.email);
    const reuse = await resetPassword(harness.app, token, 'another-secret');
    expect(reuse.statusCode).toBe(400);

    const oldSession = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: person.cookie },
    });
    expect(oldSession.statusCode).toBe(401);
    const withNewPassword = await signIn(harness.app, person.email, 'brand-new-secret');
    expect(withNewPassword.statusCode).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = readOutbox().length;
    const response = await requestPasswordReset(harness.app, 'nobody-here@example.com');
    expect(response.statusCode).toBe(200);
    expect(readOutbox().length).toBe(before);
  });
});
