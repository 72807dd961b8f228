import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { uniqueEmail } from '../support/browser';
import { FAILED_LOADS, useBrowser, type TestPage } from '../support/fixture';
import { genericPlanRows } from '../support/player';

/**
 * Every screen, signed out and signed in, scanned with axe at a phone and a desktop size. Serious and
 * critical violations fail; minor and moderate ones are printed as a table so they stay visible.
 */

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

interface Finding {
  screen: string;
  size: string;
  rule: string;
  impact: string;
  count: number;
  targets: string;
}

const { openPage } = useBrowser();
const findings: Finding[] = [];

afterAll(() => {
  const minor = findings.filter((finding) => !isBlocking(finding));
  if (minor.length === 0) {
    console.log('axe: no minor or moderate violations');
    return;
  }
  console.log(`axe: ${minor.length} minor/moderate findings`);
  console.table(
    minor.map(({ screen, size, rule, impact, count, targets }) => ({
      screen,
      size,
      rule,
      impact,
      count,
      targets: targets.slice(0, 90),
    })),
  );
});

function isBlocking(finding: Finding): boolean {
  return finding.impact === 'serious' || finding.impact === 'critical';
}

function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

const bodyText = (page: Page) => page.locator('body').innerText();

/** Lets finite animations and transitions end, so contrast is measured on what settles, not a fade. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function scanOnce(page: Page, screen: string, size: string): Promise<Finding[]> {
  const t0 = Date.now();
  await settle(page);
  const t1 = Date.now();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Only violations are read; skipping the details of passes keeps a scan to a few seconds.
    .options({ resultTypes: ['violations'] })
    .analyze();
  if (process.env.A11Y_DEBUG)
    console.log(`${screen} @${size}: settle ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
  return results.violations.map((violation) => ({
    screen,
    size,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    count: violation.nodes.length,
    targets: violation.nodes.map((node) => node.target.join(' ')).join(', '),
  }));
}

/**
 * Scans the current screen at both sizes and returns the page to the desktop size. `prepare` runs after each
 * resize, for screens whose state a resize could close (e.g. an open menu).
 */
async function scan(page: Page, screen: string, prepare?: () => Promise<void>): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (prepare) await prepare();
    found.push(...(await scanOnce(page, screen, size.name)));
  }
  findings.push(...found);
  return found;
}

function blocking(found: Finding[]): string[] {
  return found
    .filter(isBlocking)
    .map(
      (finding) =>
        `${finding.screen} @${finding.size}: ${finding.rule} (${finding.impact}) ${finding.targets}`,
    );
}

async function fresh(): Promise<TestPage> {
  return openPage({ width: 1280, height: 800 });
}

