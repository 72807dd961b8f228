import { describe, expect, it } from 'vitest';
import { categoryLook } from './CategoryIcon';

describe('categoryLook', () => {
  it('picks the icon by what the category name contains, in the spec order', () => {
    expect(categoryLook('Breathwork').kind).toBe('breath');
    expect(categoryLook('Deep Breathing').kind).toBe('breath');
    expect(categoryLook('Mindfulness').kind).toBe('mindful');
    expect(categoryLook('GRATITUDE').kind).toBe('gratitude');
    expect(categoryLook('Neuroscience').kind).toBe('neuro');
    expect(categoryLook('Visualization').kind).toBe('visual');
    expect(categoryLook('Guided Imagery').kind).toBe('default');
    expect(categoryLook('').kind).toBe('default');
  });
});
