import { z } from 'zod';
import { SocialLinks } from './contracts/profile';

/**
 * Option lists of the onboarding questionnaire: values as stored and sent, labels as shown. An age range is
 * stored as the top of its band (75 for 65+).
 */
export const AGE_RANGES = [
  { value: 25, label: '18-25' },
  { value: 35, label: '26-35' },
  { value: 45, label: '36-45' },
  { value: 55, label: '46-55' },
  { value: 65, label: '56-65' },
  { value: 75, label: '65+' },
] as const;

export const LIFE_STAGES = [
  'discovery',
  'early_professional',
  'career_growth',
  'life_transition',
  'established',
  'family_focused',
  'build_legacy',
] as const;

export const STRESS_SOURCES = ['work', 'family', 'relationships', 'money', 'time'] as const;

export const PRIMARY_GOALS = [
  'better sleep',
  'build habits',
  'improve focus',
  'improve performance',
  'build confidence',
  'improve relationships',
  'career growth',
  'emotional balance',
  'financial freedom',
  'sense of purpose',
] as const;

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export const PRACTICE_TIMES = ['morning', 'afternoon', 'evening', 'night', 'flexible'] as const;

export const COMMUNICATION_LEVELS = [
  { value: 'direct', label: 'Direct & Straightforward' },
  { value: 'supportive', label: 'Supportive & Encouraging' },
  { value: 'analytical', label: 'Analytical & Detailed' },
  { value: 'casual', label: 'Casual & Friendly' },
] as const;

export const PRACTICE_STYLES = [
  'mindfulness/spirituality',
  'neuroscience/behavioral change',
  'mindset/motivation',
  'relationships/self worth',
] as const;

export type AgeRange = (typeof AGE_RANGES)[number]['value'];
export type LifeStage = (typeof LIFE_STAGES)[number];
export type StressSource = (typeof STRESS_SOURCES)[number];
export type PrimaryGoal = (typeof PRIMARY_GOALS)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type PracticeTime = (typeof PRACTICE_TIMES)[number];
export type CommunicationLevel = (typeof COMMUNICATION_LEVELS)[number]['value'];
export type PracticeStyle = (typeof PRACTICE_STYLES)[number];

export const ONBOARDING_PAGE_COUNT = 4;
export const SLIDER_MIN = 1;
export const SLIDER_MAX = 10;
export const SLIDER_DEFAULT = 5;

/** The label of a slider value: both onboarding sliders band 1-3, 4-5, 6-7, 8-9 and 10 alike. */
function sliderLabel(value: number, labels: readonly [string, string, string, string, string]): string {
  const band = [3, 5, 7, 9].findIndex((top) => value <= top);
  return labels[band === -1 ? 4 : band]!;
}

/** Live label of the stress slider (1-3 Low Stress up to 10 Extreme), updated as it moves. */
export function stressLabel(level: number): string {
  return sliderLabel(level, ['Low Stress', 'Moderate', 'High', 'Very High', 'Extreme']);
}

/** Live label of the onboarding mood slider (1-3 Low Mood up to 10 Excellent), updated as it moves. */
export function onboardingMoodLabel(mood: number): string {
  return sliderLabel(mood, ['Low Mood', 'Neutral', 'Good', 'Great', 'Excellent']);
}

/** The wizard's form state; empty strings and empty lists mean "not answered yet". */
export interface OnboardingAnswers {
  first_name: string;
  last_name: string;
  age_range: AgeRange | null;
  life_stage: LifeStage | '';
  stress_level: number;
  stress_source: StressSource | '';
  initial_mood: number;
  primary_goals: PrimaryGoal[];
  experience_level: ExperienceLevel | '';
  preferred_practice_time: PracticeTime | '';
  communication_level: CommunicationLevel | '';
  practice_style: PracticeStyle[];
}

