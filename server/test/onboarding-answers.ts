/**
 * Questionnaire answers of a typical person, valid for POST /api/v1/onboarding/complete; tests override what
 * they need. A module of its own, free of test-runner imports, so the benchmarks can use it too.
 */
export function onboardingAnswers(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ana',
    last_name: 'Lima',
    age_range: 25,
    life_stage: 'discovery',
    stress_level: 5,
    stress_source: ['time'],
    initial_mood: 5,
    primary_goals: ['better sleep'],
    experience_level: 'beginner',
    preferred_practice_time: 'night',
    communication_level: ['casual'],
    practice_style: ['mindfulness/spirituality'],
    timezone: 'UTC',
    ...overrides,
  };
}
