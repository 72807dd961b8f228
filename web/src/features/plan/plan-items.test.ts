import { describe, expect, it } from 'vitest';
import type { Practice, PracticeCompletion } from '@flowmind/core/contracts/practices';
import { defaultPlan, planFromDailyPlan, planTotals } from './plan-items';

function practice(id: string, name: string, minutes: number, category = 'Breathwork'): Practice {
  return {
    id,
    coach_id: 'coach',
    category_id: `category-${category}`,
    name,
    description: '',
    duration_minutes: minutes,
    difficulty_level: 'beginner',
    step_by_step_guide: null,
    target_goals: [],
    mood_targets: [],
    stress_types: [],
    neuroscience_explanation: null,
    success_metrics: [],
    created_at: '',
    updated_at: '',
    coach: null,
    category: { id: `category-${category}`, name: category, description: '' },
    tags: [],
  };
}

function completion(practiceId: string, categoryName: string): PracticeCompletion {
  return {
    id: `done-${practiceId}`,
    practice_id: practiceId,
    coach_id: null,
    completion_date: '',
    local_date: '2026-05-01',
    completion_status: 'completed',
    duration_actual_minutes: 5,
    mood_before: 5,
    mood_after: 7,
    effectiveness_rating: 8,
    difficulty_rating: 5,
    engagement_rating: 8,
    would_repeat: true,
    user_notes: null,
    practice: { id: practiceId, name: 'x', duration_minutes: 5 },
    category_name: categoryName,
  };
}

describe('plan items', () => {
  it("shows today's plan with its reasons, checks the practices recorded today, totals minutes and progress", () => {
    const items = planFromDailyPlan(
      {
        local_date: '2026-05-01',
        practices: [
          { ...practice('a', 'Box Breathing', 5), reason: 'Lifted your mood by 1.8 points on average' },
          { ...practice('b', 'Body Scan', 8, 'Mindfulness'), reason: 'Good for evenings' },
        ],
        total_minutes: 13,
      },
      [completion('b', 'Mindfulness')],
    );
    expect(items.map((item) => [item.name, item.reason, item.completed])).toEqual([
      ['Box Breathing', 'Lifted your mood by 1.8 points on average', false],
      ['Body Scan', 'Good for evenings', true],
    ]);
    expect(planTotals(items)).toEqual({ minutes: 13, completed: 1, total: 2 });
  });

  it('falls back to the three defaults, checked by category', () => {
    const items = defaultPlan([completion('x', 'Gratitude')]);
    expect(items.map((item) => [item.id, item.name, item.durationMinutes, item.completed])).toEqual([
      ['breathwork', 'Box Breathing', 5, false],
      ['visualization', 'Success Visualization', 7, false],
      ['gratitude', 'Gratitude Journal', 3, true],
    ]);
    expect(items.every((item) => item.reason === null)).toBe(true);
    expect(planTotals(items)).toEqual({ minutes: 15, completed: 1, total: 3 });
  });
});
