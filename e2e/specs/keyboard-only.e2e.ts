import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { uniqueEmail } from '../support/browser';
import { useBrowser } from '../support/fixture';
import { genericPlanRows } from '../support/player';

/**
 * A person who uses the keyboard alone: sign-up, the onboarding questionnaire, a practice from the plan to its
 * done screen, and a mood on home. Only page.keyboard is used after the first address; every stop of the focus
 * must be visible (an outline or ring on the control or its card) and inside the viewport.
 */

const { openPage } = useBrowser();

function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

const bodyText = (page: Page) => page.locator('body').innerText();

interface FocusStop {
  description: string;
  visible: boolean;
  indicated: boolean;
  /** Tab moved the focus to an element earlier in the page (outside a dialog's wrap-around). */
  backwards: boolean;
  debug?: string;
}

/**
 * What has the focus, whether it is on screen (once a smooth scroll has settled), whether it (or the card it
 * sits in) shows a focus ring, and whether a forward Tab moved it backwards in the page.
 */
function focusStop(page: Page, forward: boolean): Promise<FocusStop | null> {
  return page.evaluate(async (forward) => {
    const element = document.activeElement as HTMLElement | null;
    const memory = window as unknown as { previousFocus?: Element };
    const previous = memory.previousFocus;
    if (!element || element === document.body) return null;
    const shows = (node: Element, pseudo?: string) => {
      const style = getComputedStyle(node, pseudo);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    // A slider shows its focus on the thumb, a pseudo-element whose computed style cannot be read: look for
    // a rule that styles the thumb of this element when it has the focus.
    const thumbShowsFocus = (node: Element) =>
      Array.from(document.styleSheets).some((sheet) =>
        Array.from(sheet.cssRules).some(function styles(rule: CSSRule): boolean {
          if ('cssRules' in rule && !(rule instanceof CSSStyleRule))
            return Array.from((rule as CSSGroupingRule).cssRules).some(styles);
          if (!(rule instanceof CSSStyleRule)) return false;
          return rule.selectorText.split(',').some((selector) => {
            const [own, pseudo] = selector.trim().split('::');
            return (
              pseudo === '-webkit-slider-thumb' &&
              own!.includes(':focus') &&
              node.matches(own!) &&
              /outline|box-shadow/.test(rule.style.cssText)
            );
          });
        }),
      );
    // Styled native inputs are transparent over their card; the card shows the focus.
    const card = element.closest('label');
    const target = card ?? element;
    // The page scrolls smoothly; wait until the box has kept still for three reads.
    let box = target.getBoundingClientRect();
    for (let wait = 0, still = 0; wait < 30 && still < 3; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = target.getBoundingClientRect();
      still = now.top === box.top && now.left === box.left ? still + 1 : 0;
      box = now;
    }
    const visible =
      box.width > 1 &&
      box.height > 1 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth;
    // A heading or region focused by the app (tabindex=-1) on a new screen is not a control: no ring needed.
    const programmatic =
      element.getAttribute('tabindex') === '-1' &&
      !['A', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
    const indicated =
      programmatic ||
      shows(element) ||
      (card !== null && shows(card)) ||
      ((element as HTMLInputElement).type === 'range' && thumbShowsFocus(element));
    const inDialog = element.closest('[aria-modal="true"]') !== null;
    const backwards =
      forward &&
      !inDialog &&
      previous !== undefined &&
      previous.isConnected &&
      previous !== element &&
      (previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.innerText ??
      element.innerText ??
      '';
    const type = element.getAttribute('type');
    return {
      description: `${element.tagName.toLowerCase()}${type ? `[${type}]` : ''} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`,
      visible,
      indicated,
      backwards,
      debug: `box ${Math.round(box.top)}..${Math.round(box.bottom)} x ${Math.round(box.left)}..${Math.round(box.right)} in ${window.innerWidth}x${window.innerHeight} scrollY ${Math.round(window.scrollY)}`,
    };
  }, forward);
}

const isFocused = (target: Locator) =>
  target.first().evaluate((element) => element === document.activeElement, undefined, { timeout: 5_000 });
const hasFocusWithin = (target: Locator) =>
  target
    .first()
    .evaluate((element) => element.contains(document.activeElement), undefined, { timeout: 5_000 });

class Keyboard {
  /** Every focus stop seen, for the report when a check fails. */
  readonly trail: string[] = [];
  readonly hidden: string[] = [];
  readonly backwards: string[] = [];

  constructor(private readonly page: Page) {}

  private async record(key: string) {
    const stop = await focusStop(this.page, key === 'Tab');
    if (!stop) return;
    this.trail.push(stop.description);
    // Enter and Space activate: a new screen may be on its way, with the old one hidden meanwhile.
    const moved = key.endsWith('Tab') || key.startsWith('Arrow');
    if (moved && (!stop.visible || !stop.indicated))
      this.hidden.push(
        `${stop.description} (${stop.visible ? 'no focus indicator' : 'off screen'}) ${stop.debug}`,
      );
    if (stop.backwards) this.backwards.push(`${this.trail.at(-2)} → ${stop.description}`);
  }

  async press(key: string) {
    // The app may move the focus by itself (a new screen's heading); compare with where Tab started.
    await this.page.evaluate(() => {
      (window as unknown as { previousFocus?: Element }).previousFocus = document.activeElement ?? undefined;
    });
    await this.page.keyboard.press(key);
    await this.record(key);
  }

  /** Tabs (forwards, or backwards with Shift+Tab) until `target` has the focus; fails after `limit` stops. */
  async tabTo(target: Locator, options: { backwards?: boolean; limit?: number; within?: boolean } = {}) {
    await target.first().waitFor({ state: 'attached', timeout: 15_000 });
    const arrived = options.within ? hasFocusWithin : isFocused;
    for (let step = 0; step < (options.limit ?? 60); step++) {
      if (await arrived(target)) return;
      await this.press(options.backwards ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`Tab never reached ${target.toString()}; stops: ${this.trail.slice(-20).join(' → ')}`);
  }

  async type(target: Locator, text: string) {
    await this.tabTo(target);
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.type(text);
  }

  /** Tabs into a radio group, then moves with the arrow keys until `option` is checked. */
  async choose(group: Locator, option: Locator) {
    await this.tabTo(group, { within: true });
    for (let step = 0; step < 12; step++) {
      if (await option.isChecked()) return;
      // Tabbing into an unanswered group focuses its first radio without choosing it.
      if (step === 0 && (await isFocused(option))) await this.press('Space');
      else await this.press('ArrowRight');
    }
    expect(await option.isChecked(), `arrows never chose ${option.toString()}`).toBe(true);
  }

  async check(box: Locator) {
    await this.tabTo(box);
    await this.press('Space');
    expect(await box.isChecked()).toBe(true);
  }

  async activate(target: Locator, key: 'Enter' | 'Space' = 'Enter') {
    await this.tabTo(target);
    await this.press(key);
  }
}

describe('keyboard only', () => {
  it(
    'signs up, answers onboarding, completes a practice from the plan and logs a mood on home',
    { timeout: 240_000 },
    async () => {
      const { page } = await openPage({ width: 1280, height: 800 });
      await page.clock.install();
      // Smooth scrolling in headless Chromium can stall half-way (seen under a loaded machine), leaving the
      // focused control below the fold; with reduced motion the page jumps, so 'on screen' measures the app.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const keys = new Keyboard(page);

      // The landing page's sign-up link, then the form.
      await page.goto('/');
      await eventually(() => page.getByRole('link', { name: /^Start Now/ }).count()).toBeGreaterThan(0);
      await keys.activate(page.getByRole('link', { name: /^Start Now/ }).first());
      await page.waitForURL('**/signup');
      await keys.type(page.getByLabel('First name', { exact: false }), 'Kai');
      await keys.type(page.getByLabel('Last name', { exact: false }), 'Ortega');
      await keys.type(page.getByLabel('Email', { exact: false }), uniqueEmail('keyboard'));
      await keys.type(page.getByLabel(/^password$/i), 'calm-waters-42');
      await keys.type(page.getByLabel(/confirm password/i), 'calm-waters-42');
      // Shift+Tab goes back to the password field without losing what was typed.
      await keys.tabTo(page.getByLabel(/^password$/i), { backwards: true, limit: 5 });
      expect(await page.getByLabel(/^password$/i).inputValue()).toBe('calm-waters-42');
      await keys.activate(page.getByRole('button', { name: /create account/i }));
      await page.waitForURL('**/onboarding', { timeout: 15_000 });

      // Onboarding, page 1: three single choices; the sliders move with the arrow keys.
      const next = page.getByRole('button', { name: 'Next', exact: true });
      const onPage = (n: number) => eventually(() => bodyText(page)).toContain(`Page ${n} of 4`);
      await onPage(1);
      await keys.choose(
        page.getByRole('radiogroup', { name: 'Age range' }),
        page.getByRole('radio', { name: '26-35' }),
      );
      await keys.choose(
        page.getByRole('radiogroup', { name: 'Life stage' }),
        page.getByRole('radio', { name: /Career Growth/ }),
      );
      await keys.choose(
        page.getByRole('radiogroup', { name: 'Main source of stress' }),
        page.getByRole('radio', { name: 'Work' }),
      );
      const stress = page.getByRole('slider', { name: 'Stress level' });
      await keys.tabTo(stress);
      await keys.press('ArrowRight');
      await keys.press('ArrowRight');
      expect(await stress.getAttribute('aria-valuetext')).toBe('7, High');
      await keys.activate(next);

      // Page 2: a goal; page 3: experience, time and style; page 4: a practice style, then submit.
      await onPage(2);
      await keys.check(page.getByRole('checkbox', { name: 'Better sleep' }));
      await keys.activate(next);
      await onPage(3);
      await keys.choose(
        page.getByRole('radiogroup', { name: /experience/i }),
        page.getByRole('radio', { name: /Beginner/ }),
      );
      await keys.choose(
        page.getByRole('radiogroup', { name: /time/i }),
        page.getByRole('radio', { name: /Evening/ }),
      );
      await keys.choose(
        page.getByRole('radiogroup', { name: /communicat|style/i }),
        page.getByRole('radio', { name: 'Supportive & Encouraging' }),
      );
      await keys.activate(next);
      await onPage(4);
      await keys.check(page.getByRole('checkbox', { name: /Mindfulness \/ Spirituality/ }));
      await keys.activate(page.getByRole('button', { name: 'Complete Setup & Get Matched' }));
      await page.waitForURL('**/home', { timeout: 15_000 });
      await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toContain('Kai');

      // The plan through the bottom bar, its first practice for the generic player, Begin.
      const primary = page.getByRole('navigation', { name: 'Primary' });
      await keys.activate(primary.getByRole('link', { name: 'Practice' }), 'Enter');
      await page.waitForURL('**/plan');
      await eventually(() => bodyText(page)).toMatch(/0 of \d+ completed/);
      const firstRow = (await genericPlanRows(page))[0]!;
      const href = (await firstRow.getAttribute('href'))!;
      await keys.activate(firstRow);
      await page.waitForURL(`**${href}`);
      const begin = page.getByRole('button', { name: 'Begin' });
      await eventually(() => begin.isEnabled()).toBe(true);
      await keys.activate(begin);
      await eventually(() => bodyText(page)).toMatch(/Step 1 of \d+/);

      // Pause and resume with Space, then each phase's Continue until the done screen.
      await keys.activate(page.getByRole('button', { name: 'Pause', exact: true }), 'Space');
      await eventually(() => bodyText(page)).toContain('Paused');
      await eventually(() => isFocused(page.getByRole('button', { name: 'Resume', exact: true }))).toBe(true);
      await keys.press('Space');
      const done = () => page.getByText('How do you feel now?').isVisible();
      for (let guard = 0; guard < 20 && !(await done()); guard++) {
        await page.clock.fastForward(30 * 60_000);
        await page.clock.runFor(500);
        if (await done()) break;
        await keys.activate(page.getByRole('button', { name: 'Continue', exact: true }));
      }
      expect(await done()).toBe(true);

      // Done: a mood with the arrow keys, then Continue back to the plan, where the practice is checked.
      await keys.choose(
        page.getByRole('group', { name: /How do you feel now/ }),
        page.getByRole('radio', { name: '8 Great' }),
      );
      expect(await bodyText(page)).toContain('You chose 8 · Great');
      await keys.activate(page.getByRole('button', { name: 'Continue', exact: true }));
      await page.waitForURL('**/plan');
      await eventually(() => bodyText(page)).toMatch(/1 of \d+ completed/);
      expect(await page.locator(`main a[href="${href}"]`).innerText()).toContain('Completed');

      // Home: Log Mood opens the dialog with the focus inside; a mood, a note, Save; the card shows it.
      await keys.activate(primary.getByRole('link', { name: 'Home' }));
      await page.waitForURL('**/home');
      const logMood = page.getByRole('button', { name: /Log Mood/ });
      await keys.activate(logMood.first());
      const dialog = page.getByRole('dialog', { name: 'Log Mood' });
      await eventually(() => dialog.count()).toBe(1);
      await eventually(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await keys.choose(
        dialog.getByRole('group', { name: /Your mood/ }),
        dialog.getByRole('radio', { name: /Good$/ }),
      );
      await keys.type(dialog.getByLabel('Note (optional)'), 'Typed without a mouse');
      await keys.activate(dialog.getByRole('button', { name: 'Save' }));
      await eventually(() => dialog.count()).toBe(0);
      const tracker = page.getByTestId('today-mood');
      await eventually(() => tracker.innerText()).toContain('Good');
      expect(await tracker.innerText()).toContain('Typed without a mouse');
      // The focus returns to what opened the dialog.
      await eventually(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/Mood/);

      expect(keys.hidden, `focus stops without a visible focus: ${keys.hidden.join('; ')}`).toEqual([]);
      expect(keys.backwards, 'Tab moved the focus backwards').toEqual([]);
      expect(keys.trail.length).toBeGreaterThan(40);
    },
  );
});
