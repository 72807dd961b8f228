import { describe, expect, it } from 'vitest';
import { rankPractices, scorePractice, type RankablePractice } from './practice-recommendation';
import { practiceMoodNote, statsCategoryOf } from './contracts/practices';

const practice = (overrides: Partial<RankablePractice>): RankablePractice => ({
  id: overrides.name ?? 'p',
  name: 'Practice',
  categoryName: 'Breathwork',
  targetGoals: [],
  stressTypes: [],
  tags: [],
  ...overrides,
});

describe('rankPractices', () => {
  it('puts the practice sharing goals and stress first, ties by name', () => {
    const ranked = rankPractices(
      [
        practice({ name: 'B Gratitude', categoryName: 'Gratitude' }),
        practice({ name: 'Sleep Breath', targetGoals: ['better sleep'], stressTypes: ['work'] }),
        practice({ name: 'A Gratitude', categoryName: 'Gratitude' }),
      ],
      { goals: ['better sleep'], stressSources: ['work'], practiceStyles: [] },
    );
    expect(ranked.map((p) => p.name)).toEqual(['Sleep Breath', 'A Gratitude', 'B Gratitude']);
  });

  it('scores preferred styles by category and weighted tags', () => {
    const scored = scorePractice(
      practice({
        categoryName: 'Mindfulness',
        tags: [
          { tagName: 'evening', tagType: 'time', weight: 1.5 },
          { tagName: 'improve focus', tagType: 'goal', weight: 2 },
        ],
      }),
      {
        goals: ['improve focus'],
        stressSources: [],
        practiceStyles: ['mindfulness/spirituality'],
        preferredTime: 'evening',
      },
    );
    expect(scored).toBe(2 + 1.5 + 2);
  });
});

describe('practice stats helpers', () => {
  it('maps category names to the stats buckets, with the spec aliases', () => {
    expect(statsCategoryOf('Guided Imagery')).toBe('visualization');
    expect(statsCategoryOf('Well-being')).toBe('neuroscience');
    expect(statsCategoryOf('Breathwork')).toBe('breathwork');
    expect(statsCategoryOf('Other')).toBeUndefined();
  });
  it('writes the post-practice mood note', () => {
    expect(practiceMoodNote('Box Breathing')).toBe('After Box Breathing practice');
  });
});
