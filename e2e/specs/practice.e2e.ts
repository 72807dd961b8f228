import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEDICATED_PRACTICES } from '@flowmind/core/standalone-practices';
import { baseUrl, screenshot } from '../support/browser';
import { FAILED_LOADS, useBrowser } from '../support/fixture';
import { genericPlanRows, planRows, practiseToTheEnd } from '../support/player';
import { expectNoAxeViolations } from '../support/axe';
import { expectOnlyCompletionToday } from '../support/people';

const { newPerson } = useBrowser();

function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

/** A person who finished onboarding, signed in on a page of the given width. */
function onboardedPerson(width: number) {
  return newPerson({ firstName: 'Nora', lastName: 'Quinn', emailPrefix: 'practice' }, { width });
}

const bodyText = (page: Page) => page.locator('body').innerText();

async function openPlan(page: Page) {
  await page.goto('/plan');
  await eventually(() => bodyText(page)).toMatch(/\d+ of \d+ completed/);
}

describe('practices: plan, catalogue and the generic player', () => {
  it(
    'takes a database practice from the plan to done, records it with the mood, and checks it on the plan',
    { timeout: 120_000 },
    async () => {
      const { page } = await onboardedPerson(1280);
      await page.clock.install();

      // While the plan loads, skeleton rows hold its place.
      let releasePlan!: () => void;
      const planHeld = new Promise<void>((resolve) => (releasePlan = resolve));
      await page.route('**/api/v1/practices/plan', async (route) => {
        await planHeld;
        await route.continue();
      });
      await page.goto('/plan');
      await eventually(() => page.getByTestId('plan-skeleton-row').count()).toBe(3);
      releasePlan();
      await eventually(() => bodyText(page)).toMatch(/0 of \d+ completed/);
      await page.unroute('**/api/v1/practices/plan');

      const text = await bodyText(page);
      expect(text).toContain("Today's Practice Plan");
      expect(text).toContain('Curated by Maya Serrano');
      expect(text).toContain('These practices were designed by Maya Serrano');
      const rows = planRows(page);
      const total = await rows.count();
      expect(total).toBeGreaterThan(1);
      const progress = page.getByRole('progressbar', { name: "Today's progress" });
      expect(await progress.getAttribute('aria-valuenow')).toBe('0');
      expect(await progress.getAttribute('aria-valuemax')).toBe(String(total));
      // The total is the sum of the rows' minutes.
      const minutes = (await rows.allInnerTexts()).map((row) => Number(/(\d+) min/.exec(row)![1]));
      expect(text).toContain(`${minutes.reduce((sum, value) => sum + value, 0)} min total`);
      await expectNoAxeViolations(page, '/plan');
      await screenshot(page, 'practice-plan-1280');

      // Collapse cuts the list at 120 px; View all opens it again.
      await page.getByRole('button', { name: 'Collapse' }).click();
      const toggle = page.getByRole('button', { name: 'View all' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await eventually(() =>
        list.evaluate((element) => Math.round(element.getBoundingClientRect().height)),
      ).toBe(120);
      await toggle.click();
      expect(await page.getByRole('button', { name: 'Collapse' }).getAttribute('aria-expanded')).toBe('true');

      // The first practice without a dedicated player opens in the generic player, which prepares its spoken
      // prompts at once.
      const spokenTexts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/voice/generate'))
          spokenTexts.push((request.postDataJSON() as { text: string }).text);
      });
      const first = (await genericPlanRows(page))[0]!;
      const practiceName = (await first.locator('span.font-semibold').first().innerText()).trim();
      const href = await first.getAttribute('href');
      expect(href).toMatch(/^\/practice\?practiceId=[0-9a-f-]{36}$/);
      await first.click();
      await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(practiceName);
      expect(await page.getByRole('link', { name: 'Back to plan' }).getAttribute('href')).toBe('/plan');
      const steps = await page.locator('main ol > li').count();
      await eventually(() => spokenTexts.length).toBeGreaterThanOrEqual(steps + 2);
      expect(spokenTexts[0]).toBe(
        `Welcome to ${practiceName}. Find a comfortable position, and let's begin.`,
      );
      expect(spokenTexts[1]).toContain(`You've completed ${practiceName}`);
      await eventually(() => bodyText(page)).toMatch(/Voice guidance (is ready|will play as you go)\./);
      await expectNoAxeViolations(page, 'player intro');
      await screenshot(page, 'practice-player-intro-1280');

      // Keyboard: the intro's heading has focus; Tab reaches the optional mood question (one stop for the
      // group), the next one Begin. Skipping the question records the usual mood before, 5.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await eventually(() => bodyText(page)).toMatch(/Step 1 of \d+/);
      const timer = page.getByRole('timer');
      const before = await timer.innerText();
      // Background music waits for 5 s of the phase, then starts.
      const sound = page.getByRole('group', { name: 'Sound' });
      expect(await sound.getByRole('button', { name: 'Play music' }).count()).toBe(1);
      await page.clock.runFor(5_200);
      expect(await timer.innerText()).not.toBe(before);
      await eventually(() => sound.getByRole('button', { name: 'Pause music' }).count()).toBe(1);
      expect(await sound.getByRole('slider', { name: 'Music volume' }).inputValue()).toBe('0.3');

      // Pause stops the clock (and the music); Resume starts both again.
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      const paused = await timer.innerText();
      await page.clock.runFor(20_000);
      expect(await timer.innerText()).toBe(paused);
      expect(await bodyText(page)).toContain('Paused');
      await eventually(() => sound.getByRole('button', { name: 'Play music' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Resume', exact: true }).click();
      await page.clock.runFor(3_000);
      expect(await timer.innerText()).not.toBe(paused);
      await eventually(() => sound.getByRole('button', { name: 'Pause music' }).count()).toBe(1);
      await expectNoAxeViolations(page, 'player practice');

      // The first phase ends: phase-complete offers Continue and Complete Practice.
      await page.clock.fastForward(30 * 60_000);
      await page.clock.runFor(500);
      await eventually(() => bodyText(page)).toContain('Step 1 complete');
      expect(await bodyText(page)).toMatch(/up next/i);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await eventually(() => bodyText(page)).toContain('Step 2 of');
      await practiseToTheEnd(page);

      // Done: Continue waits for a mood.
      expect(await bodyText(page)).toContain('Practice Complete');
      const done = page.getByRole('button', { name: 'Continue', exact: true });
      expect(await done.isDisabled()).toBe(true);
      await expectNoAxeViolations(page, 'player done');
      await page.getByRole('radio', { name: '8 Great' }).check();
      expect(await bodyText(page)).toContain('You chose 8 · Great');
      expect(await done.isDisabled()).toBe(false);
      await screenshot(page, 'practice-player-done-1280');
      await done.click();

      // Back on the plan, the practice is checked and counted.
      await page.waitForURL('**/plan');
      await eventually(() => bodyText(page)).toContain(`1 of ${total} completed`);
      const completedRow = page.locator(`main a[href="${href}"]`);
      expect(await completedRow.innerText()).toContain('✓ Completed');
      expect(await progress.getAttribute('aria-valuenow')).toBe('1');
      await screenshot(page, 'practice-plan-completed-1280');

      // The completion carries the fixed post-practice ratings with the chosen mood, and the mood a note
      // naming the practice.
      await expectOnlyCompletionToday(page.request, {
        practice: { name: practiceName },
        mood_before: 5,
        mood_after: 8,
        effectiveness_rating: 8,
        difficulty_rating: 5,
        engagement_rating: 8,
        would_repeat: true,
      });
      const mood = await (await page.request.get('/api/v1/mood/today')).json();
      expect(mood.entry).toMatchObject({ mood_score: 8, notes: `After ${practiceName} practice` });
    },
  );

  it(
    "shows a short plan: two or three practices, 15 minutes at most, each with why it's there",
    { timeout: 180_000 },
    async () => {
      for (const width of [390, 1280]) {
        const { page, close } = await onboardedPerson(width);
        await openPlan(page);
        const rows = planRows(page);
        const count = await rows.count();
        expect(count).toBeGreaterThanOrEqual(2);
        expect(count).toBeLessThanOrEqual(3);
        const texts = await rows.allInnerTexts();
        const minutes = texts.map((row) => Number(/(\d+) min/.exec(row)![1]));
        const total = minutes.reduce((sum, value) => sum + value, 0);
        expect(total).toBeLessThanOrEqual(15);
        expect(await bodyText(page)).toContain(`${total} min total`);
        expect(await bodyText(page)).toContain(`0 of ${count} completed`);
        // Each row says why it is in today's plan, under its minutes.
        for (const text of texts) {
          expect(text).toMatch(
            /\n(Lifted your mood by|You rated it|For your goal: |Good for |Good before sleep|Eases |Suits the way you like to practise|A short )/,
          );
        }
        expect(texts.some((text) => text.includes('For your goal: '))).toBe(true);
        // The same plan on a reload.
        await page.reload();
        await eventually(() => rows.allInnerTexts()).toEqual(texts);
        // Every other practice is a link away.
        expect(await page.getByRole('link', { name: 'Browse all practices' }).getAttribute('href')).toBe(
          '/practice',
        );
        await expectNoAxeViolations(page, `/plan at ${width}`);
        await screenshot(page, `practice-plan-short-${width}`);
        await close();
      }
    },
  );

  it('records nothing when a session ends early, and Try Again returns to the intro', async () => {
    const { page } = await onboardedPerson(390);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openPlan(page);
    const rows = planRows(page);
    const total = await rows.count();
    await (await genericPlanRows(page)).at(-1)!.click();
    await page.getByRole('button', { name: 'Begin' }).click();
    // Screen readers hear the phase and its length politely; with reduced motion nothing pulses or glides.
    const live = page.locator('main [aria-live="polite"]').first();
    await eventually(() => live.innerText()).toMatch(/^Step 1 of \d+: .+\. \d+ (seconds|minutes?)/);
    const motion = await page
      .locator('main svg circle')
      .nth(1)
      .evaluate((circle) => {
        const glow = circle.closest('div')!.querySelector('div[aria-hidden]')!;
        return [
          parseFloat(getComputedStyle(circle).transitionDuration) < 0.001,
          getComputedStyle(glow).animationName,
        ];
      });
    expect(motion).toEqual([true, 'none']);
    await page.clock.runFor(8_000);
    await screenshot(page, 'practice-player-practice-390', { fullPage: false });
    await page.getByRole('button', { name: 'End Session Early' }).click();
    await eventually(() => bodyText(page)).toContain('Session ended early');
    expect(await bodyText(page)).toContain('Nothing was recorded');
    await screenshot(page, 'practice-player-early-exit-390');

    await page.getByRole('button', { name: 'Try Again' }).click();
    await eventually(() => page.getByRole('button', { name: 'Begin' }).isVisible()).toBe(true);
    // From phase-complete too, ending early records nothing.
    await page.getByRole('button', { name: 'Begin' }).click();
    await page.clock.fastForward(30 * 60_000);
    await page.clock.runFor(500);
    await eventually(() => bodyText(page)).toContain('Step 1 complete');
    await page.getByRole('button', { name: 'End Session Early' }).click();
    await eventually(() => bodyText(page)).toContain('Session ended early');

    await page.getByRole('link', { name: 'Back to plan' }).click();
    await eventually(() => bodyText(page)).toContain(`0 of ${total} completed`);
    expect(await bodyText(page)).not.toContain('✓ Completed');
    const today = await (await page.request.get('/api/v1/practice-completions/today')).json();
    expect(today.completions).toEqual([]);

    // A practice finished elsewhere (another tab or device) shows on the open plan through the live stream.
    const practiceId = new URL((await rows.first().getAttribute('href'))!, baseUrl()).searchParams.get(
      'practiceId',
    );
    const recorded = await page.request.post('/api/v1/practice-completions', {
      headers: { origin: baseUrl() },
      data: { practiceId, moodAfter: 6 },
    });
    expect(recorded.status()).toBe(201);
    await eventually(() => bodyText(page)).toContain(`1 of ${total} completed`);
    expect(await rows.first().innerText()).toContain('✓ Completed');
  });

  it(
    'chooses practices from the URL: database ids and only the five built-in ids',
    { timeout: 120_000 },
    async () => {
      const { page, forgetErrors } = await onboardedPerson(1280);

      await page.goto('/practice');
      await eventually(() => bodyText(page)).toContain(
        'Maya Serrano has curated these practices specifically for you based on stress & anxiety relief',
      );
      expect(await bodyText(page)).toContain('Want to switch coaches?');
      expect(await page.getByRole('link', { name: 'Switch AI Guide' }).getAttribute('href')).toBe('/home');
      const cards = page.locator('main ul a[href^="/practice?practiceId="]');
      await eventually(() => cards.count()).toBeGreaterThan(1);
      expect(await cards.first().locator('[data-category-icon]').getAttribute('data-category-icon')).toBe(
        'breath',
      );
      await expectNoAxeViolations(page, '/practice');
      await screenshot(page, 'practice-catalogue-1280');

      const { practices } = await (await page.request.get('/api/v1/practices')).json();
      const bodyScan = practices.find((practice: { name: string }) => practice.name === 'Body Scan');
      await page.goto(`/practice?practiceId=${bodyScan.id}`);
      await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Body Scan');
      expect(await bodyText(page)).toContain('Mindfulness');

      // Each dedicated player opens from its database practice (as the plan and the catalogue link it) and
      // from its built-in word, the same player either way.
      const titles = {
        breathwork: 'Box Breathing',
        visualization: 'Success Visualization',
        gratitude: 'Gratitude Journal',
        mindfulness: 'Sacred Ordinary',
        neuroscience: 'Brain Wave Entrainment',
      };
      for (const { id, practiceName } of DEDICATED_PRACTICES) {
        const own = practices.find((practice: { name: string }) => practice.name === practiceName);
        expect(own, practiceName).toBeDefined();
        for (const address of [own.id, id]) {
          await page.goto(`/practice?practiceId=${address}`);
          await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(titles[id]);
          await eventually(() => page.getByRole('button', { name: 'Begin' }).isEnabled()).toBe(true);
          const text = await bodyText(page);
          expect(text, address).not.toContain('Practice not found');
          expect(text, address).not.toContain('Practice System Unavailable');
          // Not the generic player, which lists its steps' count among the intro's facts.
          expect(text, address).not.toMatch(/\d+ steps/);
        }
      }

      for (const id of ['Breathwork', 'box-breathing', '00000000-0000-4000-8000-000000000000']) {
        await page.goto(`/practice?practiceId=${encodeURIComponent(id)}`);
        await eventually(() => bodyText(page)).toContain('Practice not found');
      }
      forgetErrors(FAILED_LOADS);
    },
  );

  it("shows the built-in defaults when practice data cannot load, and says when the practice system can't start", async () => {
    const { page, forgetErrors } = await onboardedPerson(390);
    await page.route('**/api/v1/practices/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Service unavailable' } }),
      }),
    );

    await page.goto('/plan');
    await eventually(() => bodyText(page)).toContain('0 of 3 completed');
    const rows = await planRows(page).allInnerTexts();
    expect(rows.map((row) => row.split('\n')[0]!.trim())).toEqual([
      'Box Breathing',
      'Success Visualization',
      'Gratitude Journal',
    ]);
    expect(await bodyText(page)).toContain('15 min total');
    expect(await planRows(page).first().getAttribute('href')).toBe('/practice?practiceId=breathwork');
    await screenshot(page, 'practice-plan-defaults-390');

    await page.goto('/practice');
    await eventually(() => bodyText(page)).toContain('Brain Training');
    for (const [name, minutes] of [
      ['Box Breathing', 5],
      ['Success Visualization', 7],
      ['Gratitude Journal', 3],
      ['Mindful Awareness', 2],
      ['Brain Training', 3],
    ] as const) {
      expect(await page.locator('main li', { hasText: name }).innerText()).toContain(`${minutes} min`);
    }

    await page.goto('/practice?practiceId=11111111-1111-4111-8111-111111111111');
    await eventually(() => bodyText(page)).toContain('Practice System Unavailable');
    expect(await page.getByRole('button', { name: 'Practice System Unavailable' }).isDisabled()).toBe(true);
    await screenshot(page, 'practice-unavailable-390');
    forgetErrors(FAILED_LOADS);
  });
});
