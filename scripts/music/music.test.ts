import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hasFfmpeg,
  decodeStereo,
  inspectTrack,
  percentile,
  seamClickScore,
  seamLevelStep,
  toneLevelDb,
} from './analysis';
import {
  Loop,
  SAMPLE_RATE,
  biquad,
  breath,
  filterLoop,
  integratedLoudness,
  renderBell,
  renderPad,
  reverbLoop,
  segmentWeight,
  whiteNoise,
  type Biquad,
} from './dsp';
import { OUTPUT_DIR, TARGET_LUFS, renderTrack } from './generate';
import { SAMPLES_PER_FRAME, crc16, encodeLoop, frameOffsets, parseFrameHeader } from './mp3';
import { seededRandom } from './prng';
import { TRACKS } from './tracks';

const ffmpeg = hasFfmpeg();

/** A plain biquad run from rest, for comparison with the periodic steady state. */
function filterFromRest(signal: Float64Array, f: Biquad): Float64Array {
  const out = new Float64Array(signal.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  signal.forEach((x, n) => {
    const y = f.b0 * x + f.b1 * x1 + f.b2 * x2 - f.a1 * y1 - f.a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    out[n] = y;
  });
  return out;
}

function repeat(signal: Float64Array, times: number): Float64Array {
  const out = new Float64Array(signal.length * times);
  for (let i = 0; i < times; i++) out.set(signal, i * signal.length);
  return out;
}

describe('seeded random numbers', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const draw = (seed: number) => Array.from({ length: 8 }, seededRandom(seed).next);
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    for (const value of draw(7)) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of draw(7)) expect(value).toBeLessThan(1);
  });
});

describe('seam measures', () => {
  it('finds percentiles like a full sort would', () => {
    const random = seededRandom(3);
    for (const size of [1, 2, 7, 1000, 20001]) {
      const values = Float64Array.from({ length: size }, () => Math.floor(random.next() * 50));
      const sorted = Float64Array.from(values).sort();
      for (const fraction of [0, 0.5, 0.999, 1]) {
        expect(percentile(values, fraction)).toBe(sorted[Math.min(size - 1, Math.floor(fraction * size))]);
      }
    }
  });
});

