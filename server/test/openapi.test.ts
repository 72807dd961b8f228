import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ authRateLimit: false });
});
afterAll(async () => harness?.close());

it('publishes an OpenAPI document listing every /api/v1 route', async () => {
  const response = await harness.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  const document = response.json();
  expect(document.openapi).toMatch(/^3\./);
  for (const route of harness.app.apiRoutes) {
    const openapiPath = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
    expect(
      document.paths[openapiPath]?.[route.method.toLowerCase()],
      `${route.method} ${route.url}`,
    ).toBeDefined();
  }
});

it('answers unknown API paths with a JSON 404', async () => {
  const response = await harness.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({
    error: { code: 'not_found', message: 'No route for GET /api/v1/nothing-here.' },
  });
});

it('refuses a malformed JSON body with a 400 and a message', async () => {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    payload: '{"email": ',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().error.message).toBeTruthy();
});
