import { describe, expect, it } from 'vitest';
import { musicKindFor } from './music-kind';

describe('musicKindFor', () => {
  it('matches the practice category to a music kind', () => {
    expect(musicKindFor('Breathwork')).toBe('breathwork');
    expect(musicKindFor('Mindfulness')).toBe('mindfulness');
    expect(musicKindFor('Visualization')).toBe('visualization');
    expect(musicKindFor('Neuroscience')).toBe('neuroscience');
    expect(musicKindFor('Gratitude')).toBe('meditation');
    expect(musicKindFor('Something new')).toBe('default');
  });
});
