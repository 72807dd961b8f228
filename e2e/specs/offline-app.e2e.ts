import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl, screenshot } from '../support/browser';
import { HEADLESS_CHROMIUM_FLAGS } from '../support/chromium-flags';
import { FAILED_LOADS, useBrowser } from '../support/fixture';
import { genericPlanRows } from '../support/player';

const { openPage, newPerson } = useBrowser();
/** The harness blocks the app's service worker by default; these tests are about it. */
const WITH_WORKER = { serviceWorkers: 'allow' } as const;

/** Waits for a value like expect.poll, long enough for a navigation, its lazy chunk and its data. */
function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

const OFFLINE_BANNER =
  "You're offline. Showing what you last saw; changes will be sent when you're back online.";

/** Chromium's own verdict on installing the page as an app (its "Install" menu item). */
async function installabilityErrors(context: BrowserContext, page: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await cdp.detach();
  }
}

/** Resolves once the service worker controls the page (it claims open pages on its first install). */
async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** The addresses a cache of the page's origin holds (none when there is no such cache). */
function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);
}

describe('installable app', () => {
  it('passes Chromium installability checks, with the manifest and worker served as browsers need', async () => {
    const { page, context } = await openPage(WITH_WORKER);
    await page.goto('/signin');
    await workerControls(page);
    // A test context is an incognito one, where nothing installs: the check itself runs in a browser profile.
    expect(await installabilityErrors(context, page)).toEqual(['in-incognito']);
    const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-install-'));
    const profile = await chromium.launchPersistentContext(profileDir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...HEADLESS_CHROMIUM_FLAGS],
      baseURL: baseUrl(),
    });
    try {
      const installPage = profile.pages()[0] ?? (await profile.newPage());
      await installPage.goto('/signin');
      await workerControls(installPage);
      await eventually(() => installabilityErrors(profile, installPage)).toEqual([]);
    } finally {
      await profile.close();
      fs.rmSync(profileDir, { recursive: true, force: true });
    }

    const manifestResponse = await context.request.get('/manifest.webmanifest');
    expect(manifestResponse.status()).toBe(200);
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
    const manifest = (await manifestResponse.json()) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      id: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Flowmind',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await context.request.get(icon.src);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
      '/icons/apple-touch-icon.png',
    );

    const worker = await context.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // The page's policy lets this origin's worker and manifest in, and nothing else.
    const policy = (await page.request.get('/home')).headers()['content-security-policy'] ?? '';
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });
});

