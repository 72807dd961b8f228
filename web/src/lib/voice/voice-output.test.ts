import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type VoiceId } from '@flowmind/core/voice';
import { FAILED_TO_GENERATE_SPEECH } from '@flowmind/core/recording';
import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from '@flowmind/core/contracts/voice-settings';
import { VoiceOutput } from './voice-output';
import { voiceOutputState, type VoiceOutputEnvironment } from './voice-output-model';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Generation = { text: string; voice: VoiceId; speed: number; signal?: AbortSignal };
type Playback = { url: string; volume: number; signal: AbortSignal; finish: () => void; fail: () => void };

/**
 * A page without a browser: generation answers at once (or on demand, or fails), each playback lasts until
 * finish() (or stop), the browser's own speech speaks or not, and time is vitest's fake clock.
 */
function fakePage(
  options: {
    settings?: Partial<VoiceSettings>;
    activated?: boolean;
    generate?: 'instant' | 'manual' | 'fail';
    browserSpeaks?: boolean;
  } = {},
) {
  const page = {
    settings: { ...DEFAULT_VOICE_SETTINGS, ...options.settings },
    activated: options.activated ?? true,
    generateMode: options.generate ?? 'instant',
    browserSpeaks: options.browserSpeaks ?? false,
    generations: [] as Generation[],
    pendingGenerations: [] as Array<Deferred<{ audioUrl: string }> & Generation>,
    playbacks: [] as Playback[],
    browserSpeech: [] as Array<{ text: string; lang: string; rate: number; volume: number }>,
    playFails: false,
    events: [] as string[],
  };
  const env: VoiceOutputEnvironment = {
    loadSettings: () => Promise.resolve(page.settings),
    generate: (input, signal) => {
      page.generations.push({ ...input, signal });
      page.events.push(`generate ${input.text}`);
      if (page.generateMode === 'fail') return Promise.reject(new Error('Failed to generate speech.'));
      const audioUrl = `/api/v1/voice/audio/${page.generations.length}`;
      if (page.generateMode === 'instant') return Promise.resolve({ audioUrl });
      const pending = Object.assign(deferred<{ audioUrl: string }>(), input, { signal });
      signal?.addEventListener('abort', () => pending.reject(new DOMException('Aborted', 'AbortError')));
      page.pendingGenerations.push(pending);
      return pending.promise;
    },
    playAudio: (url, volume, signal, onStarted) => {
      page.events.push(`play ${url} at ${Date.now()}`);
      if (page.playFails) return Promise.reject(new Error('The audio could not be played.'));
      const done = deferred<void>();
      signal.addEventListener('abort', () => done.resolve());
      page.playbacks.push({
        url,
        volume,
        signal,
        finish: () => done.resolve(),
        fail: () => done.reject(new Error('decode error')),
      });
      onStarted?.();
      return done.promise;
    },
    speakWithBrowser: (text, speech) => {
      page.browserSpeech.push({ text, ...speech });
      return Promise.resolve(page.browserSpeaks);
    },
    hasUserActivation: () => page.activated,
    wait: (ms, signal) =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      }),
    now: () => Date.now(),
  };
  const voice = new VoiceOutput(env);
  /** Ends the playback under way, then lets the service move on. */
  const finishPlayback = async () => {
    page.playbacks.at(-1)?.finish();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { page, voice, finishPlayback };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the voice output service', () => {
  it('plays nothing before the person has interacted with the page', async () => {
    const { page, voice } = fakePage({ activated: false });
    expect(await voice.speak('Welcome.')).toBe(false);
    expect(page.generations).toHaveLength(0);
    expect(page.playbacks).toHaveLength(0);
  });

  it("speaks with the person's saved voice, speed and volume, and reports its states", async () => {
    const { page, voice, finishPlayback } = fakePage({
      settings: { voiceId: 'bm_george', speed: 1.1, volume: 0.6 },
    });
    expect(voiceOutputState(voice.getSnapshot())).toBe('uninitialised');
    const spoken = voice.speak('Welcome to your practice.');
    await vi.advanceTimersByTimeAsync(0);
    expect(page.generations).toEqual([
      expect.objectContaining({ text: 'Welcome to your practice.', voice: 'bm_george', speed: 1.1 }),
    ]);
    expect(page.playbacks[0]!.volume).toBe(0.6);
    expect(voiceOutputState(voice.getSnapshot())).toBe('speaking');
    await finishPlayback();
    expect(await spoken).toBe(true);
    expect(voice.getSnapshot()).toMatchObject({ initialised: true, speaking: false, lastEngine: 'server' });
    expect(voiceOutputState(voice.getSnapshot())).toBe('initialised');
  });

  it('follows newly saved settings for the next utterance', async () => {
    const { page, voice, finishPlayback } = fakePage();
    const first = voice.speak('One.');
    await vi.advanceTimersByTimeAsync(0);
    await finishPlayback();
    await first;
    page.settings = { voiceId: 'am_adam', speed: 0.9, volume: 0.3, muted: false };
    voice.applySettings(page.settings);
    await vi.advanceTimersByTimeAsync(1000);
    const second = voice.speak('Two.');
    await vi.advanceTimersByTimeAsync(0);
    expect(page.generations[1]).toMatchObject({ text: 'Two.', voice: 'am_adam', speed: 0.9 });
    expect(page.playbacks[1]!.volume).toBe(0.3);
    await finishPlayback();
    expect(await second).toBe(true);
  });

  it('says one thing at a time: a request while busy is skipped, unless it interrupts', async () => {
    const { page, voice, finishPlayback } = fakePage();
    const first = voice.speak('Breathe in.', { context: 'breathing' });
    await vi.advanceTimersByTimeAsync(0);
    expect(await voice.speak('Keep going, you are doing well.', { context: 'encouragement' })).toBe(false);
    expect(page.generations.map((g) => g.text)).toEqual(['Breathe in.']);

    const interrupting = voice.speak('Now breathe out.', { context: 'breathing', interrupt: true });
    expect(await first).toBe(false);
    expect(page.playbacks[0]!.signal.aborted).toBe(true);
    // The pause between utterances comes first.
    await vi.advanceTimersByTimeAsync(300);
    expect(page.generations.map((g) => g.text)).toEqual(['Breathe in.', 'Now breathe out.']);
    await finishPlayback();
    expect(await interrupting).toBe(true);
  });

  it('leaves 300 ms between utterances, and 300 or 500 ms inside a sequence', async () => {
    const { page, voice, finishPlayback } = fakePage();
    const sequence = voice.speakSequence(
      [{ text: 'Welcome.', pauseAfter: 'long' }, { text: 'Sit comfortably.' }, { text: 'Close your eyes.' }],
      { pause: 'short' },
    );
    await vi.advanceTimersByTimeAsync(0);
    const started = Date.now();
    await finishPlayback();
    await vi.advanceTimersByTimeAsync(499);
    expect(page.playbacks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.playbacks).toHaveLength(2);
    expect(Date.now() - started).toBe(500);
    await finishPlayback();
    await vi.advanceTimersByTimeAsync(300);
    expect(page.playbacks).toHaveLength(3);
    await finishPlayback();
    expect(await sequence).toBe(true);

    // A separate utterance right after still waits 300 ms.
    const next = voice.speak('Well done.');
    await vi.advanceTimersByTimeAsync(299);
    expect(page.playbacks).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.playbacks).toHaveLength(4);
    await finishPlayback();
    expect(await next).toBe(true);
  });

  it('stop() ends a whole sequence', async () => {
    const { page, voice } = fakePage();
    const sequence = voice.speakSequence([{ text: 'One.' }, { text: 'Two.' }]);
    await vi.advanceTimersByTimeAsync(0);
    voice.stop();
    expect(await sequence).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(page.playbacks).toHaveLength(1);
    expect(voice.getSnapshot().speaking).toBe(false);
  });

  it("falls back to the browser's speech when the server cannot generate, in the voice's accent", async () => {
    const { page, voice } = fakePage({
      generate: 'fail',
      browserSpeaks: true,
      settings: { voiceId: 'bf_emma', speed: 1.2, volume: 0.5 },
    });
    expect(await voice.speak('Notice your breath.')).toBe(true);
    expect(page.browserSpeech).toEqual([
      { text: 'Notice your breath.', lang: 'en-GB', rate: 1.2, volume: 0.5 },
    ]);
    expect(voice.getSnapshot()).toMatchObject({ lastEngine: 'browser', lastFailure: null });
  });

  it("says 'Failed to generate speech.' when neither the server nor the browser can speak", async () => {
    const { voice } = fakePage({ generate: 'fail', browserSpeaks: false });
    expect(await voice.speak('Notice your breath.')).toBe(false);
    expect(voice.getSnapshot().lastFailure).toBe(FAILED_TO_GENERATE_SPEECH);
  });

  it('asks again next time when stored audio cannot be played, speaking with the browser meanwhile', async () => {
    const { page, voice, finishPlayback } = fakePage({ browserSpeaks: true });
    page.playFails = true;
    expect(await voice.speak('Hello.')).toBe(true);
    expect(page.browserSpeech).toHaveLength(1);
    page.playFails = false;
    await vi.advanceTimersByTimeAsync(300);
    const again = voice.speak('Hello.');
    await vi.advanceTimersByTimeAsync(0);
    await finishPlayback();
    expect(await again).toBe(true);
    expect(page.generations).toHaveLength(2);
  });

  it('stays silent when muted; the person can still ask to hear something', async () => {
    const { page, voice, finishPlayback } = fakePage({ settings: { muted: true } });
    expect(await voice.speak('Welcome.')).toBe(false);
    expect(voiceOutputState(voice.getSnapshot())).toBe('muted');
    expect(page.generations).toHaveLength(0);

    const test = voice.speak('This is a test.', { ignoreMute: true, voice: 'af_sky', speed: 1.6 });
    await vi.advanceTimersByTimeAsync(0);
    expect(page.generations[0]).toMatchObject({ voice: 'af_sky', speed: 1.6 });
    await finishPlayback();
    expect(await test).toBe(true);
  });

  it('muting stops the guidance that is playing', async () => {
    const { page, voice } = fakePage();
    const spoken = voice.speak('A long instruction.');
    await vi.advanceTimersByTimeAsync(0);
    voice.applySettings({ ...page.settings, muted: true });
    expect(await spoken).toBe(false);
    expect(voice.getSnapshot().muted).toBe(true);
    voice.setMuted(false);
    expect(voice.toggleMute()).toBe(true);
  });
});

