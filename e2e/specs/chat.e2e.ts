import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { coachVoiceFor } from '@flowmind/core/coach-voices';
import { baseUrl, screenshot } from '../support/browser';
import { useBrowser, type PageOptions } from '../support/fixture';
import { expectNoAxeViolations } from '../support/axe';
import { openCoachChat } from '../support/chat';

/**
 * The coach chat against the real server and its built-in coach: streamed replies in the coach's voice
 * with the person's name, practices that open, moods logged from a sentence, crisis resources, history
 * that survives a reload or fails gracefully, Send rules and copying.
 */
const { newPerson } = useBrowser();

/** Real recorded speech (LibriVox, 16 kHz mono WAV; see server/test/fixtures/README.md). */
const SPEECH_WAV = fileURLToPath(
  new URL('../../server/test/fixtures/speech-librivox-0920.wav', import.meta.url),
);

/** Flags for a browser whose microphone is a fake device (the same flags voice.e2e.ts uses). */
function withMicrophone(extraArgs: string[]): string[] {
  return ['--use-fake-device-for-media-stream', ...extraArgs];
}

function eventually<T>(read: () => T | Promise<T>, timeout = 15_000) {
  return expect.poll(read, { timeout });
}

/**
 * A person matched with the stress coach (time pressure, better sleep and emotional balance), signed in on
 * a page of the given width.
 */
function onboardedPerson(firstName: string, options: PageOptions) {
  return newPerson(
    {
      firstName,
      lastName: 'Marsh',
      emailPrefix: 'chat',
      answers: {
        life_stage: 'established',
        stress_source: ['time'],
        primary_goals: ['better sleep', 'emotional balance'],
      },
    },
    options,
  );
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: /^Message / });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });
const conversation = (page: Page) => page.getByRole('log');
const coachReplies = (page: Page) => page.locator('[data-role="coach"][data-status="sent"]');

