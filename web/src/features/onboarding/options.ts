import {
  AGE_RANGES,
  COMMUNICATION_LEVELS,
  EXPERIENCE_LEVELS,
  LIFE_STAGES,
  PRACTICE_STYLES,
  PRACTICE_TIMES,
  PRIMARY_GOALS,
  STRESS_SOURCES,
  type ExperienceLevel,
  type LifeStage,
  type PracticeStyle,
  type PracticeTime,
  type PrimaryGoal,
  type StressSource,
} from '@flowmind/core/onboarding';

/** One answer of a choice question: the value sent to the server and what the person reads. */
export type Option<T> = { value: T; label: string; hint?: string };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const LIFE_STAGE_TEXT: Record<LifeStage, { label: string; hint: string }> = {
  discovery: { label: 'Discovery', hint: 'Exploring who I am and what I want' },
  early_professional: { label: 'Early Professional', hint: 'Starting out in my career' },
  career_growth: { label: 'Career Growth', hint: 'Building momentum and responsibility' },
  life_transition: { label: 'Life Transition', hint: 'Going through a big change' },
  established: { label: 'Established', hint: 'Settled and looking to deepen' },
  family_focused: { label: 'Family Focused', hint: 'Caring for the people close to me' },
  build_legacy: { label: 'Build Legacy', hint: 'Shaping what I leave behind' },
};

const EXPERIENCE_TEXT: Record<ExperienceLevel, string> = {
  beginner: 'New to mindfulness and wellbeing practices',
  intermediate: 'I practise now and then',
  advanced: 'Practising is part of my routine',
};

const PRACTICE_TIME_TEXT: Record<PracticeTime, string> = {
  morning: 'Start the day centred',
  afternoon: 'A midday reset',
  evening: 'Unwind after the day',
  night: 'Settle before sleep',
  flexible: 'Whenever it fits',
};

const PRACTICE_STYLE_TEXT: Record<PracticeStyle, { label: string; hint: string }> = {
  'mindfulness/spirituality': {
    label: 'Mindfulness / Spirituality',
    hint: 'Presence, meditation and meaning',
  },
  'neuroscience/behavioral change': {
    label: 'Neuroscience / Behavioral Change',
    hint: 'Brain science, focus and habits',
  },
  'mindset/motivation': { label: 'Mindset / Motivation', hint: 'Confidence, drive and performance' },
  'relationships/self worth': {
    label: 'Relationships / Self Worth',
    hint: 'Connection, kindness and self-worth',
  },
};

export const ageRangeOptions = AGE_RANGES.map(({ value, label }) => ({ value, label }));
export const lifeStageOptions: Option<LifeStage>[] = LIFE_STAGES.map((value) => ({
  value,
  ...LIFE_STAGE_TEXT[value],
}));
export const stressSourceOptions: Option<StressSource>[] = STRESS_SOURCES.map((value) => ({
  value,
  label: capitalize(value),
}));
export const primaryGoalOptions: Option<PrimaryGoal>[] = PRIMARY_GOALS.map((value) => ({
  value,
  label: capitalize(value),
}));
export const experienceOptions: Option<ExperienceLevel>[] = EXPERIENCE_LEVELS.map((value) => ({
  value,
  label: capitalize(value),
  hint: EXPERIENCE_TEXT[value],
}));
export const practiceTimeOptions: Option<PracticeTime>[] = PRACTICE_TIMES.map((value) => ({
  value,
  label: capitalize(value),
  hint: PRACTICE_TIME_TEXT[value],
}));
export const communicationOptions = COMMUNICATION_LEVELS.map(({ value, label }) => ({ value, label }));
export const practiceStyleOptions: Option<PracticeStyle>[] = PRACTICE_STYLES.map((value) => ({
  value,
  ...PRACTICE_STYLE_TEXT[value],
}));
