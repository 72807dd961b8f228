import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_VOICES } from '@flowmind/core/coach-voices';
import {
  AUDIO_FILE_TOO_LARGE,
  AUDIO_TOO_SHORT_OR_QUIET,
  FAILED_TO_GENERATE_SPEECH,
  INVALID_AUDIO_FORMAT,
  NO_AUDIO_DATA,
  NO_SPEECH_IN_AUDIO,
  RECORD_AT_LEAST_2_SECONDS,
  RECORDING_TOO_LONG,
  VOICE_AUTHENTICATION_FAILED,
} from '@flowmind/core/recording';
import { VOICE_RATE_LIMITED } from '@flowmind/core/contracts/voice';
import { VOICE_IDS } from '@flowmind/core/voice';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { createOutboxMailer } from '../../integrations/mail/mailer';
import { createEspeakTtsEngine } from '../../integrations/tts/espeak';
import { TtsError, sniffSpeechContentType, type TtsEngine } from '../../integrations/tts/tts';
import { createPocketSphinxSttEngine } from '../../integrations/stt/pocketsphinx';
import { findExecutable } from '../../integrations/stt/process';
import { createTestDatabase } from '../../../test/database';
import { requestAs, signUp, TEST_PUBLIC_URL } from '../../../test/app';
import {
  multipartUpload,
  speechTranscript,
  speechWav,
  speechWebm,
  toneWav,
  wordAccuracy,
} from '../../../test/fixtures/speech';
import { createVoiceServices, type VoiceServicesConfig } from './voice-engines';
import { createVoiceService, DEFAULT_VOICE_LIMITS, type VoiceLimits } from './voice.service';

const AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

/** The rate-limit table until its migration is wired in (server/src/db/schema-voice.ts). */
/** Counts syntheses, and can be told to fail, around the real embedded engine. */
function countingEngine(inner: TtsEngine) {
  const engine = {
    calls: 0,
    failNext: false,
    name: inner.name,
    cacheTag: inner.cacheTag,
    status: () => inner.status(),
    close: () => inner.close?.() ?? Promise.resolve(),
    synthesize(request: Parameters<TtsEngine['synthesize']>[0]) {
      engine.calls++;
      if (engine.failNext) {
        engine.failNext = false;
        return Promise.reject(new TtsError('engine exploded'));
      }
      return inner.synthesize(request);
    },
  };
  return engine;
}

interface VoiceTestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app with the voice routes registered (until app.ts registers them itself, createTestApp cannot,
 * because it readies the app). Pass `database` to run a second instance against the same PostgreSQL.
 */
async function createVoiceTestApp(
  options: {
    database?: DatabaseHandle;
    limits?: Partial<VoiceLimits>;
    override?: VoiceServicesConfig['override'];
  } = {},
): Promise<VoiceTestApp> {
  const ownDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-voice-'));
  const app = await buildApp({
    database,
    mailer: createOutboxMailer(path.join(dataDir, 'outbox'), 'Flowmind <no-reply@flowmind.local>'),
    authSecret: AUTH_SECRET,
    publicUrl: TEST_PUBLIC_URL,
    authRateLimit: false,
    voice: createVoiceServices({ dataDir, override: options.override }),
    voiceLimits: options.limits,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      if (ownDatabase) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const sttInstalled = (await createPocketSphinxSttEngine().status()).available;
const ffmpegInstalled = findExecutable('ffmpeg') !== null;
if (!sttInstalled)
  console.warn('PocketSphinx or ffmpeg is not installed: skipping the embedded transcription tests');

const tts = countingEngine(createEspeakTtsEngine());
let harness: VoiceTestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  harness = await createVoiceTestApp({ override: { tts } });
  alice = await signUp(harness.app);
  bob = await signUp(harness.app);
});
afterAll(async () => harness?.close());

function generate(cookie: string | undefined, payload: object) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/voice/generate',
    headers: cookie ? { cookie } : {},
    payload,
  });
}

