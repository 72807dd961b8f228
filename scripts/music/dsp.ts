/**
 * Signal building blocks for the background-music synthesis. Everything renders into a {@link Loop}: a buffer of a
 * whole number of seconds in which every oscillator and every LFO makes a whole number of cycles, note tails wrap
 * around the end, and filters and the reverb run in their periodic steady state. The buffer is therefore exactly
 * periodic: played end to end it has no seam at all.
 */

export const SAMPLE_RATE = 48000;
const TAU = 2 * Math.PI;

export interface Stereo {
  readonly left: Float64Array;
  readonly right: Float64Array;
}

export class Loop {
  /** Samples in one period. */
  readonly length: number;

  constructor(readonly seconds: number) {
    if (!Number.isInteger(seconds) || seconds <= 0) throw new Error('A loop lasts a whole number of seconds');
    this.length = seconds * SAMPLE_RATE;
  }

  /** Whole cycles per loop nearest to `hz` (at least one): the frequency actually played is cycles / seconds. */
  cycles(hz: number): number {
    return Math.max(1, Math.round(hz * this.seconds));
  }

  /** Phase in [0, 1) at sample `n` of an oscillator making `cycles` whole cycles per loop (exact integer math). */
  phase(cycles: number, n: number): number {
    return ((cycles * n) % this.length) / this.length;
  }

  /** A sine LFO making `cycles` whole cycles per loop, in [-1, 1]; `offset` is a phase in cycles. */
  lfo(cycles: number, n: number, offset = 0): number {
    return Math.sin(TAU * (this.phase(cycles, n) + offset));
  }

  createStereo(): Stereo {
    return { left: new Float64Array(this.length), right: new Float64Array(this.length) };
  }
}

export function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

export function dbToGain(db: number): number {
  return 10 ** (db / 20);
}

/** Equal-power pan: -1 is hard left, 0 centre (both channels at -3 dB), 1 hard right. */
export function panGains(pan: number): [number, number] {
  const angle = ((Math.max(-1, Math.min(1, pan)) + 1) * Math.PI) / 4;
  return [Math.cos(angle), Math.sin(angle)];
}

/** A smooth 0..1 step (raised cosine) for x in [0, 1]. */
export function smoothStep(x: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  return 0.5 - 0.5 * Math.cos(Math.PI * x);
}

/**
 * Weight in [0, 1] of segment `index` of `count` equal segments of the loop, with raised-cosine crossfades of
 * `fadeSeconds` centred on the boundaries (the weights of all segments sum to 1 everywhere, wrapping around).
 */
export function segmentWeight(
  loop: Loop,
  n: number,
  index: number,
  count: number,
  fadeSeconds: number,
): number {
  const segment = loop.length / count;
  const half = (fadeSeconds * SAMPLE_RATE) / 2;
  let u = (((n - index * segment) % loop.length) + loop.length) % loop.length;
  if (u >= loop.length - half) u -= loop.length;
  if (u < half) return smoothStep((u + half) / (2 * half));
  if (u < segment - half) return 1;
  if (u < segment + half) return 1 - smoothStep((u - segment + half) / (2 * half));
  return 0;
}

/**
 * A breath-shaped swell in [0, 1] with `cycles` breaths per loop: a smooth rise over the first `inhale` fraction
 * of each cycle and a slower fall over the rest (continuous with zero slope at the top and the bottom).
 */
export function breath(loop: Loop, n: number, cycles: number, inhale = 0.4): number {
  const phase = loop.phase(cycles, n);
  if (phase < inhale) return smoothStep(phase / inhale);
  return 1 - smoothStep((phase - inhale) / (1 - inhale));
}

// ---------------------------------------------------------------------------------------------
// Pads: detuned stacks of sine partials (triangle-like spectra) with chorus and slow vibrato
// ---------------------------------------------------------------------------------------------

export interface PadNote {
  midi: number;
  /** Linear amplitude of the note (all chorus voices together). */
  gain: number;
  pan?: number;
  /** Relative amplitudes of harmonics 1, 2, 3, ... before brightness and the low-pass. */
  harmonics?: readonly number[];
  /** Chorus voices (1 to 4), detuned symmetrically and spread in the stereo field. */
  voices?: number;
  detuneCents?: number;
  spread?: number;
  vibratoCents?: number;
  /** Gentle low-pass on the partials: harmonic amplitudes fall at 12 dB/octave above this frequency. */
  cutoffHz?: number;
  /** Per-sample gain, periodic over the loop (defaults to 1). */
  envelope?: (n: number) => number;
  /** Per-sample brightness in [0, 1]: harmonic h is scaled by brightness^(h-1) (defaults to 1). */
  brightness?: (n: number) => number;
}

