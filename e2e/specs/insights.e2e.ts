/**
 * 'What helps you' on /progress, as a person earns it: three real sessions of a practice in the player,
 * each with the mood before and after answered, then the sentence saying what the practice does for them.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { useBrowser } from '../support/fixture';
import { practiseToTheEnd } from '../support/player';
import { expectNoAxeViolations } from '../support/axe';

const { newPerson } = useBrowser();

function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

const card = (page: Page) => page.getByTestId('what-helps-you');

/** One whole session of the practice in the player: the mood before, the practice, the mood after. */
async function practise(
  page: Page,
  practice: { id: string; name: string },
  session: { before: string; after: string; helpful?: string },
) {
  await page.goto(`/practice?practiceId=${practice.id}`);
  await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(practice.name);
  await eventually(() => page.getByRole('button', { name: 'Begin' }).isEnabled()).toBe(true);
  await page
    .getByRole('group', { name: 'How do you feel right now? (optional)' })
    .getByRole('radio', { name: session.before })
    .check();
  await page.getByRole('button', { name: 'Begin' }).click();
  await practiseToTheEnd(page);
  await page
    .getByRole('group', { name: 'How do you feel now?' })
    .getByRole('radio', { name: session.after })
    .check();
  if (session.helpful)
    await page
      .getByRole('group', { name: 'How helpful was this? (optional)' })
      .getByRole('radio', { name: session.helpful, exact: true })
      .check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/plan');
}

describe('what helps you', () => {
  it(
    'says what a practice does for the mood once three sessions measured it',
    { timeout: 240_000 },
    async () => {
      const { page, context } = await newPerson(
        { firstName: 'Ines', emailPrefix: 'insights' },
        { width: 1280 },
      );
      await page.clock.install();

      // Nothing measured yet: the card says what counts and how far there is to go.
      await page.goto('/progress');
      await eventually(() => card(page).innerText()).toContain('0 of 3 so far.');
      expect(await card(page).innerText()).toContain(
        'Tell us how you feel before and after 3 practices to see what helps you.',
      );
      await screenshot(page, 'insights-empty-1280');

      const { practices } = await (await page.request.get('/api/v1/practices')).json();
      const bodyScan = practices.find((practice: { name: string }) => practice.name === 'Body Scan');

      // 4 -> 7, then the same practice twice more the same day (each a real session): 5 -> 7, 5 -> 8.
      await practise(page, bodyScan, { before: '4 Meh', after: '7 Good', helpful: '9' });
      await page.goto('/progress');
      await eventually(() => card(page).innerText()).toContain('1 of 3 so far.');
      await practise(page, bodyScan, { before: '5 Neutral', after: '7 Good' });
      await practise(page, bodyScan, { before: '5 Neutral', after: '8 Great' });

      await page.goto('/progress');
      await eventually(() => card(page).innerText()).toContain(
        'Body Scan lifts your mood by 2.7 points on average over 3 sessions.',
      );
      const text = await card(page).innerText();
      expect(text).toContain('You rated it 9 out of 10 for helpfulness.');
      expect(text).toContain(
        'Mindfulness practices lift your mood by 2.7 points on average over 3 sessions.',
      );
      expect(text).toMatch(
        /Practising (in the morning|in the afternoon|in the evening|at night) lifts your mood by 2\.7 points on average over 3 sessions\./,
      );
      expect(text).not.toContain('so far');
      // One completion for the day, the three moods after logged with it.
      const today = await (await page.request.get('/api/v1/practice-completions/today')).json();
      expect(today.completions).toHaveLength(1);
      await expectNoAxeViolations(page, '/progress what helps you');
      await screenshot(page, 'insights-1280');
      // The same card on a phone.
      const phone = await context.newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto('/progress');
      await eventually(() => card(phone).innerText()).toContain(
        'Body Scan lifts your mood by 2.7 points on average over 3 sessions.',
      );
      await screenshot(phone, 'insights-390');
    },
  );

  it('shows the empty state on a phone', async () => {
    const { page } = await newPerson({ firstName: 'Ines', emailPrefix: 'insights' }, { width: 390 });
    await page.goto('/progress');
    await eventually(() => card(page).innerText()).toContain('0 of 3 so far.');
    expect(await card(page).getByRole('link', { name: "Start today's plan" }).getAttribute('href')).toBe(
      '/plan',
    );
    await screenshot(page, 'insights-empty-390');
  });
});
