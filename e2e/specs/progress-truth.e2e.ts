import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  XP_HIGH_MOOD_BONUS,
  XP_HIGH_RATING_BONUS,
  XP_PER_MOOD,
  XP_PER_PRACTICE,
} from '@flowmind/core/gamification';
import { INITIAL_MOOD_NOTE } from '@flowmind/core/onboarding';
import { practiceMoodNote } from '@flowmind/core/contracts/practices';
import { parsePracticeGuide } from '@flowmind/core/practice-guide';
import { dedicatedPracticeOf } from '@flowmind/core/standalone-practices';
import { addDays, localDateIn } from '@flowmind/core/time';
import { screenshot } from '../support/browser';
import { useBrowser } from '../support/fixture';
import { insertPastMoods } from '../support/database';
import { completeOnboarding, expectOnlyCompletionToday, signUp, TYPICAL_ANSWERS } from '../support/people';

/**
 * The progress numbers mean what people think they mean (decision 0017): total XP includes the reward of
 * each earned achievement, counted once; a practice done again the same day is not a second completion, but
 * its mood is still logged; a streak kept yesterday is still alive this morning, and says so.
 */
const { openPage } = useBrowser();

function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

/** This machine's time zone, which the browser shares: 'today' on the page and on the server agree. */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The seeded rewards (server/src/db/seed-data.ts) of the achievements these tests earn, and their number. */
const FIRST_CHECK_IN_XP = 20;
const FIRST_PRACTICE_XP = 30;
const ACHIEVEMENT_COUNT = 10;
/** A new person's XP: the questionnaire's mood (5, no high-mood bonus) is their first check-in. */
const NEW_PERSON_XP = XP_PER_MOOD + FIRST_CHECK_IN_XP;

const PERSON = {
  firstName: 'Tove',
  lastName: 'Berg',
  emailPrefix: 'progress-truth',
  answers: { timezone: TIME_ZONE },
};

/**
 * A page signed in as a person who has only signed up (through the API). Motion is reduced, so clicks
 * need not wait for entrance animations.
 */
async function signedUpPerson() {
  const { page } = await openPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { email } = await signUp(page.request, PERSON);
  return { page, email };
}

/** A page signed in as a new person, signed up and onboarded through the API. */
async function onboardedPerson() {
  const { page, email } = await signedUpPerson();
  await completeOnboarding(page.request, PERSON);
  return { page, email };
}

const bodyText = (page: Page) => page.locator('body').innerText();
const stats = (page: Page) => page.getByTestId('progress-stats');
const text = (locator: Locator) => locator.innerText();
const earnedBadges = (page: Page) => page.locator('[data-testid="achievement-badge"][data-completed="true"]');

async function openProgress(page: Page, tab: 'mood' | 'achievements' = 'mood') {
  await page.goto(`/progress?tab=${tab}`);
  await eventually(() => stats(page).count()).toBe(1);
}

/** The total XP the stats header shows. */
async function totalXp(page: Page): Promise<number> {
  const shown = /Total XP\s+(\d+)\s+XP/.exec(await text(stats(page)));
  expect(shown, 'the Total XP tile').not.toBeNull();
  return Number(shown![1]);
}

/**
 * With SCREENSHOT_DIR set, screenshots the page (1280 px) and its address opened for the same person on a
 * 390 px page (a phone), with the browser's time fixed at `fixedTime` when given, once nothing is loading.
 */
async function screenshotBothWidths(page: Page, name: string, fixedTime?: Date) {
  if (!process.env.SCREENSHOT_DIR) return;
  await screenshot(page, `${name}-1280`);
  const phone = await openPage({ width: 390, height: 844 });
  await phone.page.emulateMedia({ reducedMotion: 'reduce' });
  if (fixedTime) await phone.page.clock.setFixedTime(fixedTime);
  await phone.context.addCookies(await page.context().cookies());
  await phone.page.goto(page.url());
  await eventually(() => stats(phone.page).count()).toBe(1);
  await eventually(() => phone.page.locator('[aria-busy="true"]').count()).toBe(0);
  await screenshot(phone.page, `${name}-390`);
  await phone.close();
}