describe('preloading', () => {
  it('prepares each prompt once, with the options it will be spoken with, so it plays without generating', async () => {
    const { page, voice, finishPlayback } = fakePage();
    const result = await voice.preload([
      { text: 'Welcome to Box Breathing.', context: 'instruction', personality: 'calm_wise' },
      { text: 'Well done.', context: 'completion' },
      'Breathe in for four.',
      { text: 'Well done.', context: 'completion' },
      '   ',
    ]);
    expect(result).toEqual({ ready: 3, failed: 0, cancelled: false });
    expect(page.generations.map(({ text, speed }) => [text, speed])).toEqual([
      ['Welcome to Box Breathing.', 0.85],
      ['Well done.', 0.9],
      ['Breathe in for four.', 1.4],
    ]);
    expect(voice.getSnapshot().preloading).toBe(false);

    const spoken = voice.speak('Well done.', { context: 'completion' });
    await vi.advanceTimersByTimeAsync(0);
    expect(page.generations).toHaveLength(3);
    expect(page.playbacks[0]!.url).toBe('/api/v1/voice/audio/2');
    await finishPlayback();
    expect(await spoken).toBe(true);
  });

  it('counts failures without throwing, so the practice goes on with live speech', async () => {
    const { voice } = fakePage({ generate: 'fail' });
    expect(await voice.preload(['One.', 'Two.'])).toEqual({ ready: 0, failed: 2, cancelled: false });
  });

  it("runs one batch at a time: another practice's preload cancels the earlier one", async () => {
    const { page, voice } = fakePage({ generate: 'manual' });
    const first = voice.preload(['Box one.', 'Box two.'], { batchId: 'box-breathing' });
    await vi.advanceTimersByTimeAsync(0);
    expect(voice.getSnapshot()).toMatchObject({ preloading: true, preloadBatchId: 'box-breathing' });
    // The same batch again joins the one running.
    expect(voice.preload(['Box one.', 'Box two.'], { batchId: 'box-breathing' })).toBe(first);

    const second = voice.preload(['Gratitude one.'], { batchId: 'gratitude' });
    expect(await first).toEqual({ ready: 0, failed: 0, cancelled: true });
    expect(page.pendingGenerations[0]!.signal!.aborted).toBe(true);
    expect(voice.getSnapshot().preloadBatchId).toBe('gratitude');

    // Cancelling another batch by name leaves this one alone.
    voice.cancelPreload('box-breathing');
    await vi.advanceTimersByTimeAsync(0);
    page.pendingGenerations.at(-1)!.resolve({ audioUrl: '/api/v1/voice/audio/g1' });
    expect(await second).toEqual({ ready: 1, failed: 0, cancelled: false });
    expect(page.generations.map((g) => g.text)).toEqual(['Box one.', 'Gratitude one.']);
    expect(voice.getSnapshot()).toMatchObject({ preloading: false, preloadBatchId: null });
  });

  it('cancelPreload() stops the batch', async () => {
    const { voice } = fakePage({ generate: 'manual' });
    const running = voice.preload(['One.', 'Two.']);
    await vi.advanceTimersByTimeAsync(0);
    voice.cancelPreload();
    expect(await running).toMatchObject({ cancelled: true });
    expect(voice.getSnapshot().preloading).toBe(false);
  });

  it('speaking a prompt that is being prepared waits for it instead of asking the server twice', async () => {
    const { page, voice, finishPlayback } = fakePage({ generate: 'manual' });
    const preloading = voice.preload(['Settle in.']);
    await vi.advanceTimersByTimeAsync(0);
    const spoken = voice.speak('Settle in.');
    await vi.advanceTimersByTimeAsync(0);
    expect(page.generations).toHaveLength(1);
    page.pendingGenerations[0]!.resolve({ audioUrl: '/api/v1/voice/audio/a' });
    await vi.advanceTimersByTimeAsync(0);
    expect(page.playbacks[0]!.url).toBe('/api/v1/voice/audio/a');
    await finishPlayback();
    expect(await spoken).toBe(true);
    expect(await preloading).toMatchObject({ ready: 1 });
  });

  it('a cancelled preload does not fail the utterance that was waiting for it', async () => {
    const { page, voice, finishPlayback } = fakePage({ generate: 'manual' });
    void voice.preload(['Settle in.']);
    await vi.advanceTimersByTimeAsync(0);
    const spoken = voice.speak('Settle in.');
    await vi.advanceTimersByTimeAsync(0);
    voice.cancelPreload();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.generations).toHaveLength(2);
    page.pendingGenerations[1]!.resolve({ audioUrl: '/api/v1/voice/audio/b' });
    await vi.advanceTimersByTimeAsync(0);
    await finishPlayback();
    expect(await spoken).toBe(true);
    expect(page.browserSpeech).toHaveLength(0);
  });

  it('forgets the audio of the person who signed out', async () => {
    const { page, voice, finishPlayback } = fakePage();
    await voice.preload(['Hello.']);
    voice.reset();
    expect(voice.getSnapshot().initialised).toBe(false);
    const spoken = voice.speak('Hello.');
    await vi.advanceTimersByTimeAsync(0);
    expect(page.generations).toHaveLength(2);
    await finishPlayback();
    expect(await spoken).toBe(true);
  });
});

