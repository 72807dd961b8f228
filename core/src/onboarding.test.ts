import { describe, expect, it } from 'vitest';
import {
  emptyOnboardingAnswers,
  isOnboardingPageValid,
  OnboardingSubmission,
  onboardingMoodLabel,
  splitSocialLinks,
  stressLabel,
} from './onboarding';
import { SOCIAL_LINK_INVALID, TOO_MANY_SOCIAL_LINKS } from './profile';

describe('slider labels', () => {
  it('labels stress levels', () => {
    expect([1, 3, 4, 5, 6, 7, 8, 9, 10].map(stressLabel)).toEqual([
      'Low Stress',
      'Low Stress',
      'Moderate',
      'Moderate',
      'High',
      'High',
      'Very High',
      'Very High',
      'Extreme',
    ]);
  });
  it('labels moods', () => {
    expect([1, 3, 4, 5, 6, 7, 8, 9, 10].map(onboardingMoodLabel)).toEqual([
      'Low Mood',
      'Low Mood',
      'Neutral',
      'Neutral',
      'Good',
      'Good',
      'Great',
      'Great',
      'Excellent',
    ]);
  });
});

describe('page validity', () => {
  it('needs names (not blank), age, life stage and stress source on page 1', () => {
    const answers = emptyOnboardingAnswers('  ', 'Lee');
    expect(isOnboardingPageValid(1, answers)).toBe(false);
    Object.assign(answers, { first_name: 'Sam', age_range: 35, life_stage: 'discovery' });
    expect(isOnboardingPageValid(1, answers)).toBe(false);
    answers.stress_source = 'work';
    expect(isOnboardingPageValid(1, answers)).toBe(true);
  });
  it('needs a goal on page 2, three choices on page 3 and a style on page 4', () => {
    const answers = emptyOnboardingAnswers('Sam', 'Lee');
    expect(isOnboardingPageValid(2, answers)).toBe(false);
    answers.primary_goals = ['better sleep'];
    expect(isOnboardingPageValid(2, answers)).toBe(true);
    Object.assign(answers, { experience_level: 'beginner', preferred_practice_time: 'morning' });
    expect(isOnboardingPageValid(3, answers)).toBe(false);
    answers.communication_level = 'direct';
    expect(isOnboardingPageValid(3, answers)).toBe(true);
    expect(isOnboardingPageValid(4, answers)).toBe(false);
    answers.practice_style = ['mindset/motivation'];
    expect(isOnboardingPageValid(4, answers)).toBe(true);
  });
});

describe('submission normalisation', () => {
  it('turns numeric strings into integers, single values into arrays and splits social links', () => {
    const parsed = OnboardingSubmission.parse({
      first_name: ' Sam ',
      last_name: 'Lee',
      age_range: '35',
      life_stage: 'discovery',
      stress_level: '7',
      stress_source: 'work',
      initial_mood: 4,
      primary_goals: 'better sleep',
      experience_level: 'beginner',
      preferred_practice_time: 'night',
      communication_level: 'direct',
      practice_style: ['mindset/motivation'],
      social_media: 'https://a.example, ,https://b.example ',
      unknown_field: 'ignored',
    });
    expect(parsed).toMatchObject({
      first_name: 'Sam',
      age_range: 35,
      stress_level: 7,
      stress_source: ['work'],
      stress_sources: [],
      primary_goals: ['better sleep'],
      communication_level: ['direct'],
      social_media: ['https://a.example', 'https://b.example'],
    });
    expect(parsed).not.toHaveProperty('unknown_field');
  });
  it('refuses an out-of-range slider and an unknown goal', () => {
    expect(OnboardingSubmission.safeParse({ initial_mood: 11 }).success).toBe(false);
    expect(splitSocialLinks(['a, b', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('holds social links to the profile rule: normalised, and anything but an http(s) address refused', () => {
    const socialLinksOf = (social_media: unknown) =>
      OnboardingSubmission.shape.social_media.safeParse(social_media);
    expect(socialLinksOf('instagram.com/sam, https://x.com/sam').data).toEqual([
      'https://instagram.com/sam',
      'https://x.com/sam',
    ]);
    expect(socialLinksOf(undefined).data).toEqual([]);
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '@sam']) {
      const parsed = socialLinksOf([bad]);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message, bad).toBe(SOCIAL_LINK_INVALID);
    }
    expect(
      socialLinksOf(Array.from({ length: 11 }, (_, i) => `site${i}.com`)).error?.issues[0]?.message,
    ).toBe(TOO_MANY_SOCIAL_LINKS);
  });
});
