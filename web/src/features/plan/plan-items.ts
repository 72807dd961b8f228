import type { DailyPlan } from '@flowmind/core/contracts/insights';
import type { PracticeCompletion } from '@flowmind/core/contracts/practices';
import {
  categoryMatchesBuiltIn,
  DEFAULT_PLAN_PRACTICES,
  type BuiltInPracticeId,
} from '../../components/practices/built-in-practices';

/** One row of today's plan. */
export interface PlanItem {
  /** A database practice id, or a built-in id when the defaults show. */
  id: string;
  name: string;
  categoryName: string;
  durationMinutes: number;
  /** Why it is in today's plan ('For your goal: better sleep'); none for the built-in defaults. */
  reason: string | null;
  completed: boolean;
}

/** Today's plan as the server chose it, each practice checked when it was recorded today. */
export function planFromDailyPlan(plan: DailyPlan, today: PracticeCompletion[]): PlanItem[] {
  const done = new Set(today.map((completion) => completion.practice_id));
  return plan.practices.map((practice) => ({
    id: practice.id,
    name: practice.name,
    categoryName: practice.category.name,
    durationMinutes: practice.duration_minutes,
    reason: practice.reason,
    completed: done.has(practice.id),
  }));
}

/**
 * The built-in defaults, shown when the practice data cannot load. A built-in player records its
 * completion against a practice of its category, so a default counts as done when today has one of those.
 */
export function defaultPlan(today: PracticeCompletion[]): PlanItem[] {
  return DEFAULT_PLAN_PRACTICES.map((practice) => ({
    id: practice.id,
    name: practice.name,
    categoryName: practice.categoryName,
    durationMinutes: practice.durationMinutes,
    reason: null,
    completed: today.some((completion) =>
      categoryMatchesBuiltIn(completion.category_name, practice.id satisfies BuiltInPracticeId),
    ),
  }));
}

export function planTotals(items: PlanItem[]): { minutes: number; completed: number; total: number } {
  return {
    minutes: items.reduce((sum, item) => sum + item.durationMinutes, 0),
    completed: items.filter((item) => item.completed).length,
    total: items.length,
  };
}