/** Soft, mostly-fundamental spectrum between a sine and a triangle. */
export const WARM = [1, 0.32, 0.14, 0.07, 0.035, 0.018] as const;
export const SINE = [1] as const;

const DETUNE_PATTERN = [0, -1, 1, -0.45, 0.55];
const PAN_PATTERN = [0, -1, 1, -0.5, 0.5];

export function renderPad(out: Stereo, loop: Loop, note: PadNote, phaseSeed: () => number): void {
  const voices = Math.max(1, Math.min(4, note.voices ?? 3));
  const harmonics = note.harmonics ?? WARM;
  const detune = note.detuneCents ?? 7;
  const spread = note.spread ?? 0.55;
  const pan = note.pan ?? 0;
  const cutoff = note.cutoffHz ?? 2400;
  const baseHz = midiToHz(note.midi);
  const voiceGain = note.gain / Math.sqrt(voices);

  interface Voice {
    cycles: number;
    vibratoCycles: number;
    vibratoIndex: number;
    vibratoOffset: number;
    offset: number;
    amps: Float64Array;
    left: number;
    right: number;
  }
  const list: Voice[] = [];
  for (let v = 0; v < voices; v++) {
    const hz = baseHz * 2 ** (((DETUNE_PATTERN[v] ?? 0) * detune) / 1200);
    const cycles = loop.cycles(hz);
    const actualHz = cycles / loop.seconds;
    // Vibrato between ~0.1 and ~0.2 Hz, a whole number of cycles per loop, different for each voice.
    const vibratoCycles = loop.cycles(0.11 + 0.035 * v);
    const deviationHz = actualHz * (2 ** ((note.vibratoCents ?? 3) / 1200) - 1);
    const vibratoIndex = deviationHz / (TAU * (vibratoCycles / loop.seconds));
    const amps = new Float64Array(harmonics.length);
    harmonics.forEach((amp, i) => {
      const partialHz = actualHz * (i + 1);
      amps[i] = partialHz > 16000 ? 0 : amp / Math.sqrt(1 + (partialHz / cutoff) ** 4);
    });
    const [left, right] = panGains(pan + (PAN_PATTERN[v] ?? 0) * spread);
    list.push({
      cycles,
      vibratoCycles,
      vibratoIndex,
      vibratoOffset: phaseSeed(),
      offset: phaseSeed(),
      amps,
      left: left * voiceGain,
      right: right * voiceGain,
    });
  }

  // Envelope, brightness and vibrato move over seconds, so they are evaluated once per control block and
  // interpolated linearly in between (the blocks tile the loop exactly, so this stays periodic).
  const blocks = loop.length / CONTROL_BLOCK;
  const envelope = controlCurve(blocks, (n) => (note.envelope ? note.envelope(n) : 1));
  const brightness = controlCurve(blocks, (n) => (note.brightness ? note.brightness(n) : 1));
  const vibrato = list.map((voice) =>
    controlCurve(
      blocks,
      (n) => voice.vibratoIndex * Math.sin(TAU * (loop.phase(voice.vibratoCycles, n) + voice.vibratoOffset)),
    ),
  );
  const count = harmonics.length;
  const weights = new Float64Array(count);
  const amps = new Float64Array(count);
  for (let block = 0; block < blocks; block++) {
    const envStart = envelope[block]!;
    const envEnd = envelope[block + 1]!;
    const base = block * CONTROL_BLOCK;
    if (envStart < 1e-6 && envEnd < 1e-6) continue;
    // Brightness changes slowly enough to hold for one block.
    const bright = (brightness[block]! + brightness[block + 1]!) / 2;
    let w = 1;
    for (let h = 0; h < count; h++) {
      weights[h] = w;
      w *= bright;
    }
    for (let v = 0; v < list.length; v++) {
      const voice = list[v]!;
      const vibStart = vibrato[v]![block]!;
      const vibStep = (vibrato[v]![block + 1]! - vibStart) / CONTROL_BLOCK;
      for (let h = 0; h < count; h++) amps[h] = voice.amps[h]! * weights[h]!;
      // Integer phase accumulator (cycles·n mod length): exactly periodic, no drift.
      let acc = (voice.cycles * base) % loop.length;
      for (let i = 0; i < CONTROL_BLOCK; i++) {
        const theta = TAU * (acc / loop.length + voice.offset + vibStart + vibStep * i);
        acc += voice.cycles;
        if (acc >= loop.length) acc -= loop.length;
        const s1 = Math.sin(theta);
        const c2 = 2 * Math.cos(theta);
        // sin(h·θ) by the Chebyshev recurrence: sin((h+1)θ) = 2cosθ·sin(hθ) − sin((h−1)θ).
        let previous = 0;
        let current = s1;
        let sum = 0;
        for (let h = 0; h < count; h++) {
          sum += amps[h]! * current;
          const next = c2 * current - previous;
          previous = current;
          current = next;
        }
        const env = envStart + ((envEnd - envStart) * i) / CONTROL_BLOCK;
        const n = base + i;
        out.left[n] = out.left[n]! + sum * voice.left * env;
        out.right[n] = out.right[n]! + sum * voice.right * env;
      }
    }
  }
}

