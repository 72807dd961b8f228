/**
 * The six background-music tracks, one per music kind (meditation, breathwork, mindfulness, visualization,
 * neuroscience and a default), one recipe each. A recipe renders exactly one period of its loop; see dsp.ts
 * for why that period repeats without a seam.
 */
import {
  type Bell,
  type Loop,
  type PadNote,
  type Stereo,
  SINE,
  WARM,
  biquad,
  breath,
  dbToGain,
  filterLoop,
  filterStereo,
  measure,
  mixInto,
  renderBell,
  renderPad,
  reverbLoop,
  segmentWeight,
  whiteNoise,
} from './dsp';
import type { Random } from './prng';

export interface TrackRecipe {
  /** File name under web/public/: the web app loads each track by this name, so it must not change. */
  file: string;
  /** Loop length in seconds: a multiple of 3, so the loop is a whole number of MP3 frames (125 per 3 s at 48 kHz). */
  seconds: number;
  seed: number;
  summary: string;
  /** Left and right carrier frequencies, for a track with a binaural bed. */
  binauralHz?: readonly [number, number];
  render(loop: Loop, random: Random): Stereo;
}

// ---------------------------------------------------------------------------------------------
// Shared layers
// ---------------------------------------------------------------------------------------------

/**
 * Sustained chords, one per equal segment of the loop, crossfaded over `fadeSeconds`. A note shared by two
 * neighbouring chords simply holds (its weights sum to one) instead of being retriggered.
 */
function chordLayer(
  out: Stereo,
  loop: Loop,
  random: Random,
  chords: readonly (readonly number[])[],
  fadeSeconds: number,
  note: (
    midi: number,
    index: number,
  ) => Omit<PadNote, 'midi' | 'envelope'> & {
    envelope?: (n: number) => number;
  },
): void {
  const notes = [...new Set(chords.flat())].sort((a, b) => a - b);
  notes.forEach((midi, index) => {
    const owners = chords.flatMap((chord, i) => (chord.includes(midi) ? [i] : []));
    const options = note(midi, index);
    const extra = options.envelope;
    const envelope = (n: number): number => {
      let weight = 0;
      for (const owner of owners) weight += segmentWeight(loop, n, owner, chords.length, fadeSeconds);
      return weight === 0 ? 0 : weight * (extra ? extra(n) : 1);
    };
    renderPad(out, loop, { ...options, midi, envelope }, random.next);
  });
}

/** Soft band-limited noise ("air"), decorrelated between the ears, shaped by an optional envelope. */
function noiseBed(
  out: Stereo,
  loop: Loop,
  random: Random,
  options: { lowHz: number; highHz: number; gain: number; envelope?: (n: number) => number },
): void {
  for (const channel of [out.left, out.right]) {
    const noise = whiteNoise(loop, random.next);
    filterLoop(
      noise,
      biquad('highpass', options.lowHz),
      biquad('highpass', options.lowHz),
      biquad('lowpass', options.highHz),
      biquad('lowpass', options.highHz),
    );
    for (let n = 0; n < loop.length; n++) {
      const env = options.envelope ? options.envelope(n) : 1;
      channel[n] = channel[n]! + noise[n]! * options.gain * env;
    }
  }
}

/** Adds a reverb whose wet level sits `wetDb` relative to the dry signal's RMS. */
function withReverb(dry: Stereo, feedback: number, damping: number, wetDb: number): Stereo {
  const wet = reverbLoop(dry, { feedback, damping });
  const gain = dbToGain(measure(dry).rmsDb - measure(wet).rmsDb + wetDb);
  mixInto(dry, wet, gain);
  return dry;
}

/** Sparse bells on a scale: a gentle random walk over the scale on a jittered grid, now and then a second note. */
function bells(
  loop: Loop,
  random: Random,
  options: {
    scale: readonly number[];
    everySeconds: number;
    jitterSeconds: number;
    restChance: number;
    pairChance: number;
    gain: number;
    decaySeconds: (midi: number) => number;
    spreadPan: number;
  },
): Bell[] {
  const list: Bell[] = [];
  const slots = Math.round(loop.seconds / options.everySeconds);
  let degree = Math.floor(options.scale.length / 2);
  const step = (): void => {
    const moves = [-2, -1, -1, 1, 1, 2, 3, -3];
    const next = degree + random.pick(moves);
    degree = next < 0 || next >= options.scale.length ? degree - Math.sign(next - degree) : next;
  };
  for (let slot = 0; slot < slots; slot++) {
    if (random.next() < options.restChance) continue;
    step();
    const at = slot * options.everySeconds + random.range(-options.jitterSeconds, options.jitterSeconds);
    const midi = options.scale[degree]!;
    const gain = options.gain * random.range(0.65, 1);
    const pan = random.range(-options.spreadPan, options.spreadPan);
    list.push({
      atSeconds: (at + loop.seconds) % loop.seconds,
      midi,
      gain,
      pan,
      decaySeconds: options.decaySeconds(midi),
    });
    if (random.next() < options.pairChance) {
      const partner = Math.max(0, Math.min(options.scale.length - 1, degree + random.pick([-2, 2, 3])));
      const partnerMidi = options.scale[partner]!;
      list.push({
        atSeconds: (at + random.range(0.45, 0.9) + loop.seconds) % loop.seconds,
        midi: partnerMidi,
        gain: gain * 0.6,
        pan: -pan * 0.8,
        decaySeconds: options.decaySeconds(partnerMidi),
      });
    }
  }
  return list;
}

