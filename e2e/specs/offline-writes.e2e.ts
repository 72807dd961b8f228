import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from '../support/browser';
import { FAILED_LOADS, useBrowser } from '../support/fixture';
import { signUpAndOnboard } from '../support/people';
import { genericPlanRows, practiseToTheEnd } from '../support/player';

/**
 * A mood check-in or a finished practice made without a connection is kept on the device, said to be, and
 * sent once when the connection returns (decision 0024). Nothing here rests on the service worker: the
 * pages are loaded online and the connection drops while they are open.
 */
const { newPerson } = useBrowser();

function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 20_000 });
}

const SAVED_OFFLINE = "Saved on this device. It will be sent when you're back online.";

/** Fetches without the network show up as failed loads, and the live stream's retries as errors. */
const OFFLINE_NOISE = /Failed to load resource|ERR_INTERNET_DISCONNECTED|net::ERR_/;

/** The writes queued in the page's IndexedDB, with whose they are. */
function queuedWrites(page: Page): Promise<Array<{ personId: string; body: { notes?: string } }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('flowmind-offline-writes');
        open.onerror = () => reject(new Error(open.error?.message ?? 'IndexedDB could not be opened'));
        open.onsuccess = () => {
          const all = open.result.transaction('writes').objectStore('writes').getAll();
          all.onsuccess = () => resolve(all.result as Array<{ personId: string; body: { notes?: string } }>);
        };
      }),
  );
}

async function moodsOf(page: Page): Promise<Array<{ mood_score: number; notes: string | null }>> {
  const response = await page.request.get('/api/v1/mood/history?days=2');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { entries: Array<{ mood_score: number; notes: string | null }> })
    .entries;
}

