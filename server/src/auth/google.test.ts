import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, TEST_PUBLIC_URL, type TestApp } from '../../test/app';

const CLIENT_ID = 'flowmind-test.apps.googleusercontent.com';
const ISSUER = 'https://accounts.google.com';

let harness: TestApp;
let jwksServer: http.Server;
let privateKey: CryptoKey;

beforeAll(async () => {
  const keys = await generateKeyPair('RS256');
  privateKey = keys.privateKey;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  // A local stand-in for Google's key set: the same JWKS format, served over HTTP.
  jwksServer = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  harness = await createTestApp({
    authRateLimit: false,
    googleClientId: CLIENT_ID,
    googleIdTokenVerification: { jwksUrl: `http://127.0.0.1:${port}/certs`, issuers: [ISSUER] },
  });
});
afterAll(async () => {
  await harness?.close();
  jwksServer?.close();
});

async function idToken(
  claims: { sub?: string; email: string; name?: string },
  options: { audience?: string; key?: CryptoKey } = {},
) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(ISSUER)
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(claims.sub ?? 'google-user-1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(options.key ?? privateKey);
}

function signInWithGoogle(token: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: TEST_PUBLIC_URL },
    payload: { provider: 'google', idToken: { token } },
  });
}

describe('Google ID-token sign-in', () => {
  it('is advertised by /api/v1/config only when a client id is set', async () => {
    const config = await harness.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(config.json()).toEqual({ productName: 'Flowmind', googleClientId: CLIENT_ID });
  });

  it('creates a new person with onboarding not completed and no coach', async () => {
    const token = await idToken({ sub: 'g-100', email: 'gina@example.com', name: 'Gina Park' });
    const response = await signInWithGoogle(token);
    expect(response.statusCode).toBe(200);
    const me = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: sessionCookie(response.headers['set-cookie']) },
    });
    expect(me.json().user).toMatchObject({
      email: 'gina@example.com',
      name: 'Gina Park',
      firstName: 'Gina',
      lastName: 'Park',
      onboardingCompleted: false,
      coachId: null,
    });
  });

  it('refuses a token for another audience or signed by another key', async () => {
    const wrongAudience = await idToken(
      { sub: 'g-200', email: 'x@example.com' },
      { audience: 'someone-else' },
    );
    expect((await signInWithGoogle(wrongAudience)).statusCode).toBe(401);
    const otherKey = (await generateKeyPair('RS256')).privateKey;
    const forged = await idToken({ sub: 'g-201', email: 'y@example.com' }, { key: otherKey });
    expect((await signInWithGoogle(forged)).statusCode).toBe(401);
  });
});
