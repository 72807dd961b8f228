import type { Locator, Page } from 'playwright-core';
import { dedicatedPracticeOf } from '@flowmind/core/standalone-practices';

/** The rows of the practice plan on /plan, each a link to its practice. */
export const planRows = (page: Page) => page.locator('main ul li a[href^="/practice?practiceId="]');

/**
 * The plan's rows that open the generic player: those whose practice has no dedicated player. The plan is
 * drawn afresh each day, so a test that needs the generic player must choose its row by this, never by place.
 * Each coach has at most one dedicated practice, so a plan of two or three rows holds at least one of these.
 */
export async function genericPlanRows(page: Page): Promise<Locator[]> {
  const rows = planRows(page);
  await rows.first().waitFor();
  const names = (await rows.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
  const generic = names.flatMap((name, index) => (dedicatedPracticeOf({ name }) ? [] : [rows.nth(index)]));
  if (generic.length === 0)
    throw new Error(`The plan has no practice for the generic player: ${names.join(', ')}`);
  return generic;
}

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
