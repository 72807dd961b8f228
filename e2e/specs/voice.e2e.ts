import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { useBrowser, type PageOptions } from '../support/fixture';
import { expectNoAxeViolations } from '../support/axe';
import { genericPlanRows } from '../support/player';
import { CONTEXT_SPEEDS, PERSONALITY_CONTEXT_SPEEDS } from '@flowmind/core/voice';
import { speechTranscript, wordAccuracy } from '../../server/test/fixtures/speech';

/** Real recorded speech (LibriVox, 16 kHz mono PCM WAV; see server/test/fixtures/README.md). */
const SPEECH_WAV = fileURLToPath(
  new URL('../../server/test/fixtures/speech-librivox-0920.wav', import.meta.url),
);

const { newPerson } = useBrowser();

function eventually<T>(read: () => T | Promise<T>, timeout = 15_000) {
  return expect.poll(read, { timeout });
}

/**
 * A person who finished onboarding, signed in on a page; `browserArgs` give it a browser of its own with a
 * (fake) microphone.
 */
function onboardedPerson(options: PageOptions) {
  return newPerson({ firstName: 'Nora', lastName: 'Quinn', emailPrefix: 'voice' }, options);
}

async function openVoiceSettings(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Voice Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voice Settings' });
  await dialog.getByLabel('Voice', { exact: true }).waitFor();
  return dialog;
}

/** The bodies of POST /api/v1/voice/generate requests the page makes from now on. */
function captureGenerateRequests(page: Page): Array<{ text: string; voice: string; speed: number }> {
  const bodies: Array<{ text: string; voice: string; speed: number }> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/voice/generate') {
      bodies.push(request.postDataJSON());
    }
  });
  return bodies;
}