/** The common tail of every track: rumble and fizz filtered away. */
function finish(signal: Stereo): Stereo {
  filterStereo(signal, biquad('highpass', 32), biquad('highpass', 32), biquad('lowpass', 9000));
  return signal;
}

const BASS = [1, 0.18, 0.04] as const;

/** Six breaths a minute: the pace of slow, resonant breathing that the swells follow. */
const BREATH_HZ = 0.1;

// ---------------------------------------------------------------------------------------------
// The six tracks
// ---------------------------------------------------------------------------------------------

const meditationAmbience: TrackRecipe = {
  file: 'meditation-ambience.mp3',
  seconds: 78,
  seed: 0x4d454449,
  summary:
    'warm D drone under slowly crossfading D-major pads (Dadd9, Gmaj7/D, D6/9, A/D), swelling with the breath',
  render(loop, random) {
    const out = loop.createStereo();
    // Eight 10 s breaths per loop: the drone and the air rise and fall with them.
    const breathing = (n: number): number => breath(loop, n, loop.cycles(BREATH_HZ), 0.4);
    const swell = (n: number): number => 0.8 + 0.2 * breathing(n);
    renderPad(
      out,
      loop,
      { midi: 38, gain: 0.5, harmonics: BASS, voices: 2, detuneCents: 4, envelope: swell },
      random.next,
    );
    renderPad(
      out,
      loop,
      { midi: 45, gain: 0.22, harmonics: BASS, voices: 2, detuneCents: 5, pan: 0.15 },
      random.next,
    );
    // Voiced so that neighbouring chords never overlap a semitone apart while they crossfade.
    const chords = [
      [50, 57, 64, 66],
      [50, 55, 59, 66],
      [50, 57, 59, 64, 66],
      [52, 57, 61, 64],
    ];
    chordLayer(out, loop, random, chords, 9, (midi, index) => ({
      gain: 0.13,
      pan: ((index % 4) - 1.5) * 0.18,
      cutoffHz: 1800,
      brightness: (n) => 0.55 + 0.25 * (0.5 + 0.5 * loop.lfo(1, n, 0.1 * index)),
      envelope: (n) => 0.85 + 0.15 * loop.lfo(2, n, index / 7),
    }));
    for (const [i, midi] of [74, 76, 81].entries()) {
      renderPad(
        out,
        loop,
        {
          midi,
          gain: 0.028,
          harmonics: SINE,
          voices: 2,
          detuneCents: 5,
          spread: 0.8,
          envelope: (n) => (0.5 + 0.5 * loop.lfo(2, n, i / 3)) ** 2,
        },
        random.next,
      );
    }
    noiseBed(out, loop, random, {
      lowHz: 250,
      highHz: 1100,
      gain: 0.05,
      envelope: (n) => 0.35 + 0.65 * breathing(n),
    });
    return finish(withReverb(out, 0.9, 0.4, -5));
  },
};

const breathingFocus: TrackRecipe = {
  file: 'breathing-focus.mp3',
  seconds: 60,
  seed: 0x42524541,
  summary:
    'F-major pads (Fmaj9, Dm9, Bbmaj9) swelling and brightening with six 10 s breaths a minute, breath-like air',
  render(loop, random) {
    const out = loop.createStereo();
    // Six breaths a minute: 4 s in, 6 s out; chord changes fall on the quiet bottom of a breath.
    const inhale = (n: number): number => breath(loop, n, loop.seconds / 10, 0.4);
    const chords = [
      [53, 57, 60, 64, 67],
      [50, 53, 57, 60, 64],
      [50, 53, 57, 60, 62],
    ];
    const basses = [[41], [38], [46]];
    chordLayer(out, loop, random, basses, 6, () => ({
      gain: 0.32,
      harmonics: BASS,
      voices: 2,
      detuneCents: 3,
      envelope: (n) => 0.7 + 0.3 * inhale(n),
    }));
    chordLayer(out, loop, random, chords, 6, (_midi, index) => ({
      gain: 0.11,
      pan: ((index % 5) - 2) * 0.15,
      cutoffHz: 2200,
      brightness: (n) => 0.3 + 0.6 * inhale(n),
      envelope: (n) => 0.4 + 0.6 * inhale(n),
    }));
    noiseBed(out, loop, random, {
      lowHz: 300,
      highHz: 1400,
      gain: 0.08,
      envelope: (n) => inhale(n) ** 2,
    });
    return finish(withReverb(out, 0.88, 0.45, -5));
  },
};