describe('offline reading', () => {
  it('opens /home offline with the last mood, plays the music and guidance played before, and forgets the person at sign-out', async () => {
    const person = await newPerson({ emailPrefix: 'offline' }, WITH_WORKER);
    const { page, context } = person;
    await page.goto('/home');
    await workerControls(page);
    // The first visit's reads left before the worker took over: a second visit goes through it.
    await page.reload();
    const tracker = page.getByTestId('today-mood');
    await eventually(() => tracker.innerText()).toContain('Neutral');

    // Log a mood; the refreshed mood of the day is what the worker keeps.
    await page.getByRole('button', { name: /Log Mood/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Mood' });
    await dialog.getByRole('radio', { name: /Great$/ }).check();
    await dialog.getByLabel('Note (optional)').fill('Walked by the river before work');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => tracker.innerText()).toContain('Walked by the river before work');
    await eventually(() => cachedUrls(page, 'flowmind-api')).toContain('/api/v1/mood/today');

    // A practice's music, played online.
    const musicAnswers: { url: string; status: number; fromWorker: boolean }[] = [];
    const speechAnswers: { path: string; status: number; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === '/api/v1/voice/generate' || pathname.startsWith('/api/v1/voice/audio/'))
        speechAnswers.push({
          path: pathname.startsWith('/api/v1/voice/audio/') ? 'audio' : 'generate',
          status: response.status(),
          fromWorker: response.fromServiceWorker(),
        });
      if (response.url().endsWith('.mp3'))
        musicAnswers.push({
          url: response.url(),
          status: response.status(),
          fromWorker: response.fromServiceWorker(),
        });
    });
    await page.goto('/plan');
    const first = (await genericPlanRows(page))[0]!;
    const practiceUrl = (await first.getAttribute('href'))!;
    await playMusic(page, practiceUrl);
    await eventually(() => cachedUrls(page, 'flowmind-music')).toHaveLength(1);
    const [track] = await cachedUrls(page, 'flowmind-music');
    // Its spoken guidance, asked for by a POST, and the audio that answer names.
    await eventually(() => cachedUrls(page, 'flowmind-speech-answers')).not.toEqual([]);
    await eventually(() => cachedUrls(page, 'flowmind-speech')).not.toEqual([]);

    // Offline: the app opens on /home with what the person last saw, and says it is offline.
    await page.goto('/home');
    await eventually(() => tracker.innerText()).toContain('Great');
    await context.setOffline(true);
    // A mood logged elsewhere meanwhile (the test's own request, not the page's) is not what the offline
    // page can know: it shows the last answer it saw, which proves it came from the worker's copy.
    const elsewhere = await context.request.post('/api/v1/mood', {
      data: { mood_score: 3, notes: 'Logged from another device' },
    });
    expect(elsewhere.ok()).toBe(true);
    await page.reload();
    await eventually(() => page.getByRole('status').filter({ hasText: OFFLINE_BANNER }).count()).toBe(1);
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toContain(person.firstName);
    await eventually(() => tracker.innerText()).toContain('Walked by the river before work');
    expect(await tracker.innerText()).toContain('Great');
    expect(await tracker.innerText()).not.toContain('Logged from another device');
    await screenshot(page, 'offline-home-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'offline-home-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The practice played before plays its music and its first spoken step offline, from the worker's copies.
    musicAnswers.length = 0;
    speechAnswers.length = 0;
    await playMusic(page, practiceUrl);
    expect(musicAnswers.filter((answer) => new URL(answer.url).pathname === track)).toContainEqual({
      url: expect.stringContaining(track!) as string,
      status: 200,
      fromWorker: true,
    });
    await eventually(() => speechAnswers).toEqual(
      expect.arrayContaining([
        { path: 'generate', status: 200, fromWorker: true },
        { path: 'audio', status: 200, fromWorker: true },
      ]),
    );
    // Offline, guidance never played cannot be generated and the live updates cannot connect: failed loads.
    person.forgetErrors(FAILED_LOADS);

    // Back online, signing out leaves nothing of the person in the worker's caches (the music stays: it is
    // the same for everyone).
    await context.setOffline(false);
    await page.goto('/home');
    await eventually(() => tracker.innerText()).toContain('Logged from another device');
    expect((await cachedUrls(page, 'flowmind-api')).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await cachedUrls(page, 'flowmind-api')).toEqual([]);
    expect(await cachedUrls(page, 'flowmind-speech')).toEqual([]);
    expect(await cachedUrls(page, 'flowmind-speech-answers')).toEqual([]);
    expect(await cachedUrls(page, 'flowmind-music')).toEqual([track]);
  });
});

describe('updates', () => {
  it('asks before a new version takes over, and runs it whole after Refresh', async () => {
    const { page } = await newPerson({ emailPrefix: 'update' }, WITH_WORKER);
    await page.goto('/home');
    await workerControls(page);
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toContain('Nora');

    // The next build: browsers install a worker whose script differs from the running one's, and a script
    // of another address differs. The test cannot change the served file, so it registers the same script
    // under another address, as the next deployment's worker would arrive.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js?build=next', { scope: '/' });
    });
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready - Refresh' });
    await eventually(() => prompt.count()).toBe(1);
    // It waits: the page keeps running the version it started with until the person chooses.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
    ).toBe(true);
    await screenshot(page, 'update-prompt-1280', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'update-prompt-390', { fullPage: false });

    // Refresh: the new version takes over, then the page reloads once, wholly on it.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toContain('Nora');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/sw\.js\?build=next$/,
    );
  });
});

/** Opens a practice, begins it and starts its music; resolves once the music plays. */
async function playMusic(page: Page, practiceUrl: string): Promise<void> {
  await page.goto(practiceUrl);
  await page.getByRole('button', { name: /^Begin/ }).click();
  const sound = page.getByRole('group', { name: 'Sound' });
  await sound.getByRole('button', { name: 'Play music' }).click();
  await eventually(() => sound.getByRole('button', { name: 'Pause music' }).count()).toBe(1);
}
