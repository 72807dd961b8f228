import { describe, expect, it } from 'vitest';
import {
  BINAURAL_CARRIER_HZ,
  BRAIN_WAVE_BANDS,
  BRAIN_WAVE_MODES,
  BRAIN_WAVE_MODE_INFO,
  binauralFrequencies,
  isBrainWaveMode,
} from './binaural';

describe('binaural beats', () => {
  it('offers the modes focus, creativity and insight', () => {
    expect(BRAIN_WAVE_MODES).toEqual(['focus', 'creativity', 'insight']);
    expect(isBrainWaveMode('insight')).toBe(true);
    expect(isBrainWaveMode('sleep')).toBe(false);
  });

  it('beats in beta for focus, alpha for creativity and theta for insight', () => {
    expect(BRAIN_WAVE_MODES.map((mode) => [mode, BRAIN_WAVE_MODE_INFO[mode].band])).toEqual([
      ['focus', 'beta'],
      ['creativity', 'alpha'],
      ['insight', 'theta'],
    ]);
    for (const mode of BRAIN_WAVE_MODES) {
      const { band, beatHz } = BRAIN_WAVE_MODE_INFO[mode];
      expect(beatHz).toBeGreaterThan(BRAIN_WAVE_BANDS[band].minHz);
      expect(beatHz).toBeLessThan(BRAIN_WAVE_BANDS[band].maxHz);
    }
    expect(binauralFrequencies('focus').beatHz).toBe(15);
    expect(binauralFrequencies('creativity').beatHz).toBe(10);
    expect(binauralFrequencies('insight').beatHz).toBe(6);
  });

  it('splits the two ears evenly around a 200 Hz carrier, their difference being the beat', () => {
    expect(BINAURAL_CARRIER_HZ).toBe(200);
    expect(binauralFrequencies('focus')).toEqual({ leftHz: 192.5, rightHz: 207.5, beatHz: 15 });
    expect(binauralFrequencies('insight')).toEqual({ leftHz: 197, rightHz: 203, beatHz: 6 });
    for (const mode of BRAIN_WAVE_MODES) {
      const { leftHz, rightHz, beatHz } = binauralFrequencies(mode, 300);
      expect(rightHz - leftHz).toBe(beatHz);
      expect((leftHz + rightHz) / 2).toBe(300);
    }
  });
});