/** Records every text the streaming reply shows, to prove it grew piece by piece. */
async function watchStreaming(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { streamed: string[] }).streamed = seen;
    new MutationObserver(() => {
      const reply = document.querySelector('[data-role="coach"][data-status="streaming"]');
      const text = reply?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function send(page: Page, text: string) {
  const before = await coachReplies(page).count();
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await eventually(() => coachReplies(page).count()).toBe(before + 1);
  return coachReplies(page).last();
}

describe('chat with the built-in coach', () => {
  it('streams replies with the person’s name, opens a recommended practice, logs a mood and keeps the history', async () => {
    const { page, context, coachId } = await onboardedPerson('Rosa', { width: 1280 });
    await page.goto(`/chat/${coachId}`);

    // The coach introduces itself as an AI wellness coach, not a therapist.
    const welcome = page.locator('[data-role="welcome"]');
    await eventually(() => welcome.innerText()).toContain('AI wellness coach');
    expect(await welcome.innerText()).toContain('not a therapist');
    expect(await welcome.innerText()).toContain('Rosa');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Chat with /);
    expect(await conversation(page).getAttribute('aria-live')).toBe('polite');

    // Send is disabled for empty and blank text; Shift+Enter makes a new line instead of sending.
    expect(await sendButton(page).isDisabled()).toBe(true);
    await messageBox(page).fill('   \n  ');
    expect(await sendButton(page).isDisabled()).toBe(true);
    await messageBox(page).press('Enter');
    expect(await page.locator('[data-role="user"]').count()).toBe(0);
    await messageBox(page).fill('Work has been so stressful lately.');
    await messageBox(page).press('Shift+Enter');
    await messageBox(page).pressSequentially('Can you recommend a practice?');
    expect(await messageBox(page).inputValue()).toBe(
      'Work has been so stressful lately.\nCan you recommend a practice?',
    );
    expect(await sendButton(page).isDisabled()).toBe(false);
    await screenshot(page, 'chat-empty-1280', { fullPage: false });

    // Sending: the reply is held back a moment, so the pending state can be seen.
    await page.route('**/api/v1/chat/stream', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await watchStreaming(page);
    const streamResponse = page.waitForResponse('**/api/v1/chat/stream');
    await sendButton(page).click();
    await eventually(() => page.getByTestId('typing-indicator').count()).toBe(1);
    expect(await messageBox(page).inputValue()).toBe('');
    await messageBox(page).fill('One more thing');
    expect(await sendButton(page).isDisabled()).toBe(true);
    expect(await page.locator('[data-role="user"]').last().innerText()).toContain(
      'Can you recommend a practice?',
    );
    expect((await streamResponse).headers()['content-type']).toContain('text/event-stream');
    await eventually(() => coachReplies(page).count()).toBe(1);
    await page.unroute('**/api/v1/chat/stream');

    const reply = coachReplies(page).last();
    const replyText = await reply.innerText();
    expect(replyText).toContain('Rosa');
    expect(replyText).toContain('Built-in coach');
    // The first reply opens with the introduction, so the welcome that said the same has gone.
    expect(replyText).toContain('AI wellness coach');
    expect(await page.locator('[data-role="welcome"]').count()).toBe(0);
    const streamed = await page.evaluate(() => (window as unknown as { streamed: string[] }).streamed);
    expect(streamed.length).toBeGreaterThan(2);
    expect(streamed[0]!.length).toBeLessThan(streamed.at(-1)!.length);
    expect(await page.getByTestId('typing-indicator').count()).toBe(0);
    // The box kept what was typed while waiting, and Send works again.
    expect(await messageBox(page).inputValue()).toBe('One more thing');
    expect(await sendButton(page).isDisabled()).toBe(false);
    await messageBox(page).fill('');
    await screenshot(page, 'chat-recommendation-1280', { fullPage: false });

    // The recommendation is a card that opens the practice.
    const practiceLink = reply.getByRole('list', { name: 'Recommended practices' }).getByRole('link').first();
    const practiceName = (await practiceLink.locator('span.font-semibold').first().innerText()).trim();
    expect(await practiceLink.getAttribute('href')).toMatch(/^\/practice\?practiceId=[0-9a-f-]{36}$/);
    await practiceLink.click();
    await page.waitForURL((url) => url.pathname === '/practice' && url.searchParams.has('practiceId'));
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(practiceName);

    // Back in the chat, the conversation is there; a stated mood is logged.
    await page.goBack();
    await page.waitForURL(`**/chat/${coachId}`);
    await eventually(() => coachReplies(page).count()).toBe(1);
    const moodReply = await send(page, 'I feel like a 7 today');
    await eventually(() => moodReply.getByTestId('chat-mood-logged').innerText()).toContain('7/10');
    expect(await moodReply.getByTestId('chat-mood-logged').innerText()).toContain('Good');

    // Sending with Enter keeps the focus in the message box.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await expectNoAxeViolations(page, 'conversation');

    // Copying a reply (from the keyboard) says 'Copied' for a moment, and the clipboard holds the text.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const copy = moodReply.getByRole('button', { name: 'Copy message' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await eventually(() => moodReply.getByRole('button', { name: 'Copied' }).count(), 1000).toBe(1);
    expect(await moodReply.getByRole('button', { name: 'Copied' }).innerText()).toBe('Copied');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toContain('7/10');
    expect(clipboard).not.toContain('](/practice');
    await eventually(() => moodReply.getByRole('button', { name: 'Copy message' }).count(), 3000).toBe(1);
    await screenshot(page, 'chat-mood-1280', { fullPage: false });

    // Per-message playback in the coach's voice: loading, playing, a second press stops; the audio is kept.
    const generated: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/voice/generate')) generated.push(request.postData() ?? '');
    });
    const listen = moodReply.getByRole('button', { name: 'Listen to this message' });
    await listen.click();
    const playing = moodReply.getByRole('button', { name: 'Stop playback' });
    await eventually(() => playing.count(), 30_000).toBe(1);
    expect(await playing.getAttribute('aria-pressed')).toBe('true');
    expect(generated).toHaveLength(1);
    const spoken = JSON.parse(generated[0]!) as { text: string; voice: string };
    expect(spoken.text).toContain('7/10');
    expect(spoken.text).not.toContain('](');
    const coachResponse = await context.request.get(`/api/v1/coaches/${coachId}`);
    const { coach } = (await coachResponse.json()) as {
      coach: { name: string; personality: string; voice_id: string };
    };
    expect(spoken.voice).toBe(
      coachVoiceFor({ name: coach.name, personality: coach.personality, voiceId: coach.voice_id }).voice,
    );
    await playing.click();
    await eventually(() => listen.count()).toBe(1);
    await listen.click();
    await eventually(() => playing.count()).toBe(1);
    expect(generated).toHaveLength(1);
    await playing.click();
    await eventually(() => listen.count()).toBe(1);

    // A reload keeps the whole conversation.
    await page.reload();
    await eventually(() => coachReplies(page).count()).toBe(2);
    const userMessages = await page.locator('[data-role="user"]').allInnerTexts();
    expect(userMessages.join('\n')).toContain('Can you recommend a practice?');
    expect(userMessages.join('\n')).toContain('I feel like a 7 today');
    expect(await coachReplies(page).last().getByTestId('chat-mood-logged').count()).toBe(1);

    // Put right at once, the mood is changed rather than logged a second time.
    const moodsLogged = async () =>
      ((await (await context.request.get('/api/v1/mood/history')).json()) as { entries: unknown[] }).entries
        .length;
    const moodsBefore = await moodsLogged();
    const correction = await send(page, 'oops make that a 6');
    const changed = correction.getByTestId('chat-mood-logged');
    await eventually(() => changed.innerText()).toContain('Mood changed: 6/10');
    expect(await changed.innerText()).toContain('(was 7/10)');
    expect(await correction.getByRole('list', { name: 'Recommended practices' }).count()).toBe(0);
    expect(await moodsLogged()).toBe(moodsBefore);
    await screenshot(page, 'chat-mood-changed-1280', { fullPage: false });

    // The mood shows on home's mood tracker.
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/home');
    const tracker = page.getByTestId('today-mood');
    await eventually(() => tracker.innerText()).toContain('Fine');
    expect(await tracker.innerText()).toContain('6');
  });

  it('answers a crisis message with the crisis resources, at 390 px', async () => {
    const { page, coachId } = await onboardedPerson('Theo', { width: 390 });
    await openCoachChat(page, coachId);

    const reply = await send(page, "I don't want to be alive anymore");
    const resources = reply.getByTestId('crisis-resources');
    await eventually(() => resources.count()).toBe(1);
    const text = await resources.innerText();
    expect(text).toContain('988');
    expect(text).toContain('741741');
    expect(text.toLowerCase()).toContain('emergency');
    expect(await resources.getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    expect(await resources.getByRole('link', { name: 'Text 988' }).getAttribute('href')).toBe('sms:988');
    const textLine = resources.getByRole('link', { name: /741741/ });
    expect(await textLine.getAttribute('href')).toMatch(/^sms:741741/);
    // It is not the built-in coach's usual answer: no practice cards, no mood logged.
    expect(await reply.getByRole('list', { name: 'Recommended practices' }).count()).toBe(0);
    await resources.scrollIntoViewIfNeeded();
    await screenshot(page, 'chat-crisis-390', { fullPage: false });
    await expectNoAxeViolations(page, 'crisis reply');

    // Still there after a reload: the resources are stored with the reply.
    await page.reload();
    await eventually(() => page.getByTestId('crisis-resources').count()).toBe(1);
  });

  it('answers each risk tier as it should: crisis, a direct question, support when help is declined, care for distress', async () => {
    const { page, coachId } = await onboardedPerson('Mara', { width: 1280 });
    await openCoachChat(page, coachId);

    // Elevated: asked plainly about suicide, with the resources beside the question and no practice.
    const check = await send(page, 'honestly everyone would be better off without me');
    const checkCard = check.getByTestId('crisis-resources');
    await eventually(() => checkCard.count()).toBe(1);
    expect(await checkCard.innerText()).toContain('Can I ask you something important?');
    expect(await check.innerText()).toMatch(/are you having thoughts of suicide/);
    expect(await check.getByRole('list', { name: 'Recommended practices' }).count()).toBe(0);
    // Someone whose country the app guessed wrong finds their own line one tap away.
    await checkCard.getByText('Not in the US? Lines in other countries').click();
    await eventually(() => checkCard.getByRole('link', { name: 'Call 116 123' }).count()).toBe(2);
    await screenshot(page, 'chat-check-in-1280', { fullPage: false });

    // The answer moves the tier: yes brings the crisis card.
    const crisis = await send(page, 'yeah sometimes');
    await eventually(() => crisis.getByTestId('crisis-resources').count()).toBe(1);
    expect(await crisis.getByTestId('crisis-resources').innerText()).toContain(
      'You deserve support right now',
    );

    // Declining help is met with continued support: the text line and one step of a safety plan.
    const support = await send(page, "i don't want to call anyone");
    const supportText = await support.innerText();
    expect(supportText).toContain('741741');
    expect(supportText).toMatch(/kept you going/);
    expect(supportText).not.toMatch(/no problem/i);
    await screenshot(page, 'chat-declined-help-1280', { fullPage: false });
    await expectNoAxeViolations(page, 'risk tiers');

    // Acute for someone else: the emergency number comes first.
    const other = await send(page, 'my friend just texted me she took a whole bottle of pills');
    const first = other.getByTestId('crisis-resources').getByRole('listitem').first();
    await eventually(() => first.count()).toBe(1);
    expect((await first.innerText()).toLowerCase()).toContain('emergency');
  });

  it('switching coach clears the chat and starts with the new coach; each coach keeps their own history', async () => {
    const { page, context, coachId } = await onboardedPerson('Ines', { width: 390 });
    expect(
      (await context.request.post('/api/v1/chat', { data: { message: 'Hi there', coachId } })).status(),
    ).toBe(200);
    await page.goto(`/chat/${coachId}`);
    await eventually(() => page.locator('[data-role="user"]').count()).toBe(1);
    await messageBox(page).fill('A thought I have not sent');

    await page.getByRole('link', { name: 'Switch coach' }).click();
    await page.waitForURL((url) => url.pathname === '/chat');
    const other = page.locator('ul button:not([aria-current])').first();
    await eventually(() => other.count()).toBe(1);
    const otherName = (await other.locator('span.text-lg').innerText()).trim();
    await other.click();
    await page.waitForURL(
      (url) => /^\/chat\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(coachId),
    );

    // The top bar and the page follow the new coach; nothing of the other conversation remains.
    await eventually(() => page.getByRole('banner').innerText()).toContain(otherName);
    const welcome = page.locator('[data-role="welcome"]');
    await eventually(() => welcome.innerText()).toContain(otherName.split(' ')[0]!);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      `Chat with ${otherName.split(' ')[0]}`,
    );
    expect(await page.locator('[data-role="user"]').count()).toBe(0);
    expect(await messageBox(page).inputValue()).toBe('');
    await screenshot(page, 'chat-switched-390', { fullPage: false });

    // The first coach's conversation is still theirs.
    await page.goto(`/chat/${coachId}`);
    await eventually(() => page.locator('[data-role="user"]').innerText()).toContain('Hi there');

    // An unknown coach: 'Coach not found' on the page, 'Coach Not Found' / 'Please try again' in the top bar.
    await page.goto('/chat/00000000-0000-4000-8000-000000000000');
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Coach not found');
    expect(await page.getByRole('banner').innerText()).toContain('Coach Not Found');
    expect(await page.getByRole('banner').innerText()).toContain('Please try again');
    expect(await page.getByRole('log').count()).toBe(0);
  });

  it('shows the coach’s welcome when history cannot be loaded, and loads it on Try again', async () => {
    const { page, context, coachId, forgetErrors } = await onboardedPerson('Lina', { width: 1280 });
    const sent = await context.request.post('/api/v1/chat', {
      data: { message: 'Hello there', coachId },
    });
    expect(sent.status()).toBe(200);

    await page.route('**/api/v1/chat/user/history**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Database unavailable' } }),
      }),
    );
    await page.goto(`/chat/${coachId}`);
    const welcome = page.locator('[data-role="welcome"]');
    await eventually(() => welcome.innerText()).toContain('AI wellness coach');
    expect(await welcome.innerText()).toContain('Lina');
    expect(await page.getByText("Earlier messages couldn't be loaded.").count()).toBe(1);
    expect(await page.locator('[data-role="user"]').count()).toBe(0);
    await screenshot(page, 'chat-history-failed-1280', { fullPage: false });

    await page.unroute('**/api/v1/chat/user/history**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await eventually(() => page.locator('[data-role="user"]').innerText()).toContain('Hello there');
    expect(await coachReplies(page).count()).toBe(1);
    expect(await welcome.count()).toBe(0);
    // The refused loads are expected here.
    forgetErrors(/status of 500/);
  });

  it('shows the server’s error on the coach’s side and offers to try again', async () => {
    const { page, coachId, forgetErrors } = await onboardedPerson('Omar', { width: 1280 });
    await openCoachChat(page, coachId);

    await page.route('**/api/v1/chat/stream', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'rate_limited', message: 'Slow down a little.' } }),
      }),
    );
    await messageBox(page).fill('Are you there?');
    await messageBox(page).press('Enter');
    const error = page.locator('[data-role="error"]');
    await eventually(() => error.innerText()).toContain('Error: Slow down a little.');

    // With the stream unavailable (a server failure), the plain POST answers instead.
    await page.unroute('**/api/v1/chat/stream');
    await page.route('**/api/v1/chat/stream', (route) =>
      route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' }),
    );
    await error.getByRole('button', { name: 'Try again' }).click();
    await eventually(() => coachReplies(page).count()).toBe(1);
    expect(await coachReplies(page).innerText()).toContain('Omar');

    // A reply without any text shows 'No response from AI' rather than an empty message; a provider fallback
    // says so.
    const streamOf = (sent: string | null, content: string, metadata: Record<string, unknown>) => {
      const at = new Date().toISOString();
      const { message: text } = JSON.parse(sent ?? '{}') as { message: string };
      const userMessage = {
        id: crypto.randomUUID(),
        role: 'user',
        content: text,
        createdAt: at,
        agentResponse: null,
      };
      const message = {
        id: crypto.randomUUID(),
        role: 'assistant',
        content,
        createdAt: at,
        agentResponse: { thought: '', action: 'respond', observation: '', finalAnswer: content, metadata },
      };
      const events = [
        ['meta', { conversationId: 'c', userMessage, provider: 'openai', model: 'm' }],
        ['done', { success: true, conversationId: 'c', userMessage, message, metadata }],
      ] as const;
      return events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
    };
    await page.unroute('**/api/v1/chat/stream');
    await page.route('**/api/v1/chat/stream', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: streamOf(route.request().postData(), '', { provider: 'openai', model: 'm', latencyMs: 3 }),
      }),
    );
    await messageBox(page).fill('Hello?');
    await messageBox(page).press('Enter');
    await eventually(() => error.last().innerText()).toContain('No response from AI');
    expect(await error.last().innerText()).toContain('The AI did not return a message. Please try again.');

    const notice = 'The AI coach is unavailable right now, so the built-in coach answered.';
    await page.unroute('**/api/v1/chat/stream');
    await page.route('**/api/v1/chat/stream', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: streamOf(route.request().postData(), 'Here is a thought, Omar.', {
          provider: 'builtin',
          model: 'flowmind-coach',
          latencyMs: 3,
          builtIn: true,
          fallbackNotice: notice,
        }),
      }),
    );
    await messageBox(page).fill('And now?');
    await messageBox(page).press('Enter');
    await eventually(() => coachReplies(page).count()).toBe(2);
    expect(await coachReplies(page).last().innerText()).toContain(notice);
    await screenshot(page, 'chat-errors-1280', { fullPage: false });
    forgetErrors(/status of (429|502)/);
  });

  // Two real-time recordings and speech recognition on a CPU shared with the other specs: about 16 s
  // alone, and it ran past the default 60 s once under the full suite's load.
  it(
    'fills the message box from the microphone (a real recorded sentence) without sending it',
    { timeout: 150_000 },
    async () => {
      const { page, context, coachId } = await onboardedPerson('Nadia', {
        width: 390,
        height: 844,
        browserArgs: withMicrophone([
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-audio-capture=${path.resolve(SPEECH_WAV)}%noloop`,
        ]),
      });
      const health = (await (await context.request.get('/api/v1/voice/health')).json()) as {
        stt: { available: boolean; detail: string };
      };
      await openCoachChat(page, coachId);

      // Too short: refused before upload with the chat's text, which goes after 5 seconds.
      const start = page.getByRole('button', { name: 'Start voice input' });
      await start.click();
      const stop = page.getByRole('button', { name: /^Stop recording/ });
      await stop.waitFor();
      await stop.click();
      const alert = page.getByRole('alert');
      await eventually(() => alert.innerText()).toBe(
        'Recording too short. Please record for at least 1 second.',
      );
      await eventually(() => alert.count(), 8_000).toBe(0);

      if (!health.stt.available) {
        console.info(`chat e2e: speech-to-text unavailable (${health.stt.detail}); transcript not checked`);
        return;
      }
      // The fake microphone plays its sentence once per recording; the timer ticks each second.
      await messageBox(page).fill('Today');
      await start.click();
      await eventually(() => stop.getAttribute('aria-label')).toBe('Stop recording, 0:02');
      await screenshot(page, 'chat-voice-recording-390', { fullPage: false });
      await eventually(() => stop.getAttribute('aria-label')).toBe('Stop recording, 0:07');
      await stop.click();
      await eventually(() => page.getByRole('button', { name: 'Transcribing…' }).count(), 5_000).toBe(1);

      // The transcript joins what was typed, for the person to check and send; nothing is sent by itself.
      await eventually(() => messageBox(page).inputValue(), 60_000).not.toBe('Today');
      const text = await messageBox(page).inputValue();
      expect(text.startsWith('Today ')).toBe(true);
      const words = new Set(text.toLowerCase().split(/\s+/));
      const expected = ['married', 'amiable', 'woman', 'respectable', 'still', 'more', 'made', 'been'];
      expect(expected.filter((word) => words.has(word)).length).toBeGreaterThanOrEqual(3);
      expect(await page.locator('[data-role="user"]').count()).toBe(0);
      expect(await sendButton(page).isDisabled()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
      await screenshot(page, 'chat-voice-transcript-390', { fullPage: false });
    },
  );

  it('disables voice input with the spec’s words when microphone access is denied', async () => {
    const { page, coachId } = await onboardedPerson('Pia', {
      width: 390,
      height: 844,
      browserArgs: withMicrophone(['--deny-permission-prompts']),
    });
    await page.goto(`/chat/${coachId}`);
    await page.getByRole('button', { name: 'Start voice input' }).click();
    const denied = page.getByRole('button', { name: 'Mic access denied' });
    await denied.waitFor();
    expect(await denied.isDisabled()).toBe(true);
    expect(await denied.getAttribute('title')).toBe(
      'Microphone access denied. Please enable in browser settings.',
    );
    await eventually(() => page.getByRole('alert').innerText()).toBe(
      'Microphone access denied. Please enable in browser settings.',
    );
    // After the 5-second error the button itself still says so; typing and sending still work.
    await eventually(() => page.getByRole('alert').count(), 8_000).toBe(0);
    expect(await denied.innerText()).toBe('Mic access denied');
    await messageBox(page).fill('Hello');
    expect(await sendButton(page).isDisabled()).toBe(false);
    await screenshot(page, 'chat-voice-denied-390', { fullPage: false });
  });
});
