import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, uniqueEmail } from '../support/browser';
import { FAILED_LOADS, useBrowser } from '../support/fixture';

const { openPage } = useBrowser();

function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 10_000 });
}

const PASSWORD = 'calm-waters-42';
const bodyText = (page: Page) => page.locator('body').innerText();
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
/** The switches of the preferences form (the page's push switch for this device is not one of them). */
const preferenceSwitches = (page: Page) =>
  page.getByRole('form', { name: 'Notification preferences' }).getByRole('switch');

/** Signs up and answers the four onboarding pages (goals: Better sleep, Emotional balance); lands on /home. */
async function signUpAndOnboard(page: Page, first = 'Nora', last = 'Quinn'): Promise<string> {
  const email = uniqueEmail('profile');
  await page.goto('/signup');
  await page.getByLabel('First name', { exact: false }).fill(first);
  await page.getByLabel('Last name', { exact: false }).fill(last);
  await page.getByLabel('Email', { exact: false }).fill(email);
  await page.getByLabel(/^password$/i).fill(PASSWORD);
  await page.getByLabel(/confirm password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /create account/i }).click();
  await page.waitForURL('**/onboarding', { timeout: 15_000 });
  await eventually(() => bodyText(page)).toContain('Page 1 of 4');
  await page.getByRole('radio', { name: '26-35' }).check();
  await page.getByRole('radio', { name: /Career Growth/ }).check();
  await page.getByRole('radio', { name: 'Work' }).check();
  await nextButton(page).click();
  await eventually(() => bodyText(page)).toContain('Page 2 of 4');
  await page.getByRole('checkbox', { name: 'Better sleep' }).check();
  await page.getByRole('checkbox', { name: 'Emotional balance' }).check();
  await nextButton(page).click();
  await eventually(() => bodyText(page)).toContain('Page 3 of 4');
  await page.getByRole('radio', { name: /Beginner/ }).check();
  await page.getByRole('radio', { name: /Evening/ }).check();
  await page.getByRole('radio', { name: 'Supportive & Encouraging' }).check();
  await nextButton(page).click();
  await eventually(() => bodyText(page)).toContain('Page 4 of 4');
  await page.getByRole('checkbox', { name: /Mindfulness \/ Spirituality/ }).check();
  await page.getByRole('button', { name: 'Complete Setup & Get Matched' }).click();
  await page.waitForURL('**/home', { timeout: 15_000 });
  return email;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: false }).fill(email);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await eventually(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
  await eventually(() => page.getByRole('region', { name: 'Profile' }).count()).toBe(1);
}

const header = (page: Page) => page.getByTestId('profile-header');
const profileSection = (page: Page) => page.getByRole('region', { name: 'Profile', exact: true });

async function addGoal(page: Page, goal: string) {
  await page.getByRole('button', { name: 'Add Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a goal' });
  await dialog.getByLabel('Enter a new goal:').fill(goal);
  await dialog.getByRole('button', { name: 'Add Goal' }).click();
  await eventually(() => dialog.count()).toBe(0);
}

