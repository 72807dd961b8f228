import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/server';
import type { AppOptions } from '../src/app';
import { createTestApp, signUp, type TestApp } from './app';

/**
 * The Content-Security-Policy (issue 8): strict on the SPA's HTML, its assets and every API answer — no
 * inline or eval'd script, nothing but the app's own origin, and Google's sign-in hosts only when a
 * Google client id is configured.
 */

const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

/** A stand-in for the built SPA (the real build is checked separately below). */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-csp-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index.js'), 'console.log("hi");');
  return dir;
}

/** The app serving a stand-in SPA; closing it removes the stand-in too. */
async function createAppWithWeb(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const webDist = fakeWebDist();
  const harness = await createTestApp({ authRateLimit: false, webDistDir: webDist, ...overrides });
  return {
    ...harness,
    close: async () => {
      await harness.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}

function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** Every source a directive allows that is not the app's own origin or a local scheme/keyword. */
function thirdPartySources(csp: Map<string, string[]>): string[] {
  const local = new Set(["'self'", "'none'", 'data:', 'blob:']);
  return [...csp.entries()]
    .filter(([name]) => name.endsWith('-src') || name === 'form-action' || name === 'base-uri')
    .flatMap(([name, values]) =>
      values.filter((value) => !local.has(value)).map((value) => `${name} ${value}`),
    );
}

function expectStrict(csp: Map<string, string[]>): void {
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  // The service worker and the web app manifest come from this origin alone.
  expect(csp.get('worker-src')).toEqual(["'self'"]);
  expect(csp.get('manifest-src')).toEqual(["'self'"]);
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc).toContain("'self'");
  for (const directive of ['script-src', 'style-src', 'default-src']) {
    const values = csp.get(directive) ?? [];
    expect(values, directive).not.toContain("'unsafe-inline'");
    expect(values, directive).not.toContain("'unsafe-eval'");
    // A scheme or wildcard source would let any host in.
    expect(
      values.filter((value) => /^(https?:|\*)/.test(value) && !value.includes('accounts.google.com')),
    ).toEqual([]);
  }
}

async function pathsToCheck(
  harness: TestApp,
): Promise<{ label: string; headers: Record<string, unknown> }[]> {
  const { cookie } = await signUp(harness.app);
  const requests = [
    { label: 'HTML page /', url: '/' },
    { label: 'HTML page /home (SPA fallback)', url: '/home' },
    { label: 'static asset', url: '/assets/index.js' },
    { label: 'public API', url: '/api/v1/health' },
    { label: 'signed-in API', url: '/api/v1/profile', cookie },
    { label: 'refused API', url: '/api/v1/profile' },
    { label: 'unknown API', url: '/api/v1/nothing-here' },
  ];
  const answers = [];
  for (const { label, url, cookie: withCookie } of requests) {
    const response = await harness.app.inject({
      method: 'GET',
      url,
      headers: withCookie ? { cookie: withCookie } : {},
    });
    answers.push({ label: `${label} (${response.statusCode})`, headers: response.headers });
  }
  return answers;
}

describe('without Google sign-in', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createAppWithWeb();
  });
  afterAll(async () => harness?.close());

  it('every answer carries a strict policy that allows nothing third-party', async () => {
    for (const { label, headers } of await pathsToCheck(harness)) {
      const csp = parseCsp(headers['content-security-policy']);
      expectStrict(csp);
      expect(thirdPartySources(csp), label).toEqual([]);
      expect(csp.get('frame-src'), label).toEqual(["'none'"]);
      expect(headers['x-content-type-options'], label).toBe('nosniff');
      expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');
      expect(headers['referrer-policy'], label).toBe('no-referrer');
      expect(headers['x-powered-by'], label).toBeUndefined();
    }
  });

  it('every answer turns off the camera and location and allows the microphone only to the app', async () => {
    for (const { label, headers } of await pathsToCheck(harness)) {
      const policy = String(headers['permissions-policy']).split(/,\s*/);
      expect(policy, label).toEqual(
        expect.arrayContaining(['microphone=(self)', 'camera=()', 'geolocation=()']),
      );
      expect(
        policy.filter((feature) => !feature.endsWith('=()')),
        label,
      ).toEqual(['microphone=(self)']);
    }
  });

  it("keeps no signed-in answer in any cache and leaves the assets' caching alone", async () => {
    const { cookie } = await signUp(harness.app);
    const signedIn = [
      { method: 'GET', url: '/api/v1/profile' },
      { method: 'GET', url: '/api/v1/me' },
      { method: 'PATCH', url: '/api/v1/profile', payload: { lastName: 'Stone' } },
      { method: 'PATCH', url: '/api/v1/profile', payload: { firstName: '' } },
      { method: 'GET', url: '/api/v1/coaches/00000000-0000-4000-8000-000000000000' },
    ] as const;
    for (const request of signedIn) {
      const response = await harness.app.inject({ ...request, headers: { cookie } });
      const label = `${request.method} ${request.url} (${response.statusCode})`;
      expect(response.headers['content-type'], label).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], label).toBe('no-store');
    }
    const session = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    const asset = await harness.app.inject({ method: 'GET', url: '/assets/index.js', headers: { cookie } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});

describe('with a Google client id', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createAppWithWeb({ googleClientId: GOOGLE_CLIENT_ID });
  });
  afterAll(async () => harness?.close());

  it("adds Google's sign-in hosts and nothing else", async () => {
    for (const { label, headers } of await pathsToCheck(harness)) {
      const csp = parseCsp(headers['content-security-policy']);
      expectStrict(csp);
      expect(csp.get('script-src'), label).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
      expect(thirdPartySources(csp).sort(), label).toEqual(
        [
          'connect-src https://accounts.google.com/gsi/',
          'frame-src https://accounts.google.com/gsi/',
          'script-src https://accounts.google.com/gsi/client',
          'style-src https://accounts.google.com/gsi/style',
        ].sort(),
      );
      // The sign-in popup needs to talk back to its opener.
      expect(headers['cross-origin-opener-policy'], label).toBe('same-origin-allow-popups');
    }
  });
});

/**
 * The policy has no 'unsafe-inline', so the page itself must not need it: no inline <script> (or event
 * handler attributes), no <style> element and no style="" attribute in the HTML the server sends,
 * the prerendered landing page included.
 */
describe('the web app HTML', () => {
  const candidates = [
    path.join(repoRoot, 'web', 'index.html'),
    ...[process.env.WEB_DIST_DIR, path.join(repoRoot, 'web', 'dist')]
      .filter((dir): dir is string => Boolean(dir))
      .flatMap((dir) => [path.join(dir, 'index.html'), path.join(dir, 'landing.html')]),
  ];
  const files = [...new Set(candidates)].filter((file) => fs.existsSync(file));

  it.each(files)('%s needs no inline script or style', (file) => {
    const html = fs.readFileSync(file, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});