describe('accessibility (axe) of every screen at 390 and 1280 px', () => {
  it('signed-out screens', { timeout: 300_000 }, async () => {
    const { page, forgetErrors, close } = await fresh();
    const found: Finding[] = [];
    const visit = async (path: string, ready: RegExp, screen = path) => {
      await page.goto(path);
      await eventually(() => bodyText(page)).toMatch(ready);
      found.push(...(await scan(page, screen)));
    };
    await visit('/', /Flowmind/);
    await visit('/login', /Sign in|Welcome back/i);
    await visit('/signup', /Create account/i);
    await visit('/forgot-password', /reset/i);
    await visit('/reset-password?token=a11y-token', /password/i, '/reset-password?token');
    await visit('/reset-password', /password|link/i, '/reset-password (no token)');

    // Forms with their validation messages showing.
    await page.goto('/signup');
    await eventually(() => bodyText(page)).toMatch(/Create account/i);
    await page.getByRole('button', { name: /create account/i }).click();
    found.push(...(await scan(page, '/signup errors')));
    await page.goto('/login');
    await eventually(() => bodyText(page)).toMatch(/Sign in|Welcome back/i);
    await page.getByLabel('Email', { exact: false }).fill('nobody@example.com');
    await page.getByLabel(/^password$/i).fill('wrong-password-1');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await eventually(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    found.push(...(await scan(page, '/login error')));

    forgetErrors(FAILED_LOADS);
    await close();
    expect(blocking(found)).toEqual([]);
  });
});

describe('accessibility (axe) signed in, one person throughout', () => {
  let session: TestPage;
  let page: Page;
  let coachId: string | null = null;

  beforeAll(async () => {
    session = await fresh();
    page = session.page;
  });
  afterAll(async () => {
    session?.forgetErrors(FAILED_LOADS);
    await session?.close();
  });

  it('sign-up and each onboarding page', { timeout: 240_000 }, async () => {
    const found: Finding[] = [];
    await page.goto('/signup');
    await page.getByLabel('First name', { exact: false }).fill('Ines');
    await page.getByLabel('Last name', { exact: false }).fill('Moreau');
    await page.getByLabel('Email', { exact: false }).fill(uniqueEmail('a11y'));
    await page.getByLabel(/^password$/i).fill('calm-waters-42');
    await page.getByLabel(/confirm password/i).fill('calm-waters-42');
    await page.getByRole('button', { name: /create account/i }).click();
    await page.waitForURL('**/onboarding', { timeout: 15_000 });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const onPage = (n: number) => eventually(() => bodyText(page)).toContain(`Page ${n} of 4`);
    await onPage(1);
    found.push(...(await scan(page, 'onboarding 1')));
    await page.getByRole('radio', { name: '26-35' }).check();
    await page.getByRole('radio', { name: /Career Growth/ }).check();
    await page.getByRole('radio', { name: 'Work' }).check();
    await next.click();
    await onPage(2);
    await page.getByRole('checkbox', { name: 'Better sleep' }).check();
    found.push(...(await scan(page, 'onboarding 2')));
    await next.click();
    await onPage(3);
    await page.getByRole('radio', { name: /Beginner/ }).check();
    await page.getByRole('radio', { name: /Evening/ }).check();
    await page.getByRole('radio', { name: 'Supportive & Encouraging' }).check();
    found.push(...(await scan(page, 'onboarding 3')));
    await next.click();
    await onPage(4);
    await page.getByRole('checkbox', { name: /Mindfulness \/ Spirituality/ }).check();
    found.push(...(await scan(page, 'onboarding 4')));
    await page.getByRole('button', { name: 'Complete Setup & Get Matched' }).click();
    await page.waitForURL('**/home', { timeout: 15_000 });
    coachId = await page.evaluate(() => sessionStorage.getItem('coachId'));
    expect(blocking(found)).toEqual([]);
  });

  it(
    'home, the mood dialog, the account menu, voice settings and the main menu',
    { timeout: 240_000 },
    async () => {
      const found: Finding[] = [];
      if (new URL(page.url()).pathname !== '/home') await page.goto('/home');
      await eventually(() => page.locator('button[aria-current="true"]').count()).toBe(1);
      await eventually(() => page.getByTestId('today-mood').innerText()).toMatch(/\d/);
      found.push(...(await scan(page, '/home')));

      const moodDialog = page.getByRole('dialog', { name: 'Log Mood' });
      await page.getByRole('button', { name: /Log Mood/ }).click();
      await eventually(() => moodDialog.count()).toBe(1);
      await moodDialog.getByRole('radio', { name: /Great$/ }).check();
      found.push(...(await scan(page, 'mood dialog')));
      await page.keyboard.press('Escape');
      await eventually(() => moodDialog.count()).toBe(0);

      const openAccountMenu = async () => {
        if ((await page.getByRole('menu').count()) === 0)
          await page.getByRole('button', { name: 'Account menu' }).click();
        await eventually(() => page.getByRole('menuitem', { name: 'Sign Out' }).count()).toBe(1);
      };
      found.push(...(await scan(page, 'account menu', openAccountMenu)));
      await page.getByRole('menuitem', { name: 'Voice Settings' }).click();
      const voice = page.getByRole('dialog', { name: 'Voice Settings' });
      await eventually(() => voice.getByRole('button', { name: /Test voice/ }).count()).toBe(1);
      found.push(...(await scan(page, 'voice settings dialog')));
      await page.keyboard.press('Escape');
      await eventually(() => voice.count()).toBe(0);

      const openMainMenu = async () => {
        if ((await page.getByRole('navigation', { name: 'Menu' }).count()) === 0)
          await page.getByRole('button', { name: 'Open menu' }).click();
        await eventually(() => page.getByRole('navigation', { name: 'Menu' }).count()).toBe(1);
      };
      found.push(...(await scan(page, 'main menu', openMainMenu)));
      await page.keyboard.press('Escape');
      expect(blocking(found)).toEqual([]);
    },
  );

  it(
    'the plan, the catalogue, a practice through to done and standalone players',
    { timeout: 300_000 },
    async () => {
      const found: Finding[] = [];
      // The players run on a controlled clock, in a context of their own with this person's session.
      const players = await fresh();
      await players.context.addCookies(await session.context.cookies());
      await players.page.clock.install();
      const page = players.page;
      await page.goto('/plan');
      await eventually(() => bodyText(page)).toMatch(/\d+ of \d+ completed/);
      found.push(...(await scan(page, '/plan')));
      const practiceHref = (await (await genericPlanRows(page))[0]!.getAttribute('href'))!;

      await page.goto('/practice');
      await eventually(() => page.locator('main a[href^="/practice?practiceId="]').count()).toBeGreaterThan(
        0,
      );
      found.push(...(await scan(page, '/practice')));

      await page.goto(practiceHref);
      await eventually(() => page.getByRole('button', { name: 'Begin' }).isEnabled()).toBe(true);
      found.push(...(await scan(page, 'player intro')));
      await page.getByRole('button', { name: 'Begin' }).click();
      await eventually(() => bodyText(page)).toMatch(/Step 1 of \d+/);
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      found.push(...(await scan(page, 'player paused')));
      await page.getByRole('button', { name: 'Resume', exact: true }).click();
      await page.clock.fastForward(30 * 60_000);
      await page.clock.runFor(500);
      await eventually(() => bodyText(page)).toMatch(/Step 1 complete|How do you feel now\?/);
      if (!(await page.getByText('How do you feel now?').isVisible()))
        found.push(...(await scan(page, 'player phase complete')));
      for (let guard = 0; guard < 20; guard++) {
        if (await page.getByText('How do you feel now?').isVisible()) break;
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await page.clock.fastForward(30 * 60_000);
        await page.clock.runFor(500);
      }
      await page.getByRole('radio', { name: '8 Great' }).check();
      found.push(...(await scan(page, 'player done')));

      for (const [id, title] of [
        ['breathwork', 'box breathing'],
        ['gratitude', 'gratitude journal'],
      ] as const) {
        await page.goto(`/practice?practiceId=${id}`);
        await eventually(() => page.getByRole('button', { name: 'Begin' }).isEnabled()).toBe(true);
        await page.getByRole('button', { name: 'Begin' }).click();
        await page.clock.runFor(3_000);
        found.push(...(await scan(page, `${title} running`)));
      }
      players.forgetErrors(FAILED_LOADS);
      await players.close();
      expect(blocking(found)).toEqual([]);
    },
  );

  it('the coach list and a conversation with one exchange', { timeout: 180_000 }, async () => {
    const found: Finding[] = [];
    await page.goto('/chat');
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Choose Your Coach');
    found.push(...(await scan(page, '/chat')));
    await page.goto(`/chat/${coachId}`);
    const box = page.getByRole('textbox', { name: /^Message / });
    await eventually(() => box.count()).toBe(1);
    await box.fill('Work has been stressful, I could use a short practice.');
    await box.press('Enter');
    await expect
      .poll(() => page.locator('[data-role="coach"][data-status="sent"]').count(), { timeout: 30_000 })
      .toBe(1);
    found.push(...(await scan(page, '/chat/{coachId}')));
    expect(blocking(found)).toEqual([]);
  });

  it('progress, each tab', { timeout: 180_000 }, async () => {
    const found: Finding[] = [];
    for (const tab of ['mood', 'practices', 'achievements']) {
      await page.goto(`/progress?tab=${tab}`);
      await eventually(() => page.getByRole('tabpanel').count()).toBe(1);
      await page.waitForTimeout(1_000);
      found.push(...(await scan(page, `/progress ${tab}`)));
    }
    expect(blocking(found)).toEqual([]);
  });

  it('profile and its edit mode, notifications and community', { timeout: 240_000 }, async () => {
    const found: Finding[] = [];
    await page.goto('/profile');
    await eventually(() => page.getByRole('button', { name: 'Edit Profile' }).count()).toBe(1);
    found.push(...(await scan(page, '/profile')));
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await eventually(() => page.getByRole('form', { name: 'Edit profile' }).count()).toBe(1);
    found.push(...(await scan(page, '/profile edit')));
    await page.goto('/notifications');
    await eventually(() => page.getByRole('switch').count()).toBeGreaterThan(0);
    found.push(...(await scan(page, '/notifications')));
    await page.goto('/community');
    await eventually(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.waitForTimeout(1_000);
    found.push(...(await scan(page, '/community')));
    expect(blocking(found)).toEqual([]);
  });
});
