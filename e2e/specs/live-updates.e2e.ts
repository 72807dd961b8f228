import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newAppContext } from '../support/browser';
import { CALM_ANSWERS, signUpAndOnboard } from '../support/people';

/**
 * Two tabs of the same person stay in step through GET /api/v1/events (PostgreSQL LISTEN/NOTIFY behind
 * it): a mood logged in one tab shows in the other without a reload; another person's tab sees nothing.
 */
let browser: Browser;
const contexts: BrowserContext[] = [];
const consoleErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  expect(consoleErrors.splice(0)).toEqual([]);
});

async function newContext(): Promise<BrowserContext> {
  const context = await newAppContext(browser);
  contexts.push(context);
  return context;
}

async function newTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return page;
}

/** A calm person (stress 4, mood 4) who wants better sleep, signed up and onboarded through the API. */
async function onboardedPerson(context: BrowserContext, firstName: string): Promise<void> {
  await signUpAndOnboard(context.request, { firstName, lastName: 'Hale', emailPrefix: 'live' }, CALM_ANSWERS);
}

async function openHome(page: Page) {
  await page.goto('/home');
  const tracker = page.getByTestId('today-mood');
  await expect.poll(() => tracker.innerText(), { timeout: 15_000 }).toContain('Meh');
  return tracker;
}

describe('live updates', () => {
  it("keeps two tabs of one person in step and leaves other people's tabs alone", async () => {
    const mine = await newContext();
    await onboardedPerson(mine, 'Iva');
    const tab1 = await newTab(mine);
    const tab2 = await newTab(mine);
    await openHome(tab1);
    const otherTracker = await openHome(tab2);

    const someoneElse = await newContext();
    await onboardedPerson(someoneElse, 'Olek');
    const theirTab = await newTab(someoneElse);
    const theirTracker = await openHome(theirTab);

    // Log a mood in the first tab, through the dialog, as a person would. A background tab gets no
    // animation frames, and clicks wait for those, so the person switches to it first.
    await tab1.bringToFront();
    await tab1.getByRole('button', { name: /Log Mood/ }).click();
    const dialog = tab1.getByRole('dialog', { name: 'Log Mood' });
    await dialog.getByRole('radio', { name: /Great$/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => tab1.getByTestId('today-mood').innerText()).toContain('Great');

    // The second tab follows without a reload; the other person's tab does not change.
    await expect.poll(() => otherTracker.innerText(), { timeout: 10_000 }).toContain('Great');
    expect(await theirTracker.innerText()).toContain('Meh');
    expect(await theirTracker.innerText()).not.toContain('Great');
  });
});
