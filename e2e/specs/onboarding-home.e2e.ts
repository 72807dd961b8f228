import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MOOD_LABELS } from '@flowmind/core/mood';
import { screenshot, uniqueEmail } from '../support/browser';
import { FAILED_LOADS, useBrowser } from '../support/fixture';
import { completeOnboarding } from '../support/people';

const { openPage } = useBrowser();

/** Waits for a value like expect.poll, long enough for a navigation, its lazy chunk and its data. */
function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 10_000 });
}

async function signUp(page: Page, first = 'Nora', last = 'Quinn') {
  await page.goto('/signup');
  await page.getByLabel('First name', { exact: false }).fill(first);
  await page.getByLabel('Last name', { exact: false }).fill(last);
  await page.getByLabel('Email', { exact: false }).fill(uniqueEmail('onboard'));
  await page.getByLabel(/^password$/i).fill('calm-waters-42');
  await page.getByLabel(/confirm password/i).fill('calm-waters-42');
  await page.getByRole('button', { name: /create account/i }).click();
  await page.waitForURL('**/onboarding', { timeout: 15_000 });
}

const bodyText = (page: Page) => page.locator('body').innerText();
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const previousButton = (page: Page) => page.getByRole('button', { name: 'Previous', exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Complete Setup & Get Matched' });

async function expectPage(page: Page, n: number) {
  // The account check alone takes 2 s.
  await eventually(() => bodyText(page)).toContain(`Page ${n} of 4`);
  expect(await bodyText(page)).toContain(`${n * 25}%`);
  expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(n * 25));
}

/** Answers pages 1 to 3 with valid choices and lands on page 4. */
async function answerFirstThreePages(page: Page) {
  await expectPage(page, 1);
  await page.getByRole('radio', { name: '26-35' }).check();
  await page.getByRole('radio', { name: /Career Growth/ }).check();
  await page.getByRole('radio', { name: 'Work' }).check();
  await nextButton(page).click();
  await expectPage(page, 2);
  await page.getByRole('checkbox', { name: 'Better sleep' }).check();
  await nextButton(page).click();
  await expectPage(page, 3);
  await page.getByRole('radio', { name: /Beginner/ }).check();
  await page.getByRole('radio', { name: /Evening/ }).check();
  await page.getByRole('radio', { name: 'Supportive & Encouraging' }).check();
  await nextButton(page).click();
  await expectPage(page, 4);
}

describe('onboarding, home and mood', () => {
  it('walks a new person through onboarding, matches a coach, logs a mood and switches coach', async () => {
    const { page } = await openPage({ width: 1280 });
    await signUp(page);

    // The account check shows for at least 2 s.
    await eventually(() => bodyText(page)).toContain('Checking your account...');
    await screenshot(page, 'onboarding-checking-1280');
    await expectPage(page, 1);

    // Page 1: names prefilled from sign-up; Previous disabled; Next only once every question is answered.
    expect(await page.getByLabel('First name').inputValue()).toBe('Nora');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Quinn');
    expect(await previousButton(page).isDisabled()).toBe(true);
    expect(await nextButton(page).isDisabled()).toBe(true);
    const ageRange = page.getByRole('radiogroup', { name: 'Age range' });
    for (const label of ['18-25', '26-35', '36-45', '46-55', '56-65', '65+']) {
      expect(await ageRange.getByRole('radio', { name: label }).count(), label).toBe(1);
    }
    expect(await page.getByRole('radiogroup', { name: 'Life stage' }).getByRole('radio').count()).toBe(7);
    expect(
      await page.getByRole('radiogroup', { name: 'Main source of stress' }).getByRole('radio').count(),
    ).toBe(5);
    const stress = page.getByRole('slider', { name: 'Stress level' });
    const mood = page.getByRole('slider', { name: 'How are you feeling today?' });
    expect(await stress.inputValue()).toBe('5');
    expect(await stress.getAttribute('aria-valuetext')).toBe('5, Moderate');
    expect(await mood.getAttribute('aria-valuetext')).toBe('5, Neutral');
    await stress.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await stress.getAttribute('aria-valuetext')).toBe('8, Very High');
    expect(await bodyText(page)).toContain('8 · Very High');
    await mood.focus();
    await page.keyboard.press('ArrowRight');
    expect(await mood.getAttribute('aria-valuetext')).toBe('6, Good');
    await screenshot(page, 'onboarding-page-1-1280');

    await page.getByRole('radio', { name: '26-35' }).check();
    expect(await nextButton(page).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Career Growth/ }).check();
    expect(await nextButton(page).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Work' }).check();
    expect(await nextButton(page).isDisabled()).toBe(false);
    await page.getByLabel('Last name').fill('   ');
    expect(await nextButton(page).isDisabled()).toBe(true);
    await page.getByLabel('Last name').fill('Quinn');
    await nextButton(page).click();

    // Page 2: at least one goal; Previous keeps the answers.
    await expectPage(page, 2);
    expect(await page.getByRole('group', { name: 'Primary goals' }).getByRole('checkbox').count()).toBe(10);
    expect(await nextButton(page).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Better sleep' }).check();
    await page.getByRole('checkbox', { name: 'Emotional balance' }).check();
    expect(await nextButton(page).isDisabled()).toBe(false);
    await screenshot(page, 'onboarding-page-2-1280');
    await previousButton(page).click();
    await expectPage(page, 1);
    expect(await page.getByRole('radio', { name: '26-35' }).isChecked()).toBe(true);
    expect(await stress.inputValue()).toBe('8');
    await nextButton(page).click();
    await expectPage(page, 2);
    expect(await page.getByRole('checkbox', { name: 'Better sleep' }).isChecked()).toBe(true);
    await nextButton(page).click();

    // Page 3: experience, time and communication style.
    await expectPage(page, 3);
    for (const label of [
      'Direct & Straightforward',
      'Supportive & Encouraging',
      'Analytical & Detailed',
      'Casual & Friendly',
    ]) {
      expect(await page.getByRole('radio', { name: label }).count(), label).toBe(1);
    }
    expect(await nextButton(page).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Beginner/ }).check();
    await page.getByRole('radio', { name: /Evening/ }).check();
    expect(await nextButton(page).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Supportive & Encouraging' }).check();
    expect(await nextButton(page).isDisabled()).toBe(false);
    await screenshot(page, 'onboarding-page-3-1280');
    await nextButton(page).click();

    // Page 4: at least one practice style, then submit (slowed down so the pending label can be seen).
    await expectPage(page, 4);
    expect(await submitButton(page).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /Mindfulness \/ Spirituality/ }).check();
    expect(await submitButton(page).isDisabled()).toBe(false);
    await screenshot(page, 'onboarding-page-4-1280');
    await page.route('**/api/v1/onboarding/complete', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await submitButton(page).click();
    await eventually(() => bodyText(page)).toContain('Setting up your experience...');
    await page.waitForURL('**/home', { timeout: 15_000 });

    // Home: greeting, date, the welcome message naming the matched coach, who is highlighted.
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(
      /^Good (morning|afternoon|evening), Nora$/,
    );
    const welcome = page.getByRole('region', { name: 'Welcome message' });
    await eventually(() => welcome.innerText()).toContain('Nora');
    const matched = page.locator('button[aria-current="true"]');
    await eventually(() => matched.count()).toBe(1);
    const matchedName = await matched.locator('span.text-lg').innerText();
    expect(await welcome.innerText()).toContain(matchedName);
    expect(await bodyText(page)).toContain('Choose Your Coach');
    const stored = await page.evaluate(() => ({
      welcome: sessionStorage.getItem('welcomeMessage'),
      coachId: sessionStorage.getItem('coachId'),
      data: JSON.parse(sessionStorage.getItem('onboardingData') ?? '{}') as Record<string, unknown>,
    }));
    expect(stored.welcome).toContain(matchedName);
    expect(stored.coachId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.data).toMatchObject({
      first_name: 'Nora',
      age_range: 35,
      stress_level: 8,
      initial_mood: 6,
    });
    // The initial mood from onboarding is today's mood.
    const tracker = page.getByTestId('today-mood');
    await eventually(() => tracker.innerText()).toContain('6');
    expect(await tracker.innerText()).toContain('Fine');
    await screenshot(page, 'home-welcome-1280');

    // The welcome message can be dismissed, for good.
    await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
    expect(await welcome.count()).toBe(0);
    await page.reload();
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toContain('Nora');
    await eventually(() => page.locator('button[aria-current="true"]').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Welcome message' }).count()).toBe(0);

    // Log a mood: Save waits for a score; Escape closes; the card then shows the new mood.
    await page.getByRole('button', { name: /Log Mood/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Mood' });
    await eventually(() => dialog.count()).toBe(1);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    for (const label of MOOD_LABELS) {
      expect(await dialog.getByRole('radio', { name: new RegExp(`\\b${label}$`) }).count(), label).toBe(1);
    }
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: /Log Mood/ }).click();
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: /Great$/ }).check();
    expect(await save.isDisabled()).toBe(false);
    await dialog.getByLabel('Note (optional)').fill('Slept well after the wind-down');
    await screenshot(page, 'mood-dialog-1280', { fullPage: false });
    await save.click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => tracker.innerText()).toContain('Great');
    expect(await tracker.innerText()).toContain('8');
    expect(await tracker.innerText()).toContain('Slept well after the wind-down');
    await screenshot(page, 'home-mood-logged-1280');

    // Chat in the bottom bar opens the matched coach; back leads to the list, where another coach is chosen.
    const matchedId = stored.coachId!;
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Chat' }).click();
    await page.waitForURL(`**/chat/${matchedId}`);
    await eventually(() => page.getByRole('banner').innerText()).toContain(matchedName);
    await page.getByRole('link', { name: 'Back to coaches' }).click();
    await page.waitForURL((url) => url.pathname === '/chat');
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Choose Your Coach');
    await eventually(() => page.locator('button[aria-current="true"]').count()).toBe(1);
    await screenshot(page, 'chat-list-1280');
    const other = page.locator('ul button:not([aria-current])').first();
    const otherName = await other.locator('span.text-lg').innerText();
    await other.click();
    await page.waitForURL(
      (url) => /^\/chat\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(matchedId),
    );
    const otherId = new URL(page.url()).pathname.split('/').at(-1)!;
    await eventually(() => page.getByRole('banner').innerText()).toContain(otherName);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(otherName.split(' ')[0]);
    await screenshot(page, 'chat-coach-1280');

    // The choice is saved: home highlights the new coach and Chat leads to it, also after a reload.
    await page.reload();
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/home');
    await eventually(() => page.locator('button[aria-current="true"]').innerText()).toContain(otherName);
    expect(
      await page
        .getByRole('navigation', { name: 'Primary' })
        .getByRole('link', { name: 'Chat' })
        .getAttribute('href'),
    ).toBe(`/chat/${otherId}`);
  });

  it('shows the spec messages when completing onboarding fails, and stays on the last page', async () => {
    const { page, context, forgetErrors } = await openPage({ width: 390 });
    await signUp(page, 'Omar', 'Reyes');
    await expectPage(page, 1);
    await screenshot(page, 'onboarding-page-1-390');
    await answerFirstThreePages(page);
    await page.getByRole('checkbox', { name: /Mindset \/ Motivation/ }).check();

    await page.route('**/api/v1/onboarding/complete', (route) => route.abort('internetdisconnected'));
    await submitButton(page).click();
    await eventually(() => page.getByRole('alert').innerText()).toContain(
      'Network error. Please check your internet connection and try again.',
    );

    await page.unroute('**/api/v1/onboarding/complete');
    await page.route('**/api/v1/onboarding/complete', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'onboarding_save_failed',
            message: 'Failed to save onboarding data. Please try again.',
          },
        }),
      }),
    );
    await submitButton(page).click();
    await eventually(() => page.getByRole('alert').innerText()).toContain(
      'Failed to save onboarding data. Please try again.',
    );
    await expectPage(page, 4);
    await screenshot(page, 'onboarding-error-390');
    await page.unroute('**/api/v1/onboarding/complete');

    // A lost session: the server's 'logged in' message maps to the session-expired text.
    await context.clearCookies();
    await submitButton(page).click();
    await eventually(() => page.getByRole('alert').innerText()).toContain(
      'Your session has expired. Please log out and sign in again.',
    );
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    forgetErrors(FAILED_LOADS);
  });
});

