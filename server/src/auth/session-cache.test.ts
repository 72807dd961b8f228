import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, signUp, TEST_PUBLIC_URL, sessionCookie, type TestApp } from '../../test/app';
import { createOutboxMailer } from '../integrations/mail/mailer';
import { createVoiceServices } from '../modules/voice/voice.services';
import { sessionKey } from './session-cache';

let harness: TestApp;
/** A second API instance on the same database, as behind a load balancer. */
let otherInstance: FastifyInstance;

beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false });
  otherInstance = await buildApp({
    database: harness.database,
    voice: createVoiceServices({ dataDir: harness.outboxDir }),
    mailer: createOutboxMailer(harness.outboxDir, 'Flowmind <no-reply@flowmind.local>'),
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    publicUrl: TEST_PUBLIC_URL,
    authRateLimit: false,
  });
  await otherInstance.ready();
});
afterAll(async () => {
  await otherInstance?.close();
  await harness?.close();
});

/** A route whose answer needs no database, so every checkout of a connection is the session check's. */
const cheapRead = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/v1/voice/voices', headers: { cookie } });

function countCheckouts(): { count: () => number; stop: () => void } {
  let checkouts = 0;
  const onAcquire = () => checkouts++;
  harness.database.pool.on('acquire', onAcquire);
  return { count: () => checkouts, stop: () => harness.database.pool.off('acquire', onAcquire) };
}

describe('session cache', () => {
  it('reads the session credential from the cookie or a bearer token', () => {
    expect(sessionKey({ cookie: 'a=1; flowmind.session_token=abc.def; b=2' })).toBe('cookie:abc.def');
    expect(sessionKey({ cookie: '__Secure-flowmind.session_token=xyz' })).toBe('cookie:xyz');
    expect(sessionKey({ authorization: 'Bearer t0k' })).toBe('bearer:t0k');
    expect(sessionKey({ cookie: 'other=1' })).toBeUndefined();
  });

  it('checks a session without a database round trip once it has seen it', async () => {
    const person = await signUp(harness.app);
    await expect.poll(async () => (await cheapRead(harness.app, person.cookie)).statusCode).toBe(200);
    // The first check connects the notification listener; give it a moment, then warm the cache.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await cheapRead(harness.app, person.cookie);

    const checkouts = countCheckouts();
    for (let i = 0; i < 20; i++) expect((await cheapRead(harness.app, person.cookie)).statusCode).toBe(200);
    checkouts.stop();
    expect(checkouts.count()).toBe(0);
  });

  it('ends every session of the person, on every instance, as soon as they sign out on one', async () => {
    const person = await signUp(harness.app);
    const signIn = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_PUBLIC_URL },
      payload: { email: person.email, password: person.password },
    });
    const phone = sessionCookie(signIn.headers['set-cookie']);
    for (const cookie of [person.cookie, phone]) await cheapRead(otherInstance, cookie);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const cookie of [person.cookie, phone]) {
      expect((await cheapRead(otherInstance, cookie)).statusCode).toBe(200);
    }

    const signOut = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: person.cookie, origin: TEST_PUBLIC_URL },
    });
    expect(signOut.statusCode).toBe(200);
    await expect.poll(async () => (await cheapRead(otherInstance, person.cookie)).statusCode).toBe(401);
    await expect.poll(async () => (await cheapRead(otherInstance, phone)).statusCode).toBe(401);
    expect((await cheapRead(harness.app, phone)).statusCode).toBe(401);
  });

  it('ends the other sessions everywhere when the password changes', async () => {
    const person = await signUp(harness.app);
    const signIn = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_PUBLIC_URL },
      payload: { email: person.email, password: person.password },
    });
    const laptop = sessionCookie(signIn.headers['set-cookie']);
    await cheapRead(otherInstance, laptop);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await cheapRead(otherInstance, laptop)).statusCode).toBe(200);

    const change = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: person.cookie, origin: TEST_PUBLIC_URL },
      payload: {
        currentPassword: person.password,
        newPassword: 'a brand new passphrase',
        revokeOtherSessions: true,
      },
    });
    expect(change.statusCode).toBe(200);
    await expect.poll(async () => (await cheapRead(otherInstance, laptop)).statusCode).toBe(401);
  });
});