describe('chat message playback', () => {
  it('speaks a reply longer than the service takes at once piece after piece, all of it', async () => {
    const { page, voice, finishPlayback } = fakePage();
    const reply = Array.from(
      { length: 40 },
      (_, index) => `Breath ${index + 1}: notice how your shoulders feel right now.`,
    ).join(' ');
    const playing = voice.toggleMessage('m1', reply);
    for (let step = 0; step < 10 && page.playbacks.length < 4; step++) {
      await vi.advanceTimersByTimeAsync(0);
      await finishPlayback();
    }
    expect(await playing).toBe(true);
    expect(page.generations.length).toBeGreaterThan(1);
    expect(page.generations.every((generation) => generation.text.length <= 1000)).toBe(true);
    expect(page.generations.map((generation) => generation.text).join(' ')).toBe(reply);
    expect(page.browserSpeech).toHaveLength(0);
  });

  it('goes idle -> loading -> playing -> idle, at the chat speed, and keeps the audio per message', async () => {
    const { page, voice, finishPlayback } = fakePage({ generate: 'manual' });
    const playing = voice.toggleMessage('m1', 'You did great today.');
    await vi.advanceTimersByTimeAsync(0);
    expect(voice.messageState('m1')).toBe('loading');
    expect(voice.messageState('m2')).toBe('idle');
    expect(page.generations[0]).toMatchObject({
      text: 'You did great today.',
      speed: 0.8,
      voice: 'af_nicole',
    });
    page.pendingGenerations[0]!.resolve({ audioUrl: '/api/v1/voice/audio/m1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(voice.messageState('m1')).toBe('playing');
    await finishPlayback();
    expect(await playing).toBe(true);
    expect(voice.messageState('m1')).toBe('idle');

    // Played again: from the kept audio, at once.
    await vi.advanceTimersByTimeAsync(300);
    const again = voice.toggleMessage('m1', 'You did great today.');
    await vi.advanceTimersByTimeAsync(0);
    expect(voice.messageState('m1')).toBe('playing');
    expect(page.generations).toHaveLength(1);
    await finishPlayback();
    expect(await again).toBe(true);
  });

  it('pressing again stops; another message stops the first; muting does not silence what was asked for', async () => {
    const { page, voice } = fakePage({ settings: { muted: true } });
    const first = voice.toggleMessage('m1', 'First message.', { voice: 'am_michael' });
    await vi.advanceTimersByTimeAsync(0);
    expect(voice.messageState('m1')).toBe('playing');
    expect(page.generations[0]!.voice).toBe('am_michael');

    const second = voice.toggleMessage('m2', 'Second message.');
    expect(await first).toBe(false);
    expect(voice.messageState('m1')).toBe('idle');
    await vi.advanceTimersByTimeAsync(300);
    expect(voice.messageState('m2')).toBe('playing');

    expect(await voice.toggleMessage('m2', 'Second message.')).toBe(false);
    expect(await second).toBe(false);
    expect(voice.messageState('m2')).toBe('idle');
    expect(voice.getSnapshot().speaking).toBe(false);
  });
});