export function emptyOnboardingAnswers(firstName = '', lastName = ''): OnboardingAnswers {
  return {
    first_name: firstName,
    last_name: lastName,
    age_range: null,
    life_stage: '',
    stress_level: SLIDER_DEFAULT,
    stress_source: '',
    initial_mood: SLIDER_DEFAULT,
    primary_goals: [],
    experience_level: '',
    preferred_practice_time: '',
    communication_level: '',
    practice_style: [],
  };
}

/**
 * Whether a wizard page is complete enough to move on: every required field on the page answered (names
 * non-blank after trimming, at least one item in each list). Pages are numbered 1 to 4.
 */
export function isOnboardingPageValid(page: number, answers: OnboardingAnswers): boolean {
  switch (page) {
    case 1:
      return (
        answers.first_name.trim() !== '' &&
        answers.last_name.trim() !== '' &&
        answers.age_range !== null &&
        answers.life_stage !== '' &&
        answers.stress_source !== '' &&
        Number.isInteger(answers.initial_mood)
      );
    case 2:
      return answers.primary_goals.length > 0;
    case 3:
      return (
        answers.experience_level !== '' &&
        answers.preferred_practice_time !== '' &&
        answers.communication_level !== ''
      );
    case 4:
      return answers.practice_style.length > 0;
    default:
      return false;
  }
}

const COMMUNICATION_VALUES = ['direct', 'supportive', 'analytical', 'casual'] as const;
const sliderValue = z.coerce.number().int().min(SLIDER_MIN).max(SLIDER_MAX);
const asArray = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value): unknown[] =>
      value === undefined || value === null ? [] : Array.isArray(value) ? value : [value],
    z.array(item),
  );

/** Splits social links typed as text on commas, trims them and drops empty items. */
export function splitSocialLinks(value: unknown): string[] {
  const texts: unknown[] = Array.isArray(value) ? value : [value];
  const items = texts.flatMap((item) => (typeof item === 'string' ? item.split(',') : []));
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

/**
 * The onboarding submit payload as the server accepts it: numbers arrive as integers (or numeric
 * strings), list fields always become arrays, social links are split and normalised (a link that is not
 * an http(s) address is refused), unknown keys are ignored.
 */
export const OnboardingSubmission = z.object({
  first_name: z.string().trim().min(1, 'First name is required').max(80),
  last_name: z.string().trim().min(1, 'Last name is required').max(80),
  age_range: z.coerce
    .number()
    .int()
    .refine((value) => AGE_RANGES.some((range) => range.value === value), 'Choose an age range'),
  life_stage: z.enum(LIFE_STAGES),
  stress_level: sliderValue,
  stress_source: asArray(z.enum(STRESS_SOURCES)).pipe(
    z.array(z.enum(STRESS_SOURCES)).min(1, 'Choose a stress source'),
  ),
  stress_sources: asArray(z.enum(STRESS_SOURCES)),
  initial_mood: sliderValue,
  primary_goals: asArray(z.enum(PRIMARY_GOALS)).pipe(
    z.array(z.enum(PRIMARY_GOALS)).min(1, 'Choose at least one goal'),
  ),
  experience_level: z.enum(EXPERIENCE_LEVELS),
  preferred_practice_time: z.enum(PRACTICE_TIMES),
  communication_level: asArray(z.enum(COMMUNICATION_VALUES)).pipe(
    z.array(z.enum(COMMUNICATION_VALUES)).min(1, 'Choose a communication style'),
  ),
  practice_style: asArray(z.enum(PRACTICE_STYLES)).pipe(
    z.array(z.enum(PRACTICE_STYLES)).min(1, 'Choose at least one practice style'),
  ),
  // Typed as text or sent as a list, then held to the same rule as the profile's links.
  social_media: z.preprocess(splitSocialLinks, SocialLinks).default([]),
  timezone: z.string().max(64).optional(),
  coach_id: z.string().optional().nullable(),
});
export type OnboardingSubmission = z.infer<typeof OnboardingSubmission>;

/** The note on the mood entry onboarding stores from the questionnaire's mood (the sign-up mood). */
export const INITIAL_MOOD_NOTE = 'Initial mood';
