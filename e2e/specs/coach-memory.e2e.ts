import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { baseUrl, screenshot } from '../support/browser';
import { useBrowser } from '../support/fixture';
import { openCoachChat } from '../support/chat';

/**
 * What the coach remembers, as a person sees it: a note appears after they mention their sister, they
 * reword it, cancel an edit with Escape, delete a note, turn memory off (and the coach stops noting),
 * and forget everything after a confirmation. On a desktop and on a phone.
 */
const { newPerson } = useBrowser();

function eventually<T>(read: () => T | Promise<T>, timeout = 15_000) {
  return expect.poll(read, { timeout });
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: /^Message / });
const coachReplies = (page: Page) => page.locator('[data-role="coach"][data-status="sent"]');
const memoryButton = (page: Page) => page.getByRole('button', { name: /^What \S+ remembers$/ });
const memoryDialog = (page: Page) => page.getByRole('dialog', { name: /^What \S+ remembers$/ });
const memorySwitch = (dialog: Locator) =>
  dialog.getByRole('switch', { name: 'Remember things from our conversations' });

async function send(page: Page, text: string) {
  const before = await coachReplies(page).count();
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  // The reply is paced like speech; on a machine running the other suites at once it can take a while.
  await eventually(() => coachReplies(page).count(), 30_000).toBe(before + 1);
}

async function startChat(width: number, firstName: string) {
  const { page, context, coachId, coachName } = await newPerson(
    { firstName, lastName: 'Moreno', emailPrefix: 'memory' },
    { width, height: width < 500 ? 844 : 900 },
  );
  await openCoachChat(page, coachId);
  return { page, context, coachId, coachFirstName: coachName.split(' ')[0]! };
}

describe('what the coach remembers', () => {
  it('shows a note from the chat, edits it, deletes one, turns memory off and forgets everything', async () => {
    const { page, context, coachId, coachFirstName } = await startChat(1280, 'Lena');
    await send(page, 'my sister ana keeps calling me and exams next week are stressing me out');

    await memoryButton(page).click();
    const dialog = memoryDialog(page);
    await eventually(() => dialog.getByText('Your sister Ana', { exact: true }).count()).toBe(1);
    expect(await dialog.getByRole('heading', { name: `What ${coachFirstName} remembers` }).count()).toBe(1);
    expect(await dialog.getByRole('heading', { name: 'People in your life' }).count()).toBe(1);
    expect(await dialog.getByRole('heading', { name: "What's weighing on you" }).count()).toBe(1);
    expect(await dialog.getByText('Exams next week', { exact: true }).count()).toBe(1);
    expect(await memorySwitch(dialog).getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'coach-memory-1280', { fullPage: false });
    const results = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(
      results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);

    // Reworded in place: Enter saves.
    await dialog.getByRole('button', { name: 'Edit "Your sister Ana"' }).click();
    const editor = dialog.getByRole('textbox', { name: 'Edit note' });
    expect(await editor.inputValue()).toBe('Your sister Ana');
    await editor.fill('Your sister Ana, who lives in Lisbon');
    await screenshot(page, 'coach-memory-editing-1280', { fullPage: false });
    await editor.press('Enter');
    await eventually(() =>
      dialog.getByText('Your sister Ana, who lives in Lisbon', { exact: true }).count(),
    ).toBe(1);

    // Escape leaves the edit without saving, and the panel stays open.
    await dialog.getByRole('button', { name: 'Edit "Your sister Ana, who lives in Lisbon"' }).click();
    await dialog.getByRole('textbox', { name: 'Edit note' }).fill('Something else');
    await dialog.getByRole('textbox', { name: 'Edit note' }).press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'Edit note' }).count()).toBe(0);
    expect(await dialog.getByText('Your sister Ana, who lives in Lisbon', { exact: true }).count()).toBe(1);

    // Deleting one note.
    await dialog.getByRole('button', { name: 'Delete "Exams next week"' }).click();
    await eventually(() => dialog.getByText('Exams next week', { exact: true }).count()).toBe(0);

    // Memory off: saved, and the coach stops noting things.
    await memorySwitch(dialog).click();
    await eventually(() => memorySwitch(dialog).getAttribute('aria-checked')).toBe('false');
    // The switch turns at once; the save lands a moment later.
    await eventually(async () =>
      (await context.request.get(`${baseUrl()}/api/v1/memory/settings`)).json(),
    ).toEqual({ enabled: false });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await send(page, 'my boss mark keeps yelling at me');
    await memoryButton(page).click();
    await eventually(() => memoryDialog(page).getByText('Your sister Ana, who lives in Lisbon').count()).toBe(
      1,
    );
    expect(await memoryDialog(page).getByText('Your boss Mark').count()).toBe(0);

    // Forget everything, after a confirmation.
    await memoryDialog(page).getByRole('button', { name: 'Forget everything' }).click();
    await memoryDialog(page).getByRole('button', { name: 'Yes, forget everything' }).click();
    await eventually(() => memoryDialog(page).getByText('Memory is off', { exact: true }).count()).toBe(1);
    const left = await context.request.get(`${baseUrl()}/api/v1/memory/facts?coachId=${coachId}`);
    expect((await left.json()).facts).toEqual([]);
  });

  it('fits a phone screen, with the empty state explaining what is remembered', async () => {
    const { page, coachFirstName } = await startChat(390, 'Ines');
    await screenshot(page, 'coach-memory-header-390', { fullPage: false });
    await memoryButton(page).click();
    const dialog = memoryDialog(page);
    await eventually(() => dialog.getByText('Nothing remembered yet').count()).toBe(1);
    expect(await dialog.innerText()).toContain(
      `As you chat, ${coachFirstName} may note the people in your life`,
    );
    await screenshot(page, 'coach-memory-empty-390', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await send(page, 'i want to run a 5k by spring. i prefer short practices');
    await memoryButton(page).click();
    await eventually(() => dialog.getByText('Run a 5k by spring', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText('You prefer short practices', { exact: true }).count()).toBe(1);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(page, 'coach-memory-390', { fullPage: false });
  });
});
