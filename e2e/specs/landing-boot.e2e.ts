import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, uniqueEmail, type TestPage } from '../support/browser';

/**
 * The landing page boots on its own, small bundle (no router, no data layer) and hands over to the full
 * app when a link leaves it; signed-in visitors go straight to the app.
 */
let browser: Browser;
let current: TestPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => {
  const errors = current?.errors ?? [];
  await current?.context.close();
  current = undefined;
  expect(errors).toEqual([]);
});

async function open(): Promise<Page> {
  current = await openPage(browser);
  return current.page;
}

/** Script files the page has loaded, by their build names without hashes. */
async function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')),
  );
}

describe('landing boot', () => {
  it('loads only the landing bundle, then hands over to the app on Sign In and back again', async () => {
    const page = await open();
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).count()).toBe(1);
    const scripts = await loadedScripts(page);
    expect(scripts).toContain('landing-boot');
    expect(scripts).not.toContain('app-boot');

    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByLabel('Email', { exact: false }).count(), { timeout: 10_000 }).toBe(1);
    expect(await loadedScripts(page)).toContain('app-boot');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).count()).toBe(1);
  });

  it('sends a signed-in visitor of / to the app', async () => {
    const page = await open();
    const response = await page.request.post('/api/auth/sign-up/email', {
      headers: { origin: baseUrl() },
      data: {
        email: uniqueEmail('boot'),
        password: 'calm-waters-42',
        name: 'Rui Sol',
        firstName: 'Rui',
        lastName: 'Sol',
      },
    });
    expect(response.status()).toBe(200);
    await page.goto('/');
    // Not onboarded yet: the app's route table sends them to onboarding.
    await page.waitForURL('**/onboarding', { timeout: 15_000 });
  });
});
