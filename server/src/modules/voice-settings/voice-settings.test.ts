import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOICE_SETTINGS,
  VOICE_SETTINGS_MUTED_REQUIRED,
  VOICE_SETTINGS_SPEED_RANGE,
  VOICE_SETTINGS_VOICE_UNKNOWN,
  VOICE_SETTINGS_VOLUME_RANGE,
} from '@flowmind/core/contracts/voice-settings';
import { requestAs, signUp } from '../../../test/app';
import { useTestApp } from '../../../test/use-test-app';

const harness = useTestApp({ authRateLimit: false });

const URL = '/api/v1/voice/settings';

const read = (cookie?: string) => requestAs(harness.app, cookie, 'GET', URL);
const save = (cookie: string | undefined, payload: unknown) =>
  requestAs(harness.app, cookie, 'PUT', URL, payload);

describe('voice settings', () => {
  it('starts from the settings dialog defaults: af_nicole, speed 1.4, volume 0.9, sound on', async () => {
    const person = await signUp(harness.app);
    const response = await read(person.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ voiceId: 'af_nicole', speed: 1.4, volume: 0.9, muted: false });
    expect(response.json()).toEqual(DEFAULT_VOICE_SETTINGS);
  });

  it('saves every field and reads them back; a later save replaces the earlier one', async () => {
    const person = await signUp(harness.app);
    const first = await save(person.cookie, { voiceId: 'bm_george', speed: 0.8, volume: 0.3, muted: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ voiceId: 'bm_george', speed: 0.8, volume: 0.3, muted: true });
    expect((await read(person.cookie)).json()).toEqual(first.json());

    // The edges of both sliders are allowed; binary fractions from slider arithmetic are tidied.
    const second = await save(person.cookie, {
      voiceId: 'af_sky',
      speed: 2,
      volume: 0.1 + 0.2,
      muted: false,
    });
    expect(second.json()).toEqual({ voiceId: 'af_sky', speed: 2, volume: 0.3, muted: false });
    await save(person.cookie, { voiceId: 'af_sky', speed: 0.5, volume: 0, muted: false });
    const fullVolume = { voiceId: 'af_sky', speed: 0.5, volume: 1, muted: false };
    await save(person.cookie, fullVolume);
    expect((await read(person.cookie)).json()).toEqual(fullVolume);
  });

  it('refuses bad input with 400 and a clear message, keeping what was saved', async () => {
    const person = await signUp(harness.app);
    const valid = { voiceId: 'af_bella', speed: 1, volume: 0.5, muted: false };
    expect((await save(person.cookie, valid)).statusCode).toBe(200);

    const cases: Array<[unknown, string]> = [
      [{ ...valid, voiceId: 'robot_9000' }, VOICE_SETTINGS_VOICE_UNKNOWN],
      [{ ...valid, voiceId: undefined }, VOICE_SETTINGS_VOICE_UNKNOWN],
      [{ ...valid, speed: 0.4 }, VOICE_SETTINGS_SPEED_RANGE],
      [{ ...valid, speed: 2.1 }, VOICE_SETTINGS_SPEED_RANGE],
      [{ ...valid, speed: '1.2' }, VOICE_SETTINGS_SPEED_RANGE],
      [{ ...valid, volume: -0.1 }, VOICE_SETTINGS_VOLUME_RANGE],
      [{ ...valid, volume: 1.5 }, VOICE_SETTINGS_VOLUME_RANGE],
      [{ ...valid, volume: 0.55 }, VOICE_SETTINGS_VOLUME_RANGE],
      [{ ...valid, muted: 'yes' }, VOICE_SETTINGS_MUTED_REQUIRED],
      [{ ...valid, muted: undefined }, VOICE_SETTINGS_MUTED_REQUIRED],
    ];
    for (const [payload, message] of cases) {
      const response = await save(person.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe('invalid_request');
      expect(error.message, JSON.stringify(payload)).toContain(message);
    }

    const unknownField = await save(person.cookie, { ...valid, pitch: 3 });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().error.message).toMatch(/pitch/);

    const notJson = await harness.app.inject({
      method: 'PUT',
      url: URL,
      headers: { cookie: person.cookie, 'content-type': 'application/json' },
      payload: '{"voiceId":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.message).toBeTruthy();

    expect((await read(person.cookie)).json()).toEqual(valid);
  });

  it('needs a session', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save(undefined, DEFAULT_VOICE_SETTINGS)).statusCode).toBe(401);
  });

  it("keeps each person's settings to themselves", async () => {
    const alice = await signUp(harness.app);
    const bob = await signUp(harness.app);
    await save(alice.cookie, { voiceId: 'bf_emma', speed: 1.8, volume: 0.2, muted: true });

    expect((await read(bob.cookie)).json()).toEqual(DEFAULT_VOICE_SETTINGS);
    await save(bob.cookie, { voiceId: 'am_adam', speed: 0.6, volume: 1, muted: false });

    expect((await read(alice.cookie)).json()).toEqual({
      voiceId: 'bf_emma',
      speed: 1.8,
      volume: 0.2,
      muted: true,
    });
    expect((await read(bob.cookie)).json()).toEqual({
      voiceId: 'am_adam',
      speed: 0.6,
      volume: 1,
      muted: false,
    });
  });
});
