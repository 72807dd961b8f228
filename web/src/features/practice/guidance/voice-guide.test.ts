import { describe, expect, it } from 'vitest';
import { genericPracticeScript } from './practice-script';
import { VoiceGuide, type GuidanceVoice } from './voice-guide';

/**
 * A voice like the real one: one utterance at a time, others refused while busy unless they interrupt (which
 * stops the current one); stop() ends the current one.
 */
function fakeVoice(options: { preloadFails?: number; preloadThrows?: boolean } = {}) {
  const spoken: { text: string; context?: string; personality?: string | null }[] = [];
  const preloaded: { text: string; context?: string }[][] = [];
  const cancelled: (string | undefined)[] = [];
  const batchIds: (string | undefined)[] = [];
  let busy: (() => void) | null = null;
  let stops = 0;
  const utter = (
    texts: { text: string; context?: string; personality?: string | null }[],
    interrupt = false,
  ) => {
    if (busy && !interrupt) return Promise.resolve(false);
    busy?.();
    spoken.push(...texts);
    return new Promise<boolean>((resolve) => {
      busy = () => {
        busy = null;
        resolve(true);
      };
    });
  };
  const voice: GuidanceVoice = {
    speak: (text, { interrupt, ...opts } = {}) => utter([{ text, ...opts }], interrupt),
    speakSequence: (utterances, opts) => utter([...utterances], opts?.interrupt),
    preload: (prompts, preloadOptions) => {
      batchIds.push(preloadOptions?.batchId);
      if (options.preloadThrows) return Promise.reject(new Error('offline'));
      preloaded.push(prompts.map(({ text, context }) => ({ text, context })));
      const failed = options.preloadFails ?? 0;
      return Promise.resolve({ ready: prompts.length - failed, failed, cancelled: false });
    },
    cancelPreload: (batchId) => void cancelled.push(batchId),
    stop: () => {
      stops++;
      busy?.();
    },
  };
  return {
    voice,
    spoken,
    preloaded,
    cancelled,
    batchIds,
    get busy() {
      return busy !== null;
    },
    get stops() {
      return stops;
    },
  };
}

const script = genericPracticeScript('Body Scan', [
  { title: 'Arrive', instruction: 'Settle in.' },
  { title: 'Feet', instruction: 'Notice your feet.' },
]);

describe('VoiceGuide', () => {
  it('preloads start and complete, then one prompt per phase, with the contexts they are spoken in', async () => {
    const fake = fakeVoice();
    const guide = new VoiceGuide(fake.voice, script, {
      personality: 'calm_wise',
      phaseContext: 'meditation',
    });
    expect(await guide.preload()).toBe('ready');
    expect(fake.preloaded[0]).toEqual([
      { text: script.start, context: 'instruction' },
      { text: script.complete, context: 'completion' },
      { text: script.phases[0], context: 'meditation' },
      { text: script.phases[1], context: 'meditation' },
    ]);
  });

  it('reports partial or failed preloads so the practice goes on with live speech', async () => {
    expect(await new VoiceGuide(fakeVoice({ preloadFails: 1 }).voice, script).preload()).toBe('partial');
    expect(await new VoiceGuide(fakeVoice({ preloadFails: 4 }).voice, script).preload()).toBe('failed');
    expect(await new VoiceGuide(fakeVoice({ preloadThrows: true }).voice, script).preload()).toBe('failed');
  });

  it('welcomes, then lets a phase prompt interrupt; encouragement is skipped while busy', async () => {
    const fake = fakeVoice();
    const guide = new VoiceGuide(fake.voice, script, { personality: 'calm_wise' });
    void guide.begin();
    expect(fake.spoken.map((item) => item.text)).toEqual([script.start, script.phases[0]]);
    expect(fake.spoken[0]).toMatchObject({ context: 'instruction', personality: 'calm_wise' });

    expect(await guide.encourage('Keep going.')).toBe(false);
    void guide.phase(1);
    void guide.complete();
    expect(fake.spoken.map((item) => item.text)).toEqual([
      script.start,
      script.phases[0],
      script.phases[1],
      script.complete,
    ]);
    expect(fake.spoken.at(-1)?.context).toBe('completion');
    guide.silence();
    expect(fake.busy).toBe(false);
    void guide.encourage('Keep going.');
    expect(fake.spoken.at(-1)).toMatchObject({ text: 'Keep going.', context: 'encouragement' });
  });

  it('is silent once detached, cancels its own preload, and speaks again when attached', async () => {
    const fake = fakeVoice();
    const guide = new VoiceGuide(fake.voice, script, { batchId: 'practice-1' });
    await guide.preload();
    expect(fake.batchIds).toEqual(['practice-1']);
    guide.detach();
    expect(fake.cancelled).toEqual(['practice-1']);
    expect(await guide.complete()).toBe(false);
    expect(await guide.encourage('Keep going.')).toBe(false);
    expect(fake.spoken).toEqual([]);
    guide.attach();
    void guide.complete();
    expect(fake.spoken.map((item) => item.text)).toEqual([script.complete]);
  });
});
