import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './app';

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
