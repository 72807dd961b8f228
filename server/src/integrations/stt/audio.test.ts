import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { speechWav, speechWebm, toneWav } from '../../../test/fixtures/speech';
import {
  AudioDecodeError,
  createFfmpegDecoder,
  isPcm16kMonoWav,
  readWavInfo,
  sniffContainer,
  wavFromPcm16,
} from './audio';
import { findExecutable, runProgram } from './process';

const hasFfmpeg = findExecutable('ffmpeg') !== null;
if (!hasFfmpeg) console.warn('ffmpeg is not installed (Debian package ffmpeg): skipping the decoding tests');

describe('recording formats', () => {
  it('recognises the browser containers by their first bytes', () => {
    expect(sniffContainer(speechWebm())).toBe('webm');
    expect(sniffContainer(speechWav())).toBe('wav');
    expect(sniffContainer(Buffer.from('OggS\0\x02\0\0\0\0\0\0\0\0'))).toBe('ogg');
    expect(sniffContainer(Buffer.from('\0\0\0\x1cftypisom\0\0\x02\0'))).toBe('mp4');
    expect(sniffContainer(Buffer.from('<html><body>not audio</body></html>'))).toBeNull();
    expect(sniffContainer(Buffer.alloc(4))).toBeNull();
  });

  it('reads a WAV header without decoding', () => {
    const info = readWavInfo(speechWav());
    expect(info).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16, format: 1 });
    expect(info!.durationSeconds).toBeCloseTo(6.05, 1);
    expect(readWavInfo(toneWav(3, { sampleRate: 8000 }))!.durationSeconds).toBeCloseTo(3, 5);
    expect(isPcm16kMonoWav(speechWav())).toBe(true);
    expect(isPcm16kMonoWav(toneWav(1, { sampleRate: 8000 }))).toBe(false);
    expect(readWavInfo(wavFromPcm16(Buffer.alloc(32000)))!.durationSeconds).toBe(1);
  });
});

describe.skipIf(!hasFfmpeg)('ffmpeg decoder', () => {
  const decoder = createFfmpegDecoder();

  it('decodes WebM/Opus, Ogg, MP4 and WAV to 16 kHz mono with their duration', async () => {
    const webm = await decoder.decode(speechWebm(), 60);
    expect(webm.container).toBe('webm');
    expect(webm.durationSeconds).toBeCloseTo(6.05, 1);
    expect(isPcm16kMonoWav(webm.wav)).toBe(true);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-audio-test-'));
    try {
      fs.writeFileSync(path.join(folder, 'in.wav'), speechWav());
      // Ogg/Opus (Firefox), MP4/AAC (Safari, fragmented as MediaRecorder writes it) and plain MP4.
      const variants = [
        { file: 'out.ogg', args: ['-c:a', 'libopus'], container: 'ogg' },
        { file: 'out.mp4', args: ['-c:a', 'aac', '-movflags', 'frag_keyframe+empty_moov'], container: 'mp4' },
        { file: 'plain.mp4', args: ['-c:a', 'aac'], container: 'mp4' },
      ] as const;
      for (const variant of variants) {
        const target = path.join(folder, variant.file);
        const encoded = await runProgram(
          findExecutable('ffmpeg')!,
          ['-nostdin', '-loglevel', 'error', '-i', path.join(folder, 'in.wav'), ...variant.args, target],
          { timeoutMs: 20_000 },
        );
        expect(encoded.code, encoded.stderr).toBe(0);
        const decoded = await decoder.decode(fs.readFileSync(target), 60);
        expect(decoded.container, variant.file).toBe(variant.container);
        expect(decoded.durationSeconds, variant.file).toBeGreaterThan(5.9);
        expect(decoded.durationSeconds, variant.file).toBeLessThan(6.3);
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    const wav = await decoder.decode(speechWav(), 60);
    expect(wav.durationSeconds).toBeCloseTo(readWavInfo(speechWav())!.durationSeconds, 2);
  });

  it('stops decoding just past the limit', async () => {
    const decoded = await decoder.decode(toneWav(75, { sampleRate: 8000 }), 60);
    expect(decoded.durationSeconds).toBeGreaterThan(60);
    expect(decoded.durationSeconds).toBeLessThanOrEqual(61);
  });

  it('refuses what is not a recording, or a broken one', async () => {
    await expect(decoder.decode(Buffer.from('x'.repeat(6000)), 60)).rejects.toBeInstanceOf(AudioDecodeError);
    const broken = Buffer.concat([speechWebm().subarray(0, 4), Buffer.alloc(8000, 0x55)]);
    await expect(decoder.decode(broken, 60)).rejects.toBeInstanceOf(AudioDecodeError);
  });

  it('says when ffmpeg is missing', async () => {
    const missing = createFfmpegDecoder({ ffmpegPath: '/nonexistent/ffmpeg' });
    expect(missing.available()).toBe(false);
    expect(missing.describe()).toMatch(/not installed/);
    await expect(missing.decode(speechWav(), 60)).rejects.toBeInstanceOf(AudioDecodeError);
  });
});
