import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/fixture';
import { CALM_ANSWERS } from '../support/people';

/**
 * Two tabs of the same person stay in step through GET /api/v1/events (PostgreSQL LISTEN/NOTIFY behind
 * it): a mood logged in one tab shows in the other without a reload; another person's tab sees nothing.
 */
const { newPerson } = useBrowser();

/** A calm person (stress 4, mood 4) who wants better sleep, signed in on a page of their own. */
function onboardedPerson(firstName: string) {
  return newPerson({ firstName, lastName: 'Hale', emailPrefix: 'live', answers: CALM_ANSWERS });
}

async function openHome(page: Page) {
  await page.goto('/home');
  const tracker = page.getByTestId('today-mood');
  await expect.poll(() => tracker.innerText(), { timeout: 15_000 }).toContain('Meh');
  return tracker;
}

describe('live updates', () => {
  it("keeps two tabs of one person in step and leaves other people's tabs alone", async () => {
    const mine = await onboardedPerson('Iva');
    const tab1 = mine.page;
    const tab2 = await mine.context.newPage();
    await openHome(tab1);
    const otherTracker = await openHome(tab2);

    const { page: theirTab } = await onboardedPerson('Olek');
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