/** Samples per control block: 100 divides 44,100, so a whole-second loop is a whole number of blocks. */
export const CONTROL_BLOCK = 100;

/** `curve` at the start of every control block, plus the first value again at the end (the loop wraps). */
function controlCurve(blocks: number, curve: (n: number) => number): Float64Array {
  const values = new Float64Array(blocks + 1);
  for (let block = 0; block < blocks; block++) values[block] = curve(block * CONTROL_BLOCK);
  values[blocks] = values[0]!;
  return values;
}

// ---------------------------------------------------------------------------------------------
// Bells and chimes: soft-mallet inharmonic partials with exponential decays, tails wrapping around
// ---------------------------------------------------------------------------------------------

export interface Bell {
  atSeconds: number;
  midi: number;
  gain: number;
  pan: number;
  /** Time constant of the fundamental's decay. */
  decaySeconds: number;
}

/** [frequency ratio, amplitude, decay multiplier]: a warm struck-bowl spectrum, fundamental-heavy. */
const BELL_PARTIALS: ReadonlyArray<readonly [number, number, number]> = [
  [1, 1, 1],
  [1.0021, 0.45, 0.85],
  [2.0, 0.16, 0.55],
  [2.76, 0.07, 0.36],
  [4.07, 0.03, 0.22],
  [5.4, 0.015, 0.16],
];

export function renderBell(out: Stereo, loop: Loop, bell: Bell, phaseSeed: () => number): void {
  const hz = midiToHz(bell.midi);
  const start = Math.round(bell.atSeconds * SAMPLE_RATE);
  const length = Math.min(loop.length, Math.ceil(bell.decaySeconds * 9 * SAMPLE_RATE));
  const attack = Math.round(0.012 * SAMPLE_RATE);
  const [panLeft, panRight] = panGains(bell.pan);
  const partials = BELL_PARTIALS.filter(([ratio]) => hz * ratio < 9000).map(([ratio, amp, decay]) => ({
    step: (TAU * hz * ratio) / SAMPLE_RATE,
    // Upper partials are softened further the higher they sit (a felt mallet rather than metal).
    amp: amp / Math.sqrt(1 + ((hz * ratio) / 3000) ** 2),
    fall: Math.exp(-1 / (bell.decaySeconds * decay * SAMPLE_RATE)),
    offset: TAU * phaseSeed(),
    // Each partial swings slowly between the ears for a little width.
    spin: ratio === 1 ? 0 : 0.35 * Math.sin(TAU * phaseSeed()),
  }));
  const levels = partials.map((p) => p.amp);
  for (let i = 0; i < length; i++) {
    const onset = i < attack ? smoothStep(i / attack) : 1;
    // A raised-cosine release over the last 10 % so the truncated tail ends at exactly zero.
    const release = i > length * 0.9 ? 1 - smoothStep((i - length * 0.9) / (length * 0.1)) : 1;
    let left = 0;
    let right = 0;
    for (let k = 0; k < partials.length; k++) {
      const p = partials[k]!;
      const level = levels[k]!;
      const value = level * Math.sin(p.offset + p.step * i);
      left += value * (1 - p.spin);
      right += value * (1 + p.spin);
      levels[k] = level * p.fall;
    }
    const gain = bell.gain * onset * release;
    const index = (start + i) % loop.length;
    out.left[index] = (out.left[index] ?? 0) + left * gain * panLeft;
    out.right[index] = (out.right[index] ?? 0) + right * gain * panRight;
  }
}

