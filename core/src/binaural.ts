/**
 * Brain-wave entrainment's binaural beats, in three modes: focus, creativity and insight. Each ear hears
 * one steady tone; the brain perceives their difference as a slow beat. Pure numbers here; the player makes
 * the sound with the Web Audio API.
 */

export const BRAIN_WAVE_MODES = ['focus', 'creativity', 'insight'] as const;
export type BrainWaveMode = (typeof BRAIN_WAVE_MODES)[number];

export function isBrainWaveMode(value: unknown): value is BrainWaveMode {
  return (BRAIN_WAVE_MODES as readonly unknown[]).includes(value);
}

/**
 * The carrier both ears' tones sit around. Binaural beats are heard best with carriers below about 1 kHz and
 * most clearly between roughly 200 and 500 Hz; 200 Hz is low enough to stay soft and unobtrusive for minutes.
 */
export const BINAURAL_CARRIER_HZ = 200;

export interface BrainWaveModeInfo {
  mode: BrainWaveMode;
  label: string;
  /** The EEG band the beat sits in. */
  band: 'beta' | 'alpha' | 'theta';
  beatHz: number;
  description: string;
}

/*
 * Beat frequencies, each placed well inside its band rather than at an edge so it reads as that band:
 * - focus, 15 Hz (low beta, 13-30 Hz): alert, engaged attention without the tension of high beta; the
 *   14-16 Hz range is the one most studies of beta binaural beats and attention use.
 * - creativity, 10 Hz (alpha, 8-12 Hz): relaxed wakefulness, the calm-but-open state linked with divergent
 *   thinking; 10 Hz is the classic alpha peak.
 * - insight, 6 Hz (theta, 4-8 Hz): the drowsy, inward state of deep meditation and 'aha' moments, kept above
 *   4 Hz so it does not drift toward sleep (delta).
 */
export const BRAIN_WAVE_MODE_INFO: Record<BrainWaveMode, BrainWaveModeInfo> = {
  focus: {
    mode: 'focus',
    label: 'Focus',
    band: 'beta',
    beatHz: 15,
    description: 'Beta waves for alert, steady concentration.',
  },
  creativity: {
    mode: 'creativity',
    label: 'Creativity',
    band: 'alpha',
    beatHz: 10,
    description: 'Alpha waves for a relaxed, open and playful mind.',
  },
  insight: {
    mode: 'insight',
    label: 'Insight',
    band: 'theta',
    beatHz: 6,
    description: 'Theta waves for deep, inward reflection.',
  },
};

/** The frequency range of each band, for checking and for describing it. */
export const BRAIN_WAVE_BANDS: Record<BrainWaveModeInfo['band'], { minHz: number; maxHz: number }> = {
  theta: { minHz: 4, maxHz: 8 },
  alpha: { minHz: 8, maxHz: 13 },
  beta: { minHz: 13, maxHz: 30 },
};

export interface BinauralFrequencies {
  leftHz: number;
  rightHz: number;
  beatHz: number;
}

/**
 * The two ears' tones: split evenly around the carrier, so the perceived pitch stays at the carrier whatever
 * the mode, and their difference is exactly the beat.
 */
export function binauralFrequencies(
  mode: BrainWaveMode,
  carrierHz: number = BINAURAL_CARRIER_HZ,
): BinauralFrequencies {
  const { beatHz } = BRAIN_WAVE_MODE_INFO[mode];
  return { leftHz: carrierHz - beatHz / 2, rightHz: carrierHz + beatHz / 2, beatHz };
}

/** Loudness of the tones at full envelope: beats work at a low level and must sit under the voice. */
export const BINAURAL_GAIN = 0.18;
/** Seconds to fade the tones in at the start and after a pause, so nothing clicks and nothing startles. */
export const BINAURAL_FADE_IN_SECONDS = 4;
/** Seconds to fade out on pause, stop and leaving. */
export const BINAURAL_FADE_OUT_SECONDS = 1.5;
