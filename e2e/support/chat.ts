import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Opens the chat with a coach and waits for the coach's welcome, the sign that the conversation loaded. */
export async function openCoachChat(page: Page, coachId: string) {
  await page.goto(`/chat/${coachId}`);
  await expect.poll(() => page.locator('[data-role="welcome"]').count(), { timeout: 15_000 }).toBe(1);
}