const PAGE_TITLES: Record<string, string> = {
  '/home': 'Home',
  '/plan': 'Daily Practice',
  '/progress': 'Your Progress',
  '/community': 'Community',
  '/profile': 'Profile',
  '/chat': 'Chat',
};

/** Signs up through the UI and completes onboarding through the API (the wizard is covered above). */
async function onboardedPerson(page: Page): Promise<string> {
  await signUp(page, 'Lena', 'Park');
  const { coachId } = await completeOnboarding(page.request, {
    firstName: 'Lena',
    lastName: 'Park',
    answers: {
      age_range: 45,
      life_stage: 'established',
      stress_level: 4,
      stress_source: ['time'],
      initial_mood: 7,
      primary_goals: ['improve focus', 'build habits'],
      experience_level: 'intermediate',
      preferred_practice_time: 'morning',
      communication_level: ['analytical'],
      practice_style: ['neuroscience/behavioral change'],
      timezone: 'Europe/Berlin',
    },
  });
  await page.goto('/home');
  await page.waitForURL('**/home');
  return coachId;
}

describe('navigation shell', () => {
  for (const width of [390, 1280]) {
    it(`reaches every destination from the menu, the bottom bar and the avatar menu at ${width} px`, async () => {
      const { page } = await openPage({ width });
      const coachId = await onboardedPerson(page);
      const header = page.getByRole('banner');
      const title = () => header.locator('p').first().innerText();
      await eventually(title).toBe('Home');
      await screenshot(page, `home-${width}`);

      // The collapsible menu.
      for (const [label, path] of [
        ['Daily Practice', '/plan'],
        ['Your Progress', '/progress'],
        ['Community', '/community'],
        ['Profile', '/profile'],
        ['Home', '/home'],
      ] as const) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('navigation', { name: 'Menu' });
        if (label === 'Daily Practice') await screenshot(page, `menu-open-${width}`, { fullPage: false });
        await menu.getByRole('link', { name: label }).click();
        await page.waitForURL(`**${path}`);
        await eventually(title).toBe(PAGE_TITLES[path]);
        expect(await menu.count()).toBe(0);
      }

      // The bottom bar; Chat opens the matched coach.
      const bottomBar = page.getByRole('navigation', { name: 'Primary' });
      for (const [label, path] of [
        ['Practice', '/plan'],
        ['Progress', '/progress'],
        ['Community', '/community'],
        ['Home', '/home'],
        ['Chat', `/chat/${coachId}`],
      ] as const) {
        await bottomBar.getByRole('link', { name: label }).click();
        await page.waitForURL(`**${path}`);
        await eventually(() =>
          bottomBar.getByRole('link', { name: label }).getAttribute('aria-current'),
        ).toBe('page');
      }
      await eventually(() => header.innerText()).toMatch(/Nadia|Theo|Maya|Leo|Iris/);
      await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Chat with /);
      await screenshot(page, `chat-header-${width}`);

      // Back to the list, then the product name and the Practice button.
      await page.getByRole('link', { name: 'Back to coaches' }).click();
      await page.waitForURL((url) => url.pathname === '/chat');
      await eventually(title).toBe('Chat');
      await page.getByRole('link', { name: 'Practice' }).first().click();
      await page.waitForURL('**/plan');
      await eventually(title).toBe('Daily Practice');
      await page.getByRole('banner').getByRole('link', { name: 'Flowmind' }).click();
      await page.waitForURL('**/home');

      // The avatar menu: Profile, Voice Settings (a dialog), Sign Out.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await page.waitForURL('**/profile');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Voice Settings' }).click();
      const voice = page.getByRole('dialog', { name: 'Voice Settings' });
      await eventually(() => voice.getByRole('button', { name: /Test voice/ }).count()).toBe(1);
      await screenshot(page, `voice-settings-${width}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await eventually(() => voice.count()).toBe(0);

      // An unknown coach.
      await page.goto('/chat/unknown');
      await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Coach not found');
      expect(await header.innerText()).toContain('Coach Not Found');
      expect(await header.innerText()).toContain('Please try again');
      await screenshot(page, `chat-unknown-${width}`);

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/home');
      await page.waitForURL((url) => url.pathname === '/');
    });
  }
});
