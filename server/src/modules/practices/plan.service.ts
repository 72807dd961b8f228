import type { DailyPlan } from '@flowmind/core/contracts/insights';
import type { Practice } from '@flowmind/core/contracts/practices';
import { buildDailyPlan, type PlanPractice } from '@flowmind/core/daily-plan';
import { localDateIn, localHourIn } from '@flowmind/core/time';
import { getPracticeTrackRecords } from './insights.service';
import { findPracticeOwner, listCompletionsOn } from './practices.repository';
import { getPractices, practiceStylesOf, type PracticeDeps } from './practices.service';

/** A practice as the plan weighs it, carrying the practice it shows. */
function toPlanPractice(practice: Practice): PlanPractice & { practice: Practice } {
  return {
    practice,
    id: practice.id,
    name: practice.name,
    categoryName: practice.category.name,
    targetGoals: practice.target_goals,
    stressTypes: practice.stress_types,
    tags: practice.tags.map((tag) => ({ tagName: tag.tag_name, tagType: tag.tag_type, weight: tag.weight })),
    durationMinutes: practice.duration_minutes,
  };
}

/**
 * GET /api/v1/practices/plan: today's short plan from the person's coach's practices (every practice
 * without a coach), for their goals, the part of their local day now and what has helped them. Their
 * local date seeds the day's rotation, so the plan is the same on every load today and fresh tomorrow;
 * what they completed today keeps its place as the day moves on.
 */
export async function getDailyPlan(deps: PracticeDeps, userId: string, now = new Date()): Promise<DailyPlan> {
  const owner = await findPracticeOwner(deps.db, userId);
  const timezone = owner?.timezone ?? 'UTC';
  const localDate = localDateIn(timezone, now);
  // Unranked: the plan scores every practice itself, with the person's day and track record.
  const [practices, completedToday, trackRecords] = await Promise.all([
    getPractices(deps, owner?.coachId ? { coachId: owner.coachId } : {}),
    listCompletionsOn(deps.db, userId, localDate),
    getPracticeTrackRecords(deps.db, userId),
  ]);
  const plan = buildDailyPlan({
    practices: practices.map(toPlanPractice),
    preferences: {
      goals: owner?.primaryGoals ?? [],
      stressSources: owner?.stressSources ?? [],
      practiceStyles: practiceStylesOf(owner?.onboardingData),
      preferredTime: owner?.preferredPracticeTime,
    },
    trackRecords,
    completedToday: completedToday.map((row) => row.completion.practiceId),
    localDate,
    localHour: localHourIn(timezone, now),
  });
  return {
    local_date: localDate,
    practices: plan.practices.map(({ practice, reason }) => ({ ...practice.practice, reason })),
    total_minutes: plan.totalMinutes,
  };
}
