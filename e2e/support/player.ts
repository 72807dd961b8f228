import type { Page } from 'playwright-core';

/**
 * From a generic player's intro, runs the practice's clock (Playwright's, installed by the caller) through
 * every phase until the done screen.
 */
export async function practiseToTheEnd(page: Page) {
  for (let guard = 0; guard < 20; guard++) {
    await page.clock.fastForward(30 * 60_000);
    await page.clock.runFor(500);
    if (await page.getByText('How do you feel now?').isVisible()) return;
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  throw new Error('The practice never reached its done screen.');
}
