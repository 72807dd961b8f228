import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './app';
import { addressVariants } from './address-variants';

/**
 * Walks every registered /api/v1 route, so routes added later are covered without editing this file:
 * without a session each non-public route answers 401; with another person's session, an id in the
 * path that is not theirs answers 404.
 */
let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false });
});
afterAll(async () => harness?.close());

function fillPath(url: string, id: string): string {
  return url.replace(/:[A-Za-z]+/g, id).replace(/\*$/, '');
}

describe('access to every /api/v1 route', () => {
  it('registers routes to walk', () => {
    expect(harness.app.apiRoutes.length).toBeGreaterThan(0);
  });

  it('answers 401 without a session on every non-public route', async () => {
    const routes = harness.app.apiRoutes.filter((route) => !route.public);
    for (const route of routes) {
      const response = await harness.app.inject({
        method: route.method as 'GET',
        url: fillPath(route.url, randomUUID()),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().error.code, `${route.method} ${route.url}`).toBe('unauthorized');
    }
  });

  it('guards every other spelling of every non-public route: encoded, doubled slashes, mixed case', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/%61pi/v1/practices' })).statusCode).toBe(401);
    expect((await harness.app.inject({ method: 'GET', url: '/api/%761/coaches' })).statusCode).toBe(401);
    const routes = harness.app.apiRoutes.filter((route) => !route.public);
    const answered: string[] = [];
    let probes = 0;
    for (const route of routes) {
      for (const url of addressVariants(fillPath(route.url, randomUUID()))) {
        const response = await harness.app.inject({
          method: route.method as 'GET',
          url,
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        probes++;
        // Refused as the route itself (401), or no route at all (404): never an answer.
        if (![401, 404].includes(response.statusCode))
          answered.push(`${route.method} ${url} -> ${response.statusCode}`);
      }
    }
    console.log(
      `no-session address variants: ${probes} probes over ${routes.length} routes, ${answered.length} answered`,
    );
    expect(answered).toEqual([]);
  });

  it("answers 404 to another person's session on every id-bearing route", async () => {
    const intruder = await signUp(harness.app);
    const owner = await signUp(harness.app);
    const routes = harness.app.apiRoutes.filter((route) => !route.public && route.url.includes(':'));
    for (const route of routes) {
      for (const id of [owner.userId, randomUUID()]) {
        const response = await harness.app.inject({
          method: route.method as 'GET',
          url: fillPath(route.url, id),
          headers: { cookie: intruder.cookie },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        // A route with a body validates it first (400 for `{}`); reads and deletes must say 404.
        const allowed = route.method === 'GET' || route.method === 'DELETE' ? [404] : [404, 400];
        expect(allowed, `${route.method} ${route.url}`).toContain(response.statusCode);
      }
    }
  });
});
