import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INITIAL_MOOD_NOTE } from '@flowmind/core/onboarding';
import { addDays, localDateIn } from '@flowmind/core/time';
import { screenshot } from '../support/browser';
import { useBrowser, type TestPage } from '../support/fixture';
import { insertPastMoods, type PastMood } from '../support/database';
import { completeOnboarding, signUp } from '../support/people';

/**
 * One missed day in 7 is spent as a rest day (decision 0018): the streak goes on, and /progress names the
 * rest day, or says one is ready.
 */
const { openPage, newPerson } = useBrowser();

function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

/** The time zone of this machine, which the browser shares: 'today' on the page and the server agree. */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const PERSON = { firstName: 'Noor', lastName: 'Haddad', emailPrefix: 'streak-rest-day' };

const stats = (page: Page) => page.getByTestId('progress-stats');
const statsText = (page: Page) => stats(page).innerText();
/** A calendar day as the stats header names rest days. */
const shownDay = (localDate: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${localDate}T12:00:00Z`));

async function openProgress(page: Page) {
  await page.goto('/progress');
  await eventually(() => stats(page).count()).toBe(1);
}

/**
 * A person who answered the questionnaire `daysAgo[0]` days ago and checked in on each of the other days
 * ago, onboarded now: the questionnaire's mood is written once per person, so nothing is logged today.
 */
async function personWithHistory(daysAgo: number[]): Promise<TestPage> {
  const tab = await openPage();
  const account = await signUp(tab.page.request, PERSON);
  const today = localDateIn(TIME_ZONE);
  const moods: PastMood[] = daysAgo.map((ago, index) => ({
    localDate: addDays(today, -ago),
    at: '20:15',
    score: 7,
    ...(index === 0 ? { notes: INITIAL_MOOD_NOTE } : {}),
  }));
  await insertPastMoods(account.email, TIME_ZONE, moods);
  await completeOnboarding(tab.page.request, { ...PERSON, answers: { timezone: TIME_ZONE } });
  return tab;
}

/** The same person on a 390 px page, signed in with the 1280 px page's cookies. */
async function phoneOf(page: Page): Promise<TestPage> {
  const phone = await openPage({ width: 390, height: 844 });
  await phone.context.addCookies(await page.context().cookies());
  return phone;
}

async function logMoodInDialog(page: Page) {
  await page.getByRole('button', { name: 'Log Mood' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log Mood' });
  await dialog.getByRole('radio', { name: /^7 Good$/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await eventually(() => dialog.count()).toBe(0);
}

describe('streak rest days', () => {
  it('says a rest day is ready for a new streak', async () => {
    const { page } = await newPerson({ ...PERSON, answers: { timezone: TIME_ZONE } }, { width: 1280 });
    await openProgress(page);
    await eventually(() => statsText(page)).toContain('A rest day is ready if you miss a day.');
    expect(await statsText(page)).not.toContain('Rest days:');
    await screenshot(page, 'streak-rest-day-ready-1280');
    const phone = await phoneOf(page);
    await openProgress(phone.page);
    await eventually(() => statsText(phone.page)).toContain('A rest day is ready if you miss a day.');
    await screenshot(phone.page, 'streak-rest-day-ready-390');
  });

  it('keeps a streak through one missed day and names the rest day it spent', async () => {
    const today = localDateIn(TIME_ZONE);
    const restDay = addDays(today, -3);
    // Six days, nothing 3 days ago, then the day before yesterday and yesterday: an 8-day streak.
    const { page } = await personWithHistory([9, 8, 7, 6, 5, 4, 2, 1]);
    await openProgress(page);
    await eventually(() => statsText(page)).toMatch(/Streak\s+8\s+days/);
    expect(await statsText(page)).toContain('Keep your 8-day streak going today.');
    expect(await statsText(page)).toContain(`${shownDay(restDay)} was a rest day.`);
    expect(await statsText(page)).toContain(`Rest days: ${shownDay(restDay)}`);

    await logMoodInDialog(page);
    await eventually(() => statsText(page)).toMatch(/Streak\s+9\s+days/);
    expect(await statsText(page)).toContain(`Rest day used on ${shownDay(restDay)}. Your streak is safe.`);
    await screenshot(page, 'streak-rest-day-used-1280');
    const phone = await phoneOf(page);
    await openProgress(phone.page);
    await eventually(() => statsText(phone.page)).toContain(
      `Rest day used on ${shownDay(restDay)}. Your streak is safe.`,
    );
    await screenshot(phone.page, 'streak-rest-day-used-390');
  });

  it('keeps a streak alive the day after a missed day, with yesterday as the rest day to spend', async () => {
    const today = localDateIn(TIME_ZONE);
    const yesterday = addDays(today, -1);
    const { page } = await personWithHistory([4, 3, 2]);
    await openProgress(page);
    await eventually(() => statsText(page)).toMatch(/Streak\s+3\s+days/);
    expect(await statsText(page)).toContain('Keep your 3-day streak going today.');
    expect(await statsText(page)).toContain(`${shownDay(yesterday)} was a rest day.`);
    // Spent only once something is logged today.
    expect(await statsText(page)).not.toContain('Rest days:');
    await screenshot(page, 'streak-rest-day-pending-1280');
    const phone = await phoneOf(page);
    await openProgress(phone.page);
    await eventually(() => statsText(phone.page)).toContain(`${shownDay(yesterday)} was a rest day.`);
    await screenshot(phone.page, 'streak-rest-day-pending-390');

    await logMoodInDialog(page);
    await eventually(() => statsText(page)).toMatch(/Streak\s+4\s+days/);
    expect(await statsText(page)).toContain(`Rest day used on ${shownDay(yesterday)}. Your streak is safe.`);
    expect(await statsText(page)).toContain(`Rest days: ${shownDay(yesterday)}`);
  });
});