async function transcribe(
  cookie: string | undefined,
  parts: Parameters<typeof multipartUpload>[0],
  app = harness.app,
) {
  const { payload, headers } = await multipartUpload(parts);
  return app.inject({
    method: 'POST',
    url: '/api/v1/voice/transcribe',
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

describe('GET /api/v1/voice/voices', () => {
  it('lists the voices and the 23 coach voices to a signed-in person', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/voice/voices',
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.defaultVoice).toBe('af_bella');
    expect(body.voices).toContainEqual({
      id: 'af_nicole',
      name: 'Nicole',
      description: expect.any(String),
      lang: 'en-US',
    });
    // Every voice of the shared list (core's tests pin the list itself).
    expect(body.voices.map((voice: { id: string }) => voice.id)).toEqual(expect.arrayContaining(VOICE_IDS));
    expect(body.coachVoices).toHaveLength(COACH_VOICES.length);
  });

  it('needs a session, with the spec text', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/v1/voice/voices' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(VOICE_AUTHENTICATION_FAILED);
  });
});

describe('GET /api/v1/voice/health', () => {
  it('is public and names the active engines and whether they work', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/v1/voice/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.tts).toMatchObject({ provider: 'embedded', available: true });
    expect(body.stt).toMatchObject({ provider: 'embedded', available: sttInstalled });
    expect(body.stt.detail).toMatch(sttInstalled ? /PocketSphinx/ : /not installed|missing/);
  });
});