describe('writes made offline', () => {
  it('keeps a mood check-in on the device and sends it once when back online', async () => {
    const tab = await newPerson({ emailPrefix: 'offline-mood' }, { width: 390 });
    const { page, context } = tab;
    await page.goto('/home');
    const tracker = page.getByTestId('today-mood');
    await eventually(() => tracker.innerText()).toContain('Neutral');
    const before = await moodsOf(page);

    await page.getByRole('button', { name: 'Log again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Mood' });
    await dialog.getByRole('radio', { name: '3 Sad' }).check();
    await dialog.getByLabel('Note (optional)').fill('Written on the train');
    await context.setOffline(true);
    // Two quick taps: the check-in is kept once.
    await dialog.getByRole('button', { name: 'Save' }).dblclick();
    await eventually(() => dialog.getByRole('status').innerText()).toBe(SAVED_OFFLINE);
    await screenshot(page, 'offline-mood-saved-390', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'offline-mood-saved-1280', { fullPage: false });
    expect(await queuedWrites(page)).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await eventually(() => dialog.count()).toBe(0);

    await context.setOffline(false);
    // Sent once, and the screen shows it without a reload.
    await eventually(() => tracker.innerText()).toContain('Sad');
    expect(await tracker.innerText()).toContain('Written on the train');
    const after = await moodsOf(page);
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((entry) => entry.notes === 'Written on the train')).toEqual([
      expect.objectContaining({ mood_score: 3 }),
    ]);
    tab.forgetErrors(OFFLINE_NOISE);
    tab.forgetErrors(FAILED_LOADS);
  });

  it('keeps a practice finished offline and records it once when back online', async () => {
    const tab = await newPerson({ emailPrefix: 'offline-practice' }, { width: 1280 });
    const { page, context } = tab;
    await page.clock.install();
    await page.goto('/plan');
    const row = (await genericPlanRows(page))[0]!;
    const practiceId = new URL((await row.getAttribute('href'))!, 'http://x').searchParams.get('practiceId');
    await row.click();
    await page.getByRole('button', { name: 'Begin' }).click();
    await practiseToTheEnd(page);
    // The practice's clock ran fast; the device's clock is back to the real time when the person finishes.
    await page.clock.setSystemTime(new Date());

    await context.setOffline(true);
    await page.getByRole('radio', { name: '7 Good' }).first().check();
    const done = page.getByRole('button', { name: 'Continue', exact: true });
    await done.click();
    const savedOffline = page.getByRole('status').filter({ hasText: SAVED_OFFLINE });
    await eventually(() => savedOffline.count()).toBe(1);
    await screenshot(page, 'offline-practice-saved-1280', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    // Above the fixed bottom bar, where the person reads it after tapping Continue.
    await page.mouse.move(195, 400);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    await screenshot(page, 'offline-practice-saved-390', { fullPage: false });

    await context.setOffline(false);
    await eventually(async () => {
      const today = await page.request.get('/api/v1/practice-completions/today');
      return ((await today.json()) as { completions: Array<{ practice_id: string }> }).completions;
    }).toEqual([expect.objectContaining({ practice_id: practiceId, mood_after: 7 })]);
    const afterMoods = (await moodsOf(page)).filter((entry) => entry.notes?.startsWith('After '));
    expect(afterMoods).toEqual([expect.objectContaining({ mood_score: 7 })]);
    await done.click();
    await page.waitForURL('**/plan');
    await eventually(() => page.locator('main').innerText()).toMatch(/1 of \d+ completed/);
    tab.forgetErrors(OFFLINE_NOISE);
    tab.forgetErrors(FAILED_LOADS);
  });

  it("sends a queued check-in only in its owner's session, and keeps it for them across a sign-out", async () => {
    const tab = await newPerson({ firstName: 'Ada', emailPrefix: 'offline-owner' }, { width: 390 });
    const { page, context } = tab;
    await page.goto('/home');
    const tracker = page.getByTestId('today-mood');
    await eventually(() => tracker.innerText()).toContain('Neutral');
    const ownerMe = (await (await page.request.get('/api/v1/me')).json()) as { user: { id: string } };

    // The server cannot be reached (the browser still says online): the check-in is kept all the same.
    await page.route('**/api/v1/mood', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Log again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Mood' });
    await dialog.getByRole('radio', { name: '9 Excellent' }).check();
    await dialog.getByLabel('Note (optional)').fill("Ada's evening");
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => dialog.getByRole('status').innerText()).toBe(SAVED_OFFLINE);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Signing out tries to send it first; unsent, it stays on this device for Ada.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await queuedWrites(page)).toEqual([
      expect.objectContaining({
        personId: ownerMe.user.id,
        body: expect.objectContaining({ notes: "Ada's evening" }),
      }),
    ]);

    // Someone else signs in on this browser, with the server reachable again: Ada's check-in is not theirs
    // to send.
    await page.unroute('**/api/v1/mood');
    await signUpAndOnboard(context.request, { firstName: 'Ben', emailPrefix: 'offline-other' });
    await page.goto('/home');
    await eventually(() => tracker.innerText()).toContain('Neutral');
    await page.waitForTimeout(1500);
    expect((await moodsOf(page)).map((entry) => entry.notes)).not.toContain("Ada's evening");
    expect(await queuedWrites(page)).toHaveLength(1);

    // Ada signs in again: it is sent, once, in her session.
    await context.request.post('/api/auth/sign-out', { headers: { origin: baseUrl() } });
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseUrl() },
      data: { email: tab.email, password: tab.password },
    });
    expect(signIn.status()).toBe(200);
    await page.goto('/home');
    await eventually(() => tracker.innerText()).toContain("Ada's evening");
    expect((await moodsOf(page)).filter((entry) => entry.notes === "Ada's evening")).toEqual([
      expect.objectContaining({ mood_score: 9 }),
    ]);
    expect(await queuedWrites(page)).toEqual([]);
    tab.forgetErrors(OFFLINE_NOISE);
    tab.forgetErrors(FAILED_LOADS);
  });
});
