/**
 * Measurements of a loop, used by the tests and by check.ts on the committed MP3s: is the seam (end → start)
 * any different from the rest of the audio, and how loud is it (decoded by ffmpeg, independently of our code).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { SAMPLE_RATE } from './dsp';

type Channel = ArrayLike<number>;

/** The value below which `fraction` of the values lie (quickselect: linear time, the input is left untouched). */
export function percentile(values: Float64Array, fraction: number): number {
  const work = Float64Array.from(values);
  const k = Math.min(work.length - 1, Math.floor(fraction * work.length));
  let low = 0;
  let high = work.length - 1;
  while (low < high) {
    const pivot = work[(low + high) >> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (work[i]! < pivot) i++;
      while (work[j]! > pivot) j--;
      if (i <= j) {
        const swap = work[i]!;
        work[i] = work[j]!;
        work[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
  return work[k] ?? 0;
}

/**
 * How click-like the seam is: the largest second difference spanning the seam (samples L-1 → 0 → 1) divided by
 * the 99.9th percentile of the second difference over the whole loop. A jump in value or slope at the seam
 * stands far above 1; a seamless loop stays below it, like any other point.
 */
export function seamClickScore(channel: Channel): number {
  const length = channel.length;
  const at = (n: number): number => channel[(n + length) % length]!;
  const second = new Float64Array(length);
  for (let n = 0; n < length; n++) second[n] = Math.abs(at(n) - 2 * at(n - 1) + at(n - 2));
  const typical = percentile(second, 0.999);
  const seam = Math.max(second[0]!, second[1]!);
  return typical === 0 ? (seam === 0 ? 0 : Infinity) : seam / typical;
}

export interface LevelStep {
  /** |RMS before − RMS after| in dB across the seam, over `windowSeconds` each side. */
  seamDb: number;
  /** The largest such step between any two neighbouring windows inside the loop. */
  elsewhereDb: number;
}

/**
 * The change of short-window level across the seam, next to the largest change anywhere inside the loop. A gap
 * or a level mismatch at the seam (silence from an encoder delay, a loop cut at the wrong place) stands out.
 */
export function seamLevelStep(channel: Channel, windowSeconds = 0.05): LevelStep {
  const window = Math.round(windowSeconds * SAMPLE_RATE);
  const levelDb = (start: number): number => {
    let power = 0;
    for (let n = start; n < start + window; n++) power += channel[n]! * channel[n]!;
    return 10 * Math.log10(power / window + 1e-20);
  };
  const count = Math.floor(channel.length / window);
  let elsewhereDb = 0;
  let previous = levelDb(0);
  for (let w = 1; w < count; w++) {
    const level = levelDb(w * window);
    elsewhereDb = Math.max(elsewhereDb, Math.abs(level - previous));
    previous = level;
  }
  return { seamDb: Math.abs(levelDb(0) - levelDb(channel.length - window)), elsewhereDb };
}

export function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

/** Decodes a file to 44.1 kHz stereo float samples with ffmpeg (which honours the LAME tag's delay and padding). */
export function decodeStereo(file: string): { left: Float32Array; right: Float32Array } {
  const result = spawnSync(
    'ffmpeg',
    ['-v', 'error', '-i', file, '-f', 'f32le', '-ac', '2', '-ar', String(SAMPLE_RATE), 'pipe:1'],
    { maxBuffer: 1024 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`ffmpeg could not decode ${file}: ${result.stderr.toString()}`);
  const bytes = result.stdout;
  const interleaved = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  const frames = interleaved.length / 2;
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  for (let n = 0; n < frames; n++) {
    left[n] = interleaved[2 * n]!;
    right[n] = interleaved[2 * n + 1]!;
  }
  return { left, right };
}

export interface Loudness {
  /** Integrated loudness (EBU R128 / BS.1770). */
  lufs: number;
  /** True peak in dBTP (4× oversampled). */
  truePeakDb: number;
}

/** ffmpeg's EBU R128 meter, run on the decoded file. */
export function measureLoudness(file: string): Loudness {
  const result = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const log = result.stderr.toString();
  const summary = log.slice(log.lastIndexOf('Summary:'));
  const lufs = /I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1];
  const peak = /True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
  if (result.status !== 0 || lufs === undefined || peak === undefined) {
    throw new Error(`ffmpeg could not measure ${file}`);
  }
  return { lufs: Number(lufs), truePeakDb: peak === '-inf' ? -Infinity : Number(peak) };
}

/** Power of one frequency in a channel (Goertzel over the whole loop), in dB relative to a full-scale sine. */
export function toneLevelDb(channel: Channel, hz: number): number {
  const w = (2 * Math.PI * hz) / SAMPLE_RATE;
  const coefficient = 2 * Math.cos(w);
  let s1 = 0;
  let s2 = 0;
  for (let n = 0; n < channel.length; n++) {
    const s0 = channel[n]! + coefficient * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  const power = s1 * s1 + s2 * s2 - coefficient * s1 * s2;
  const amplitude = (2 * Math.sqrt(power)) / channel.length;
  return 20 * Math.log10(amplitude + 1e-20);
}

export interface TrackReport {
  file: string;
  kilobytes: number;
  seconds: number;
  lufs: number;
  truePeakDb: number;
  /** Worst of both channels. */
  clickScore: number;
  levelStep: LevelStep;
  /** For a binaural track: how far each ear's own carrier stands above the other ear's (the smaller of the two). */
  binauralSeparationDb?: number;
  problems: string[];
}

export interface TrackExpectation {
  seconds: number;
  targetLufs: number;
  /** Left and right carrier frequencies of a binaural bed. */
  binauralHz?: readonly [number, number];
}

export const LIMITS = {
  /** Every track within this of the target loudness (so all sound equally loud). */
  loudnessToleranceLu: 1,
  truePeakDb: -1,
  maxKilobytes: 900,
  binauralSeparationDb: 30,
} as const;

/** Decodes a committed track with ffmpeg and checks it plays as a seamless, comfortable loop of `seconds`. */
export function inspectTrack(file: string, expected: TrackExpectation): TrackReport {
  const { seconds, targetLufs, binauralHz } = expected;
  const sizeBytes = fs.statSync(file).size;
  const { left, right } = decodeStereo(file);
  const { lufs, truePeakDb } = measureLoudness(file);
  const clickScore = Math.max(seamClickScore(left), seamClickScore(right));
  const steps = [seamLevelStep(left), seamLevelStep(right)];
  const levelStep = steps.reduce((worst, step) =>
    step.seamDb - step.elsewhereDb > worst.seamDb - worst.elsewhereDb ? step : worst,
  );
  const problems: string[] = [];
  if (left.length !== seconds * SAMPLE_RATE) {
    problems.push(
      `decodes to ${left.length} samples, not ${seconds * SAMPLE_RATE} (gapless tag not honoured?)`,
    );
  }
  if (clickScore > 1) problems.push(`the seam clicks (score ${clickScore.toFixed(2)} > 1)`);
  if (levelStep.seamDb > levelStep.elsewhereDb) {
    problems.push(
      `the level jumps at the seam (${levelStep.seamDb.toFixed(2)} dB > ${levelStep.elsewhereDb.toFixed(2)} dB)`,
    );
  }
  if (Math.abs(lufs - targetLufs) > LIMITS.loudnessToleranceLu)
    problems.push(`loudness ${lufs} LUFS is off target`);
  if (truePeakDb >= LIMITS.truePeakDb) problems.push(`true peak ${truePeakDb} dBTP is too high`);
  if (sizeBytes > LIMITS.maxKilobytes * 1024) problems.push(`the file is too large`);
  let binauralSeparationDb: number | undefined;
  if (binauralHz) {
    const [leftHz, rightHz] = binauralHz;
    binauralSeparationDb = Math.min(
      toneLevelDb(left, leftHz) - toneLevelDb(left, rightHz),
      toneLevelDb(right, rightHz) - toneLevelDb(right, leftHz),
    );
    if (binauralSeparationDb < LIMITS.binauralSeparationDb)
      problems.push('the binaural carriers leak between the ears');
  }
  return {
    file,
    kilobytes: Math.round(sizeBytes / 1024),
    seconds: left.length / SAMPLE_RATE,
    lufs,
    truePeakDb,
    clickScore,
    levelStep,
    binauralSeparationDb,
    problems,
  };
}
