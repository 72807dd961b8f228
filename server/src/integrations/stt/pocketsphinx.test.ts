import { describe, expect, it } from 'vitest';
import { speechTranscript, speechWav, speechWebm, toneWav } from '../../../test/fixtures/speech';
import { wordAccuracy } from '../../../test/fixtures/speech';
import { createPocketSphinxSttEngine, parsePocketSphinxOutput } from './pocketsphinx';
import { findExecutable } from './process';

const engine = createPocketSphinxSttEngine();
const installed = (await engine.status()).available;
if (!installed) {
  console.warn(`Embedded speech-to-text tests skipped: ${(await engine.status()).detail}`);
}

describe('PocketSphinx output', () => {
  it('reads both the 0.8 line format and the 5.x JSON format, dropping fillers', () => {
    expect(parsePocketSphinxOutput('INFO: x\nhello there\n\ngeneral kenobi\n')).toBe(
      'hello there general kenobi',
    );
    expect(
      parsePocketSphinxOutput('{"b":0.0,"d":1.2,"p":1,"t":"hello <sil> there","w":[]}\n{"t":"again(2)"}\n'),
    ).toBe('hello there again');
    expect(parsePocketSphinxOutput('')).toBe('');
  });
});

describe('unavailable PocketSphinx', () => {
  it('says why and how to fix it, in status and when asked to transcribe', async () => {
    const missing = createPocketSphinxSttEngine({ modelDir: '/nonexistent/model' });
    expect(await missing.available()).toBe(false);
    const status = await missing.status();
    expect(status.detail).toMatch(/model is missing/);
    expect(status.detail).toMatch(/pocketsphinx-en-us/);
    await expect(missing.transcribe(speechWav(), 'audio/wav')).rejects.toMatchObject({
      unavailable: true,
      message: expect.stringMatching(/^Speech-to-text is not available on this server/),
    });
    if (!findExecutable('pocketsphinx_continuous')) return;
    const noProgram = createPocketSphinxSttEngine({ program: '/nonexistent/pocketsphinx_continuous' });
    expect((await noProgram.status()).detail).toMatch(/PocketSphinx is not installed/);
  });
});

describe.skipIf(!installed)('embedded PocketSphinx on real recorded speech', () => {
  it('transcribes most words of a LibriVox sentence (WAV)', async () => {
    const started = performance.now();
    const text = await engine.transcribe(speechWav(), 'audio/wav');
    const accuracy = wordAccuracy(speechTranscript(), text);
    console.info(
      `PocketSphinx: "${text}" — word accuracy ${(accuracy * 100).toFixed(0)}% in ${Math.round(performance.now() - started)} ms`,
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.6);
  });

  it('transcribes the same sentence uploaded as WebM/Opus', async () => {
    const text = await engine.transcribe(speechWebm(), 'audio/webm');
    expect(wordAccuracy(speechTranscript(), text)).toBeGreaterThanOrEqual(0.6);
  });

  it('hears nothing in silence', async () => {
    expect(await engine.transcribe(toneWav(3, { amplitude: 0 }), 'audio/wav')).toBe('');
  });
});
