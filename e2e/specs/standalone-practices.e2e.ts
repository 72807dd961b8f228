import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, screenshot } from '../support/browser';
import { FAILED_LOADS, useBrowser } from '../support/fixture';
import { expectNoAxeViolations } from '../support/axe';
import { expectOnlyCompletionToday } from '../support/people';

const { newPerson } = useBrowser();

function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

/**
 * A person who finished onboarding, matched with Maya Serrano, whose practices include Box Breathing;
 * signed in on a page of the given width.
 */
async function onboardedPerson(width: number) {
  const person = await newPerson(
    {
      firstName: 'Ada',
      lastName: 'Lind',
      emailPrefix: 'standalone',
      answers: { primary_goals: ['improve focus', 'emotional balance'] },
    },
    { width },
  );
  expect(person.coachName).toBe('Maya Serrano');
  return person;
}

const bodyText = (page: Page) => page.locator('body').innerText();
/** The player's polite live region: what a screen reader hears as the practice runs. */
const liveRegion = (page: Page) => page.locator('main p.sr-only[aria-live="polite"]');
const timer = (page: Page) => page.getByRole('timer', { name: 'Time left in the practice' });

async function openPlayer(page: Page, id: string, title: string) {
  await page.goto(`/practice?practiceId=${id}`);
  await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
  await eventually(() => page.getByRole('button', { name: 'Begin' }).isEnabled()).toBe(true);
}

/** Moves the page's clock on by `seconds`, firing every timer on the way, as real time would. */
async function advance(page: Page, seconds: number) {
  await page.clock.runFor(seconds * 1000);
}

/**
 * Jumps the page's clock on by `seconds` (the players measure elapsed wall time, so a jump lands on the right
 * second), then lets their timers run briefly (300 ms more).
 */
async function skip(page: Page, seconds: number) {
  await page.clock.fastForward(seconds * 1000);
  await page.clock.runFor(300);
}

/**
 * Records what the voice guide says: the text of each generated prompt (from the speech requests) and each
 * audio the page starts playing. Call it before opening the player (its prompts are prepared as it opens).
 * Returns a reader of the texts played, in order.
 */
async function listenToGuidance(page: Page): Promise<() => Promise<string[]>> {
  const textOfAudio = new Map<string, string>();
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/v1/voice/generate') || !response.ok()) return;
    const { text } = JSON.parse(response.request().postData() ?? '{}') as { text?: string };
    void response
      .json()
      .then(({ audioUrl }: { audioUrl: string }) => {
        if (text) textOfAudio.set(new URL(audioUrl, baseUrl()).pathname, text);
      })
      .catch(() => undefined);
  });
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { __played: string[] }).__played = played;
    const play = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'play')!.value as (
      this: HTMLMediaElement,
    ) => Promise<void>;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(new URL(this.currentSrc || this.src).pathname);
      return play.call(this);
    };
  });
  return async () => {
    const played = await page.evaluate(() => (window as unknown as { __played: string[] }).__played);
    return played.map((path) => textOfAudio.get(path)).filter((text): text is string => Boolean(text));
  };
}

/**
 * Records every AudioContext the page makes and the oscillators and channel mergers it creates, by wrapping
 * window.AudioContext before the app loads (nothing in the app is exposed for tests). Returns a reader of the
 * binaural beat's side: the states of the contexts that made oscillators (background music makes its own
 * context), the oscillators' frequencies and types, and how many mergers were made.
 */
