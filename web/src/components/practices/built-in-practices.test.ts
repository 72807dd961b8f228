import { describe, expect, it } from 'vitest';
import { DEDICATED_PRACTICES, practiceForDedicated } from '@flowmind/core/standalone-practices';
import {
  BUILT_IN_PRACTICE_IDS,
  categoryMatchesBuiltIn,
  DEFAULT_PLAN_PRACTICES,
  DEFAULT_PRACTICE_LIST,
  isBuiltInPracticeId,
} from './built-in-practices';

describe('built-in practices', () => {
  it('accepts only the five category ids', () => {
    for (const id of ['breathwork', 'visualization', 'gratitude', 'mindfulness', 'neuroscience'])
      expect(isBuiltInPracticeId(id)).toBe(true);
    for (const id of ['Breathwork', 'breath', 'box-breathing', '', null, undefined, 'toString'])
      expect(isBuiltInPracticeId(id)).toBe(false);
  });

  it("are the dedicated players' ids, each resolving to its own practice of its category", () => {
    expect(BUILT_IN_PRACTICE_IDS).toEqual(DEDICATED_PRACTICES.map((entry) => entry.id));
    const catalogue = [
      { id: 'a', name: 'Focus Reset: Attention Training', category: 'Neuroscience' },
      { id: 'b', name: 'Brain Wave Entrainment', category: 'Neuroscience' },
      { id: 'c', name: 'Box Breathing', category: 'Breathwork' },
    ];
    const brainWave = practiceForDedicated('neuroscience', catalogue);
    expect(brainWave?.id).toBe('b');
    expect(categoryMatchesBuiltIn(brainWave!.category, 'neuroscience')).toBe(true);
    expect(practiceForDedicated('breathwork', catalogue)?.id).toBe('c');
  });

  it('has the defaults of the error catalogue with their minutes', () => {
    expect(DEFAULT_PLAN_PRACTICES.map((p) => [p.name, p.durationMinutes])).toEqual([
      ['Box Breathing', 5],
      ['Success Visualization', 7],
      ['Gratitude Journal', 3],
    ]);
    expect(DEFAULT_PRACTICE_LIST.slice(3).map((p) => [p.name, p.durationMinutes])).toEqual([
      ['Mindful Awareness', 2],
      ['Brain Training', 3],
    ]);
  });

  it('matches category names to built-in ids', () => {
    expect(categoryMatchesBuiltIn('Breathwork', 'breathwork')).toBe(true);
    expect(categoryMatchesBuiltIn('Mindfulness', 'mindfulness')).toBe(true);
    expect(categoryMatchesBuiltIn('Mindfulness', 'gratitude')).toBe(false);
    expect(categoryMatchesBuiltIn('Neuroscience', 'neuroscience')).toBe(true);
  });
});