// ---------------------------------------------------------------------------------------------
// Noise, filters and reverb, all in their periodic steady state
// ---------------------------------------------------------------------------------------------

export function whiteNoise(loop: Loop, next: () => number): Float64Array {
  const out = new Float64Array(loop.length);
  for (let n = 0; n < loop.length; n++) out[n] = next() * 2 - 1;
  return out;
}

export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** RBJ audio-EQ-cookbook coefficients. */
export function biquad(type: 'lowpass' | 'highpass' | 'bandpass', hz: number, q = Math.SQRT1_2): Biquad {
  const w = (TAU * hz) / SAMPLE_RATE;
  const alpha = Math.sin(w) / (2 * q);
  const cos = Math.cos(w);
  const a0 = 1 + alpha;
  let b0: number;
  let b1: number;
  let b2: number;
  if (type === 'lowpass') {
    b0 = (1 - cos) / 2;
    b1 = 1 - cos;
    b2 = (1 - cos) / 2;
  } else if (type === 'highpass') {
    b0 = (1 + cos) / 2;
    b1 = -(1 + cos);
    b2 = (1 + cos) / 2;
  } else {
    b0 = alpha;
    b1 = 0;
    b2 = -alpha;
  }
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: (-2 * cos) / a0, a2: (1 - alpha) / a0 };
}

/**
 * Filters a periodic signal in place, giving the filter's periodic steady state: a first pass over the loop only
 * warms the filter's state up (as if the loop had been playing forever), the second writes the output.
 */
export function filterLoop(signal: Float64Array, ...stages: Biquad[]): void {
  for (const f of stages) {
    let x1 = 0;
    let x2 = 0;
    let y1 = 0;
    let y2 = 0;
    for (let pass = 0; pass < 2; pass++) {
      for (let n = 0; n < signal.length; n++) {
        const x = signal[n]!;
        const y = f.b0 * x + f.b1 * x1 + f.b2 * x2 - f.a1 * y1 - f.a2 * y2;
        x2 = x1;
        x1 = x;
        y2 = y1;
        y1 = y;
        if (pass === 1) signal[n] = y;
      }
    }
  }
}

export function filterStereo(signal: Stereo, ...stages: Biquad[]): void {
  filterLoop(signal.left, ...stages);
  filterLoop(signal.right, ...stages);
}

export interface ReverbOptions {
  /** Comb feedback (0.7-0.98): the length of the tail. */
  feedback: number;
  /** High-frequency damping in the tail (0-1). */
  damping: number;
}

const COMBS = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617];
const ALLPASSES = [556, 441, 341, 225];
const STEREO_SPREAD = 23;

/**
 * A Freeverb-style stereo reverb (eight damped combs and four all-passes per ear) returning only the wet signal.
 * The loop is fed twice and the second pass kept, so the tail of the end of the loop rings into its start.
 */
export function reverbLoop(input: Stereo, options: ReverbOptions): Stereo {
  const length = input.left.length;
  const mono = new Float64Array(length);
  for (let n = 0; n < length; n++) mono[n] = (input.left[n]! + input.right[n]!) * 0.5;
  const channel = (offset: number): Float64Array => {
    const combs = COMBS.map((size) => ({ buffer: new Float64Array(size + offset), index: 0, store: 0 }));
    const allpasses = ALLPASSES.map((size) => ({ buffer: new Float64Array(size + offset), index: 0 }));
    const out = new Float64Array(length);
    for (let pass = 0; pass < 2; pass++) {
      for (let n = 0; n < length; n++) {
        const x = mono[n]! * 0.03;
        let sum = 0;
        for (const comb of combs) {
          const y = comb.buffer[comb.index]!;
          comb.store = y * (1 - options.damping) + comb.store * options.damping;
          comb.buffer[comb.index] = x + comb.store * options.feedback;
          comb.index = (comb.index + 1) % comb.buffer.length;
          sum += y;
        }
        for (const allpass of allpasses) {
          const buffered = allpass.buffer[allpass.index]!;
          allpass.buffer[allpass.index] = sum + buffered * 0.5;
          allpass.index = (allpass.index + 1) % allpass.buffer.length;
          sum = buffered - sum;
        }
        if (pass === 1) out[n] = sum;
      }
    }
    return out;
  };
  return { left: channel(0), right: channel(STEREO_SPREAD) };
}

