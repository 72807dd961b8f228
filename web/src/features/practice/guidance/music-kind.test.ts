import { describe, expect, it } from 'vitest';
import { musicKindFor } from './music-kind';

describe('musicKindFor', () => {
  it('matches the practice category to a music kind', () => {
    const expected = {
      Breathwork: 'breathwork',
      Mindfulness: 'mindfulness',
      Visualization: 'visualization',
      Neuroscience: 'neuroscience',
      Gratitude: 'meditation',
      'Something new': 'default',
    };
    const categories = Object.keys(expected);
    expect(Object.fromEntries(categories.map((category) => [category, musicKindFor(category)]))).toEqual(
      expected,
    );
  });
});
