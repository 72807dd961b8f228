import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl } from '../support/browser';
import { useBrowser, type TestPage } from '../support/fixture';

/**
 * Privacy in the browser: on every page, signed out and signed in, the app talks only to its own origin (no
 * analytics, fonts, CDNs or other third parties) and its Content-Security-Policy is never violated — the
 * policy is strict (server/test/security-headers.test.ts), so a violation would mean a broken feature.
 */

const PAGES = [
  '/',
  '/login',
  '/signup',
  '/home',
  '/plan',
  '/practice',
  '/chat',
  '/progress',
  '/profile',
  '/notifications',
  '/community',
];
/** Time for a page's lazy chunks, data and live-updates stream to start after its heading shows. */
const SETTLE_MS = 1_000;

const { openPage, newPerson } = useBrowser();
const PHONE = { width: 390, height: 844 };

interface Watched {
  page: Page;
  requests: string[];
  violations: string[];
}

/** Records every request the page makes and every CSP violation it reports. */
async function watch({ page, context }: TestPage): Promise<Watched> {
  const requests: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
  // Init scripts run through the DevTools protocol, so the page's own policy does not block this listener.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile})`);
    });
  });
  return { page, requests, violations };
}

function foreign(requests: string[]): string[] {
  const origin = new URL(baseUrl()).origin;
  return requests.filter((url) => {
    if (url.startsWith('data:') || url.startsWith('blob:')) return false;
    return new URL(url).origin !== origin;
  });
}

async function visitAll(watched: Watched, paths: string[]): Promise<string[]> {
  const { page, requests, violations } = watched;
  const seen: string[] = [];
  for (const path of paths) {
    requests.length = 0;
    await page.goto(path, { waitUntil: 'load' });
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.waitForTimeout(SETTLE_MS);
    expect(requests.length, `${path} made requests`).toBeGreaterThan(0);
    expect(foreign(requests), `third-party requests on ${path}`).toEqual([]);
    expect(violations, `CSP violations on ${path}`).toEqual([]);
    seen.push(`${path} -> ${new URL(page.url()).pathname}`);
  }
  return seen;
}

describe('privacy in the browser', () => {
  it('signed out, every page stays on its own origin without CSP violations', async () => {
    const watched = await watch(await openPage(PHONE));
    await visitAll(watched, PAGES);
    // The signed-in pages send a signed-out visitor away rather than showing anything. The loading screen
    // shows first, so wait for the move rather than read the address at a fixed moment.
    for (const path of ['/home', '/profile']) {
      await watched.page.goto(path, { waitUntil: 'load' });
      await expect.poll(() => new URL(watched.page.url()).pathname, { timeout: 15_000 }).toBe('/');
    }
  }, 120_000);

  it('signed in, every page stays on its own origin without CSP violations', async () => {
    const person = await newPerson(
      {
        firstName: 'Iris',
        lastName: 'Moss',
        emailPrefix: 'privacy',
        answers: { stress_level: 6, primary_goals: ['better sleep'] },
      },
      PHONE,
    );
    const watched = await watch(person);
    const seen = await visitAll(watched, [...PAGES, `/chat/${person.coachId}`]);
    expect(seen).toContain('/home -> /home');
    expect(seen).toContain('/community -> /community');
  }, 120_000);
});
