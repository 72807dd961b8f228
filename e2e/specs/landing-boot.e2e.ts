import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/fixture';
import { signUp } from '../support/people';

/**
 * The landing page boots on its own, small bundle (no router, no data layer) and hands over to the full
 * app when a link leaves it; signed-in visitors go straight to the app.
 */
const { openPage } = useBrowser();

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
    const { page } = await openPage();
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).count()).toBe(1);
    // The prerendered page fetches its scripts once it has painted.
    await expect.poll(() => loadedScripts(page)).toContain('landing-boot');
    expect(await loadedScripts(page)).not.toContain('app-boot');

    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByLabel('Email', { exact: false }).count(), { timeout: 10_000 }).toBe(1);
    expect(await loadedScripts(page)).toContain('app-boot');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).count()).toBe(1);
  });

  it('arrives prerendered, paints without JavaScript and hydrates without a mismatch', async () => {
    const { page } = await openPage();
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('From Chaos to Clarity.');
    expect(html).toMatch(/<a href="\/signup"[^>]*>Launch App<\/a>/);

    // With scripts off the HTML alone shows the page, and its links still lead on.
    const noScript = await openPage({ javaScriptEnabled: false });
    const bare = noScript.page;
    await bare.goto('/');
    expect(await bare.getByRole('heading', { level: 1 }).innerText()).toMatch(/From Chaos to Clarity\./);
    await bare.getByRole('link', { name: 'Launch App' }).click();
    await bare.waitForURL('**/signup');
    await noScript.close();

    // Hydrated: the header reacts to scrolling and links hand over to the app without a page load.
    await page.goto('/');
    const header = page.locator('header').first();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => header.getAttribute('class')).toContain('backdrop-blur-xl');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Launch App' }).click();
    await page.waitForURL('**/signup');
    await expect.poll(() => page.getByLabel('Email', { exact: false }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  it('app pages arrive showing the loading screen, which the app then replaces', async () => {
    const { page } = await openPage();
    const html = await (await page.request.get('/login')).text();
    expect(html).toContain('Loading your experience...');
    await page.goto('/login');
    await expect.poll(() => page.getByLabel('Email', { exact: false }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText('Loading your experience...').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it('sends a signed-in visitor of / to the app', async () => {
    const { page } = await openPage();
    await signUp(page.request, { firstName: 'Rui', lastName: 'Sol', emailPrefix: 'boot' });
    await page.goto('/');
    // Not onboarded yet: the app's route table sends them to onboarding.
    await page.waitForURL('**/onboarding', { timeout: 15_000 });
  });
});
