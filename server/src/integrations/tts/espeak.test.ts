import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { VOICE_IDS } from '@flowmind/core/voice';
import { ESPEAK_VOICE_PROFILES, createEspeakTtsEngine, espeakArguments } from './espeak';
import { TtsError, sniffSpeechContentType } from './tts';

/** Counts MPEG frame headers by walking frame lengths (MPEG-1/2 layer III), proving the stream is well formed. */
function countMp3Frames(bytes: Buffer): number {
  const bitrates = {
    1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
    2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  };
  const rates = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000] };
  let offset = 0;
  let frames = 0;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff && (bytes[offset + 1]! & 0xe0) === 0xe0) {
    const version = (bytes[offset + 1]! >> 3) & 0x03; // 3 = MPEG-1, 2 = MPEG-2
    const mpeg = version === 3 ? 1 : 2;
    const bitrate = bitrates[mpeg][(bytes[offset + 2]! >> 4) & 0x0f]!;
    const sampleRate = rates[mpeg][(bytes[offset + 2]! >> 2) & 0x03]!;
    const padding = (bytes[offset + 2]! >> 1) & 0x01;
    const length = Math.floor(((mpeg === 1 ? 144 : 72) * bitrate * 1000) / sampleRate) + padding;
    if (length <= 4) break;
    offset += length;
    frames++;
  }
  return frames;
}

const engine = createEspeakTtsEngine({ workers: 2 });
afterAll(() => engine.close?.());

const sentence =
  'Take a slow, deep breath in through your nose, and let it go. Notice how your shoulders soften.';

describe('embedded eSpeak NG engine', () => {
  it('reports itself available', async () => {
    expect(await engine.status()).toMatchObject({ available: true });
  });

  it('synthesises a real MP3 of the sentence', async () => {
    const started = performance.now();
    const { audio, contentType } = await engine.synthesize({ text: sentence, voice: 'af_bella', speed: 1 });
    console.info(
      `eSpeak NG + MP3: ${sentence.length} characters in ${Math.round(performance.now() - started)} ms, ${audio.length} bytes`,
    );
    expect(contentType).toBe('audio/mpeg');
    expect(sniffSpeechContentType(audio)).toBe('audio/mpeg');
    // 48 kbit/s, 22.05 kHz: each frame is 576 samples, so ~38 frames a second; the sentence lasts several seconds.
    const frames = countMp3Frames(audio);
    expect(frames).toBeGreaterThan(38 * 3);
    expect(audio.length).toBeGreaterThan(15_000);
  });

  it('gives every voice its own sound and follows the speed', async () => {
    const profiles = new Set(VOICE_IDS.map((id) => JSON.stringify(ESPEAK_VOICE_PROFILES[id])));
    expect(profiles.size).toBe(VOICE_IDS.length);
    const text = 'Welcome back. Let us begin.';
    const hashes = await Promise.all(
      ['af_bella', 'af_nicole', 'am_adam', 'bm_george'].map(async (voice) => {
        const { audio } = await engine.synthesize({ text, voice, speed: 1 });
        return createHash('sha256').update(audio).digest('hex');
      }),
    );
    expect(new Set(hashes).size).toBe(4);
    const slow = await engine.synthesize({ text, voice: 'af_bella', speed: 0.5 });
    const fast = await engine.synthesize({ text, voice: 'af_bella', speed: 2 });
    expect(slow.audio.length).toBeGreaterThan(fast.audio.length * 2);
  });

  it('maps speed to words per minute within eSpeak limits and never passes text as an argument', () => {
    expect(espeakArguments('af_bella', 1)).toEqual(['-v', 'en-us+f3', '-p', '56', '-s', '160']);
    expect(espeakArguments('af_bella', 2)).toContain('320');
    expect(espeakArguments('am_michael', 0.5)).toContain('80');
    expect(() => espeakArguments('robot', 1)).toThrow(TtsError);
  });

  it('speaks text that looks like command-line options as text', async () => {
    const { audio } = await engine.synthesize({
      text: '-v en --help -w /etc/passwd',
      voice: 'af_sky',
      speed: 1.4,
    });
    expect(sniffSpeechContentType(audio)).toBe('audio/mpeg');
  });

  it('refuses text with nothing to speak as bad input', async () => {
    await expect(engine.synthesize({ text: '   ', voice: 'af_bella', speed: 1 })).rejects.toMatchObject({
      badInput: true,
    });
  });
});
