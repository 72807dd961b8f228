import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, signIn, signUp, TEST_PUBLIC_URL, sessionCookie, type TestApp } from '../../test/app';
import { createOutboxMailer } from '../integrations/mail/mailer';
import { createVoiceServices } from '../modules/voice/voice-engines';
import { readCookie, tokenOfSignedCookie } from './session-credential';
import { SessionCache } from './session-cache';
import type { NotificationListener } from '../db/notification-listener';

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
  it('reads the session cookie the way better-auth does: the first of its exact name, decoded', () => {
    expect(readCookie('a=1; flowmind.session_token=abc.def; b=2', 'flowmind.session_token')).toBe('abc.def');
    expect(
      readCookie('flowmind.session_token=one; flowmind.session_token=two', 'flowmind.session_token'),
    ).toBe('one');
    expect(readCookie('__Secure-flowmind.session_token=xyz', 'flowmind.session_token')).toBeUndefined();
    expect(readCookie('x.flowmind.session_token=xyz', 'flowmind.session_token')).toBeUndefined();
    expect(readCookie('flowmind.session_token="a%2Bb.c"', 'flowmind.session_token')).toBe('a+b.c');
    expect(readCookie('other=1', 'flowmind.session_token')).toBeUndefined();
    expect(tokenOfSignedCookie('tok.en.sig')).toBe('tok.en');
  });

  it('never serves a cached session for a credential better-auth did not verify', async () => {
    const a = await signUp(harness.app);
    const b = await signUp(harness.app);
    const tokenA = a.cookie.split('=').slice(1).join('=');
    const me = (headers: Record<string, string>) =>
      harness.app.inject({ method: 'GET', url: '/api/v1/me', headers });
    const whoIs = async (headers: Record<string, string>) => {
      const response = await me(headers);
      return response.statusCode === 200
        ? response.json<{ user: { id: string } }>().user.id
        : response.statusCode;
    };
    // Let the notification listener connect so the cache is in use, then warm it with A's real cookie.
    await whoIs({ cookie: a.cookie });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await whoIs({ cookie: a.cookie })).toBe(a.userId);

    // Each mix is sent twice: the second time would be served from the cache if the first had cached
    // A's session under a credential other than A's own verified cookie.
    const forged = 'Z'.repeat(32) + '.c2lnbmF0dXJl';
    const mixes: Array<[string, Record<string, string>, string | number]> = [
      ['a bearer header beside A', { authorization: 'Bearer Z', cookie: a.cookie }, a.userId],
      ['the same bearer header alone', { authorization: 'Bearer Z' }, 401],
      ["A's token as a bearer header", { authorization: `Bearer ${tokenA}` }, 401],
      [
        'a secure-prefixed cookie before A',
        { cookie: `__Secure-flowmind.session_token=Y; ${a.cookie}` },
        a.userId,
      ],
      ['the secure-prefixed cookie alone', { cookie: '__Secure-flowmind.session_token=Y' }, 401],
      [
        "the secure-prefixed cookie holding A's value",
        { cookie: `__Secure-flowmind.session_token=${tokenA}` },
        401,
      ],
      ['a forged cookie', { cookie: `flowmind.session_token=${forged}` }, 401],
      ['a forged cookie before A', { cookie: `flowmind.session_token=${forged}; ${a.cookie}` }, 401],
      ['the forged cookie alone again', { cookie: `flowmind.session_token=${forged}` }, 401],
      ['A before a forged cookie', { cookie: `${a.cookie}; flowmind.session_token=${forged}` }, a.userId],
      ['A before B', { cookie: `${a.cookie}; ${b.cookie}` }, a.userId],
      ['B before A', { cookie: `${b.cookie}; ${a.cookie}` }, b.userId],
      ['B alone', { cookie: b.cookie }, b.userId],
      ['a lookalike cookie name', { cookie: `x${a.cookie}` }, 401],
      ['Y alone', { cookie: 'flowmind.session_token=Y' }, 401],
      ['no credential', {}, 401],
    ];
    for (const [label, headers, expected] of mixes) {
      expect(await whoIs(headers), label).toBe(expected);
      expect(await whoIs(headers), `${label}, again`).toBe(expected);
    }
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
    const phone = sessionCookie(
      (await signIn(harness.app, person.email, person.password)).headers['set-cookie'],
    );
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
    expect((await cheapRead(harness.app, person.cookie)).statusCode).toBe(401);
    // The other instance too: sign-out answered only once every instance had dropped the sessions.
    expect((await cheapRead(otherInstance, person.cookie)).statusCode).toBe(401);
    expect((await cheapRead(otherInstance, phone)).statusCode).toBe(401);
    expect((await cheapRead(harness.app, phone)).statusCode).toBe(401);
  });

  it('ends the other sessions everywhere when the password changes', async () => {
    const person = await signUp(harness.app);
    const laptop = sessionCookie(
      (await signIn(harness.app, person.email, person.password)).headers['set-cookie'],
    );
    for (const app of [harness.app, otherInstance]) await cheapRead(app, laptop);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const app of [harness.app, otherInstance]) {
      expect((await cheapRead(app, laptop)).statusCode).toBe(200);
    }

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
    // The instance that ended the sessions never serves them again, not even before the notification is back.
    expect((await cheapRead(harness.app, laptop)).statusCode).toBe(401);
    expect((await cheapRead(otherInstance, laptop)).statusCode).toBe(401);
  });
});

describe('session cache, on its own', () => {
  /** A listener that is connected and never delivers anything, as when a notification is still on its way. */
  const silentListener = {
    connected: true,
    on: () => {},
    onDisconnect: () => {},
    onReconnect: () => {},
    ensureStarted: () => {},
  } as unknown as NotificationListener;
  const person = (id: string, sessionId: string) => ({ id, email: `${id}@x.test`, name: id, sessionId });
  const later = new Date(Date.now() + 3_600_000);

  it('forgets every session of a person at once, without waiting for the notification', () => {
    const cache = new SessionCache(silentListener);
    cache.set('phone', person('ada', 's1'), later);
    cache.set('laptop', person('ada', 's2'), later);
    cache.set('other', person('bo', 's3'), later);
    expect(cache.userOf('phone')).toBe('ada');

    cache.forgetUser('ada');
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('other')?.id).toBe('bo');
    expect(cache.size).toBe(1);
  });

  it('does not take back a session whose end was announced while it was being checked', () => {
    const cache = new SessionCache(silentListener);
    cache.forgetSession('s1');
    // better-auth read session s1 just before it ended, and answers after the notification came.
    cache.set('phone', person('ada', 's1'), later);
    expect(cache.get('phone')).toBeUndefined();
    cache.set('laptop', person('ada', 's2'), later);
    expect(cache.get('laptop')?.id).toBe('ada');
  });
});