describe('POST /api/v1/voice/generate', () => {
  const text = 'Welcome back. Find a comfortable seat, and let your breathing settle into an easy rhythm.';
  let audioUrl: string;

  it('synthesises real MP3 speech with the embedded engine and serves it to its owner', async () => {
    const callsBefore = tts.calls;
    const started = performance.now();
    const response = await generate(alice.cookie, { text, voice: 'af_nicole', speed: 1.4 });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, cached: false });
    expect(body.audioUrl).toMatch(/^\/api\/v1\/voice\/audio\/[a-f0-9]{64}\?sig=[\w-]{32}$/);
    expect(tts.calls).toBe(callsBefore + 1);
    audioUrl = body.audioUrl;

    const audio = await harness.app.inject({
      method: 'GET',
      url: audioUrl,
      headers: { cookie: alice.cookie },
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(audio.headers.etag).toMatch(/^"[a-f0-9]{64}"$/);
    expect(sniffSpeechContentType(audio.rawPayload)).toBe('audio/mpeg');
    expect(audio.rawPayload.length).toBeGreaterThan(10_000);
    console.info(
      `generate (uncached, ${text.length} characters): ${Math.round(elapsed)} ms, ${audio.rawPayload.length} bytes of MP3`,
    );
  });

  it('answers an identical request from the cache without synthesising again', async () => {
    const callsBefore = tts.calls;
    const started = performance.now();
    const response = await generate(alice.cookie, { text: `  ${text} `, voice: 'af_nicole', speed: 1.4 });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, audioUrl, cached: true });
    expect(tts.calls).toBe(callsBefore);
    console.info(`generate (cached): ${elapsed.toFixed(1)} ms`);
    expect(elapsed).toBeLessThan(500);
    // A different voice or speed is a different recording.
    expect((await generate(alice.cookie, { text, voice: 'af_nicole', speed: 1 })).json().cached).toBe(false);
    expect((await generate(alice.cookie, { text, voice: 'bm_george', speed: 1.4 })).json().cached).toBe(
      false,
    );
    expect(tts.calls).toBe(callsBefore + 2);
  });

  it('shares one synthesis between identical requests arriving together', async () => {
    const callsBefore = tts.calls;
    const responses = await Promise.all(
      Array.from({ length: 3 }, () =>
        generate(alice.cookie, { text: 'All together now.', voice: 'af_sky', speed: 1 }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(tts.calls).toBe(callsBefore + 1);
  });

  it('serves audio only to the person who asked for it: everyone else gets 404', async () => {
    const key = audioUrl.split('/').pop()!.split('?')[0]!;
    const asBob = await harness.app.inject({ method: 'GET', url: audioUrl, headers: { cookie: bob.cookie } });
    expect(asBob.statusCode).toBe(404);
    expect(asBob.json().error.code).toBe('not_found');
    for (const url of [
      `/api/v1/voice/audio/${key}`,
      `/api/v1/voice/audio/${key}?sig=${'A'.repeat(32)}`,
      '/api/v1/voice/audio/../../etc?sig=x',
    ]) {
      const response = await harness.app.inject({ method: 'GET', url, headers: { cookie: alice.cookie } });
      expect(response.statusCode, url).toBe(404);
    }
    const anonymous = await harness.app.inject({ method: 'GET', url: audioUrl });
    expect(anonymous.statusCode).toBe(401);

    const bobs = (await generate(bob.cookie, { text, voice: 'af_nicole', speed: 1.4 })).json();
    expect(
      (await harness.app.inject({ method: 'GET', url: bobs.audioUrl, headers: { cookie: bob.cookie } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await harness.app.inject({ method: 'GET', url: bobs.audioUrl, headers: { cookie: alice.cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it("never tells one person what another had spoken: the cache is each person's own", async () => {
    const secret = `I could not sleep again, the third night this week (${Date.now()}).`;
    const carol = await signUp(harness.app);
    const dave = await signUp(harness.app);
    const first = (await generate(carol.cookie, { text: secret, voice: 'af_sky', speed: 1 })).json();
    expect(first.cached).toBe(false);

    // The same words from someone else are synthesised for them, under a key of their own.
    const callsBefore = tts.calls;
    const daves = (await generate(dave.cookie, { text: secret, voice: 'af_sky', speed: 1 })).json();
    expect(daves.cached).toBe(false);
    expect(tts.calls).toBe(callsBefore + 1);
    const keyOf = (url: string) => url.split('/').pop()!.split('?')[0]!;
    expect(keyOf(daves.audioUrl)).not.toBe(keyOf(first.audioUrl));
    // Each person's own repeat is still answered from the cache.
    expect((await generate(dave.cookie, { text: secret, voice: 'af_sky', speed: 1 })).json()).toEqual({
      ...daves,
      cached: true,
    });
    expect((await generate(carol.cookie, { text: secret, voice: 'af_sky', speed: 1 })).json()).toEqual({
      ...first,
      cached: true,
    });
    expect(tts.calls).toBe(callsBefore + 1);
    const fetchAs = (cookie: string, url: string) =>
      harness.app.inject({ method: 'GET', url, headers: { cookie } });
    expect((await fetchAs(dave.cookie, daves.audioUrl)).statusCode).toBe(200);
    expect((await fetchAs(carol.cookie, daves.audioUrl)).statusCode).toBe(404);
  });

  it('answers ranges and revalidation as media players expect', async () => {
    const full = await harness.app.inject({
      method: 'GET',
      url: audioUrl,
      headers: { cookie: alice.cookie },
    });
    const partial = await harness.app.inject({
      method: 'GET',
      url: audioUrl,
      headers: { cookie: alice.cookie, range: 'bytes=0-99' },
    });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-99/${full.rawPayload.length}`);
    expect(partial.rawPayload.equals(full.rawPayload.subarray(0, 100))).toBe(true);
    const beyond = await harness.app.inject({
      method: 'GET',
      url: audioUrl,
      headers: { cookie: alice.cookie, range: 'bytes=99999999-' },
    });
    expect(beyond.statusCode).toBe(416);
    const revalidated = await harness.app.inject({
      method: 'GET',
      url: audioUrl,
      headers: { cookie: alice.cookie, 'if-none-match': full.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('refuses bad input with a 4xx and a clear message', async () => {
    const cases: Array<[object, string]> = [
      [{ text: '   ', voice: 'af_bella', speed: 1 }, 'Enter some text to speak.'],
      [{ text: 'x'.repeat(1001), voice: 'af_bella', speed: 1 }, 'Text can be at most 1000 characters.'],
      [{ text: 'Hello', voice: 'robot', speed: 1 }, 'Choose one of the available voices.'],
      [{ text: 'Hello', voice: 'af_bella', speed: 2.5 }, 'Speed must be between 0.5 and 2.'],
      [{ text: 'Hello', voice: 'af_bella', speed: 'fast' }, 'Speed must be between 0.5 and 2.'],
      [{}, 'Enter some text to speak.'],
    ];
    for (const [payload, message] of cases) {
      const response = await generate(alice.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    const silent = await generate(alice.cookie, { text: '...', voice: 'af_bella', speed: 1 });
    expect(silent.statusCode).toBe(422);
    expect(silent.json().error.message).toBe(FAILED_TO_GENERATE_SPEECH);
  });

  it("says 'Failed to generate speech.' when the engine fails", async () => {
    tts.failNext = true;
    const response = await generate(alice.cookie, {
      text: 'This one will fail.',
      voice: 'af_bella',
      speed: 1,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toEqual({
      code: 'speech_generation_failed',
      message: FAILED_TO_GENERATE_SPEECH,
    });
    // Nothing was stored: the next try synthesises.
    expect(
      (await generate(alice.cookie, { text: 'This one will fail.', voice: 'af_bella', speed: 1 })).json()
        .cached,
    ).toBe(false);
  });

  it('needs a session, with the spec text', async () => {
    const response = await generate(undefined, { text: 'Hello', voice: 'af_bella', speed: 1 });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(VOICE_AUTHENTICATION_FAILED);
  });
});

describe("a person's generated audio", () => {
  const keyOf = (audioUrl: string) => audioUrl.split('/').pop()!.split('?')[0]!;
  const isStoredFile = (key: string) =>
    fs.existsSync(path.join(harness.dataDir, 'audio', key.slice(0, 2), `${key}.mp3`));
  const ownedBy = async (userId: string) =>
    (
      await harness.database.pool.query<{ key: string }>(
        'select key from voice_audio where user_id = $1 order by key',
        [userId],
      )
    ).rows.map((row) => row.key);

  it("is deleted with their account, files and records, and nobody else's is", async () => {
    const erin = await signUp(harness.app);
    const finn = await signUp(harness.app);
    const say = async (cookie: string, text: string) =>
      (await generate(cookie, { text, voice: 'af_bella', speed: 1 })).json<{ audioUrl: string }>().audioUrl;
    const erins = [await say(erin.cookie, 'Good night, Erin.'), await say(erin.cookie, 'Sleep well.')];
    const finns = await say(finn.cookie, 'Good night, Erin.');
    const erinKeys = erins.map(keyOf);
    expect(await ownedBy(erin.userId)).toEqual([...erinKeys].sort());
    expect(await ownedBy(finn.userId)).toEqual([keyOf(finns)]);
    for (const key of [...erinKeys, keyOf(finns)]) expect(isStoredFile(key), key).toBe(true);

    const deleted = await requestAs(harness.app, erin.cookie, 'DELETE', '/api/v1/account', {
      password: erin.password,
    });
    expect(deleted.statusCode).toBe(200);

    for (const key of erinKeys) expect(isStoredFile(key), key).toBe(false);
    expect(await ownedBy(erin.userId)).toEqual([]);
    expect(isStoredFile(keyOf(finns))).toBe(true);
    expect(await ownedBy(finn.userId)).toEqual([keyOf(finns)]);
    const finnsAudio = await harness.app.inject({
      method: 'GET',
      url: finns,
      headers: { cookie: finn.cookie },
    });
    expect(finnsAudio.statusCode).toBe(200);
  });

  it('is not kept when the account is deleted while its speech is being made', async () => {
    const gina = await signUp(harness.app);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-voice-race-'));
    // The engine finishes only after the account is gone, as when deletion lands mid-synthesis.
    const racing: TtsEngine = {
      name: tts.name,
      cacheTag: tts.cacheTag,
      status: () => tts.status(),
      async synthesize(request) {
        const speech = await tts.synthesize(request);
        await harness.database.pool.query('delete from auth_users where id = $1', [gina.userId]);
        return speech;
      },
    };
    const services = createVoiceServices({ dataDir, override: { tts: racing } });
    const voice = createVoiceService({
      db: harness.database.db,
      services,
      signingSecret: AUTH_SECRET,
      limits: DEFAULT_VOICE_LIMITS,
      log: () => {},
    });
    try {
      await expect(
        voice.generate(gina.userId, { text: 'Too late.', voice: 'af_bella', speed: 1 }),
      ).rejects.toMatchObject({ statusCode: 401 });
      expect(await ownedBy(gina.userId)).toEqual([]);
      const files = fs.readdirSync(path.join(dataDir, 'audio'), { recursive: true });
      expect(files.filter((name) => String(name).endsWith('.mp3'))).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('POST /api/v1/voice/transcribe', () => {
  it('needs a session, with the spec text', async () => {
    const response = await transcribe(undefined, [
      { field: 'audio', bytes: speechWav(), filename: 'recording.wav', type: 'audio/wav' },
    ]);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(VOICE_AUTHENTICATION_FAILED);
  });

  it('asks for audio when the upload has none', async () => {
    const noFile = await transcribe(alice.cookie, [{ field: 'note', value: 'hello' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(NO_AUDIO_DATA);
    const wrongField = await transcribe(alice.cookie, [
      { field: 'file', bytes: speechWav(), filename: 'recording.wav' },
    ]);
    expect(wrongField.json().error.message).toBe(NO_AUDIO_DATA);
    const json = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/voice/transcribe',
      headers: { cookie: alice.cookie },
      payload: { audio: 'base64?' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(NO_AUDIO_DATA);
  });

  it('refuses recordings under 5 KB as too short or too quiet', async () => {
    const response = await transcribe(alice.cookie, [
      { field: 'audio', bytes: speechWebm().subarray(0, 4000) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(AUDIO_TOO_SHORT_OR_QUIET);
  });

  it('refuses what is not audio, or broken audio', async () => {
    const text = await transcribe(alice.cookie, [
      { field: 'audio', bytes: Buffer.alloc(8000, 'a'), filename: 'recording.webm' },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe(INVALID_AUDIO_FORMAT);
    if (!ffmpegInstalled) return;
    const broken = Buffer.concat([speechWebm().subarray(0, 4), Buffer.alloc(9000, 0x42)]);
    const response = await transcribe(alice.cookie, [{ field: 'audio', bytes: broken }]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(INVALID_AUDIO_FORMAT);
  });

  it('refuses uploads over the size limit with 413', async () => {
    const huge = Buffer.concat([toneWav(1), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await transcribe(alice.cookie, [
      { field: 'audio', bytes: huge, filename: 'recording.wav', type: 'audio/wav' },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(AUDIO_FILE_TOO_LARGE);
    // 55 s of 48 kHz WAV (5 MB) is a legitimate recording: far above the JSON body limit, within the upload limit.
    const legit = await transcribe(alice.cookie, [
      {
        field: 'audio',
        bytes: toneWav(55, { sampleRate: 48_000, amplitude: 0 }),
        filename: 'recording.wav',
        type: 'audio/wav',
      },
    ]);
    expect(legit.statusCode).not.toBe(413);
    if (sttInstalled) expect(legit.json().error.message).toBe(NO_SPEECH_IN_AUDIO);
  });

  it('refuses recordings under 2 seconds and over 60 seconds', async () => {
    const short = await transcribe(alice.cookie, [
      { field: 'audio', bytes: toneWav(1.5), filename: 'recording.wav', type: 'audio/wav' },
    ]);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(RECORD_AT_LEAST_2_SECONDS);
    const long = await transcribe(alice.cookie, [
      {
        field: 'audio',
        bytes: toneWav(70, { sampleRate: 8000 }),
        filename: 'recording.wav',
        type: 'audio/wav',
      },
    ]);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(RECORDING_TOO_LONG);
  });

  it.skipIf(!sttInstalled)(
    'transcribes real recorded speech with the embedded engine (WAV and WebM)',
    async () => {
      const started = performance.now();
      const wav = await transcribe(alice.cookie, [
        { field: 'audio', bytes: speechWav(), filename: 'recording.wav', type: 'audio/wav' },
      ]);
      const elapsed = performance.now() - started;
      expect(wav.statusCode, wav.body).toBe(200);
      expect(wav.json().success).toBe(true);
      const accuracy = wordAccuracy(speechTranscript(), wav.json().text);
      console.info(
        `transcribe (6 s WAV): ${Math.round(elapsed)} ms, word accuracy ${(accuracy * 100).toFixed(0)}%: "${wav.json().text}"`,
      );
      expect(accuracy).toBeGreaterThanOrEqual(0.6);

      const webm = await transcribe(alice.cookie, [
        { field: 'audio', bytes: speechWebm(), filename: 'recording.webm', type: 'audio/webm' },
      ]);
      expect(webm.statusCode, webm.body).toBe(200);
      expect(wordAccuracy(speechTranscript(), webm.json().text)).toBeGreaterThanOrEqual(0.6);
    },
  );

  it.skipIf(!sttInstalled)('says when no speech was heard', async () => {
    const silence = await transcribe(alice.cookie, [
      { field: 'audio', bytes: toneWav(3, { amplitude: 0 }), filename: 'recording.wav', type: 'audio/wav' },
    ]);
    expect(silence.statusCode).toBe(422);
    expect(silence.json().error.message).toBe(NO_SPEECH_IN_AUDIO);
  });
});

describe('voice without an installed recogniser', () => {
  let missing: VoiceTestApp;
  beforeAll(async () => {
    missing = await createVoiceTestApp({
      override: { stt: createPocketSphinxSttEngine({ modelDir: '/nonexistent/model' }) },
    });
  });
  afterAll(async () => missing?.close());

  it('says so in health and when asked to transcribe', async () => {
    const health = (await missing.app.inject({ method: 'GET', url: '/api/v1/voice/health' })).json();
    expect(health.stt).toMatchObject({ provider: 'embedded', available: false });
    expect(health.stt.detail).toMatch(/pocketsphinx-en-us/);
    const person = await signUp(missing.app);
    const response = await transcribe(
      person.cookie,
      [{ field: 'audio', bytes: speechWav(), filename: 'recording.wav' }],
      missing.app,
    );
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toMatch(/^Speech-to-text is not available on this server/);
  });
});

describe('per-person rate limits, shared by every instance', () => {
  let first: VoiceTestApp;
  let second: VoiceTestApp;
  beforeAll(async () => {
    first = await createVoiceTestApp({ limits: { generatesPerMinute: 3, transcribesPerMinute: 2 } });
    // A second API instance on the same database: the counters live in PostgreSQL.
    second = await createVoiceTestApp({
      database: first.database,
      limits: { generatesPerMinute: 3, transcribesPerMinute: 2 },
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('limits syntheses per person across instances; cached answers stay free; others are unaffected', async () => {
    const carol = await signUp(first.app);
    const dave = await signUp(first.app);
    const say = (app: VoiceTestApp, cookie: string, text: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/v1/voice/generate',
        headers: { cookie },
        payload: { text, voice: 'af_bella', speed: 2 },
      });
    expect((await say(first, carol.cookie, 'One.')).statusCode).toBe(200);
    expect((await say(second, carol.cookie, 'Two.')).statusCode).toBe(200);
    expect((await say(first, carol.cookie, 'Three.')).statusCode).toBe(200);
    const limited = await say(second, carol.cookie, 'Four.');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(VOICE_RATE_LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await say(first, carol.cookie, 'One.')).json().cached).toBe(true);
    expect((await say(second, dave.cookie, 'Four.')).statusCode).toBe(200);
  });

  it('limits transcriptions per person', async () => {
    const erin = await signUp(first.app);
    const upload = [{ field: 'audio', bytes: Buffer.alloc(100, 1), filename: 'recording.webm' }];
    expect((await transcribe(erin.cookie, upload, first.app)).statusCode).toBe(400);
    expect((await transcribe(erin.cookie, upload, second.app)).statusCode).toBe(400);
    const limited = await transcribe(erin.cookie, upload, first.app);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(VOICE_RATE_LIMITED);
  });

  it('resets when the window has passed', async () => {
    const frank = await signUp(first.app);
    const upload = [{ field: 'audio', bytes: Buffer.alloc(100, 1), filename: 'recording.webm' }];
    for (let i = 0; i < 2; i++) await transcribe(frank.cookie, upload, first.app);
    expect((await transcribe(frank.cookie, upload, first.app)).statusCode).toBe(429);
    await first.database.pool.query(
      `update voice_rate_limits set window_start = now() - interval '61 seconds' where key = $1`,
      [`transcribe:${frank.userId}`],
    );
    expect((await transcribe(frank.cookie, upload, first.app)).statusCode).toBe(400);
  });
});

describe('API documentation', () => {
  it('lists every voice route in the OpenAPI document, and only health is public', async () => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const voiceRoutes = harness.app.apiRoutes.filter((route) => route.url.startsWith('/api/v1/voice'));
    expect(voiceRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/v1/voice/audio/:key',
      'GET /api/v1/voice/health',
      'GET /api/v1/voice/settings',
      'GET /api/v1/voice/voices',
      'POST /api/v1/voice/generate',
      'POST /api/v1/voice/transcribe',
      'PUT /api/v1/voice/settings',
    ]);
    for (const route of voiceRoutes) {
      expect(
        document.paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()],
        route.url,
      ).toBeDefined();
      expect(route.public, route.url).toBe(route.url === '/api/v1/voice/health');
    }
  });
});
