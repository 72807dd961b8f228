import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: true, trustProxy: true });
});
afterAll(async () => harness?.close());

function signInFrom(address: string, email: string, password: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_PUBLIC_URL, 'x-forwarded-for': address },
    payload: { email, password },
  });
}

describe('sign-in rate limit', () => {
  it('answers 429 within 10 failed sign-ins from one address, counted in the database, others unaffected', async () => {
    const person = await signUp(harness.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await signInFrom('203.0.113.7', person.email, 'wrong-password')).statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThan(10);
    const stored = await harness.database.pool.query('select count(*)::int as n from auth_rate_limits');
    expect(stored.rows[0].n).toBeGreaterThan(0);
    // A different client address still gets through.
    expect((await signInFrom('198.51.100.9', person.email, person.password)).statusCode).toBe(200);
  });
});