async function recordAudio(page: Page) {
  await page.addInitScript(() => {
    const Original = window.AudioContext;
    const record = { contexts: [] as AudioContext[], oscillators: [] as OscillatorNode[], mergers: 0 };
    (window as unknown as { __audio: typeof record }).__audio = record;
    class RecordingAudioContext extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        record.contexts.push(this);
      }
      override createOscillator(): OscillatorNode {
        const oscillator = super.createOscillator();
        record.oscillators.push(oscillator);
        return oscillator;
      }
      override createChannelMerger(inputs?: number): ChannelMergerNode {
        record.mergers++;
        return super.createChannelMerger(inputs);
      }
    }
    window.AudioContext = RecordingAudioContext;
  });
  return () =>
    page.evaluate(() => {
      const record = (
        window as unknown as {
          __audio: { contexts: AudioContext[]; oscillators: OscillatorNode[]; mergers: number };
        }
      ).__audio;
      const beatContexts = record.contexts.filter((context) =>
        record.oscillators.some((oscillator) => oscillator.context === context),
      );
      return {
        states: beatContexts.map((context) => context.state),
        frequencies: record.oscillators.map((oscillator) => oscillator.frequency.value),
        types: record.oscillators.map((oscillator) => oscillator.type),
        mergers: record.mergers,
      };
    });
}

async function chooseMoodAndContinue(page: Page, mood: string) {
  const done = page.getByRole('button', { name: 'Continue', exact: true });
  expect(await done.isDisabled()).toBe(true);
  await page.getByRole('radio', { name: mood }).check();
  expect(await done.isDisabled()).toBe(false);
  await done.click();
  await page.waitForURL('**/plan');
}