describe('loop building blocks', () => {
  it('crossfades segment weights that always sum to one, across the wrap too', () => {
    const loop = new Loop(12);
    for (let n = 0; n < loop.length; n += 97) {
      let sum = 0;
      for (let index = 0; index < 4; index++) sum += segmentWeight(loop, n, index, 4, 2);
      expect(sum).toBeCloseTo(1, 12);
    }
    // Half a fade before the loop ends, the first segment is already fading in.
    expect(segmentWeight(loop, loop.length - 1, 0, 4, 2)).toBeCloseTo(0.5, 3);
    expect(segmentWeight(loop, loop.length / 8, 0, 4, 2)).toBe(1);
  });

  it('breathes smoothly between 0 and 1 and ends where it starts', () => {
    const loop = new Loop(20);
    const values = Float64Array.from({ length: loop.length }, (_, n) => breath(loop, n, 2));
    expect(values.reduce((a, b) => Math.min(a, b))).toBe(0);
    expect(values.reduce((a, b) => Math.max(a, b))).toBeCloseTo(1, 6);
    expect(Math.abs(values[values.length - 1]! - values[0]!)).toBeLessThan(1e-6);
  });

  it('renders pads whose last sample leads into the first like any other pair', () => {
    const loop = new Loop(3);
    const out = loop.createStereo();
    const random = seededRandom(1);
    renderPad(
      out,
      loop,
      {
        midi: 57.3,
        gain: 0.3,
        vibratoCents: 8,
        envelope: (n) => 0.6 + 0.4 * loop.lfo(2, n),
        brightness: (n) => 0.5 + 0.3 * loop.lfo(1, n, 0.2),
      },
      random.next,
    );
    renderBell(out, loop, { atSeconds: 2.5, midi: 76, gain: 0.2, pan: 0.3, decaySeconds: 1 }, random.next);
    expect(seamClickScore(out.left)).toBeLessThan(1);
    expect(seamClickScore(out.right)).toBeLessThan(1);
  });

  it('the seam measure does catch a loop that is not periodic', () => {
    const loop = new Loop(3);
    // 440.1 Hz does not make a whole number of cycles in 3 s: the end jumps back to the start's phase.
    const broken = Float64Array.from({ length: loop.length }, (_, n) =>
      Math.sin((2 * Math.PI * 440.1 * n) / SAMPLE_RATE),
    );
    expect(seamClickScore(broken)).toBeGreaterThan(3);
    const silentStart = Float64Array.from(broken, (value, n) => (n < SAMPLE_RATE / 10 ? 0 : value));
    const step = seamLevelStep(silentStart);
    expect(step.seamDb).toBeGreaterThan(step.elsewhereDb);
  });

  it('filters a loop into the state it would reach after playing forever', () => {
    const loop = new Loop(1);
    const noise = whiteNoise(loop, seededRandom(5).next);
    const filter = biquad('lowpass', 300, 2);
    const steady = Float64Array.from(noise);
    filterLoop(steady, filter);
    const played = filterFromRest(repeat(noise, 3), filter).subarray(2 * loop.length);
    for (let n = 0; n < loop.length; n += 101) expect(steady[n]).toBeCloseTo(played[n]!, 9);
  });

  it('reverberates the end of the loop into its start', () => {
    const loop = new Loop(12);
    const dry = loop.createStereo();
    renderBell(
      dry,
      loop,
      { atSeconds: 11.5, midi: 69, gain: 0.5, pan: 0, decaySeconds: 0.4 },
      seededRandom(2).next,
    );
    const wet = reverbLoop(dry, { feedback: 0.9, damping: 0.4 });
    // The bell struck half a second before the end still rings in the reverb at the start of the loop.
    const startEnergy = wet.left.subarray(0, SAMPLE_RATE / 10).reduce((sum, v) => sum + v * v, 0);
    expect(startEnergy).toBeGreaterThan(0);
    expect(seamClickScore(wet.left)).toBeLessThan(1);
    expect(seamClickScore(wet.right)).toBeLessThan(1);
  });

  it('measures BS.1770 loudness: a 1 kHz sine peaking at -20 dBFS in both channels reads -20 LUFS', () => {
    const loop = new Loop(2);
    const amplitude = 10 ** (-20 / 20);
    const tone = Float64Array.from(
      { length: loop.length },
      (_, n) => amplitude * Math.sin((2 * Math.PI * 1000 * n) / SAMPLE_RATE),
    );
    // The standard's reference: a 0 dBFS sine in one channel reads -3.01 LUFS; a second channel adds 3.01 LU.
    expect(integratedLoudness({ left: tone, right: Float64Array.from(tone) })).toBeCloseTo(-20, 0);
  });
});