describe('profile and settings', () => {
  it(
    'edits names, goals, social links and coach, keeps them after a reload, and stays in edit mode on an error',
    { timeout: 120_000 },
    async () => {
      const tab = await openPage({ width: 1280 });
      const { page } = tab;
      await signUpAndOnboard(page);
      await openProfile(page);

      // Header: name, the onboarding goals, level and streak (the onboarding mood started a 1-day streak).
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Nora Quinn');
      const goals = page.getByRole('list', { name: 'Your goals' });
      await eventually(() => goals.innerText()).toContain('Better sleep');
      expect(await goals.innerText()).toContain('Emotional balance');
      await eventually(() => header(page).innerText()).toMatch(/Level\s+1\s+\d+\/100 XP/);
      expect(await header(page).innerText()).toMatch(/Streak\s+1\s+day/);
      for (const section of [
        'Profile',
        'Notifications',
        'Subscription',
        'Privacy & Security',
        'Help & Support',
      ]) {
        expect(
          await page.getByRole('heading', { level: 2, name: section, exact: true }).count(),
          section,
        ).toBe(1);
      }
      expect(await page.getByRole('button', { name: 'Sign Out' }).count()).toBe(1);
      const subscription = page.getByRole('region', { name: 'Subscription' });
      const plans = await subscription.innerText();
      expect(plans).toContain('Free Plan');
      expect(plans).toMatch(/Premium\s+\$9\.99\s*\/month/);
      expect(plans).toMatch(/Elite\s+\$49\.99\s*\/month/);
      expect(plans).toContain('Personalized AI copilot');
      expect(plans).toContain('1:1 expert matching');
      expect(plans).toContain("Upgrades aren't available yet");
      expect(await subscription.getByRole('button', { name: 'Upgrade to Premium' }).isDisabled()).toBe(true);
      await screenshot(page, 'profile-view-1280');

      // Edit mode: email read-only; names, links, goals (added through 'Enter a new goal:', removed one by one).
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const form = page.getByRole('form', { name: 'Edit profile' });
      const email = form.getByLabel('Email');
      expect(await email.getAttribute('readonly')).not.toBeNull();
      expect(await form.innerText()).toContain('Email cannot be changed');
      expect(await page.getByRole('button', { name: 'Cancel' }).first().isVisible()).toBe(true);
      await form.getByLabel('First name').fill('Noor');
      await form.getByLabel('Last name').fill('Quinn-Hale');
      await form.getByLabel('Social links').fill('instagram.com/noor,  , https://x.com/noor');
      await addGoal(page, '  Calm mornings  ');
      await addGoal(page, 'Read more');
      await addGoal(page, 'Run a 5k');
      // A blank goal cannot be added.
      await page.getByRole('button', { name: 'Add Goal' }).click();
      const goalDialog = page.getByRole('dialog', { name: 'Add a goal' });
      await goalDialog.getByLabel('Enter a new goal:').fill('    ');
      expect(await goalDialog.getByRole('button', { name: 'Add Goal' }).isDisabled()).toBe(true);
      await page.keyboard.press('Escape');
      await form.getByRole('button', { name: 'Remove goal Emotional balance' }).click();
      expect(await form.getByRole('button', { name: /^Remove goal/ }).count()).toBe(4);

      const coachSelect = form.getByLabel('AI guide');
      expect(await coachSelect.locator('option').first().innerText()).toBe('Select your preferred AI guide');
      const currentCoach = await coachSelect.inputValue();
      const options = await coachSelect
        .locator('option')
        .evaluateAll((nodes) =>
          nodes.map((node) => ({ value: (node as HTMLOptionElement).value, text: node.textContent ?? '' })),
        );
      const newCoach = options.find((option) => option.value && option.value !== currentCoach)!;
      await coachSelect.selectOption(newCoach.value);
      const newCoachName = newCoach.text.split(' · ')[0]!;
      await screenshot(page, 'profile-edit-1280');

      // A failed save stays in edit mode, keeps what was typed and says so.
      await page.route('**/api/v1/profile', async (route) => {
        if (route.request().method() !== 'PATCH') return route.continue();
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'service_unavailable',
              message: 'Flowmind is briefly unavailable. Please try again in a moment.',
            },
          }),
        });
      });
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => form.getByRole('alert').innerText()).toContain(
        'Your profile was not saved: Flowmind is briefly unavailable.',
      );
      expect(await form.getByLabel('First name').inputValue()).toBe('Noor');
      tab.forgetErrors(FAILED_LOADS);
      await page.unroute('**/api/v1/profile');

      // Saving shows 'Saving...', then the view with the saved values.
      await page.route('**/api/v1/profile', async (route) => {
        if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => form.getByRole('button', { name: 'Saving...' }).count()).toBe(1);
      await eventually(() => page.getByRole('status').filter({ hasText: 'Profile saved.' }).count()).toBe(1);
      await page.unroute('**/api/v1/profile');

      const expectSaved = async () => {
        await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Noor Quinn-Hale');
        const headerGoals = await page.getByRole('list', { name: 'Your goals' }).innerText();
        expect(headerGoals).toContain('Better sleep');
        expect(headerGoals).toContain('Calm mornings');
        expect(headerGoals).toContain('Read more');
        expect(headerGoals).not.toContain('Run a 5k');
        expect(headerGoals).toContain('+1 more');
        expect(headerGoals).not.toContain('Emotional balance');
        const details = profileSection(page);
        await eventually(() => details.innerText()).toContain(newCoachName);
        const text = await details.innerText();
        expect(text).toContain('Run a 5k');
        expect(await details.getByRole('link', { name: 'instagram.com/noor' }).getAttribute('href')).toBe(
          'https://instagram.com/noor',
        );
        expect(await details.getByRole('link', { name: 'x.com/noor' }).count()).toBe(1);
      };
      await expectSaved();
      await screenshot(page, 'profile-saved-1280');
      await page.reload();
      await expectSaved();
      // The top bar's account menu carries the new name too.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await eventually(() => page.getByRole('menu', { name: 'Account' }).innerText()).toContain(
        'Noor Quinn-Hale',
      );
      await page.keyboard.press('Escape');
      await page.goto('/notifications');
      await eventually(() => preferenceSwitches(page).count()).toBe(5);
      await screenshot(page, 'notifications-1280');
    },
  );

  it('keeps notification preferences on the server: defaults, saved, still there after a reload', async () => {
    const tab = await openPage({ width: 390 });
    const { page } = tab;
    await signUpAndOnboard(page, 'Ines', 'Moreau');
    await openProfile(page);
    await screenshot(page, 'profile-view-390');
    await page.getByRole('link', { name: 'Manage notification preferences' }).click();
    await page.waitForURL('**/notifications');
    const names = [
      'Daily Reminders',
      'Mood Check Reminders',
      'Streak Reminders',
      'Weekly Summary',
      'Also by email',
    ];
    await eventually(() => preferenceSwitches(page).count()).toBe(5);
    const states = () =>
      Promise.all(names.map((name) => page.getByRole('switch', { name }).getAttribute('aria-checked')));
    // The three nudges on; the weekly email and reminders by email off until asked for.
    expect(await states()).toEqual(['true', 'true', 'true', 'false', 'false']);
    await page.getByRole('switch', { name: 'Streak Reminders' }).click();
    // Keyboard works too.
    await page.getByRole('switch', { name: 'Weekly Summary' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('switch', { name: 'Weekly Summary' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await page.getByLabel('From').inputValue()).toBe('22:00');
    await page.getByLabel('Until').fill('07:30');
    expect(await bodyText(page)).toContain('You have unsaved changes.');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await eventually(() => page.getByRole('status').filter({ hasText: 'saved' }).innerText()).toBe(
      'Your notification preferences were saved.',
    );
    await screenshot(page, 'notifications-390');

    await page.reload();
    await eventually(() => preferenceSwitches(page).count()).toBe(5);
    expect(await states()).toEqual(['true', 'true', 'false', 'true', 'false']);
    expect(await page.getByLabel('Until').inputValue()).toBe('07:30');
  }, 90_000);

  it('downloads the data, changes the password (ending other sessions), then deletes the account', async () => {
    const tab = await openPage({ width: 1280 });
    const { page } = tab;
    const email = await signUpAndOnboard(page, 'Owen', 'Park');

    // A mood with a note to find in the export.
    await page.getByRole('button', { name: /Log Mood/ }).click();
    const moodDialog = page.getByRole('dialog', { name: 'Log Mood' });
    await moodDialog.getByRole('radio', { name: /Great$/ }).check();
    await moodDialog.getByLabel('Note (optional)').fill('Export me, "please" =1+1');
    await moodDialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => moodDialog.count()).toBe(0);

    await openProfile(page);
    const privacy = page.getByRole('region', { name: 'Privacy & Security' });
    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      privacy.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    expect(jsonDownload.suggestedFilename()).toMatch(/^flowmind-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fs.readFileSync(await jsonDownload.path(), 'utf8')) as {
      profile: { email: string; firstName: string };
      moods: Array<{ moodScore: number; notes: string | null }>;
    };
    expect(exported.profile).toMatchObject({ email, firstName: 'Owen' });
    expect(exported.moods).toContainEqual(
      expect.objectContaining({ moodScore: 8, notes: 'Export me, "please" =1+1' }),
    );
    await eventually(() => privacy.getByRole('status').filter({ hasText: 'Downloaded' }).innerText()).toMatch(
      /^Downloaded flowmind-export-\d{4}-\d{2}-\d{2}\.json\.$/,
    );

    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      privacy.getByRole('button', { name: 'Download Moods CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^flowmind-moods-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await csvDownload.path(), 'utf8');
    expect(csv).toContain('date,created_at,mood_score,energy_level,stress_level,entry_type,notes');
    expect(csv).toContain('"Export me, ""please"" =1+1"');

    // A second device signed in as the same person.
    const other = await openPage({ width: 390 });
    await signIn(other.page, email, PASSWORD);
    await other.page.waitForURL('**/home', { timeout: 15_000 });

    // Change password: the rules of sign-up apply; the current password must be right.
    const form = privacy.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill('tide-pools-77');
    await form.getByLabel('Confirm new password').fill('tide-pools-78');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await eventually(() => form.getByRole('alert').innerText()).toBe('Passwords do not match');
    await form.getByLabel('Confirm new password').fill('tide-pools-77');
    await form.getByLabel('Current password').fill('wrong-password');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await eventually(() => form.getByRole('alert').innerText()).toBe('Your current password is incorrect.');
    tab.forgetErrors(FAILED_LOADS);
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await eventually(() => privacy.getByRole('status').filter({ hasText: 'password' }).innerText()).toContain(
      'Your password was changed.',
    );
    await screenshot(page, 'profile-password-changed-1280');

    // This session continues; the other device is signed out.
    await page.reload();
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Owen Park');
    await other.page.reload();
    await other.page.waitForURL((url) => !url.pathname.startsWith('/home'), { timeout: 15_000 });
    other.forgetErrors(FAILED_LOADS);

    // Signing in again works with the new password only.
    await signIn(other.page, email, PASSWORD);
    await eventually(() => other.page.getByRole('alert').innerText()).toMatch(/invalid email or password/i);
    other.forgetErrors(FAILED_LOADS);
    await signIn(other.page, email, 'tide-pools-77');
    await other.page.waitForURL('**/home', { timeout: 15_000 });

    // Delete: the dialog says exactly what goes; a wrong password deletes nothing.
    await openProfile(page);
    await privacy.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const listed = await dialog.innerText();
    for (const item of [
      'Every mood check-in and its notes',
      'Every completed practice and its ratings',
      'Your conversations with every coach',
      'Your progress: XP, level, streaks and achievements',
      'It cannot be undone',
    ]) {
      expect(listed).toContain(item);
    }
    await dialog.getByLabel('Current password').fill('not-it-at-all');
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await eventually(() => dialog.getByRole('alert').innerText()).toBe(
      'That password is not correct. Your account was not deleted.',
    );
    tab.forgetErrors(FAILED_LOADS);
    await screenshot(page, 'profile-delete-dialog-1280', { fullPage: false });
    await dialog.getByLabel('Current password').fill('tide-pools-77');
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    const done = page.getByRole('dialog', { name: 'Account deleted' });
    await eventually(() => done.count()).toBe(1);
    await done.getByRole('button', { name: 'Done' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/');

    // The account is gone: the old credentials fail, and the other device is signed out.
    await signIn(page, email, 'tide-pools-77');
    await eventually(() => page.getByRole('alert').innerText()).toMatch(/invalid email or password/i);
    tab.forgetErrors(FAILED_LOADS);
    await other.page.goto('/profile');
    await other.page.waitForURL((url) => url.pathname !== '/profile', { timeout: 15_000 });
    other.forgetErrors(FAILED_LOADS);
  }, 150_000);

  it('lays out the delete dialog and the profile on a phone', async () => {
    const { page } = await openPage({ width: 390 });
    await signUpAndOnboard(page, 'Maya', 'Lopez');
    await openProfile(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await screenshot(page, 'profile-edit-390');
    await page.getByRole('button', { name: 'Cancel' }).first().click();
    // Focus returns to the button that opened the form.
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Edit Profile');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await eventually(() => dialog.count()).toBe(1);
    await screenshot(page, 'profile-delete-dialog-390', { fullPage: false });
    await dialog.getByRole('button', { name: 'Keep My Account' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Maya Lopez');
  }, 90_000);
});