/** Logs a mood through the Log Mood dialog, opened from /home's tile or /progress's button. */
async function logMoodInDialog(page: Page, label: RegExp) {
  await page.getByRole('button', { name: 'Log Mood' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log Mood' });
  await dialog.getByRole('radio', { name: label }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await eventually(() => dialog.count()).toBe(0);
}

/**
 * From the player's intro, runs the page's clock through each step (its length and a second more) to the
 * done screen; the clock moves no further than the practice lasts.
 */
async function practiseToTheEnd(page: Page, stepSeconds: number[]) {
  await page.getByRole('button', { name: 'Begin' }).click();
  for (const [index, seconds] of stepSeconds.entries()) {
    await page.clock.fastForward((seconds + 1) * 1000);
    await page.clock.runFor(500);
    if (index < stepSeconds.length - 1) {
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
    }
  }
  await eventually(() => page.getByText('How do you feel now?').isVisible()).toBe(true);
}

/**
 * Starts noting whether a button reading exactly `label` shows on the page (until the next page load), for
 * a state that lasts only a moment: the done screen's Continue reads 'Saved' just before the plan opens.
 * Returns a reader of whether it has shown.
 */
async function noteButtonLabel(page: Page, label: string): Promise<() => Promise<boolean>> {
  await page.evaluate((label) => {
    const noted = { shown: false };
    (window as unknown as { __buttonLabel: typeof noted }).__buttonLabel = noted;
    new MutationObserver(() => {
      const buttons = Array.from(document.querySelectorAll('button'));
      if (buttons.some((button) => button.textContent?.trim() === label)) noted.shown = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, label);
  return () =>
    page.evaluate(() => (window as unknown as { __buttonLabel: { shown: boolean } }).__buttonLabel.shown);
}

/** The instant a wall-clock time (HH:MM) of a local date is in a time zone. */
function instantIn(timeZone: string, localDate: string, time: string): Date {
  const wall = Date.parse(`${localDate}T${time}:00Z`);
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const shownAt = (instant: number) => Date.parse(`${format.format(instant).replace(' ', 'T')}Z`);
  // Twice: the zone's offset at the first guess may differ from the one at the answer (a DST change).
  let instant = wall;
  for (let round = 0; round < 2; round++) instant = wall - (shownAt(instant) - instant);
  return new Date(instant);
}

describe('progress numbers people can trust', () => {
  it(
    "adds First Check-in's reward to total XP when it is earned, and only once",
    { timeout: 90_000 },
    async () => {
      // Signed up, nothing logged yet: no XP, no achievement.
      const { page } = await signedUpPerson();
      const before = await (await page.request.get('/api/v1/progress')).json();
      expect(before.stats.totalXP).toBe(0);
      expect(
        before.achievements.filter((achievement: { isCompleted: boolean }) => achievement.isCompleted),
      ).toEqual([]);

      // The questionnaire's mood is the first check-in: its XP and First Check-in's reward.
      await completeOnboarding(page.request, PERSON);
      expect(TYPICAL_ANSWERS.initial_mood).toBeLessThan(8);
      await openProgress(page);
      await eventually(() => totalXp(page)).toBe(NEW_PERSON_XP);
      expect(await text(stats(page))).toMatch(new RegExp(`Level\\s+1\\s+${NEW_PERSON_XP}/100 XP`));
      await page.getByRole('tab', { name: 'Achievements' }).click();
      await eventually(() => earnedBadges(page).count()).toBe(1);
      expect(await text(earnedBadges(page).first())).toMatch(
        new RegExp(`First Check-in[\\s\\S]*\\+${FIRST_CHECK_IN_XP} XP`),
      );
      expect(await bodyText(page)).toContain(`1 of ${ACHIEVEMENT_COUNT} earned`);

      // A check-in of 8 on /home earns its XP and the high-mood bonus; First Check-in is not counted again.
      await page.goto('/home');
      await eventually(() => page.getByTestId('today-mood').count()).toBe(1);
      await logMoodInDialog(page, /^8 Great$/);
      await eventually(() => text(page.getByTestId('today-mood'))).toContain('Great');
      const afterCheckIn = NEW_PERSON_XP + XP_PER_MOOD + XP_HIGH_MOOD_BONUS;
      await openProgress(page, 'achievements');
      await eventually(() => totalXp(page)).toBe(afterCheckIn);
      expect(await text(stats(page))).toMatch(new RegExp(`Level\\s+1\\s+${afterCheckIn}/100 XP`));
      await eventually(() => earnedBadges(page).count()).toBe(1);
      expect(await bodyText(page)).toContain(`1 of ${ACHIEVEMENT_COUNT} earned`);
      await screenshotBothWidths(page, 'progress-truth-check-in');
    },
  );

  it(
    'logs the mood of each session of a practice done twice in a day, and records one completion',
    { timeout: 150_000 },
    async () => {
      const { page } = await onboardedPerson();
      await page.clock.install();
      // A practice of the generic player, the one of fewest steps.
      const { practices } = (await (await page.request.get('/api/v1/practices')).json()) as {
        practices: {
          id: string;
          name: string;
          description: string;
          duration_minutes: number;
          step_by_step_guide: unknown;
        }[];
      };
      const [practice] = practices
        .filter((candidate) => !dedicatedPracticeOf(candidate))
        .map((candidate) => ({
          ...candidate,
          stepSeconds: parsePracticeGuide(candidate.step_by_step_guide, {
            name: candidate.name,
            description: candidate.description,
            durationMinutes: candidate.duration_minutes,
          }).map((phase) => phase.durationSeconds),
        }))
        .sort((a, b) => a.stepSeconds.length - b.stepSeconds.length);
      expect(practice).toBeDefined();
      const { id, name, stepSeconds } = practice!;

      // Twice through the player, a different mood each time; Continue says it saved, then the plan opens.
      for (const mood of ['6 Fine', '9 Excellent']) {
        await page.goto(`/practice?practiceId=${id}`);
        await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
        await practiseToTheEnd(page, stepSeconds);
        await page
          .getByRole('group', { name: 'How do you feel now?' })
          .getByRole('radio', { name: mood })
          .check();
        const savedShown = await noteButtonLabel(page, 'Saved');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await page.waitForURL('**/plan');
        expect(await savedShown()).toBe(true);
        await eventually(() => bodyText(page)).toMatch(/[1-9]\d* of \d+ completed/);
      }

      // Both moods are logged with the practice's note, newest first; the day holds one completion, the first.
      const { entries } = (await (await page.request.get('/api/v1/mood/history')).json()) as {
        entries: { mood_score: number; notes: string | null }[];
      };
      expect(entries.map((entry) => [entry.mood_score, entry.notes])).toEqual([
        [9, practiceMoodNote(name)],
        [6, practiceMoodNote(name)],
        [TYPICAL_ANSWERS.initial_mood, INITIAL_MOOD_NOTE],
      ]);
      await expectOnlyCompletionToday(page.request, { practice: { name }, mood_after: 6 });

      // The one completion earns its XP, the bonus of its rating (8, as the helpfulness question was skipped)
      // and First Practice's reward, once; both moods earn XP, as the day's second and third check-ins.
      const practiceXp = XP_PER_PRACTICE + XP_HIGH_RATING_BONUS + FIRST_PRACTICE_XP;
      const moodsXp = XP_PER_MOOD + (XP_PER_MOOD + XP_HIGH_MOOD_BONUS);
      await openProgress(page);
      await eventually(() => totalXp(page)).toBe(NEW_PERSON_XP + practiceXp + moodsXp);
      // The mood tab shows the day's three check-ins by time.
      await eventually(() =>
        page.getByTestId('mood-chart-description').evaluate((element) => element.textContent ?? ''),
      ).toMatch(/^3 moods logged on .+: 5 \(Neutral\), .+: 6 \(Fine\), .+: 9 \(Excellent\)\.$/);
      await screenshotBothWidths(page, 'progress-truth-practice-twice');
    },
  );

  it(
    "shows yesterday's streak alive this morning, at risk until something is logged today",
    { timeout: 90_000 },
    async () => {
      // A person who answered the questionnaire the day before yesterday and checked in yesterday. The
      // questionnaire's mood is written once per person, so onboarding now finds it and logs nothing today.
      const { page, email } = await signedUpPerson();
      const today = localDateIn(TIME_ZONE);
      await insertPastMoods(email, TIME_ZONE, [
        {
          localDate: addDays(today, -2),
          at: '20:15',
          score: TYPICAL_ANSWERS.initial_mood,
          notes: INITIAL_MOOD_NOTE,
        },
        { localDate: addDays(today, -1), at: '21:40', score: 7 },
      ]);
      await completeOnboarding(page.request, PERSON);
      expect((await (await page.request.get('/api/v1/mood/today')).json()).hasLoggedToday).toBe(false);

      // 07:30 this morning in the browser; the server's day is the real one, the same date.
      const morning = instantIn(TIME_ZONE, today, '07:30');
      await page.clock.setFixedTime(morning);
      await openProgress(page);
      await eventually(() => text(stats(page))).toMatch(/Streak\s+2\s+days/);
      expect(await text(stats(page))).toContain('Keep your 2-day streak going today.');
      // Two check-ins on two days and First Check-in's reward.
      const seededXp = 2 * XP_PER_MOOD + FIRST_CHECK_IN_XP;
      expect(await totalXp(page)).toBe(seededXp);
      await eventually(() => page.getByTestId('mood-chart-description').count()).toBe(1);
      await screenshotBothWidths(page, 'progress-truth-streak-at-risk', morning);

      // A check-in this morning keeps the streak: 3 days, and nothing at risk any more.
      await logMoodInDialog(page, /^7 Good$/);
      await eventually(() => text(stats(page))).toMatch(/Streak\s+3\s+days/);
      expect(await text(stats(page))).not.toContain('Keep your');
      expect(await totalXp(page)).toBe(seededXp + XP_PER_MOOD);
      await screenshotBothWidths(page, 'progress-truth-streak-kept', morning);
    },
  );
});