describe('MP3 encoding', () => {
  const loop = new Loop(3);
  const left = new Float32Array(loop.length);
  const right = new Float32Array(loop.length);
  for (let n = 0; n < loop.length; n++) {
    left[n] = 0.3 * Math.sin(2 * Math.PI * loop.phase(660, n)) * (0.6 + 0.4 * loop.lfo(1, n));
    right[n] = 0.3 * Math.sin(2 * Math.PI * loop.phase(990, n)) * (0.6 + 0.4 * loop.lfo(2, n));
  }

  it(
    'is deterministic and writes a valid LAME Info tag with the delay and padding',
    { timeout: 30_000 },
    async () => {
      const options = { sampleRate: SAMPLE_RATE, bitrate: 80 } as const;
      const first = await encodeLoop(left, right, options);
      const second = await encodeLoop(left, right, options);
      expect(Buffer.from(first.bytes).equals(Buffer.from(second.bytes))).toBe(true);

      const offsets = frameOffsets(first.bytes);
      expect(offsets.length).toBe(first.frames + 1);
      const header = parseFrameHeader(first.bytes, 0);
      expect(header).toMatchObject({ bitrateKbps: 80, sampleRate: SAMPLE_RATE });
      const tag = 4 + 32;
      const text = (at: number, length: number) =>
        Buffer.from(first.bytes.subarray(at, at + length)).toString('latin1');
      const view = new DataView(first.bytes.buffer, first.bytes.byteOffset);
      expect(text(tag, 4)).toBe('Info');
      expect(view.getUint32(tag + 8)).toBe(first.frames);
      expect(view.getUint32(tag + 12)).toBe(first.bytes.length);
      expect(text(tag + 120, 9)).toBe('LAME3.100');
      const delayAndPadding = (view.getUint16(tag + 141) << 8) | first.bytes[tag + 143]!;
      expect(delayAndPadding >> 12).toBe(first.delay);
      expect(delayAndPadding & 0xfff).toBe(first.padding);
      expect(view.getUint16(tag + 154)).toBe(crc16(first.bytes.subarray(0, tag + 154)));
      // Whole frames of one period, plus the pre-roll.
      expect((first.frames * SAMPLES_PER_FRAME - loop.length) / SAMPLES_PER_FRAME).toBe(4);
    },
  );

  it.skipIf(!ffmpeg)(
    'decodes to exactly one period that continues into itself as if the stream went on',
    { timeout: 60_000 },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'music-test-'));
      try {
        const options = { sampleRate: SAMPLE_RATE, bitrate: 80 } as const;
        fs.writeFileSync(path.join(dir, 'once.mp3'), (await encodeLoop(left, right, options)).bytes);
        fs.writeFileSync(path.join(dir, 'twice.mp3'), (await encodeLoop(left, right, options, 2)).bytes);
        const once = decodeStereo(path.join(dir, 'once.mp3'));
        const twice = decodeStereo(path.join(dir, 'twice.mp3'));
        expect(once.left.length).toBe(loop.length);
        expect(twice.left.length).toBe(2 * loop.length);
        // Played twice in a row (a player looping the file) the samples are exactly those of a continuous stream.
        for (const channel of ['left', 'right'] as const) {
          expect(
            Buffer.from(twice[channel].buffer).equals(
              Buffer.concat([Buffer.from(once[channel].buffer), Buffer.from(once[channel].buffer)]),
            ),
          ).toBe(true);
        }
        // And the period starts on the loop's first sample: the decoded audio lines up with the source.
        let error = 0;
        let power = 0;
        for (let n = 0; n < loop.length; n++) {
          error += (once.left[n]! - 0.95 * left[n]!) ** 2;
          power += left[n]! ** 2;
        }
        expect(10 * Math.log10(power / error)).toBeGreaterThan(30);
        expect(seamClickScore(once.left)).toBeLessThan(1);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe.skipIf(!ffmpeg)('the committed tracks (decoded by ffmpeg)', () => {
  it.each(TRACKS.map((recipe) => [recipe.file, recipe] as const))(
    '%s is a seamless, comfortable loop of its length',
    { timeout: 60_000 },
    (_file, recipe) => {
      const report = inspectTrack(path.join(OUTPUT_DIR, recipe.file), {
        seconds: recipe.seconds,
        targetLufs: TARGET_LUFS,
        binauralHz: recipe.binauralHz,
      });
      expect(report.problems).toEqual([]);
      expect(report.seconds).toBe(recipe.seconds);
    },
  );

  it('brain-wave-harmony gives each ear its own carrier, 10 Hz apart', { timeout: 30_000 }, () => {
    const { left, right } = decodeStereo(path.join(OUTPUT_DIR, 'brain-wave-harmony.mp3'));
    expect(toneLevelDb(left, 200) - toneLevelDb(left, 210)).toBeGreaterThan(30);
    expect(toneLevelDb(right, 210) - toneLevelDb(right, 200)).toBeGreaterThan(30);
  });
});

describe('reproducibility', () => {
  it('the script renders the committed file byte for byte', { timeout: 240_000 }, async () => {
    const recipe = TRACKS.find((track) => track.file === 'brain-wave-harmony.mp3')!;
    const track = await renderTrack(recipe);
    const committed = fs.readFileSync(path.join(OUTPUT_DIR, recipe.file));
    expect(Buffer.from(track.bytes).equals(committed)).toBe(true);
  });
});
