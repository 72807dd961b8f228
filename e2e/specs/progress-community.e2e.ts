import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { postFromPage, screenshot } from '../support/browser';
import { useBrowser } from '../support/fixture';
import { CALM_ANSWERS } from '../support/people';
import { expectNoAxeViolations } from '../support/axe';

/**
 * /progress and /community as a person sees them: level, XP (x/100) and streak from the server, the mood chart
 * (one day's check-ins by time, up to 5) and its text description, practices per day and category, earned
 * achievements with their +XP, tabs by keyboard; the community preview's search, tabs and meeting dates.
 */
const { openPage, newPerson } = useBrowser();

function eventually<T>(read: () => T | Promise<T>, timeout = 10_000) {
  return expect.poll(read, { timeout });
}

/**
 * A calm person (initial mood 4, 'Meh') in the browser's own time zone, so 'today' on the page and on the
 * server agree; signed in on a 1280 px page.
 */
function onboardedPerson() {
  return newPerson({
    firstName: 'Rosa',
    lastName: 'Lind',
    emailPrefix: 'progress',
    answers: { ...CALM_ANSWERS, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  });
}

const stats = (page: Page) => page.getByTestId('progress-stats');
const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });
const panel = (page: Page) => page.getByRole('tabpanel');
const moodDescription = (page: Page) => page.getByTestId('mood-chart-description');
const practiceDescription = (page: Page) => page.getByTestId('practice-chart-description');
const text = (locator: Locator) => locator.innerText();
const content = (locator: Locator) => locator.evaluate((element) => element.textContent ?? '');
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe('progress', () => {
  it(
    'shows level, XP, streak, the mood chart, practice counts and achievements, with tabs by keyboard',
    { timeout: 150_000 },
    async () => {
      const { page } = await onboardedPerson();

      // A new person: the onboarding mood is the only entry, no practice yet: 5 XP and First Check-in's 20.
      await page.goto('/progress');
      await eventually(() => text(stats(page))).toMatch(/Level\s+1\s+25\/100 XP/);
      expect(await text(stats(page))).toMatch(/Streak\s+1\s+day/);
      await eventually(() => content(moodDescription(page))).toMatch(
        /^1 mood logged on \w+, \w+ \d+: .+: 4 \(Meh\)\.$/,
      );
      await eventually(() => text(panel(page))).toContain('Insights unlock after 3 check-ins');
      expect(await text(panel(page))).toContain('You have 1 of 3 in the last 14 days');
      await tab(page, 'Practices').click();
      await eventually(() => text(panel(page))).toContain('No practices in the last 14 days yet');
      expect(page.url()).toContain('tab=practices');

      // Moods and a practice through the API from the page; live updates bring them in without a reload.
      await tab(page, 'Mood').click();
      expect(await postFromPage(page, '/api/v1/mood', { mood_score: 6 })).toBe(201);
      expect(await postFromPage(page, '/api/v1/mood', { mood_score: 9 })).toBe(201);
      const practices = await page.evaluate(async () => {
        const response = await fetch('/api/v1/practices');
        return (await response.json()).practices as {
          id: string;
          name: string;
          category: { name: string };
        }[];
      });
      const breathwork = practices.find((practice) => practice.category.name === 'Breathwork')!;
      expect(breathwork).toBeDefined();
      // The completion earns 10 + 5 (rated 8); the done screen's mood (8) is logged with it.
      expect(
        await postFromPage(page, '/api/v1/practice-completions', { practiceId: breathwork.id, moodAfter: 8 }),
      ).toBe(201);
      expect(await postFromPage(page, '/api/v1/mood', { mood_score: 7 })).toBe(201);
      // 25 + 5 + 8 + 15 + First Practice's 30 = 83 XP: the day's fourth and fifth moods (the done screen's
      // and the 7) are logged without XP, as only three check-ins a day earn it.
      await eventually(() => text(stats(page)), 15_000).toMatch(/Level\s+1\s+83\/100 XP/);

      // One more through the Log Mood dialog: the chart follows at once, as the write invalidates it.
      await page.getByRole('button', { name: 'Log Mood' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Log Mood' });
      await dialog.getByRole('radio', { name: /Great$/ }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await eventually(() => dialog.count()).toBe(0);

      // All six entries are today's: the latest 5 are shown by time, oldest first (the 4 drops out).
      await eventually(() => content(moodDescription(page))).toMatch(
        /^5 moods logged on \w+, \w+ \d+: .+: 6 \(Fine\), .+: 9 \(Excellent\), .+: 8 \(Great\), .+: 7 \(Good\), .+: 8 \(Great\)\.$/,
      );
      expect(await page.locator('figure table tbody tr').count()).toBe(5);
      expect(await text(stats(page))).toMatch(/Level\s+1\s+83\/100 XP/);
      expect(await text(stats(page))).toMatch(/Streak\s+1\s+day/);
      expect(await text(stats(page))).toMatch(/Total XP\s+83/);
      // Six entries averaging 7: a positive insight.
      await eventually(() => text(page.getByTestId('mood-insight'))).toContain('Positive');
      expect(await text(page.getByTestId('mood-insight'))).toContain('averaged 7');
      await screenshot(page, 'progress-mood-1280');
      await expectNoAxeViolations(page, 'mood tab');

      // Tabs by keyboard: arrows move and select, the URL follows, Home and End jump to the ends.
      await tab(page, 'Mood').focus();
      await page.keyboard.press('ArrowRight');
      await eventually(() => tab(page, 'Practices').getAttribute('aria-selected')).toBe('true');
      expect(await isFocused(tab(page, 'Practices'))).toBe(true);
      expect(await tab(page, 'Mood').getAttribute('tabindex')).toBe('-1');
      await eventually(() => content(practiceDescription(page))).toMatch(
        /^1 practice completed on 1 day in the last 14 days \(Breathwork 1\)\. Most on \w+, \w+ \d+: 1\.$/,
      );
      const categories = page.getByRole('list', { name: 'Practices by category' });
      expect(await text(categories)).toMatch(/Breathwork\s+1/);
      // 14 days, every one in the table, today last with its one practice.
      const rows = page.locator('figure table tbody tr');
      expect(await rows.count()).toBe(14);
      expect(await text(rows.last())).toMatch(/1\s+Breathwork 1/);
      expect(page.url()).toContain('tab=practices');
      await screenshot(page, 'progress-practices-1280');
      await expectNoAxeViolations(page, 'practices tab');

      await page.keyboard.press('End');
      await eventually(() => tab(page, 'Achievements').getAttribute('aria-selected')).toBe('true');
      expect(await isFocused(tab(page, 'Achievements'))).toBe(true);
      await page.keyboard.press('ArrowRight');
      await eventually(() => tab(page, 'Mood').getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('ArrowLeft');
      await eventually(() => tab(page, 'Achievements').getAttribute('aria-selected')).toBe('true');

      // The seeded first achievements are earned and show their XP; the rest are dimmed with progress.
      const badges = page.getByTestId('achievement-badge');
      await eventually(() => badges.count()).toBe(6);
      const earned = page.locator('[data-testid="achievement-badge"][data-completed="true"]');
      expect(await earned.count()).toBe(2);
      expect(await text(earned.nth(0))).toMatch(/First Check-in[\s\S]*\+20 XP/);
      expect(await text(earned.nth(1))).toMatch(/First Practice[\s\S]*\+30 XP/);
      expect(await text(panel(page))).toContain('2 of 10 earned');
      const upNext = page.getByTestId('achievement-progress');
      expect(await upNext.count()).toBe(4);
      expect(
        await page.getByRole('progressbar', { name: 'Week Warrior progress' }).getAttribute('aria-valuetext'),
      ).toBe('1 of 7');
      await screenshot(page, 'progress-achievements-1280');
      await expectNoAxeViolations(page, 'achievements tab');

      // The tab survives a reload through the address; the same screen on a phone.
      const phone = await openPage({ width: 390, height: 844 });
      await phone.context.addCookies(await page.context().cookies());
      await phone.page.goto('/progress?tab=achievements');
      await eventually(() => phone.page.getByTestId('achievement-badge').count()).toBe(6);
      await screenshot(phone.page, 'progress-achievements-390');
      await tab(phone.page, 'Mood').click();
      await eventually(() => content(moodDescription(phone.page))).toContain('5 moods logged');
      await eventually(() => phone.page.locator('figure svg circle').count()).toBe(5);
      await screenshot(phone.page, 'progress-mood-390');
      await tab(phone.page, 'Practices').click();
      await eventually(() => phone.page.locator('figure svg').count()).toBe(1);
      await screenshot(phone.page, 'progress-practices-390');
    },
  );
});

describe('community', () => {
  it('filters the sample connections, shows the circles with their meeting dates, and says it is a preview', async () => {
    const { page } = await onboardedPerson();
    await page.goto('/community');

    await eventually(() => text(page.getByTestId('community-preview-notice'))).toContain('Community preview');
    const cards = page.getByTestId('connection-card');
    await eventually(() => cards.count()).toBe(5);
    await screenshot(page, 'community-connections-1280');
    await expectNoAxeViolations(page, 'connections');

    const search = page.getByPlaceholder('Search connections...');
    await search.fill('breathwork');
    await eventually(() => cards.count()).toBe(2);
    expect(await text(cards.nth(0))).toContain('Maya Chen');
    expect(await text(cards.nth(1))).toContain('Aisha Rahman');
    expect(await text(tab(page, /^Connections/))).toBe('Connections (2)');
    await search.fill('zebra');
    await eventually(() => text(panel(page))).toContain('No connections match “zebra”');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await eventually(() => cards.count()).toBe(5);

    // Buttons that would need a backend say so instead of pretending.
    await page.getByRole('button', { name: 'Connect', exact: true }).first().click();
    await eventually(() => text(page.getByTestId('community-notice'))).toBe(
      'Connecting with Maya Chen is coming soon. This is a preview, so nothing was sent.',
    );

    // Circles by keyboard, meeting 2 and 4 days from today.
    await tab(page, /^Connections/).focus();
    await page.keyboard.press('ArrowRight');
    await eventually(() => tab(page, 'Circles').getAttribute('aria-selected')).toBe('true');
    const circles = page.getByTestId('circle-card');
    await eventually(() => circles.count()).toBe(2);
    expect(await text(circles.nth(0))).toContain('Next meeting in 2 days');
    expect(await text(circles.nth(1))).toContain('Next meeting in 4 days');
    const meetings = await circles.locator('time').evaluateAll((times) =>
      times.map((time) => {
        const at = new Date(time.getAttribute('datetime')!);
        const midnight = (date: Date) =>
          new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
        return {
          daysAhead: Math.round((midnight(at) - midnight(new Date())) / 86_400_000),
          shown: time.textContent,
          expected: new Intl.DateTimeFormat(undefined, {
            weekday: 'long',
            month: 'long',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
          }).format(at),
        };
      }),
    );
    expect(meetings.map((meeting) => meeting.daysAhead)).toEqual([2, 4]);
    for (const meeting of meetings) expect(meeting.shown).toBe(meeting.expected);
    await page.getByRole('button', { name: 'Join Circle' }).first().click();
    await eventually(() => text(page.getByTestId('community-notice'))).toContain(
      'Joining Morning Mindfulness Circle is coming soon.',
    );
    await screenshot(page, 'community-circles-1280');
    await expectNoAxeViolations(page, 'circles');

    // Typing in the search from the Circles tab brings the matching connections into view.
    await search.fill('sleep');
    await eventually(() => tab(page, /^Connections/).getAttribute('aria-selected')).toBe('true');
    await eventually(() => cards.count()).toBe(1);

    const phone = await openPage({ width: 390, height: 844 });
    await phone.context.addCookies(await page.context().cookies());
    await phone.page.goto('/community');
    await eventually(() => phone.page.getByTestId('connection-card').count()).toBe(5);
    await screenshot(phone.page, 'community-connections-390');
    await phone.page.goto('/community?tab=circles');
    await eventually(() => phone.page.getByTestId('circle-card').count()).toBe(2);
    await screenshot(phone.page, 'community-circles-390');
  });
});
