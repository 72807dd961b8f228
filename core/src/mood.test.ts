import { describe, expect, it } from 'vitest';
import { energyFromMood, MOOD_LABELS, moodLabel, stressFromMood } from './mood';

describe('mood scale', () => {
  it('labels every score from 1 to 10 with the scale, worst first', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(moodLabel)).toEqual(MOOD_LABELS);
    expect(moodLabel(1)).toBe('Terrible');
    expect(moodLabel(5)).toBe('Neutral');
    expect(moodLabel(7)).toBe('Good');
    expect(moodLabel(10)).toBe('Amazing');
  });
  it('derives energy and stress as the spec says', () => {
    expect(energyFromMood(1)).toBe(2);
    expect(energyFromMood(5)).toBe(6);
    expect(energyFromMood(10)).toBe(10);
    expect(stressFromMood(1)).toBe(10);
    expect(stressFromMood(10)).toBe(1);
    expect(stressFromMood(6)).toBe(5);
  });
});

describe('mood insights', () => {
  it('need at least three entries', async () => {
    const { moodInsight } = await import('./mood');
    expect(moodInsight([9, 9])).toBeNull();
  });
  it('use the spec thresholds on the one-decimal average', async () => {
    const { moodInsight } = await import('./mood');
    expect(moodInsight([7, 7, 7])?.level).toBe('positive');
    expect(moodInsight([7, 7, 6.9])?.level).toBe('positive'); // 6.97 rounds to 7.0
    expect(moodInsight([5, 6, 8])?.level).toBe('moderate');
    expect(moodInsight([5, 5, 5])?.level).toBe('moderate');
    expect(moodInsight([4, 5, 5])).toMatchObject({ level: 'needs_improvement', averageMood: 4.7 });
  });
});