describe('voice', () => {
  it('the Voice Settings dialog sets the voice and speed the next speech is generated with, and keeps them', async () => {
    const { page } = await onboardedPerson({ width: 1280 });
    await page.goto('/home');
    const generated = captureGenerateRequests(page);

    let dialog = await openVoiceSettings(page);
    // A new person starts with the dialog's defaults: Nicole, 1.4x, 90%, sound on.
    const voiceSelect = dialog.getByLabel('Voice', { exact: true });
    expect(await voiceSelect.inputValue()).toBe('af_nicole');
    const speed = dialog.getByRole('slider', { name: 'Speed' });
    const volume = dialog.getByRole('slider', { name: 'Volume' });
    expect(await speed.inputValue()).toBe('1.4');
    expect(await volume.inputValue()).toBe('0.9');
    expect(await dialog.getByRole('switch', { name: 'Mute voice' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(await speed.getAttribute('min')).toBe('0.5');
    expect(await speed.getAttribute('max')).toBe('2');
    expect(await volume.getAttribute('min')).toBe('0');
    expect(await volume.getAttribute('max')).toBe('1');
    expect(await volume.getAttribute('step')).toBe('0.1');
    // Every voice of GET /api/v1/voice/voices is offered.
    const voices = (await (await page.request.get('/api/v1/voice/voices')).json()).voices as Array<{
      id: string;
    }>;
    expect(await voiceSelect.locator('option').count()).toBe(voices.length);
    await expectNoAxeViolations(page, 'voice settings dialog');

    await voiceSelect.selectOption('bm_george');
    expect(await dialog.innerText()).toContain('Measured, wise British male voice');
    await speed.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    expect(await dialog.locator('output').first().innerText()).toBe('1.1×');
    await volume.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await dialog.locator('output').nth(1).innerText()).toBe('80%');
    await screenshot(page, 'voice-settings-1280', { fullPage: false });

    // Test speaks a sample as chosen, before anything is saved.
    await dialog.getByRole('button', { name: 'Test voice' }).click();
    // While it plays, Test becomes Stop test.
    await dialog.getByRole('button', { name: 'Stop test' }).waitFor();
    expect(await dialog.innerText()).toContain('Playing George at 1.1×');
    await eventually(() => generated.length).toBe(1);
    expect(generated[0]).toEqual({
      text: "Hello, I'm George. Take a slow breath in, and let it go.",
      voice: 'bm_george',
      speed: 1.1,
    });
    // The sample plays to its end, and nothing failed.
    await dialog.getByRole('button', { name: 'Test voice' }).waitFor({ timeout: 20_000 });
    expect(await dialog.getByRole('alert').count()).toBe(0);

    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        new URL(response.url()).pathname === '/api/v1/voice/settings',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the avatar button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Account menu',
    );

    // The settings are the person's: they survive a reload and drive the next generation.
    await page.reload();
    dialog = await openVoiceSettings(page);
    expect(await dialog.getByLabel('Voice', { exact: true }).inputValue()).toBe('bm_george');
    expect(await dialog.getByRole('slider', { name: 'Speed' }).inputValue()).toBe('1.1');
    expect(await dialog.getByRole('slider', { name: 'Volume' }).inputValue()).toBe('0.8');
    const before = generated.length;
    await dialog.getByRole('button', { name: 'Test voice' }).click();
    await eventually(() => generated.length).toBe(before + 1);
    expect(generated.at(-1)).toMatchObject({ voice: 'bm_george', speed: 1.1 });
    const stored = await (await page.request.get('/api/v1/voice/settings')).json();
    expect(stored).toEqual({ voiceId: 'bm_george', speed: 1.1, volume: 0.8, muted: false });

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Elsewhere too: a practice prepares its spoken prompts in George's voice, at its contexts' speeds
    // slowed by the person's 1.1 against the default 1.4.
    const fromPractice = generated.length;
    await page.goto('/plan');
    await (await genericPlanRows(page))[0]!.click();
    await eventually(() => generated.length).toBeGreaterThan(fromPractice + 2);
    const scaledContextSpeeds = new Set(
      [CONTEXT_SPEEDS, ...Object.values(PERSONALITY_CONTEXT_SPEEDS)]
        .flatMap((speeds) => Object.values(speeds))
        .map((speed) => Math.round(Math.max(0.5, (speed * 1.1) / 1.4) * 100) / 100),
    );
    for (const request of generated.slice(fromPractice)) {
      expect(request.voice).toBe('bm_george');
      expect(scaledContextSpeeds.has(request.speed), `speed ${request.speed}`).toBe(true);
    }

    // Cancel leaves the saved settings alone.
    await page.goto('/home');
    dialog = await openVoiceSettings(page);
    await dialog.getByRole('switch', { name: 'Mute voice' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await (await page.request.get('/api/v1/voice/settings')).json()).muted).toBe(false);
  });

  it('records from the microphone in Voice Settings and shows what the recogniser heard', async () => {
    // A browser of its own whose microphone plays a real recorded sentence (once, then silence).
    const { page } = await onboardedPerson({
      width: 390,
      height: 844,
      browserArgs: [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${path.resolve(SPEECH_WAV)}%noloop`,
      ],
    });
    await page.goto('/home');
    const health = await (await page.request.get('/api/v1/voice/health')).json();

    const dialog = await openVoiceSettings(page);
    const check = dialog.getByRole('region', { name: 'Microphone check' });
    await check.waitFor();
    if (!health.stt.available) {
      // Without the optional speech-to-text packages the dialog says so instead of pretending.
      await eventually(() => check.innerText()).toContain('Speech-to-text is not available on this server');
      console.info(`voice e2e: speech-to-text unavailable (${health.stt.detail}); recording not checked`);
      return;
    }
    await eventually(() => check.innerText()).toContain('about 6 in 10');

    await check.getByRole('button', { name: 'Start recording' }).click();
    // The timer ticks each second while the sentence (6 s) plays into the microphone.
    await eventually(() => check.getByRole('button', { name: /Stop/ }).innerText()).toContain('0:02');
    await screenshot(page, 'voice-settings-recording-390', { fullPage: false });
    await eventually(() => check.getByRole('button', { name: /Stop/ }).innerText()).toContain('0:07');
    await check.getByRole('button', { name: /Stop/ }).click();
    await eventually(() => check.innerText(), 5_000).toContain('Transcribing');

    const heard = check.locator('blockquote');
    await heard.waitFor({ timeout: 30_000 });
    const text = (await heard.innerText()).replace(/[“”]/g, '');
    const accuracy = wordAccuracy(speechTranscript(), text);
    console.info(`voice e2e: heard "${text}" (word accuracy ${(accuracy * 100).toFixed(0)}%)`);
    // Several of the sentence's words come back, as in the server's own test of the recogniser.
    const words = new Set(text.toLowerCase().split(/\s+/));
    const expected = ['married', 'amiable', 'woman', 'respectable', 'still', 'more', 'made', 'been'];
    expect(expected.filter((word) => words.has(word)).length).toBeGreaterThanOrEqual(4);
    expect(await check.locator('figcaption').textContent()).toBe('What we heard');
    expect(await check.getByRole('button', { name: 'Start recording' }).isEnabled()).toBe(true);
    await screenshot(page, 'voice-settings-heard-390', { fullPage: false });
    await expectNoAxeViolations(page, 'voice settings with a transcript');

    // A recording under 2 seconds is refused before upload, with the speech service's text.
    await check.getByRole('button', { name: 'Start recording' }).click();
    await check.getByRole('button', { name: /Stop/ }).waitFor();
    await check.getByRole('button', { name: /Stop/ }).click();
    await eventually(() => check.getByRole('alert').innerText()).toBe(
      'Please record for at least 2 seconds.',
    );
    // The last transcript gives way to the new attempt's outcome.
    expect(await check.locator('blockquote').count()).toBe(0);
  });

  it('says when there is no microphone, and when access to it is denied', async () => {
    // Headless Chromium without a fake device has no microphone at all.
    const noMicrophone = await onboardedPerson({ width: 390, height: 844 });
    await noMicrophone.page.goto('/home');
    let check = (await openVoiceSettings(noMicrophone.page)).getByRole('region', {
      name: 'Microphone check',
    });
    await check.getByRole('button', { name: 'Start recording' }).click();
    await eventually(() => check.getByRole('alert').innerText()).toBe(
      'No microphone found. Please connect a microphone and try again.',
    );
    expect(await check.getByRole('button', { name: 'Start recording' }).isEnabled()).toBe(true);
    await noMicrophone.close();

    // A microphone whose permission prompt is answered No: the button is disabled, labelled 'Mic access
    // denied', with a hint to enable it in the browser settings.
    const { page } = await onboardedPerson({
      width: 390,
      height: 844,
      browserArgs: ['--use-fake-device-for-media-stream', '--deny-permission-prompts'],
    });
    await page.goto('/home');
    check = (await openVoiceSettings(page)).getByRole('region', { name: 'Microphone check' });
    await check.getByRole('button', { name: 'Start recording' }).click();
    const denied = check.getByRole('button', { name: 'Mic access denied' });
    await denied.waitFor();
    expect(await denied.isDisabled()).toBe(true);
    expect(await check.innerText()).toContain('Microphone access denied. Please enable in browser settings.');
    await screenshot(page, 'voice-settings-denied-390', { fullPage: false });
  });
});
