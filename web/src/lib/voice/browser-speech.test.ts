import { afterEach, describe, expect, it, vi } from 'vitest';
import { playAudioElement, speakWithSpeechSynthesis } from './browser-speech';
import { FakeAudio } from './testing/fake-audio';

class FakeUtterance {
  lang = '';
  rate = 1;
  volume = 1;
  voice: { lang: string; name: string } | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

function fakeSpeechSynthesis(voices: Array<{ lang: string; name: string }>) {
  const spoken: FakeUtterance[] = [];
  const synth = {
    getVoices: () => voices,
    speak: (utterance: FakeUtterance) => spoken.push(utterance),
    cancel: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('window', { speechSynthesis: synth });
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { synth, spoken };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeAudio.created = [];
  FakeAudio.playFails = null;
});

describe('audio playback', () => {
  it('plays at the given volume, says when sound starts, and resolves when it ends', async () => {
    vi.stubGlobal('Audio', FakeAudio);
    const started = vi.fn();
    const playing = playAudioElement('/api/v1/voice/audio/k1', 0.4, new AbortController().signal, started);
    const audio = FakeAudio.created[0]!;
    expect(audio).toMatchObject({ src: '/api/v1/voice/audio/k1', volume: 0.4, paused: false });
    await Promise.resolve();
    expect(started).toHaveBeenCalledOnce();
    audio.onended!();
    await expect(playing).resolves.toBeUndefined();
  });

  it('rejects when the audio cannot be played or decoded', async () => {
    vi.stubGlobal('Audio', FakeAudio);
    const broken = playAudioElement('/a', 1, new AbortController().signal);
    FakeAudio.created[0]!.onerror!();
    await expect(broken).rejects.toThrow('The audio could not be played.');

    FakeAudio.playFails = Object.assign(new Error('play() failed'), { name: 'NotAllowedError' });
    await expect(playAudioElement('/b', 1, new AbortController().signal)).rejects.toThrow('play() failed');
  });

  it('stops at once when aborted, without calling it a failure', async () => {
    vi.stubGlobal('Audio', FakeAudio);
    const controller = new AbortController();
    const playing = playAudioElement('/a', 1, controller.signal);
    controller.abort();
    await expect(playing).resolves.toBeUndefined();
    expect(FakeAudio.created[0]).toMatchObject({ paused: true, src: '' });
  });
});

describe("the browser's own speech", () => {
  it('speaks with a voice of the wanted accent at the given rate and volume', async () => {
    const { spoken } = fakeSpeechSynthesis([
      { lang: 'en-US', name: 'US' },
      { lang: 'en_GB', name: 'GB' },
    ]);
    const speaking = speakWithSpeechSynthesis(
      'Breathe in.',
      { lang: 'en-GB', rate: 0.8, volume: 0.5 },
      new AbortController().signal,
    );
    await vi.waitFor(() => expect(spoken).toHaveLength(1));
    expect(spoken[0]).toMatchObject({ text: 'Breathe in.', lang: 'en-GB', rate: 0.8, volume: 0.5 });
    expect(spoken[0]!.voice?.name).toBe('GB');
    spoken[0]!.onend!();
    expect(await speaking).toBe(true);
  });

  it('says false when the browser has no voice (headless browsers) or the speech fails', async () => {
    vi.useFakeTimers();
    fakeSpeechSynthesis([]);
    const none = speakWithSpeechSynthesis(
      'Hi.',
      { lang: 'en-US', rate: 1, volume: 1 },
      new AbortController().signal,
    );
    // Some browsers list voices late: it waits a moment for them.
    await vi.advanceTimersByTimeAsync(300);
    expect(await none).toBe(false);
    vi.useRealTimers();

    const { spoken } = fakeSpeechSynthesis([{ lang: 'en-US', name: 'US' }]);
    const failing = speakWithSpeechSynthesis(
      'Hi.',
      { lang: 'en-US', rate: 1, volume: 1 },
      new AbortController().signal,
    );
    await vi.waitFor(() => expect(spoken).toHaveLength(1));
    spoken[0]!.onerror!();
    expect(await failing).toBe(false);
  });

  it('cancels the speech when stopped', async () => {
    const { synth, spoken } = fakeSpeechSynthesis([{ lang: 'en-US', name: 'US' }]);
    const controller = new AbortController();
    const speaking = speakWithSpeechSynthesis(
      'Hi.',
      { lang: 'en-US', rate: 1, volume: 1 },
      controller.signal,
    );
    await vi.waitFor(() => expect(spoken).toHaveLength(1));
    controller.abort();
    expect(await speaking).toBe(false);
    expect(synth.cancel).toHaveBeenCalled();
  });

  it('says false where there is no speechSynthesis at all', async () => {
    vi.stubGlobal('window', {});
    expect(
      await speakWithSpeechSynthesis(
        'Hi.',
        { lang: 'en-US', rate: 1, volume: 1 },
        new AbortController().signal,
      ),
    ).toBe(false);
  });
});
