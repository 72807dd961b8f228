import { describe, expect, it } from 'vitest';
import { fallbackCoach, matchCoach, type MatchableCoach, type MatchingAnswers } from './coach-matching';

const coaches: MatchableCoach[] = [
  {
    id: 'stress',
    name: 'Serena Calm',
    specialization: 'Stress & Anxiety Relief',
    expertiseAreas: ['work stress', 'better sleep', 'emotional balance', 'family'],
    personality: 'calm_wise',
    style: 'supportive',
  },
  {
    id: 'motivation',
    name: 'Marcus Drive',
    specialization: 'Motivation & Success',
    expertiseAreas: ['career growth', 'build confidence', 'improve performance', 'money'],
    personality: 'energetic_motivator',
    style: 'direct',
  },
  {
    id: 'mindful',
    name: 'Maya Still',
    specialization: 'Mindfulness & Spirituality',
    expertiseAreas: ['sense of purpose', 'mindfulness', 'relationships'],
    personality: 'creative_inspirational',
    style: 'casual',
  },
  {
    id: 'neuro',
    name: 'Dr. Noah Brain',
    specialization: 'Neuroscience & Brain Optimization',
    expertiseAreas: ['improve focus', 'build habits', 'behavioral change'],
    personality: 'warm_professional',
    style: 'analytical',
  },
];

const base: MatchingAnswers = {
  stressSources: [],
  stressLevel: 5,
  primaryGoals: [],
  communicationStyle: '',
  practiceStyles: [],
  experienceLevel: '',
};

/** The match among `coaches` for a person whose answers differ from `base` as given. */
function matchFor(answers: Partial<MatchingAnswers>) {
  return matchCoach(coaches, { ...base, ...answers })!;
}

describe('matchCoach on personas', () => {
  it('an overwhelmed professional who cannot sleep gets the stress coach, with reasons', () => {
    const match = matchFor({
      stressSources: ['work'],
      stressLevel: 9,
      primaryGoals: ['better sleep', 'emotional balance'],
      communicationStyle: 'supportive',
      practiceStyles: ['mindfulness/spirituality'],
      experienceLevel: 'beginner',
    });
    expect(match.coach.id).toBe('stress');
    expect(match.usedFallback).toBe(false);
    expect(match.reasons).toEqual(
      expect.arrayContaining([
        'works on better sleep',
        'helps with work stress',
        'specialises in easing high stress',
      ]),
    );
  });

  it('an ambitious founder who wants it straight gets the motivation coach', () => {
    const match = matchFor({
      stressSources: ['money'],
      primaryGoals: ['career growth', 'build confidence'],
      communicationStyle: 'direct',
      practiceStyles: ['mindset/motivation'],
      experienceLevel: 'intermediate',
    });
    expect(match.coach.id).toBe('motivation');
    expect(match.score).toBeGreaterThan(10);
  });

  it('a data-minded student who wants focus and habits gets the neuroscience coach', () => {
    const match = matchFor({
      stressSources: ['time'],
      primaryGoals: ['improve focus', 'build habits'],
      communicationStyle: 'analytical',
      practiceStyles: ['neuroscience/behavioral change'],
      experienceLevel: 'advanced',
    });
    expect(match.coach.id).toBe('neuro');
  });

  it('a seeker looking for purpose gets the mindfulness coach', () => {
    const match = matchFor({
      primaryGoals: ['sense of purpose'],
      communicationStyle: 'casual',
      practiceStyles: ['mindfulness/spirituality', 'relationships/self worth'],
    });
    expect(match.coach.id).toBe('mindful');
  });

  it('falls back to the first coach by name when nothing scores', () => {
    const match = matchFor({ primaryGoals: ['financial freedom'] });
    expect(match.usedFallback).toBe(true);
    expect(match.coach.name).toBe('Dr. Noah Brain');
  });

  it('returns nothing when there are no coaches', () => {
    expect(matchCoach([], base)).toBeUndefined();
  });
});

describe('fallbackCoach (spec 1 section 9)', () => {
  it('chooses by the area the first goal mentions', () => {
    expect(fallbackCoach(coaches, 'less stress and anxiety')?.id).toBe('stress');
    expect(fallbackCoach(coaches, 'motivation')?.id).toBe('motivation');
    expect(fallbackCoach(coaches, 'spirituality')?.id).toBe('mindful');
    expect(fallbackCoach(coaches, 'brain health')?.id).toBe('neuro');
    expect(fallbackCoach(coaches, 'anything else')?.name).toBe('Dr. Noah Brain');
  });
});

describe('personalWelcomeMessage', () => {
  it('names the person and the coach and reads naturally', async () => {
    const { personalWelcomeMessage } = await import('./contracts/onboarding');
    expect(
      personalWelcomeMessage('Nora', 'Maya Serrano', 'Stress & Anxiety Relief', [
        'works on better sleep',
        'works on emotional balance',
        'helps with work stress',
      ]),
    ).toBe(
      'Welcome to Flowmind, Nora! We matched you with Maya Serrano because Maya works on better sleep and emotional balance and helps with work stress. Your first practices are ready whenever you are.',
    );
    expect(personalWelcomeMessage('Sam', 'Leo Hartwell', 'Motivation & Success', [])).toContain(
      'Leo Hartwell specialises in motivation & success',
    );
  });
});