export function mixInto(target: Stereo, source: Stereo, gain: number): void {
  for (let n = 0; n < target.left.length; n++) {
    target.left[n] = target.left[n]! + source.left[n]! * gain;
    target.right[n] = target.right[n]! + source.right[n]! * gain;
  }
}

// ---------------------------------------------------------------------------------------------
// Levels
// ---------------------------------------------------------------------------------------------

export interface Levels {
  peakDb: number;
  rmsDb: number;
}

export function measure(signal: Stereo): Levels {
  let peak = 0;
  let power = 0;
  for (const channel of [signal.left, signal.right]) {
    for (const value of channel) {
      peak = Math.max(peak, Math.abs(value));
      power += value * value;
    }
  }
  const rms = Math.sqrt(power / (signal.left.length * 2));
  return { peakDb: 20 * Math.log10(peak), rmsDb: 20 * Math.log10(rms) };
}

/** Scales to the target integrated loudness, or less if the peak would pass `maxPeakDb`; returns the result. */
export function normalise(
  signal: Stereo,
  targetLufs: number,
  maxPeakDb: number,
): { lufs: number; peakDb: number } {
  const gainDb = Math.min(targetLufs - integratedLoudness(signal), maxPeakDb - measure(signal).peakDb);
  const gain = dbToGain(gainDb);
  for (const channel of [signal.left, signal.right]) {
    for (let n = 0; n < channel.length; n++) channel[n] = channel[n]! * gain;
  }
  return { lufs: integratedLoudness(signal), peakDb: measure(signal).peakDb };
}

/**
 * The K-weighting of ITU-R BS.1770 (a high shelf modelling the head, then a high-pass), as biquads for this
 * sample rate (the standard's 48 kHz coefficients re-derived from its analogue prototypes).
 */
export function kWeighting(): Biquad[] {
  const shelfGain = 10 ** (3.999843853973347 / 40);
  const shelfW = (TAU * 1681.974450955533) / SAMPLE_RATE;
  const shelfAlpha = Math.sin(shelfW) / (2 * 0.7071752369554196);
  const shelfCos = Math.cos(shelfW);
  const root = 2 * Math.sqrt(shelfGain) * shelfAlpha;
  const a0 = shelfGain + 1 - (shelfGain - 1) * shelfCos + root;
  const shelf: Biquad = {
    b0: (shelfGain * (shelfGain + 1 + (shelfGain - 1) * shelfCos + root)) / a0,
    b1: (-2 * shelfGain * (shelfGain - 1 + (shelfGain + 1) * shelfCos)) / a0,
    b2: (shelfGain * (shelfGain + 1 + (shelfGain - 1) * shelfCos - root)) / a0,
    a1: (2 * (shelfGain - 1 - (shelfGain + 1) * shelfCos)) / a0,
    a2: (shelfGain + 1 - (shelfGain - 1) * shelfCos - root) / a0,
  };
  return [shelf, biquad('highpass', 38.13547087602444, 0.5003270373238773)];
}

/**
 * Integrated loudness in LUFS (ITU-R BS.1770-4: K-weighted mean square over 400 ms blocks with 75 % overlap,
 * an absolute gate at -70 LUFS and a relative gate 10 LU below). The loop is measured in its steady state.
 */
export function integratedLoudness(signal: Stereo): number {
  const weighted = [Float64Array.from(signal.left), Float64Array.from(signal.right)];
  for (const channel of weighted) filterLoop(channel, ...kWeighting());
  const block = Math.round(0.4 * SAMPLE_RATE);
  const hop = block / 4;
  const powers: number[] = [];
  for (let start = 0; start + block <= signal.left.length; start += hop) {
    let power = 0;
    for (const channel of weighted) {
      let sum = 0;
      for (let n = start; n < start + block; n++) sum += channel[n]! * channel[n]!;
      power += sum / block;
    }
    powers.push(power);
  }
  const lufs = (power: number): number => -0.691 + 10 * Math.log10(power);
  const mean = (list: number[]): number => list.reduce((a, b) => a + b, 0) / list.length;
  const aboveAbsolute = powers.filter((power) => lufs(power) > -70);
  if (aboveAbsolute.length === 0) return -Infinity;
  const relativeGate = lufs(mean(aboveAbsolute)) - 10;
  return lufs(mean(aboveAbsolute.filter((power) => lufs(power) > relativeGate)));
}