const mindfulAwareness: TrackRecipe = {
  file: 'mindful-awareness.mp3',
  seconds: 72,
  seed: 0x4d494e44,
  summary: 'sparse soft bells on the D-major pentatonic scale over a quiet D drone and open-fifth pad',
  render(loop, random) {
    const out = loop.createStereo();
    renderPad(out, loop, { midi: 38, gain: 0.3, harmonics: BASS, voices: 2, detuneCents: 4 }, random.next);
    renderPad(out, loop, { midi: 45, gain: 0.12, harmonics: BASS, voices: 2, detuneCents: 4 }, random.next);
    for (const [i, midi] of [50, 57, 64].entries()) {
      renderPad(
        out,
        loop,
        {
          midi,
          gain: 0.06,
          cutoffHz: 1500,
          pan: (i - 1) * 0.3,
          envelope: (n) => 0.6 + 0.4 * breath(loop, n, loop.cycles(BREATH_HZ), 0.4),
        },
        random.next,
      );
    }
    const scale = [62, 64, 66, 69, 71, 74, 76, 78, 81];
    const list = bells(loop, random, {
      scale,
      everySeconds: 6,
      jitterSeconds: 1.2,
      restChance: 0.15,
      pairChance: 0.3,
      gain: 0.2,
      decaySeconds: (midi) => 4.2 - (midi - 62) * 0.09,
      spreadPan: 0.55,
    });
    for (const bell of list) renderBell(out, loop, bell, random.next);
    return finish(withReverb(out, 0.92, 0.35, -3));
  },
};

const visualizationJourney: TrackRecipe = {
  file: 'visualization-journey.mp3',
  seconds: 78,
  seed: 0x56495355,
  summary: 'evolving C-major pads (Cmaj9, Am9, Fmaj9, G6/9sus) with slow brightness sweeps and high shimmer',
  render(loop, random) {
    const out = loop.createStereo();
    const basses = [[36], [45], [41], [43]];
    chordLayer(out, loop, random, basses, 10, () => ({
      gain: 0.3,
      harmonics: BASS,
      voices: 2,
      detuneCents: 3,
    }));
    // All diatonic and voiced so that crossfading neighbours never sound a semitone apart.
    const chords = [
      [52, 55, 59, 62],
      [48, 52, 55, 59],
      [48, 52, 55, 57],
      [50, 52, 55, 57],
    ];
    chordLayer(out, loop, random, chords, 10, (_midi, index) => ({
      gain: 0.12,
      pan: ((index % 5) - 2) * 0.16,
      cutoffHz: 2600,
      voices: 3,
      detuneCents: 8,
      brightness: (n) => 0.4 + 0.45 * (0.5 + 0.5 * loop.lfo(1, n, 0.5 + index / 11)),
      envelope: (n) =>
        (0.8 + 0.2 * breath(loop, n, loop.cycles(BREATH_HZ), 0.4)) * (0.9 + 0.1 * loop.lfo(3, n, index / 5)),
    }));
    // Shimmer: each chord's colour tones an octave or two up, fading in and out within the chord.
    const shimmer = [
      [71, 74],
      [71, 76],
      [76, 79],
      [74, 81],
    ];
    chordLayer(out, loop, random, shimmer, 10, (_midi, index) => ({
      gain: 0.03,
      harmonics: SINE,
      voices: 2,
      detuneCents: 6,
      spread: 0.9,
      envelope: (n) => (0.5 + 0.5 * loop.lfo(8, n, index / 4)) ** 2,
    }));
    return finish(withReverb(out, 0.93, 0.3, -2));
  },
};

/** Left and right carriers of brain-wave-harmony: their 10 Hz difference is heard as an alpha-band beat. */
export const BINAURAL_CARRIERS_HZ = [200, 210] as const;