describe('standalone practices', () => {
  it(
    'opens Box Breathing from the plan in its dedicated pacer and records the completion under Box Breathing',
    { timeout: 120_000 },
    async () => {
      const { page } = await onboardedPerson(390);
      await page.clock.install();
      await page.goto('/plan');
      await eventually(() => bodyText(page)).toMatch(/0 of \d+ completed/);
      const row = page.locator('main ul li a[href^="/practice?practiceId="]', { hasText: 'Box Breathing' });
      const href = await row.getAttribute('href');
      // The plan links the database practice, which opens its dedicated player rather than the generic one.
      expect(href).toMatch(/^\/practice\?practiceId=[0-9a-f-]{36}$/);
      await row.click();
      await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Box Breathing');
      await eventually(() => page.getByRole('button', { name: 'Begin' }).isEnabled()).toBe(true);
      expect(await bodyText(page)).toContain('4-4-4-4 rhythm');
      expect(await bodyText(page)).not.toMatch(/\d+ steps/);
      // How the person feels as it starts: one tap, optional.
      const moodBefore = page.getByRole('group', { name: 'How do you feel right now? (optional)' });
      await moodBefore.getByRole('radio', { name: '3 Sad' }).check();
      expect(await moodBefore.innerText()).toContain('You chose 3 · Sad');
      await screenshot(page, 'standalone-breathing-intro-390');
      await page.getByRole('button', { name: 'Begin' }).click();
      await eventually(() => page.getByTestId('breath-phase').innerText()).toBe('Breathe in');
      expect(await timer(page).innerText()).toMatch(/^(5:00|4:59)$/);
      await advance(page, 6);
      await screenshot(page, 'standalone-breathing-from-plan-390', { fullPage: false });
      // The sound controls under the pacer: voice, music and volume, shared by every player.
      const sound = page.getByRole('group', { name: 'Sound' });
      expect(await sound.getByRole('button', { name: 'Voice guidance' }).count()).toBe(1);
      await eventually(() => sound.getByRole('button', { name: 'Pause music' }).count()).toBe(1);
      await screenshot(page, 'standalone-breathing-sound-390');

      await skip(page, 300);
      await eventually(() => bodyText(page)).toContain('How do you feel now?');
      expect(await bodyText(page)).toContain('You completed Box Breathing · 5 minutes of practice.');
      const recorded = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/practice-completions') && response.request().method() === 'POST',
      );
      // How helpful it was: one tap, optional; 1 and 10 say what the ends mean.
      const helpful = page.getByRole('group', { name: 'How helpful was this? (optional)' });
      await helpful.getByRole('radio', { name: '10 A lot' }).check();
      expect(await helpful.innerText()).toContain('You chose 10 · A lot');
      await screenshot(page, 'standalone-breathing-done-390');
      await chooseMoodAndContinue(page, '8 Great');
      const { completion } = await (await recorded).json();
      expect(`/practice?practiceId=${completion.practice_id}`).toBe(href);
      expect(completion).toMatchObject({ mood_before: 3, mood_after: 8, effectiveness_rating: 10 });

      // The plan checks the very row that was opened, and progress counts it as breathwork.
      await eventually(() => page.locator(`main a[href="${href}"]`).innerText()).toContain('✓ Completed');
      await eventually(() => bodyText(page)).toMatch(/1 of \d+ completed/);
      await page.goto('/progress?tab=practices');
      const categories = page.getByRole('list', { name: 'Practices by category' });
      await eventually(() => categories.innerText()).toMatch(/Breathwork\s+1/);
      await expectOnlyCompletionToday(page.request, {
        practice: { name: 'Box Breathing' },
        category_name: 'Breathwork',
        mood_after: 8,
        duration_actual_minutes: 5,
      });
    },
  );

  it(
    'box breathing paces 4-4-4-4 with a 3-2-1 countdown, pauses, ends on the done screen and is checked on the plan',
    { timeout: 180_000 },
    async () => {
      const { page } = await onboardedPerson(1280);
      await page.clock.install();
      const spoken = await listenToGuidance(page);

      await openPlayer(page, 'breathwork', 'Box Breathing');
      expect(await bodyText(page)).toContain('5 min');
      // The coach's name arrives with the coach data, a moment after the player itself.
      await eventually(() => bodyText(page)).toContain('Guided by Maya Serrano');
      await expectNoAxeViolations(page, 'box breathing intro');
      await screenshot(page, 'standalone-breathing-intro-1280');

      // Keyboard: the intro's heading has focus; Tab reaches the optional mood question (one stop for the
      // group), the next one Begin.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        '1 Terrible',
      );
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const phase = page.getByTestId('breath-phase');
      await eventually(() => phase.innerText()).toBe('Breathe in');
      expect(await timer(page).innerText()).toMatch(/^(5:00|4:59)$/);
      await eventually(() => liveRegion(page).innerText()).toBe('Breathe in');

      // Every change of the pacer's words and countdown over one cycle (the page's clock also flows with
      // real time between the test's steps, so the order is checked rather than each second).
      await page.evaluate(() => {
        const seen: Record<string, string[]> = { phase: [], countdown: [] };
        (window as unknown as { __pacer: typeof seen }).__pacer = seen;
        for (const name of ['phase', 'countdown']) {
          const element = document.querySelector(`[data-testid="breath-${name}"]`)!;
          new MutationObserver(() => {
            const text = element.textContent ?? '';
            if (seen[name]!.at(-1) !== text) seen[name]!.push(text);
          }).observe(element, { childList: true, characterData: true, subtree: true });
        }
      });
      await advance(page, 8);
      await screenshot(page, 'standalone-breathing-practice-1280', { fullPage: false });
      await advance(page, 8);
      const seen = await page.evaluate(
        () => (window as unknown as { __pacer: { phase: string[]; countdown: string[] } }).__pacer,
      );
      expect(seen.phase.slice(0, 4)).toEqual(['Hold', 'Breathe out', 'Hold', 'Breathe in']);
      // 3, 2, 1 over each phase's last three seconds, blank in its first.
      expect(seen.countdown.slice(0, 8)).toEqual(['3', '2', '1', '', '3', '2', '1', '']);
      expect(seen.countdown.join(',')).toMatch(/^(3,2,1,,)*(3(,2(,1)?)?)?,?$/);
      expect(await bodyText(page)).toMatch(/Cycle [23] of 19/);
      await expectNoAxeViolations(page, 'box breathing practice');

      // Pause holds the pacer and the clock.
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      const pausedAt = await timer(page).innerText();
      await advance(page, 30);
      expect(await timer(page).innerText()).toBe(pausedAt);
      expect(await phase.innerText()).toBe('Paused');
      expect(await liveRegion(page).innerText()).toBe('Paused.');
      await page.getByRole('button', { name: 'Resume', exact: true }).click();
      await advance(page, 2);
      expect(await timer(page).innerText()).not.toBe(pausedAt);

      // Over a minute, a screen reader hears each breath phase (every 4 s) and the time left once, at the
      // whole minute: never a countdown every second.
      await liveRegion(page).evaluate((region) => {
        const heard: string[] = [];
        (window as unknown as { __heard: string[] }).__heard = heard;
        new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      await advance(page, 60);
      const heard = await page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
      expect(heard.length).toBeGreaterThanOrEqual(15);
      expect(heard.length).toBeLessThanOrEqual(17);
      expect(heard.filter((text) => text.endsWith('4 minutes left.'))).toHaveLength(1);
      // The voice cued the breath phases, and encouragement rode on the holds after 30 s and 60 s.
      const said = await spoken();
      expect(said[0]).toBe("Let's begin.");
      for (const cue of [
        'Breathe in',
        'Hold',
        'Breathe out',
        "Hold. You're doing well.",
        'Hold. Shoulders soft.',
      ])
        expect(said, cue).toContain(cue);
      expect(new Set(heard.map((text) => text.replace(/\u200b| 4 minutes left\./g, '')))).toEqual(
        new Set(['Breathe in', 'Hold', 'Breathe out']),
      );

      // 300 s of practice (the pause not counted), then the done screen.
      await page.clock.fastForward(300_000);
      await advance(page, 0.5);
      await eventually(() => bodyText(page)).toContain('How do you feel now?');
      expect(await bodyText(page)).toContain('Practice Complete');
      expect(await bodyText(page)).toContain('You completed Box Breathing · 5 minutes of practice.');
      expect(await bodyText(page)).toContain('You breathed 18 full cycles.');
      await expectNoAxeViolations(page, 'box breathing done');
      expect(await page.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(true);
      await page.getByRole('radio', { name: '8 Great' }).check();
      await screenshot(page, 'standalone-breathing-done-1280');

      const recorded = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/practice-completions') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      const { completion } = await (await recorded).json();
      await page.waitForURL('**/plan');

      // The completion was recorded against the coach's Box Breathing, which the plan now checks.
      const row = page.locator(`main a[href="/practice?practiceId=${completion.practice_id}"]`);
      await eventually(() => row.innerText()).toContain('✓ Completed');
      expect(await row.innerText()).toContain('Box Breathing');
      await eventually(() => bodyText(page)).toMatch(/1 of \d+ completed/);
      await screenshot(page, 'standalone-breathing-plan-1280');
      await expectOnlyCompletionToday(page.request, {
        practice: { name: 'Box Breathing' },
        mood_after: 8,
        duration_actual_minutes: 5,
      });
    },
  );

  it('box breathing at 390 px, and a still pacer with reduced motion; ending early goes to done', async () => {
    const { page } = await onboardedPerson(390);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openPlayer(page, 'breathwork', 'Box Breathing');
    await screenshot(page, 'standalone-breathing-intro-390');
    await page.getByRole('button', { name: 'Begin' }).click();
    await advance(page, 6);
    expect(await page.getByTestId('breath-phase').innerText()).toBe('Hold');
    // Nothing moves: no transitions on the pacer, and the travelling dot is not drawn.
    const durations = await page
      .locator('main svg line, main [style*="scale("]')
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).transitionDuration));
    expect(durations.length).toBeGreaterThan(4);
    for (const duration of durations) expect(Number.parseFloat(duration)).toBeLessThan(0.01);
    expect(await page.locator('main [data-pacer-dot]').count()).toBe(0);
    await screenshot(page, 'standalone-breathing-practice-390', { fullPage: false });

    await page.getByRole('button', { name: 'End Session Early' }).click();
    await eventually(() => bodyText(page)).toContain('How do you feel now?');
    expect(await bodyText(page)).toContain('Every breath counts.');
    await screenshot(page, 'standalone-breathing-done-390');
  });

  it('the gratitude journal refuses three empty entries with the spec rule and accepts one', async () => {
    const { page, forgetErrors } = await onboardedPerson(390);
    await page.clock.install();
    await openPlayer(page, 'gratitude', 'Gratitude Journal');
    expect(await bodyText(page)).toContain('3 entries');
    await screenshot(page, 'standalone-gratitude-intro-390');
    await page.getByRole('button', { name: 'Begin' }).click();
    await eventually(() => bodyText(page)).toContain('What are you grateful for today?');
    const entries = page.locator('main textarea');
    expect(await entries.count()).toBe(3);

    // Blank entries (spaces count as blank) are refused with the rule's text.
    await entries.nth(1).fill('   ');
    await page.getByRole('button', { name: 'Finish' }).click();
    const alert = page.getByRole('alert');
    await eventually(() => alert.innerText()).toBe('Write at least one non-empty entry among the three.');
    expect(await entries.first().evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await entries.first().getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'gratitude refused');
    await screenshot(page, 'standalone-gratitude-refused-390');

    // One entry is enough.
    await entries.nth(2).fill('My patience with a hard problem today');
    expect(await alert.count()).toBe(0);
    expect(await bodyText(page)).toContain('1 of 3 written.');
    await skip(page, 90);

    // When the journal cannot be kept, what was written stays on screen and Finish tries again.
    await page.route('**/api/v1/journal', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'The service is busy.' } }),
      }),
    );
    await page.getByRole('button', { name: 'Finish' }).click();
    await eventually(() => alert.innerText()).toBe(
      'Your entries could not be saved: The service is busy. Try Finish again.',
    );
    expect(await entries.nth(2).inputValue()).toBe('My patience with a hard problem today');
    await page.unroute('**/api/v1/journal');
    forgetErrors(FAILED_LOADS);

    await page.getByRole('button', { name: 'Finish' }).click();
    await eventually(() => bodyText(page)).toContain('How do you feel now?');
    expect(await bodyText(page)).toContain('Today you are grateful for:');
    expect(await bodyText(page)).toContain('My patience with a hard problem today');
    await screenshot(page, 'standalone-gratitude-done-390');
    await chooseMoodAndContinue(page, '7 Good');
    // Recorded against the journal's own practice, not another of its category.
    await expectOnlyCompletionToday(page.request, {
      practice: { name: 'Gratitude Journal' },
      category_name: 'Gratitude',
    });

    // The entry is kept in the person's journal, to read back on the profile.
    await page.goto('/profile');
    const journal = page.getByRole('region', { name: 'Gratitude Journal' });
    await eventually(() => journal.innerText()).toContain('My patience with a hard problem today');
    await screenshot(page, 'standalone-gratitude-journal-390');
  });

  it('the gratitude journal at 1280 px', async () => {
    const { page } = await onboardedPerson(1280);
    await openPlayer(page, 'gratitude', 'Gratitude Journal');
    await screenshot(page, 'standalone-gratitude-intro-1280');
    await page.getByRole('button', { name: 'Begin' }).click();
    const entries = page.locator('main textarea');
    await entries.first().fill('Sunlight on the kitchen table');
    await entries.nth(1).fill('Sam, who checked in on me');
    await expectNoAxeViolations(page, 'gratitude practice');
    await screenshot(page, 'standalone-gratitude-practice-1280');
  });

  it(
    'brain-wave entrainment plays a real binaural beat for each mode, pauses it and closes it',
    { timeout: 120_000 },
    async () => {
      const { page } = await onboardedPerson(1280);
      const audio = await recordAudio(page);
      await page.clock.install();

      const expected = {
        focus: { label: 'Focus', left: 192.5, right: 207.5, beat: '15 Hz beta' },
        creativity: { label: 'Creativity', left: 195, right: 205, beat: '10 Hz alpha' },
        insight: { label: 'Insight', left: 197, right: 203, beat: '6 Hz theta' },
      };
      // Each mode on a fresh load of the player, so each has its own record.
      for (const [mode, { label, left, right, beat }] of Object.entries(expected)) {
        await openPlayer(page, 'neuroscience', 'Brain Wave Entrainment');
        expect(await bodyText(page)).toContain('Use headphones');
        await page.getByRole('radio', { name: label }).check();
        if (mode === 'focus') {
          await expectNoAxeViolations(page, 'brain wave intro');
          await screenshot(page, 'standalone-brainwave-intro-1280');
        }
        await page.getByRole('button', { name: 'Begin' }).click();
        await eventually(() => bodyText(page)).toContain('Settle in');
        expect(await bodyText(page)).toContain(`${label} · ${beat} beat`);

        // One context, running, with two sine oscillators a beat apart, one per ear through a channel merger.
        await eventually(async () => (await audio()).states).toEqual(['running']);
        const now = await audio();
        expect(now.frequencies).toEqual([left, right]);
        expect(now.types).toEqual(['sine', 'sine']);
        expect(now.mergers).toBe(1);

        if (mode === 'focus') {
          // The phases run 30, 120 and 30 s.
          await skip(page, 31);
          expect(await page.getByRole('heading', { level: 2 }).innerText()).toBe('Entrain');
          expect(await liveRegion(page).innerText()).toContain('Step 2 of 3: Entrain.');
          await screenshot(page, 'standalone-brainwave-practice-1280', { fullPage: false });
          await expectNoAxeViolations(page, 'brain wave practice');

          // Pausing fades the beat out and rests the audio device; resuming wakes it.
          await page.getByRole('button', { name: 'Pause', exact: true }).click();
          await advance(page, 2);
          await eventually(async () => (await audio()).states.at(-1)).toBe('suspended');
          await page.getByRole('button', { name: 'Resume', exact: true }).click();
          await eventually(async () => (await audio()).states.at(-1)).toBe('running');

          await skip(page, 120);
          expect(await page.getByRole('heading', { level: 2 }).innerText()).toBe('Integrate');
          await page.clock.fastForward(60_000);
          await advance(page, 0.5);
          await eventually(() => bodyText(page)).toContain('How do you feel now?');
          expect(await bodyText(page)).toContain('Focus mode, 15 Hz beta.');
        } else {
          // Ending early goes to the done screen and closes the audio.
          await advance(page, 5);
          await page.getByRole('button', { name: 'End Session Early' }).click();
          await eventually(() => bodyText(page)).toContain('How do you feel now?');
        }
        await advance(page, 2);
        await eventually(async () => (await audio()).states.at(-1)).toBe('closed');
      }

      // The practice is recorded as Brain Wave Entrainment itself, not another neuroscience practice.
      await chooseMoodAndContinue(page, '7 Good');
      await expectOnlyCompletionToday(page.request, {
        practice: { name: 'Brain Wave Entrainment' },
        category_name: 'Neuroscience',
      });
    },
  );

  it('brain-wave entrainment at 390 px, closing its audio when the person leaves', async () => {
    const { page } = await onboardedPerson(390);
    const audio = await recordAudio(page);
    await page.clock.install();
    await openPlayer(page, 'neuroscience', 'Brain Wave Entrainment');
    await screenshot(page, 'standalone-brainwave-intro-390');
    await page.getByRole('radio', { name: 'Insight' }).check();
    await page.getByRole('button', { name: 'Begin' }).click();
    await skip(page, 40);
    await screenshot(page, 'standalone-brainwave-practice-390', { fullPage: false });
    expect(await bodyText(page)).toContain('Insight · 6 Hz theta beat');
    expect((await audio()).states).toEqual(['running']);
    // Leaving the player mid-practice fades the beat out and closes its audio.
    await page.getByRole('link', { name: 'Back to plan' }).click();
    await page.waitForURL('**/plan');
    await advance(page, 2);
    await eventually(async () => (await audio()).states).toEqual(['closed']);
  });

  it(
    'sacred ordinary runs 15, 15 and 90 s and finishes on the done screen',
    { timeout: 120_000 },
    async () => {
      for (const width of [1280, 390]) {
        const { page, close } = await onboardedPerson(width);
        await page.clock.install();
        const spoken = width === 1280 ? await listenToGuidance(page) : null;
        await openPlayer(page, 'mindfulness', 'Sacred Ordinary');
        expect(await bodyText(page)).toContain('2 min');
        await screenshot(page, `standalone-mindfulness-intro-${width}`);
        await page.getByRole('button', { name: 'Begin' }).click();
        const heading = page.getByRole('heading', { level: 2 });
        await eventually(() => heading.innerText()).toBe('Choose something ordinary');
        expect(await timer(page).innerText()).toMatch(/^(2:00|1:59)$/); // a busy machine may let a second pass
        // The guide welcomes the person (the clock moves faster than speech here, so each prompt is awaited).
        if (spoken)
          await eventually(() => spoken()).toContain(
            'Welcome to Sacred Ordinary. For the next two minutes, there is nowhere else to be.',
          );
        const musicButton = page.getByRole('button', { name: /^(Play|Pause) music$/ });
        // The music starts 5 s into the phase.
        await skip(page, 3);
        expect(await musicButton.getAttribute('aria-label')).toBe('Play music');
        await skip(page, 3);
        await eventually(() => musicButton.getAttribute('aria-label')).toBe('Pause music');
        await skip(page, 9);
        expect(await heading.innerText()).toBe('Arrive');
        // Each new phase has its prompt spoken.
        if (spoken)
          await eventually(() => spoken()).toContain(
            'Breathe in slowly, and let a longer breath out. Everything else can wait.',
          );
        await skip(page, 15);
        expect(await heading.innerText()).toBe('See it for the first time');
        if (spoken)
          await eventually(async () =>
            (await spoken()).some((text) => text.startsWith('Now look at it as if for the very first time.')),
          ).toBe(true);
        expect(await bodyText(page)).toContain('Step 3 of 3');
        await skip(page, 10);
        if (width === 1280) await expectNoAxeViolations(page, 'sacred ordinary practice');
        await screenshot(page, `standalone-mindfulness-practice-${width}`, { fullPage: false });
        await skip(page, 81);
        await eventually(() => bodyText(page)).toContain('How do you feel now?');
        expect(await bodyText(page)).toContain('You completed Sacred Ordinary · 2 minutes of practice.');
        // The music stops with the practice.
        await eventually(() =>
          page.evaluate(() => document.querySelector('[aria-label="Pause music"]') === null),
        ).toBe(true);
        // The guide speaks the completion words.
        if (spoken)
          await eventually(() => spoken()).toContain(
            "Well done. You've completed Sacred Ordinary. Carry this way of seeing into the rest of your day.",
          );
        if (width === 390) await chooseMoodAndContinue(page, '6 Fine');
        await close();
      }
    },
  );

  it('success visualization runs 420 s through its guided phases', { timeout: 120_000 }, async () => {
    for (const width of [1280, 390]) {
      const { page, close } = await onboardedPerson(width);
      await page.clock.install();
      await openPlayer(page, 'visualization', 'Success Visualization');
      expect(await bodyText(page)).toContain('7 min');
      await screenshot(page, `standalone-visualization-intro-${width}`);
      await page.getByRole('button', { name: 'Begin' }).click();
      const heading = page.getByRole('heading', { level: 2 });
      await eventually(() => heading.innerText()).toBe('Arrive');
      expect(await timer(page).innerText()).toMatch(/^(7:00|6:59)$/);
      const titles: string[] = [];
      for (const seconds of [45, 60, 90, 75, 90, 40]) {
        await skip(page, seconds);
        titles.push(await heading.innerText());
        if (titles.length === 4)
          await screenshot(page, `standalone-visualization-practice-${width}`, { fullPage: false });
      }
      expect(titles).toEqual([
        'Choose your goal',
        'See the path',
        'Meet the obstacle',
        'Live the success',
        'Anchor the feeling',
        'Return',
      ]);
      if (width === 1280) await expectNoAxeViolations(page, 'visualization practice');
      await skip(page, 20.5);
      await eventually(() => bodyText(page)).toContain('How do you feel now?');
      expect(await bodyText(page)).toContain('You completed Success Visualization · 7 minutes of practice.');
      await close();
    }
  });
});