const brainWaveHarmony: TrackRecipe = {
  file: 'brain-wave-harmony.mp3',
  seconds: 60,
  binauralHz: BINAURAL_CARRIERS_HZ,
  seed: 0x4252414e,
  summary:
    'binaural bed: 200 Hz left, 210 Hz right (a 10 Hz alpha beat) under a quiet just-tuned pad on 100 Hz',
  render(loop, random) {
    const pad = loop.createStereo();
    const midiOf = (hz: number): number => 69 + 12 * Math.log2(hz / 440);
    renderPad(
      pad,
      loop,
      { midi: midiOf(100), gain: 0.22, harmonics: SINE, voices: 2, detuneCents: 3 },
      random.next,
    );
    // Two just-tuned voicings over 100 Hz, alternating every 15 s; none has a partial near the carriers.
    const chords = [
      [midiOf(150), midiOf(300), midiOf(375), midiOf(450)],
      [midiOf(150), midiOf(300), midiOf(400), midiOf(500)],
      [midiOf(150), midiOf(300), midiOf(375), midiOf(450)],
      [midiOf(150), midiOf(300), midiOf(450), midiOf(600)],
    ];
    chordLayer(pad, loop, random, chords, 8, (midi, index) => ({
      gain: 0.1,
      harmonics: midi < 52 ? [1, 0.25, 0.05] : WARM,
      pan: ((index % 5) - 2) * 0.18,
      cutoffHz: 1600,
      brightness: () => 0.55,
      envelope: (n) => 0.7 + 0.3 * breath(loop, n, loop.cycles(BREATH_HZ), 0.4),
    }));
    noiseBed(pad, loop, random, { lowHz: 120, highHz: 700, gain: 0.035 });
    const out = withReverb(pad, 0.9, 0.4, -4);
    // The carriers go in after the reverb, which sums the ears: each ear must hear only its own tone.
    const carrierGain = dbToGain(measure(out).rmsDb - 3) * Math.SQRT2;
    const leftCycles = loop.cycles(BINAURAL_CARRIERS_HZ[0]);
    const rightCycles = loop.cycles(BINAURAL_CARRIERS_HZ[1]);
    for (let n = 0; n < loop.length; n++) {
      out.left[n] = out.left[n]! + carrierGain * Math.sin(2 * Math.PI * loop.phase(leftCycles, n));
      out.right[n] = out.right[n]! + carrierGain * Math.sin(2 * Math.PI * loop.phase(rightCycles, n));
    }
    return finish(out);
  },
};

const practiceBackground: TrackRecipe = {
  file: 'practice-background.mp3',
  seconds: 72,
  seed: 0x50524143,
  summary: 'neutral G-major pads (Gmaj9, Em9, Cmaj9, D6/9sus) with gentle swells and a few faint high chimes',
  render(loop, random) {
    const out = loop.createStereo();
    const basses = [[43], [40], [36], [38]];
    chordLayer(out, loop, random, basses, 8, () => ({
      gain: 0.28,
      harmonics: BASS,
      voices: 2,
      detuneCents: 3,
      envelope: (n) => 0.85 + 0.15 * breath(loop, n, loop.cycles(BREATH_HZ), 0.4),
    }));
    // Voiced so that crossfading neighbours move by whole steps, never a semitone.
    const chords = [
      [50, 57, 59, 66],
      [50, 55, 59, 66],
      [52, 55, 59, 62],
      [52, 57, 59, 62],
    ];
    chordLayer(out, loop, random, chords, 8, (_midi, index) => ({
      gain: 0.12,
      pan: ((index % 4) - 1.5) * 0.2,
      cutoffHz: 2000,
      brightness: (n) => 0.5 + 0.2 * breath(loop, n, loop.cycles(BREATH_HZ), 0.4),
      envelope: (n) =>
        (0.8 + 0.2 * breath(loop, n, loop.cycles(BREATH_HZ), 0.4)) * (0.9 + 0.1 * loop.lfo(2, n, index / 9)),
    }));
    const list = bells(loop, random, {
      scale: [79, 81, 83, 86, 88],
      everySeconds: 12,
      jitterSeconds: 2,
      restChance: 0.2,
      pairChance: 0,
      gain: 0.045,
      decaySeconds: () => 2.8,
      spreadPan: 0.6,
    });
    for (const bell of list) renderBell(out, loop, bell, random.next);
    return finish(withReverb(out, 0.9, 0.4, -4));
  },
};

export const TRACKS: readonly TrackRecipe[] = [
  meditationAmbience,
  breathingFocus,
  mindfulAwareness,
  visualizationJourney,
  brainWaveHarmony,
  practiceBackground,
];
