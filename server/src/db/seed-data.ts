/**
 * Seed data for Flowmind: coaches, practice categories, practices and achievements.
 *
 * Pure data, no I/O: each coach's personality and voice come from core's list of coach voices, the one
 * the voice service and the chat's playback read. The seeding code reads these lists and inserts them once per
 * SEED_VERSION (bump the version whenever this file changes in a way existing databases should get).
 *
 * Wording rules followed here:
 * - targetGoals use the onboarding primary-goal strings exactly; stressTypes use the onboarding
 *   stress sources (work, family, relationships, money, time).
 * - Step durations use the formats the practice player parses ('N seconds', 'N minutes', 'm:ss')
 *   and add up to each practice's durationMinutes.
 * - neuroscienceExplanation stays modest: these are wellbeing practices, not medical treatment.
 */

import { COACH_VOICES } from '@flowmind/core/coach-voices';
import type { CoachPersonality } from '@flowmind/core/voice';

/** A seeded coach's personality and voice, as core's list of coach voices has them. */
function voiceOf(slug: string): { personality: CoachPersonality; voiceId: string } {
  const profile = COACH_VOICES.find((voice) => voice.id === slug);
  if (!profile) throw new Error(`No coach voice for ${slug}`);
  return { personality: profile.personality, voiceId: profile.voice };
}

export interface SeedCoach {
  slug: string;
  name: string;
  specialization: string;
  description: string;
  expertiseAreas: string[];
  personality: CoachPersonality;
  voiceId: string;
  /** '/avatars/<slug>.svg' */
  avatarImageUrl: string;
  style: string;
  traits: string[];
}

export interface SeedCategory {
  slug: 'breathwork' | 'visualization' | 'gratitude' | 'mindfulness' | 'neuroscience';
  name: string;
  description: string;
}

/** duration like '60 seconds', '2 minutes', '1:30' or a number of seconds as string */
export interface SeedGuideStep {
  title: string;
  instruction: string;
  duration: string;
}

export interface SeedPractice {
  slug: string;
  coachSlug: string;
  categorySlug: SeedCategory['slug'];
  name: string;
  description: string;
  durationMinutes: number;
  difficultyLevel: 'beginner' | 'intermediate' | 'advanced';
  stepByStepGuide: { steps: SeedGuideStep[] };
  targetGoals: string[];
  moodTargets: string[];
  stressTypes: string[];
  neuroscienceExplanation: string;
  successMetrics: string[];
  tags: { tagName: string; tagType: 'goal' | 'technique' | 'time' | 'stress'; weight: number }[];
}

export interface SeedAchievement {
  key: string;
  name: string;
  description: string;
  category: 'mood' | 'practice' | 'streak' | 'category';
  requirementType: string;
  requirementValue: number;
  xpReward: number;
  icon: 'mood' | 'calendar' | 'award' | 'trending-up' | 'wind' | 'heart' | 'sun' | 'star';
}

// 2: the streak achievements count days with a mood or a practice (the streak people see).
// 3: Gratitude Journal and Brain Wave Entrainment, the practices of the app's two dedicated players that had
//    none of their own, so their completions are recorded against themselves.
export const SEED_VERSION = 3;

// ---------------------------------------------------------------------------------------------
// Coaches
// ---------------------------------------------------------------------------------------------
// The onboarding fallback rule picks a coach by first name for four areas:
//   stress/anxiety -> Maya, motivation/success -> Leo, mindfulness/spirituality -> Iris,
//   neuroscience/brain -> Theo. First names are unique and none is a substring of another name.

export const seedCoaches: SeedCoach[] = [
  {
    slug: 'maya-serrano',
    name: 'Maya Serrano',
    specialization: 'Stress & Anxiety Relief',
    description:
      'Maya helps you find steady ground when life feels like too much. Her sessions are gentle and practical: slow the breath, settle the body, then take the next small step.',
    expertiseAreas: [
      'Stress relief for work, family and money pressures',
      'Calming anxious thoughts and racing mind',
      'Better sleep through wind-down routines',
      'Emotional balance with breathwork and grounding',
    ],
    ...voiceOf('maya-serrano'),
    avatarImageUrl: '/avatars/maya-serrano.svg',
    style: 'supportive',
    traits: ['calm', 'patient', 'reassuring', 'practical'],
  },
  {
    slug: 'leo-hartwell',
    name: 'Leo Hartwell',
    specialization: 'Motivation & Success',
    description:
      'Leo brings energy and clear next steps to your goals. He helps you turn big ambitions into small daily actions and keeps you moving when momentum dips.',
    expertiseAreas: [
      'Mindset and motivation for career growth',
      'Build confidence before big moments',
      'Improve performance with mental rehearsal',
      'Goal setting, financial freedom plans and time management',
    ],
    ...voiceOf('leo-hartwell'),
    avatarImageUrl: '/avatars/leo-hartwell.svg',
    style: 'direct',
    traits: ['energetic', 'encouraging', 'action-oriented', 'optimistic'],
  },
  {
    slug: 'iris-nakamura',
    name: 'Iris Nakamura',
    specialization: 'Mindfulness & Spirituality',
    description:
      'Iris invites you to slow down and notice what is already here. Her practices blend mindfulness with a quiet sense of meaning, so ordinary moments can feel a little more alive.',
    expertiseAreas: [
      'Mindfulness and spirituality in everyday life',
      'Sense of purpose and inner meaning',
      'Emotional balance through present-moment awareness',
      'Savoring, gratitude and self-compassion',
    ],
    ...voiceOf('iris-nakamura'),
    avatarImageUrl: '/avatars/iris-nakamura.svg',
    style: 'casual',
    traits: ['gentle', 'curious', 'reflective', 'imaginative'],
  },
  {
    slug: 'theo-lindgren',
    name: 'Theo Lindgren',
    specialization: 'Neuroscience & Brain Optimization',
    description:
      'Theo explains the brain science behind your habits in plain language. He helps you train attention, build routines that stick and rest deeply, one small experiment at a time.',
    expertiseAreas: [
      'Neuroscience and behavioral change',
      'Improve focus and attention training',
      'Build habits with implementation intentions',
      'Better sleep and deep rest (NSDR)',
    ],
    ...voiceOf('theo-lindgren'),
    avatarImageUrl: '/avatars/theo-lindgren.svg',
    style: 'analytical',
    traits: ['clear', 'evidence-minded', 'methodical', 'warm'],
  },
  {
    slug: 'nadia-brooks',
    name: 'Nadia Brooks',
    specialization: 'Relationships & Self-Worth',
    description:
      'Nadia helps you feel more at home with yourself and closer to the people who matter. Her sessions build self-worth, kindness and honest connection.',
    expertiseAreas: [
      'Relationships and self worth',
      'Improve relationships with family and partners',
      'Build confidence and self-compassion',
      'Gratitude and connection practices',
    ],
    ...voiceOf('nadia-brooks'),
    avatarImageUrl: '/avatars/nadia-brooks.svg',
    style: 'supportive',
    traits: ['warm', 'empathetic', 'honest', 'encouraging'],
  },
];

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

export const seedCategories: SeedCategory[] = [
  {
    slug: 'breathwork',
    name: 'Breathwork',
    description: 'Paced breathing patterns that help you calm down, focus or unwind in a few minutes.',
  },
  {
    slug: 'visualization',
    name: 'Visualization',
    description: 'Guided imagery and mental rehearsal to build confidence, clarity and direction.',
  },
  {
    slug: 'gratitude',
    name: 'Gratitude',
    description: 'Short reflection and writing exercises that help you notice and savor what is going well.',
  },
  {
    slug: 'mindfulness',
    name: 'Mindfulness',
    description: 'Present-moment awareness practices for grounding, emotional balance and rest.',
  },
  {
    slug: 'neuroscience',
    name: 'Neuroscience',
    description: 'Brain-based techniques for focus, habits, reframing thoughts and deep rest.',
  },
];

// ---------------------------------------------------------------------------------------------
// Practices
// ---------------------------------------------------------------------------------------------

export const seedPractices: SeedPractice[] = [
  // ----- Breathwork -----
  {
    slug: 'box-breathing',
    coachSlug: 'maya-serrano',
    categorySlug: 'breathwork',
    name: 'Box Breathing',
    description:
      'Breathe in an even 4-4-4-4 rhythm: in, hold, out, hold. A simple, steady pattern for calming down before or after a stressful moment.',
    durationMinutes: 5,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Settle in',
          instruction:
            'Sit comfortably with your feet on the floor and your back supported. Rest your hands in your lap and let your shoulders drop. Breathe normally for a few breaths.',
          duration: '30 seconds',
        },
        {
          title: 'Learn the box',
          instruction:
            'Picture a square. Breathe in through your nose for a count of four, hold for four, breathe out gently for four, and hold for four. Keep the breath soft, never forced.',
          duration: '30 seconds',
        },
        {
          title: 'Breathe the box',
          instruction:
            'Continue the rhythm: in for four, hold for four, out for four, hold for four. If the holds feel uncomfortable, shorten them or skip them. If you feel lightheaded, return to normal breathing.',
          duration: '3 minutes',
        },
        {
          title: 'Return to natural breathing',
          instruction:
            'Let the counting go and breathe naturally. Notice how your body feels now compared with when you started.',
          duration: '1 minute',
        },
      ],
    },
    targetGoals: ['emotional balance', 'improve focus', 'improve performance'],
    moodTargets: ['calm', 'focused', 'steady'],
    stressTypes: ['work', 'time', 'money'],
    neuroscienceExplanation:
      'Slow, evenly paced breathing tends to shift the nervous system toward a calmer state, and counting gives a busy mind a simple task. Studies of slow breathing show short-term drops in felt stress for many people.',
    successMetrics: [
      'Lower felt stress (self-rated) after the practice',
      'Completed the full five minutes of breathing',
    ],
    tags: [
      { tagName: 'emotional balance', tagType: 'goal', weight: 1 },
      { tagName: 'improve focus', tagType: 'goal', weight: 0.8 },
      { tagName: 'improve performance', tagType: 'goal', weight: 0.6 },
      { tagName: 'box breathing', tagType: 'technique', weight: 1 },
      { tagName: 'paced breathing', tagType: 'technique', weight: 0.8 },
      { tagName: 'flexible', tagType: 'time', weight: 1 },
      { tagName: 'afternoon', tagType: 'time', weight: 0.7 },
      { tagName: 'work', tagType: 'stress', weight: 1 },
      { tagName: 'time', tagType: 'stress', weight: 0.8 },
      { tagName: 'money', tagType: 'stress', weight: 0.6 },
    ],
  },
  {
    slug: 'physiological-sigh',
    coachSlug: 'maya-serrano',
    categorySlug: 'breathwork',
    name: 'Physiological Sigh',
    description:
      'A double inhale through the nose followed by a long, slow exhale. A quick reset you can use anywhere when stress spikes.',
    durationMinutes: 3,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Get comfortable',
          instruction:
            'Sit or stand tall and relax your jaw. Take one ordinary breath and notice where you feel it most.',
          duration: '30 seconds',
        },
        {
          title: 'Try one sigh',
          instruction:
            'Breathe in through your nose until your lungs feel comfortably full, then take a second, shorter sip of air on top. Now breathe out slowly through your mouth, letting the exhale be longer than both inhales together.',
          duration: '30 seconds',
        },
        {
          title: 'Repeat the sighs',
          instruction:
            'Continue at your own pace: double inhale through the nose, long relaxed exhale through the mouth. Keep it gentle. If you feel lightheaded, pause and breathe normally.',
          duration: '1:30',
        },
        {
          title: 'Notice the shift',
          instruction:
            'Let your breath return to its own rhythm. Notice any softening in your chest, shoulders or face.',
          duration: '30 seconds',
        },
      ],
    },
    targetGoals: ['emotional balance', 'improve performance'],
    moodTargets: ['calm', 'relieved'],
    stressTypes: ['work', 'relationships', 'time'],
    neuroscienceExplanation:
      'Long exhales are associated with a slower heart rate and a calmer body state. A small study found that a few minutes of daily cyclic sighing improved mood and lowered anxiety a little more than mindfulness meditation over a month.',
    successMetrics: [
      'Feel calmer within a few breaths',
      'Use it at least once during a stressful moment this week',
    ],
    tags: [
      { tagName: 'emotional balance', tagType: 'goal', weight: 1 },
      { tagName: 'improve performance', tagType: 'goal', weight: 0.5 },
      { tagName: 'cyclic sighing', tagType: 'technique', weight: 1 },
      { tagName: 'extended exhale', tagType: 'technique', weight: 0.8 },
      { tagName: 'flexible', tagType: 'time', weight: 1 },
      { tagName: 'work', tagType: 'stress', weight: 1 },
      { tagName: 'relationships', tagType: 'stress', weight: 0.7 },
      { tagName: 'time', tagType: 'stress', weight: 0.7 },
    ],
  },
  {
    slug: 'four-seven-eight-breathing',
    coachSlug: 'maya-serrano',
    categorySlug: 'breathwork',
    name: '4-7-8 Breathing for Sleep',
    description:
      'Breathe in for four, hold for seven, breathe out for eight. A slow wind-down pattern for the end of the day.',
    durationMinutes: 4,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Prepare',
          instruction:
            'Lie down or sit comfortably. Rest the tip of your tongue lightly behind your upper front teeth and let your eyes close if that feels good.',
          duration: '30 seconds',
        },
        {
          title: 'Empty the breath',
          instruction:
            'Breathe out fully through your mouth with a soft whoosh, letting your body sink a little.',
          duration: '30 seconds',
        },
        {
          title: 'Four rounds of 4-7-8',
          instruction:
            'Close your mouth and breathe in quietly through your nose for four. Hold for seven. Breathe out through your mouth for eight. Do four rounds, then rest. Count faster if the holds feel too long, keeping the 4-7-8 proportions, and stop if you feel lightheaded.',
          duration: '2 minutes',
        },
        {
          title: 'Rest',
          instruction:
            'Let your breathing find its own easy pace. Feel the weight of your body supported, and let the day go a little more.',
          duration: '1 minute',
        },
      ],
    },
    targetGoals: ['better sleep', 'emotional balance'],
    moodTargets: ['relaxed', 'sleepy', 'calm'],
    stressTypes: ['family', 'money', 'work'],
    neuroscienceExplanation:
      'A long exhale and a slow overall breathing rate are linked with a calmer, rest-oriented body state, which can make it easier to wind down. Research on this exact pattern is limited, so treat it as one helpful tool in a bedtime routine.',
    successMetrics: [
      'Feel more relaxed before bed (self-rated)',
      'Used as part of an evening routine three nights this week',
    ],
    tags: [
      { tagName: 'better sleep', tagType: 'goal', weight: 1 },
      { tagName: 'emotional balance', tagType: 'goal', weight: 0.7 },
      { tagName: '4-7-8 breathing', tagType: 'technique', weight: 1 },
      { tagName: 'extended exhale', tagType: 'technique', weight: 0.8 },
      { tagName: 'night', tagType: 'time', weight: 1 },
      { tagName: 'evening', tagType: 'time', weight: 0.9 },
      { tagName: 'family', tagType: 'stress', weight: 0.7 },
      { tagName: 'money', tagType: 'stress', weight: 0.7 },
      { tagName: 'work', tagType: 'stress', weight: 0.7 },
    ],
  },
  {
    slug: 'coherent-breathing',
    coachSlug: 'theo-lindgren',
    categorySlug: 'breathwork',
    name: 'Coherent Breathing',
    description:
      'Breathe at about five and a half breaths per minute: in for 5.5 seconds, out for 5.5 seconds. A smooth, even rhythm for balance and focus.',
    durationMinutes: 6,
    difficultyLevel: 'intermediate',
    stepByStepGuide: {
      steps: [
        {
          title: 'Find your posture',
          instruction:
            'Sit upright but relaxed, one hand on your belly. Breathe through your nose and let the belly rise gently with each inhale.',
          duration: '30 seconds',
        },
        {
          title: 'Find the rhythm',
          instruction:
            'Breathe in slowly for a count of about five and a half, then out for the same count. There are no holds; the in-breath flows straight into the out-breath.',
          duration: '1 minute',
        },
        {
          title: 'Stay with the wave',
          instruction:
            'Keep the rhythm smooth and quiet, like a slow wave coming in and going out. If you lose the count, simply pick it up again on the next breath. Keep each breath comfortable rather than deep.',
          duration: '4 minutes',
        },
        {
          title: 'Close',
          instruction: 'Release the count and breathe naturally. Notice your level of calm and alertness.',
          duration: '30 seconds',
        },
      ],
    },
    targetGoals: ['emotional balance', 'improve focus', 'improve performance'],
    moodTargets: ['balanced', 'calm', 'focused'],
    stressTypes: ['work', 'time'],
    neuroscienceExplanation:
      'Breathing at around five to six breaths per minute tends to increase heart rate variability, a marker of flexible nervous-system regulation. Regular practice may help some people feel calmer and more focused.',
    successMetrics: ['Held a steady rhythm for four minutes', 'Feel more balanced afterwards (self-rated)'],
    tags: [
      { tagName: 'emotional balance', tagType: 'goal', weight: 1 },
      { tagName: 'improve focus', tagType: 'goal', weight: 0.8 },
      { tagName: 'improve performance', tagType: 'goal', weight: 0.6 },
      { tagName: 'resonance breathing', tagType: 'technique', weight: 1 },
      { tagName: 'paced breathing', tagType: 'technique', weight: 0.8 },
      { tagName: 'morning', tagType: 'time', weight: 0.8 },
      { tagName: 'afternoon', tagType: 'time', weight: 0.8 },
      { tagName: 'work', tagType: 'stress', weight: 1 },
      { tagName: 'time', tagType: 'stress', weight: 0.7 },
    ],
  },

  // ----- Visualization -----
  {
    slug: 'success-visualization',
    coachSlug: 'leo-hartwell',
    categorySlug: 'visualization',
    name: 'Success Visualization (WOOP)',
    description:
      'Picture a wish coming true, then picture the obstacle in the way and plan around it. Wish, Outcome, Obstacle, Plan: optimism with a plan attached.',
    durationMinutes: 7,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Wish',
          instruction:
            'Close your eyes or soften your gaze. Choose one wish for the coming weeks that is challenging but possible. Say it to yourself in a few words.',
          duration: '1 minute',
        },
        {
          title: 'Outcome',
          instruction:
            'Imagine the best outcome of reaching that wish. Where are you, what do you see, how do you feel? Let the picture become vivid and enjoy it for a moment.',
          duration: '2 minutes',
        },
        {
          title: 'Obstacle',
          instruction:
            'Now ask: what is the main thing inside me that could get in the way? A habit, a feeling, a belief. Picture that obstacle showing up as clearly as you pictured the outcome.',
          duration: '2 minutes',
        },
        {
          title: 'Plan',
          instruction:
            'Make one if-then plan: "If this obstacle shows up, then I will do this." Repeat it to yourself twice and picture yourself following it.',
          duration: '1:30',
        },
        {
          title: 'Close',
          instruction: 'Open your eyes. Write your if-then plan somewhere you will see it today.',
          duration: '30 seconds',
        },
      ],
    },
    targetGoals: ['career growth', 'build confidence', 'improve performance', 'build habits'],
    moodTargets: ['motivated', 'hopeful', 'confident'],
    stressTypes: ['work', 'money'],
    neuroscienceExplanation:
      'Mental contrasting with implementation intentions (WOOP) links a desired future to a concrete obstacle and a plan. Studies suggest this combination supports goal pursuit better than positive fantasy alone.',
    successMetrics: ['Wrote down one if-then plan', 'Acted on the plan at least once this week'],
    tags: [
      { tagName: 'career growth', tagType: 'goal', weight: 1 },
      { tagName: 'build confidence', tagType: 'goal', weight: 0.8 },
      { tagName: 'improve performance', tagType: 'goal', weight: 0.8 },
      { tagName: 'build habits', tagType: 'goal', weight: 0.6 },
      { tagName: 'mental contrasting', tagType: 'technique', weight: 1 },
      { tagName: 'guided imagery', tagType: 'technique', weight: 0.7 },
      { tagName: 'morning', tagType: 'time', weight: 1 },
      { tagName: 'work', tagType: 'stress', weight: 0.8 },
      { tagName: 'money', tagType: 'stress', weight: 0.6 },
    ],
  },
  {
    slug: 'mental-rehearsal',
    coachSlug: 'leo-hartwell',
    categorySlug: 'visualization',
    name: 'Mental Rehearsal',
    description:
      'Walk through an upcoming moment in your mind, from the first minute to a confident finish, including how you recover if something goes sideways.',
    durationMinutes: 6,
    difficultyLevel: 'intermediate',
    stepByStepGuide: {
      steps: [
        {
          title: 'Pick the moment',
          instruction:
            'Choose one upcoming event: a meeting, a presentation, a hard conversation or a workout. Name the single thing you most want to do well.',
          duration: '30 seconds',
        },
        {
          title: 'Set the scene',
          instruction:
            'Close your eyes and picture the place. Notice the light, the sounds, the people, what you are wearing. See it through your own eyes.',
          duration: '1 minute',
        },
        {
          title: 'Run it through',
          instruction:
            'Play the moment from the start, in real time. Hear your voice steady, feel your posture, see yourself taking each step well. Include a few slow breaths at the start.',
          duration: '2 minutes',
        },
        {
          title: 'Rehearse a recovery',
          instruction:
            'Now imagine one thing going wrong: a tough question, a slip, a silence. Watch yourself pause, breathe out, and carry on calmly. Replay it until the recovery feels natural.',
          duration: '1:30',
        },
        {
          title: 'Anchor it',
          instruction:
            'Choose a short cue word, such as "steady" or "ready". Say it to yourself while you picture the confident finish. You can use this word on the day.',
          duration: '1 minute',
        },
      ],
    },
    targetGoals: ['improve performance', 'build confidence', 'career growth'],
    moodTargets: ['confident', 'prepared', 'focused'],
    stressTypes: ['work', 'relationships'],
    neuroscienceExplanation:
      'Imagining an action uses some of the same brain networks as doing it, which is why athletes and performers use mental rehearsal. Research suggests it works best alongside real practice, not instead of it.',
    successMetrics: ['Feel more prepared for the event (self-rated)', 'Used the cue word on the day'],
    tags: [
      { tagName: 'improve performance', tagType: 'goal', weight: 1 },
      { tagName: 'build confidence', tagType: 'goal', weight: 0.9 },
      { tagName: 'career growth', tagType: 'goal', weight: 0.6 },
      { tagName: 'mental rehearsal', tagType: 'technique', weight: 1 },
      { tagName: 'guided imagery', tagType: 'technique', weight: 0.7 },
      { tagName: 'morning', tagType: 'time', weight: 1 },
      { tagName: 'flexible', tagType: 'time', weight: 0.6 },
      { tagName: 'work', tagType: 'stress', weight: 1 },
      { tagName: 'relationships', tagType: 'stress', weight: 0.5 },
    ],
  },
  {
    slug: 'best-possible-self',
    coachSlug: 'nadia-brooks',
    categorySlug: 'visualization',
    name: 'Best Possible Self',
    description:
      'Imagine your life a year from now after things have gone as well as they realistically could, then write a few lines about it and pick one step.',
    durationMinutes: 8,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Settle',
          instruction:
            'Have a pen and paper or a notes app ready. Sit comfortably and take three slow breaths.',
          duration: '1 minute',
        },
        {
          title: 'Picture your best possible self',
          instruction:
            'Imagine yourself one year from now. You have worked hard and things have gone as well as they realistically could. Where are you, who is around you, how do you spend a typical day?',
          duration: '2 minutes',
        },
        {
          title: 'Fill in the details',
          instruction:
            'Look at different parts of life: relationships, work, health, what you care about. What strengths of yours made this possible? Let yourself feel what it is like to be this person.',
          duration: '2 minutes',
        },
        {
          title: 'Write it down',
          instruction:
            'Write a few sentences about this future self in the present tense, as if it is already true. Do not worry about spelling or style.',
          duration: '2 minutes',
        },
        {
          title: 'Choose one step',
          instruction:
            'Read what you wrote. Pick one small action you could take this week that moves you toward it, and note when you will do it.',
          duration: '1 minute',
        },
      ],
    },
    targetGoals: ['sense of purpose', 'build confidence', 'emotional balance'],
    moodTargets: ['hopeful', 'optimistic', 'inspired'],
    stressTypes: ['relationships', 'work', 'money'],
    neuroscienceExplanation:
      'Several studies found that writing about your best possible self for a few minutes raised optimism and positive mood in the short term. Linking it to one concrete step helps turn the good feeling into action.',
    successMetrics: ['Wrote a short best-possible-self description', 'Chose one concrete step for this week'],
    tags: [
      { tagName: 'sense of purpose', tagType: 'goal', weight: 1 },
      { tagName: 'build confidence', tagType: 'goal', weight: 0.8 },
      { tagName: 'emotional balance', tagType: 'goal', weight: 0.5 },
      { tagName: 'best possible self', tagType: 'technique', weight: 1 },
      { tagName: 'expressive writing', tagType: 'technique', weight: 0.7 },
      { tagName: 'morning', tagType: 'time', weight: 0.8 },
      { tagName: 'evening', tagType: 'time', weight: 0.7 },
      { tagName: 'relationships', tagType: 'stress', weight: 0.6 },
      { tagName: 'work', tagType: 'stress', weight: 0.6 },
      { tagName: 'money', tagType: 'stress', weight: 0.5 },
    ],
  },
  {
    slug: 'safe-place-visualization',
    coachSlug: 'iris-nakamura',
    categorySlug: 'visualization',
    name: 'Safe Place Visualization',
    description:
      'Build a calm place in your imagination with all your senses, and link it to a word you can return to whenever you need a moment of ease.',
    durationMinutes: 5,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Settle',
          instruction: 'Close your eyes or lower your gaze. Let your breath slow down a little on its own.',
          duration: '30 seconds',
        },
        {
          title: 'Choose your place',
          instruction:
            'Bring to mind a place where you feel safe and at ease. It can be real or imagined: a beach, a forest, a favourite room. Let it take shape.',
          duration: '1 minute',
        },
        {
          title: 'Explore with your senses',
          instruction:
            'Notice what you see: colours, light, shapes. What can you hear? What is the air like on your skin? Is there a scent? Let yourself rest in this place.',
          duration: '2 minutes',
        },
        {
          title: 'Choose an anchor word',
          instruction:
            'Pick a single word that captures how this place feels, such as "harbour" or "light". Repeat it quietly a few times while you stay in the scene.',
          duration: '1 minute',
        },
        {
          title: 'Return',
          instruction:
            'Know you can come back any time using your word. Wiggle your fingers and toes, and open your eyes when you are ready.',
          duration: '30 seconds',
        },
      ],
    },
    targetGoals: ['emotional balance', 'better sleep'],
    moodTargets: ['safe', 'calm', 'soothed'],
    stressTypes: ['family', 'relationships', 'work'],
    neuroscienceExplanation:
      'Calming imagery can draw attention away from worry and toward soothing sensory detail. Guided imagery is widely used in relaxation training, and many people find it lowers tension in the moment.',
    successMetrics: ['Created a calm place and an anchor word', 'Feel less tense afterwards (self-rated)'],
    tags: [
      { tagName: 'emotional balance', tagType: 'goal', weight: 1 },
      { tagName: 'better sleep', tagType: 'goal', weight: 0.6 },
      { tagName: 'guided imagery', tagType: 'technique', weight: 1 },
      { tagName: 'relaxation', tagType: 'technique', weight: 0.8 },
      { tagName: 'evening', tagType: 'time', weight: 0.9 },
      { tagName: 'flexible', tagType: 'time', weight: 0.7 },
      { tagName: 'family', tagType: 'stress', weight: 0.8 },
      { tagName: 'relationships', tagType: 'stress', weight: 0.8 },
      { tagName: 'work', tagType: 'stress', weight: 0.6 },
    ],
  },

  // ----- Gratitude -----
  {
    slug: 'three-good-things',
    coachSlug: 'nadia-brooks',
    categorySlug: 'gratitude',
    name: 'Three Good Things',
    description:
      'Write down three things that went well today and why they happened. A short journaling habit that trains your attention toward what is working.',
    durationMinutes: 3,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Pause',
          instruction: 'Take a slow breath and think back over the last day, from morning until now.',
          duration: '30 seconds',
        },
        {
          title: 'Find three good things',
          instruction:
            'Recall three things that went well, big or small: a kind message, a good meal, a task finished. Let each one come back into view for a moment.',
          duration: '1 minute',
        },
        {
          title: 'Write them down',
          instruction:
            'Write a short line for each of the three good things, with a little detail so you can picture it later.',
          duration: '1 minute',
        },
        {
          title: 'Ask why',
          instruction:
            'Next to each one, note why it happened. Perhaps you made it happen, or someone cared for you. Notice how that feels.',
          duration: '30 seconds',
        },
      ],
    },
    targetGoals: ['emotional balance', 'build habits', 'better sleep'],
    moodTargets: ['grateful', 'content', 'uplifted'],
    stressTypes: ['work', 'family', 'time'],
    neuroscienceExplanation:
      'Repeatedly looking for good events trains attention toward them. In studies, people who wrote three good things each evening reported somewhat higher happiness over the following weeks.',
    successMetrics: ['Wrote three good things and why', 'Repeated the practice on five evenings this week'],
    tags: [
      { tagName: 'emotional balance', tagType: 'goal', weight: 1 },
      { tagName: 'build habits', tagType: 'goal', weight: 0.7 },
      { tagName: 'better sleep', tagType: 'goal', weight: 0.5 },
      { tagName: 'gratitude journal', tagType: 'technique', weight: 1 },
      { tagName: 'evening', tagType: 'time', weight: 1 },
      { tagName: 'night', tagType: 'time', weight: 0.8 },
      { tagName: 'work', tagType: 'stress', weight: 0.6 },
      { tagName: 'family', tagType: 'stress', weight: 0.6 },
      { tagName: 'time', tagType: 'stress', weight: 0.5 },
    ],
  },
  {
    slug: 'gratitude-letter',
    coachSlug: 'nadia-brooks',
    categorySlug: 'gratitude',
    name: 'Gratitude Letter',
    description:
      'Write a short, specific letter to someone who made a difference in your life. You decide afterwards whether to send it, read it to them, or keep it.',
    durationMinutes: 10,
    difficultyLevel: 'intermediate',
    stepByStepGuide: {
      steps: [
        {
          title: 'Choose a person',
          instruction:
            'Think of someone whose kindness or help mattered to you and whom you have never properly thanked. Choose one person.',
          duration: '1 minute',
        },
        {
          title: 'Recall the details',
          instruction:
            'Remember what they did, when it happened, and how it affected you then and now. Let the specific moments come back.',
          duration: '2 minutes',
        },
        {
          title: 'Write the letter',
          instruction:
            'Write to them directly. Describe what they did, how it helped, and where you are now partly because of it. Be concrete and honest; it does not need to be long or polished.',
          duration: '5 minutes',
        },
        {
          title: 'Read it slowly',
          instruction:
            'Read your letter to yourself, slowly, ideally out loud. Notice the feelings it brings up.',
          duration: '1 minute',
        },
        {
          title: 'Decide what is next',
          instruction:
            'Decide whether to send it, read it to them, or keep it for now. Any choice is fine; the reflection itself is the practice.',
          duration: '1 minute',
        },
      ],
    },
    targetGoals: ['improve relationships', 'emotional balance', 'sense of purpose'],
    moodTargets: ['grateful', 'connected', 'warm'],
    stressTypes: ['relationships', 'family'],
    neuroscienceExplanation:
      'Expressing thanks to a specific person tends to strengthen feelings of connection. In positive psychology studies, writing and delivering a gratitude letter gave a noticeable short-term lift in wellbeing.',
    successMetrics: ['Finished a letter to one person', 'Feel more connected to them (self-rated)'],
    tags: [
      { tagName: 'improve relationships', tagType: 'goal', weight: 1 },
      { tagName: 'emotional balance', tagType: 'goal', weight: 0.6 },
      { tagName: 'sense of purpose', tagType: 'goal', weight: 0.5 },
      { tagName: 'gratitude letter', tagType: 'technique', weight: 1 },
      { tagName: 'expressive writing', tagType: 'technique', weight: 0.7 },
      { tagName: 'evening', tagType: 'time', weight: 0.8 },
      { tagName: 'flexible', tagType: 'time', weight: 0.7 },
      { tagName: 'relationships', tagType: 'stress', weight: 1 },
      { tagName: 'family', tagType: 'stress', weight: 0.8 },
    ],
  },
  {
    slug: 'savoring-pause',
    coachSlug: 'iris-nakamura',
    categorySlug: 'gratitude',
    name: 'Savoring Pause',
    description:
      'Slow down and fully take in something pleasant, right now or from earlier today, so the good moment lasts a little longer.',
    durationMinutes: 4,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Pick something pleasant',
          instruction:
            'Choose something good that is here now, such as a warm drink, sunlight or music, or a pleasant moment from earlier today.',
          duration: '30 seconds',
        },
        {
          title: 'Slow down your senses',
          instruction:
            'Give it your full attention. Notice colour, texture, sound, taste or warmth. When your mind wanders, gently come back to the details.',
          duration: '1:30',
        },
        {
          title: 'Let it grow',
          instruction:
            'Notice where you feel the pleasure in your body. Stay with it a few breaths longer than usual, and quietly name it: "this is good".',
          duration: '1 minute',
        },
        {
          title: 'Close with thanks',
          instruction:
            'Think of what made this moment possible: a person, a place, a bit of luck. Offer a silent thank you, then return to your day.',
          duration: '1 minute',
        },
      ],
    },
    targetGoals: ['emotional balance', 'sense of purpose'],
    moodTargets: ['content', 'joyful', 'present'],
    stressTypes: ['time', 'work'],
    neuroscienceExplanation:
      'Savoring means deliberately paying attention to positive experiences so they are felt more fully. Research links a habit of savoring with greater positive emotion and life satisfaction.',
    successMetrics: [
      'Stayed with one pleasant experience for a full minute',
      'Noticed a lift in mood (self-rated)',
    ],
    tags: [
      { tagName: 'emotional balance', tagType: 'goal', weight: 1 },
      { tagName: 'sense of purpose', tagType: 'goal', weight: 0.5 },
      { tagName: 'savoring', tagType: 'technique', weight: 1 },
      { tagName: 'mindful attention', tagType: 'technique', weight: 0.6 },
      { tagName: 'afternoon', tagType: 'time', weight: 0.9 },
      { tagName: 'flexible', tagType: 'time', weight: 0.8 },
      { tagName: 'time', tagType: 'stress', weight: 0.9 },
      { tagName: 'work', tagType: 'stress', weight: 0.6 },
    ],
  },
  {
    slug: 'mental-subtraction',
    coachSlug: 'nadia-brooks',
    categorySlug: 'gratitude',
    name: 'Mental Subtraction',
    description:
      'Imagine how life would be if one good thing had never happened. Noticing its absence often makes its value clearer than simply listing it.',
    durationMinutes: 5,
    difficultyLevel: 'intermediate',
    stepByStepGuide: {
      steps: [
        {
          title: 'Choose something good',
          instruction:
            'Pick one good thing in your life: a friendship, your home, a skill, a chance meeting, a job. Choose something specific.',
          duration: '1 minute',
        },
        {
          title: 'Trace how it came about',
          instruction:
            'Recall how it entered your life. Which small choices or coincidences had to line up for it to happen?',
          duration: '1 minute',
        },
        {
          title: 'Subtract it',
          instruction:
            'Now imagine it never happened. How would an ordinary day look without it? What would be missing? Stay with this gently, without dwelling on worry.',
          duration: '1:30',
        },
        {
          title: 'Return it',
          instruction:
            'Bring it back into the picture. Notice the relief and appreciation that it is part of your life after all.',
          duration: '1 minute',
        },
        {
          title: 'Note one line',
          instruction: 'Write one sentence about what this good thing gives you.',
          duration: '30 seconds',
        },
      ],
    },
    targetGoals: ['emotional balance', 'improve relationships', 'financial freedom'],
    moodTargets: ['grateful', 'appreciative', 'content'],
    stressTypes: ['money', 'relationships', 'family'],
    neuroscienceExplanation:
      'People tend to get used to good things and stop noticing them. Studies found that briefly imagining a positive event had not happened boosted positive feelings more than only recalling it.',
    successMetrics: [
      'Wrote one sentence of appreciation',
      'Feel more content with what you have (self-rated)',
    ],
    tags: [
      { tagName: 'emotional balance', tagType: 'goal', weight: 1 },
      { tagName: 'improve relationships', tagType: 'goal', weight: 0.7 },
      { tagName: 'financial freedom', tagType: 'goal', weight: 0.5 },
      { tagName: 'mental subtraction', tagType: 'technique', weight: 1 },
      { tagName: 'reflection', tagType: 'technique', weight: 0.6 },
      { tagName: 'evening', tagType: 'time', weight: 0.9 },
      { tagName: 'money', tagType: 'stress', weight: 0.8 },
      { tagName: 'relationships', tagType: 'stress', weight: 0.8 },
      { tagName: 'family', tagType: 'stress', weight: 0.6 },
    ],
  },

  {
    slug: 'small-wins-review',
    coachSlug: 'leo-hartwell',
    categorySlug: 'gratitude',
    name: 'Small Wins Review',
    description:
      'Look back over your day or week and give yourself credit for the progress you made, however small. Momentum grows when you notice it.',
    durationMinutes: 4,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Look back',
          instruction:
            'Sit back and take a breath. Scroll back through your day or week in your mind, or glance at your calendar or to-do list.',
          duration: '30 seconds',
        },
        {
          title: 'List three wins',
          instruction:
            'Write down three things you moved forward, even a little: an email sent, a hard conversation started, a workout done, a bill paid. Small counts.',
          duration: '1:30',
        },
        {
          title: 'Name the strength',
          instruction:
            'For one of the wins, note which strength or choice of yours made it happen: persistence, courage, planning, asking for help.',
          duration: '1 minute',
        },
        {
          title: 'Set the next win',
          instruction:
            'Thank anyone who helped, even silently. Then choose one small win you will aim for tomorrow and write it at the top of your list.',
          duration: '1 minute',
        },
      ],
    },
    targetGoals: ['build confidence', 'career growth', 'build habits'],
    moodTargets: ['proud', 'motivated', 'confident'],
    stressTypes: ['work', 'time', 'money'],
    neuroscienceExplanation:
      'In diary studies of work life, days when people felt they made progress on meaningful work were also their most motivated days. Writing your wins down gives you concrete evidence to weigh against self-doubt.',
    successMetrics: ['Listed three wins and one strength', 'Chose one small win for tomorrow'],
    tags: [
      { tagName: 'build confidence', tagType: 'goal', weight: 1 },
      { tagName: 'career growth', tagType: 'goal', weight: 0.8 },
      { tagName: 'build habits', tagType: 'goal', weight: 0.6 },
      { tagName: 'progress review', tagType: 'technique', weight: 1 },
      { tagName: 'gratitude journal', tagType: 'technique', weight: 0.6 },
      { tagName: 'evening', tagType: 'time', weight: 1 },
      { tagName: 'afternoon', tagType: 'time', weight: 0.7 },
      { tagName: 'work', tagType: 'stress', weight: 1 },
      { tagName: 'time', tagType: 'stress', weight: 0.7 },
      { tagName: 'money', tagType: 'stress', weight: 0.5 },
    ],
  },
  {
    slug: 'gratitude-journal',
    coachSlug: 'nadia-brooks',
    categorySlug: 'gratitude',
    name: 'Gratitude Journal',
    description:
      'Write down three things you are grateful for today, big or small: something that made the day better, someone you are thankful for, and something about yourself. A few words each is plenty.',
    durationMinutes: 3,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Something that made today better',
          instruction:
            'Think of something, however small, that made today a little better, and write it down in a few words.',
          duration: '1 minute',
        },
        {
          title: 'Someone you are thankful for',
          instruction:
            'Think of someone you are thankful for and what they did, then write a short line about them.',
          duration: '1 minute',
        },
        {
          title: 'Something about yourself',
          instruction:
            'Finally, write one thing about yourself that you appreciate today: a quality, an effort, a small win.',
          duration: '1 minute',
        },
      ],
    },
    targetGoals: ['emotional balance', 'build habits'],
    moodTargets: ['grateful', 'content', 'warm'],
    stressTypes: ['family', 'relationships'],
    neuroscienceExplanation:
      'Naming specific good things trains attention to notice them. Regular gratitude writing is linked with better mood and a calmer stress response for many people.',
    successMetrics: [
      'Wrote at least one thing you are grateful for',
      'Kept the journal on three days this week',
    ],
    tags: [
      { tagName: 'emotional balance', tagType: 'goal', weight: 0.8 },
      { tagName: 'build habits', tagType: 'goal', weight: 0.6 },
      { tagName: 'gratitude journal', tagType: 'technique', weight: 1 },
      { tagName: 'expressive writing', tagType: 'technique', weight: 0.6 },
      { tagName: 'evening', tagType: 'time', weight: 0.8 },
      { tagName: 'flexible', tagType: 'time', weight: 0.8 },
      { tagName: 'family', tagType: 'stress', weight: 0.6 },
      { tagName: 'relationships', tagType: 'stress', weight: 0.6 },
    ],
  },

  // ----- Mindfulness -----
  {
    slug: 'sacred-ordinary',
    coachSlug: 'iris-nakamura',
    categorySlug: 'mindfulness',
    name: 'Sacred Ordinary',
    description:
      'Two minutes of full attention on one everyday object or activity. A quick way to step out of autopilot and into the present.',
    durationMinutes: 2,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Arrive',
          instruction: 'Pause what you are doing. Take one slow breath and feel your feet on the ground.',
          duration: '15 seconds',
        },
        {
          title: 'Choose something ordinary',
          instruction:
            'Pick one ordinary thing near you: a cup, your hands, a plant, the view from a window.',
          duration: '15 seconds',
        },
        {
          title: 'Look as if for the first time',
          instruction:
            'Give it your full attention. Notice its shape, colour, texture, weight and temperature, and the small details you usually skip. When your mind wanders, kindly come back to the object.',
          duration: '90 seconds',
        },
      ],
    },
    targetGoals: ['improve focus', 'emotional balance', 'sense of purpose'],
    moodTargets: ['present', 'calm', 'curious'],
    stressTypes: ['time', 'work'],
    neuroscienceExplanation:
      'Brief focused-attention exercises practise noticing when the mind wanders and bringing it back. Even short mindfulness breaks can help some people feel more present and less rushed.',
    successMetrics: ['Stayed with one object for the full practice', 'Noticed at least one new detail'],
    tags: [
      { tagName: 'improve focus', tagType: 'goal', weight: 1 },
      { tagName: 'emotional balance', tagType: 'goal', weight: 0.7 },
      { tagName: 'sense of purpose', tagType: 'goal', weight: 0.5 },
      { tagName: 'focused attention', tagType: 'technique', weight: 1 },
      { tagName: 'mindful attention', tagType: 'technique', weight: 0.8 },
      { tagName: 'flexible', tagType: 'time', weight: 1 },
      { tagName: 'time', tagType: 'stress', weight: 1 },
      { tagName: 'work', tagType: 'stress', weight: 0.7 },
    ],
  },
  {
    slug: 'five-senses-grounding',
    coachSlug: 'maya-serrano',
    categorySlug: 'mindfulness',
    name: '5-4-3-2-1 Grounding',
    description:
      'Name five things you see, four you hear, three you feel, two you smell and one you taste. A simple way back to the present when anxiety rises.',
    durationMinutes: 3,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Five things you see',
          instruction:
            'Look around slowly and name five things you can see. Say them quietly to yourself, noticing a detail of each.',
          duration: '40 seconds',
        },
        {
          title: 'Four things you hear',
          instruction: 'Listen and name four sounds: near, far, loud or faint. Let each one simply be there.',
          duration: '40 seconds',
        },
        {
          title: 'Three things you feel',
          instruction:
            'Notice three physical sensations: your feet on the floor, the chair under you, the air on your skin.',
          duration: '40 seconds',
        },
        {
          title: 'Two things you smell',
          instruction:
            'Notice two scents around you. If you cannot smell anything, name two smells you enjoy.',
          duration: '20 seconds',
        },
        {
          title: 'One thing you taste',
          instruction: 'Notice one taste in your mouth right now, or take a sip of water and notice it.',
          duration: '20 seconds',
        },
        {
          title: 'Breathe and check in',
          instruction:
            'Take one slow breath in and a longer breath out. Notice how you feel now, here, in this moment.',
          duration: '20 seconds',
        },
      ],
    },
    targetGoals: ['emotional balance', 'improve focus'],
    moodTargets: ['grounded', 'calm', 'present'],
    stressTypes: ['work', 'family', 'relationships', 'money', 'time'],
    neuroscienceExplanation:
      'Anxious thoughts pull attention toward the future; naming what your senses pick up brings it back to the present. Grounding techniques like this are widely used in anxiety care, though research on this exact sequence is limited.',
    successMetrics: ['Completed all five senses', 'Feel more grounded afterwards (self-rated)'],
    tags: [
      { tagName: 'emotional balance', tagType: 'goal', weight: 1 },
      { tagName: 'improve focus', tagType: 'goal', weight: 0.6 },
      { tagName: 'sensory grounding', tagType: 'technique', weight: 1 },
      { tagName: 'flexible', tagType: 'time', weight: 1 },
      { tagName: 'work', tagType: 'stress', weight: 0.8 },
      { tagName: 'family', tagType: 'stress', weight: 0.8 },
      { tagName: 'relationships', tagType: 'stress', weight: 0.8 },
      { tagName: 'money', tagType: 'stress', weight: 0.8 },
      { tagName: 'time', tagType: 'stress', weight: 0.8 },
    ],
  },
  {
    slug: 'body-scan',
    coachSlug: 'iris-nakamura',
    categorySlug: 'mindfulness',
    name: 'Body Scan',
    description:
      'Move your attention slowly from your feet to the top of your head, noticing each area without trying to change anything. Good for unwinding before sleep.',
    durationMinutes: 8,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Settle',
          instruction:
            'Lie down or sit comfortably. Let your eyes close. Feel the points where your body is supported and take a few easy breaths.',
          duration: '1 minute',
        },
        {
          title: 'Feet and legs',
          instruction:
            'Bring your attention to your toes, then the soles of your feet, ankles, calves, knees and thighs. Notice warmth, pressure, tingling or nothing at all. There is no right sensation.',
          duration: '2 minutes',
        },
        {
          title: 'Hips, belly and back',
          instruction:
            'Move attention to your hips and lower back, then your belly rising and falling with the breath, then your chest and upper back. If you find tension, breathe toward it and let it be.',
          duration: '2 minutes',
        },
        {
          title: 'Hands, arms and shoulders',
          instruction:
            'Notice your fingers and palms, your forearms, elbows and upper arms, then your shoulders and neck. Let the shoulders soften if they want to.',
          duration: '1:30',
        },
        {
          title: 'Head and face',
          instruction:
            'Bring attention to your jaw, lips, cheeks, eyes, forehead and scalp. Let the face be soft and the jaw loose.',
          duration: '1 minute',
        },
        {
          title: 'Whole body',
          instruction:
            'Sense your whole body at once, breathing. Rest here for a few breaths before moving on.',
          duration: '30 seconds',
        },
      ],
    },
    targetGoals: ['better sleep', 'emotional balance'],
    moodTargets: ['relaxed', 'calm', 'at ease'],
    stressTypes: ['work', 'family', 'money'],
    neuroscienceExplanation:
      'The body scan trains interoception, your sense of what is happening inside the body, and gives the mind a slow, steady focus. It is a core part of mindfulness-based programmes that have been shown to reduce stress.',
    successMetrics: ['Scanned from feet to head', 'Feel more relaxed or sleepy afterwards (self-rated)'],
    tags: [
      { tagName: 'better sleep', tagType: 'goal', weight: 1 },
      { tagName: 'emotional balance', tagType: 'goal', weight: 0.8 },
      { tagName: 'body scan', tagType: 'technique', weight: 1 },
      { tagName: 'interoception', tagType: 'technique', weight: 0.6 },
      { tagName: 'night', tagType: 'time', weight: 1 },
      { tagName: 'evening', tagType: 'time', weight: 0.9 },
      { tagName: 'work', tagType: 'stress', weight: 0.7 },
      { tagName: 'family', tagType: 'stress', weight: 0.7 },
      { tagName: 'money', tagType: 'stress', weight: 0.6 },
    ],
  },
  {
    slug: 'rain-for-difficult-emotions',
    coachSlug: 'iris-nakamura',
    categorySlug: 'mindfulness',
    name: 'RAIN for Difficult Emotions',
    description:
      'Recognize, Allow, Investigate, Nurture: a gentle four-step way to meet a hard feeling with curiosity and kindness instead of fighting it.',
    durationMinutes: 7,
    difficultyLevel: 'intermediate',
    stepByStepGuide: {
      steps: [
        {
          title: 'Settle',
          instruction:
            'Sit comfortably and take a few slow breaths. Bring to mind a situation that is bothering you, choosing something moderate rather than the hardest thing in your life.',
          duration: '1 minute',
        },
        {
          title: 'Recognize',
          instruction:
            'Notice what you are feeling and name it softly: "this is worry", "this is frustration", "this is sadness". Naming it is enough.',
          duration: '1:30',
        },
        {
          title: 'Allow',
          instruction:
            'Let the feeling be here for now, without pushing it away or fixing it. You might say to yourself, "it is okay to feel this".',
          duration: '1:30',
        },
        {
          title: 'Investigate',
          instruction:
            'With kind curiosity, notice where the feeling lives in your body: tight chest, heavy shoulders, a knot in the stomach. Ask what this part of you most needs.',
          duration: '1:30',
        },
        {
          title: 'Nurture',
          instruction:
            'Offer yourself what you would offer a good friend: a hand on your heart, a few kind words, or simply a warm breath.',
          duration: '1 minute',
        },
        {
          title: 'Rest',
          instruction:
            'Let go of the exercise and notice how you are now. Feelings change; this one may already have shifted a little.',
          duration: '30 seconds',
        },
      ],
    },
    targetGoals: ['emotional balance', 'improve relationships', 'build confidence'],
    moodTargets: ['accepted', 'soothed', 'kind to self'],
    stressTypes: ['relationships', 'family', 'work'],
    neuroscienceExplanation:
      'Putting feelings into words, sometimes called affect labeling, has been linked with lower emotional reactivity in lab studies. RAIN combines labeling with self-compassion, which research associates with better emotional coping.',
    successMetrics: ['Named the feeling clearly', 'Feel less overwhelmed by it afterwards (self-rated)'],
    tags: [
      { tagName: 'emotional balance', tagType: 'goal', weight: 1 },
      { tagName: 'improve relationships', tagType: 'goal', weight: 0.6 },
      { tagName: 'build confidence', tagType: 'goal', weight: 0.5 },
      { tagName: 'rain', tagType: 'technique', weight: 1 },
      { tagName: 'self-compassion', tagType: 'technique', weight: 0.8 },
      { tagName: 'affect labeling', tagType: 'technique', weight: 0.6 },
      { tagName: 'evening', tagType: 'time', weight: 0.8 },
      { tagName: 'flexible', tagType: 'time', weight: 0.7 },
      { tagName: 'relationships', tagType: 'stress', weight: 1 },
      { tagName: 'family', tagType: 'stress', weight: 0.8 },
      { tagName: 'work', tagType: 'stress', weight: 0.6 },
    ],
  },
  {
    slug: 'mindful-walking',
    coachSlug: 'iris-nakamura',
    categorySlug: 'mindfulness',
    name: 'Mindful Walking',
    description:
      'Walk slowly and feel each step. A moving meditation for when sitting still feels hard, indoors or outdoors.',
    durationMinutes: 6,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Stand and arrive',
          instruction:
            'Find a space where you can walk ten or so steps safely. Stand still, feel your weight on both feet, and let your arms hang or rest your hands together.',
          duration: '1 minute',
        },
        {
          title: 'Slow steps',
          instruction:
            'Begin walking slower than usual. Feel each foot lift, move through the air and touch down. You might silently note "lifting, moving, placing".',
          duration: '2 minutes',
        },
        {
          title: 'Widen your attention',
          instruction:
            'Keep the gentle pace and let your awareness open to sounds, air, light and your breath, while still feeling your feet. When your mind wanders, return to the next step.',
          duration: '2 minutes',
        },
        {
          title: 'Stop and notice',
          instruction: 'Come to a stop. Stand for a few breaths and notice how your body and mind feel now.',
          duration: '1 minute',
        },
      ],
    },
    targetGoals: ['emotional balance', 'improve focus', 'build habits'],
    moodTargets: ['grounded', 'refreshed', 'calm'],
    stressTypes: ['work', 'time', 'family'],
    neuroscienceExplanation:
      'Walking with attention on bodily sensation combines gentle movement with mindfulness. Studies of walking meditation report reductions in stress and improvements in mood for many participants.',
    successMetrics: [
      'Walked with attention on your steps for four minutes',
      'Feel more refreshed (self-rated)',
    ],
    tags: [
      { tagName: 'emotional balance', tagType: 'goal', weight: 1 },
      { tagName: 'improve focus', tagType: 'goal', weight: 0.6 },
      { tagName: 'build habits', tagType: 'goal', weight: 0.5 },
      { tagName: 'walking meditation', tagType: 'technique', weight: 1 },
      { tagName: 'movement', tagType: 'technique', weight: 0.7 },
      { tagName: 'afternoon', tagType: 'time', weight: 1 },
      { tagName: 'morning', tagType: 'time', weight: 0.7 },
      { tagName: 'work', tagType: 'stress', weight: 0.8 },
      { tagName: 'time', tagType: 'stress', weight: 0.7 },
      { tagName: 'family', tagType: 'stress', weight: 0.5 },
    ],
  },

  // ----- Neuroscience -----
  {
    slug: 'focus-reset-attention-training',
    coachSlug: 'theo-lindgren',
    categorySlug: 'neuroscience',
    name: 'Focus Reset: Attention Training',
    description:
      'Count your breaths from one to ten, starting over whenever you lose count. Each restart is one repetition of the skill of bringing attention back.',
    durationMinutes: 5,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Set up',
          instruction:
            'Put your phone face down and close extra tabs. Sit upright and rest your eyes on a point in front of you or close them.',
          duration: '30 seconds',
        },
        {
          title: 'Choose your anchor',
          instruction:
            'Find where you feel the breath most clearly: nostrils, chest or belly. Rest your attention there for a few breaths.',
          duration: '30 seconds',
        },
        {
          title: 'Count to ten',
          instruction:
            'Silently count each out-breath, from one up to ten, then start again at one. When you notice you have lost count or drifted into thought, that noticing is the win. Return to one without judging yourself.',
          duration: '3 minutes',
        },
        {
          title: 'Reflect and aim',
          instruction:
            'Let the counting go. Roughly how often did your mind wander? Now choose the one task you will give your full attention to next.',
          duration: '1 minute',
        },
      ],
    },
    targetGoals: ['improve focus', 'improve performance', 'career growth'],
    moodTargets: ['focused', 'clear', 'alert'],
    stressTypes: ['work', 'time'],
    neuroscienceExplanation:
      'Noticing mind-wandering and returning to a chosen focus exercises attention-control networks in the brain. Studies suggest regular short sessions of focused-attention practice can modestly improve sustained attention.',
    successMetrics: [
      'Completed three minutes of breath counting',
      'Started your next task with a single focus',
    ],
    tags: [
      { tagName: 'improve focus', tagType: 'goal', weight: 1 },
      { tagName: 'improve performance', tagType: 'goal', weight: 0.8 },
      { tagName: 'career growth', tagType: 'goal', weight: 0.5 },
      { tagName: 'attention training', tagType: 'technique', weight: 1 },
      { tagName: 'breath counting', tagType: 'technique', weight: 0.8 },
      { tagName: 'morning', tagType: 'time', weight: 1 },
      { tagName: 'afternoon', tagType: 'time', weight: 0.8 },
      { tagName: 'work', tagType: 'stress', weight: 1 },
      { tagName: 'time', tagType: 'stress', weight: 0.8 },
    ],
  },
  {
    slug: 'if-then-habit-planning',
    coachSlug: 'theo-lindgren',
    categorySlug: 'neuroscience',
    name: 'If-Then Habit Planning',
    description:
      'Shrink a habit to its smallest version, attach it to something you already do every day, and write it as an if-then plan.',
    durationMinutes: 5,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Pick one habit',
          instruction:
            'Choose one habit you want to build, such as reading, stretching, saving money or going to bed earlier. Just one.',
          duration: '1 minute',
        },
        {
          title: 'Make it tiny',
          instruction:
            'Shrink it until it takes under two minutes and feels almost too easy: one page, one stretch, moving one coin to savings, shoes by the door.',
          duration: '1 minute',
        },
        {
          title: 'Find an anchor',
          instruction:
            'Choose something you already do every day at the right time and place, like pouring morning coffee, brushing your teeth or closing your laptop.',
          duration: '1 minute',
        },
        {
          title: 'Write the if-then plan',
          instruction:
            'Write it as one sentence: "If (or after) I [anchor], then I will [tiny habit]." Put it where you will see it.',
          duration: '1 minute',
        },
        {
          title: 'Rehearse it',
          instruction:
            'Close your eyes and picture the anchor moment tomorrow, then see yourself doing the tiny habit right after. Imagine a small sense of satisfaction when it is done.',
          duration: '1 minute',
        },
      ],
    },
    targetGoals: ['build habits', 'financial freedom', 'better sleep', 'improve performance'],
    moodTargets: ['motivated', 'in control', 'clear'],
    stressTypes: ['time', 'money', 'work'],
    neuroscienceExplanation:
      'If-then plans link a cue to an action in advance, so the behaviour needs less willpower in the moment. Many studies show that implementation intentions raise follow-through on goals, and habits tend to form through repetition in a stable context.',
    successMetrics: ['Wrote one if-then plan', 'Did the tiny habit after its anchor on most days this week'],
    tags: [
      { tagName: 'build habits', tagType: 'goal', weight: 1 },
      { tagName: 'financial freedom', tagType: 'goal', weight: 0.6 },
      { tagName: 'better sleep', tagType: 'goal', weight: 0.5 },
      { tagName: 'improve performance', tagType: 'goal', weight: 0.6 },
      { tagName: 'implementation intentions', tagType: 'technique', weight: 1 },
      { tagName: 'habit stacking', tagType: 'technique', weight: 0.9 },
      { tagName: 'morning', tagType: 'time', weight: 1 },
      { tagName: 'flexible', tagType: 'time', weight: 0.7 },
      { tagName: 'time', tagType: 'stress', weight: 0.9 },
      { tagName: 'money', tagType: 'stress', weight: 0.7 },
      { tagName: 'work', tagType: 'stress', weight: 0.6 },
    ],
  },
  {
    slug: 'reframe-the-thought',
    coachSlug: 'theo-lindgren',
    categorySlug: 'neuroscience',
    name: 'Reframe the Thought',
    description:
      'Catch a stressful thought, check it against the facts and find a more balanced way to see the situation. A short cognitive reappraisal exercise.',
    durationMinutes: 6,
    difficultyLevel: 'intermediate',
    stepByStepGuide: {
      steps: [
        {
          title: 'Name the situation',
          instruction:
            'Write one line describing a situation that is bothering you, sticking to the facts, as a camera would record them.',
          duration: '1 minute',
        },
        {
          title: 'Catch the thought and feeling',
          instruction:
            'Write the thought running through your mind, such as "I always mess this up". Name the feeling and rate its strength from 0 to 10.',
          duration: '1 minute',
        },
        {
          title: 'Check the evidence',
          instruction:
            'Ask: what supports this thought, and what does not fit it? What would I tell a friend who had this thought? Note a few points on each side.',
          duration: '1:30',
        },
        {
          title: 'Find a balanced view',
          instruction:
            'Write a more balanced thought that you can honestly believe, for example "this went badly, and I have handled hard things before". It does not need to be cheerful, just fair.',
          duration: '1:30',
        },
        {
          title: 'Re-rate and choose a step',
          instruction:
            'Rate the feeling again from 0 to 10 and notice any change. Choose one small helpful action you can take next.',
          duration: '1 minute',
        },
      ],
    },
    targetGoals: ['emotional balance', 'build confidence', 'improve relationships'],
    moodTargets: ['balanced', 'clear-headed', 'hopeful'],
    stressTypes: ['work', 'money', 'relationships', 'family'],
    neuroscienceExplanation:
      'Cognitive reappraisal, changing how you interpret a situation, is one of the best-studied ways to regulate emotions. Brain imaging suggests it involves prefrontal regions that help modulate emotional responses.',
    successMetrics: [
      'Feeling intensity dropped by at least one point',
      'Wrote a balanced alternative thought',
    ],
    tags: [
      { tagName: 'emotional balance', tagType: 'goal', weight: 1 },
      { tagName: 'build confidence', tagType: 'goal', weight: 0.7 },
      { tagName: 'improve relationships', tagType: 'goal', weight: 0.5 },
      { tagName: 'cognitive reappraisal', tagType: 'technique', weight: 1 },
      { tagName: 'journaling', tagType: 'technique', weight: 0.6 },
      { tagName: 'afternoon', tagType: 'time', weight: 0.8 },
      { tagName: 'evening', tagType: 'time', weight: 0.8 },
      { tagName: 'work', tagType: 'stress', weight: 1 },
      { tagName: 'money', tagType: 'stress', weight: 0.8 },
      { tagName: 'relationships', tagType: 'stress', weight: 0.8 },
      { tagName: 'family', tagType: 'stress', weight: 0.7 },
    ],
  },
  {
    slug: 'non-sleep-deep-rest',
    coachSlug: 'theo-lindgren',
    categorySlug: 'neuroscience',
    name: 'Non-Sleep Deep Rest (NSDR)',
    description:
      'Lie down and guide your body into deep rest while staying awake, using long exhales and a slow tour of the body. Useful for an afternoon recharge or before sleep.',
    durationMinutes: 10,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Lie down',
          instruction:
            'Lie on your back with your arms by your sides and legs uncrossed, or recline in a chair. Close your eyes and let the floor hold your full weight.',
          duration: '1 minute',
        },
        {
          title: 'Long exhales',
          instruction:
            'Breathe in gently through your nose, then let the breath out slowly for about twice as long. With each exhale, let your body feel a little heavier.',
          duration: '2 minutes',
        },
        {
          title: 'Body rotation',
          instruction:
            'Move your attention quickly around the body, resting only a moment on each part: right hand, right arm, right shoulder, right side, right leg, right foot. Then the same on the left. Then back, belly, chest, face.',
          duration: '3 minutes',
        },
        {
          title: 'Heavy and warm',
          instruction:
            'Feel your whole body at once. Silently repeat "my body is heavy and warm" and notice any sensations of weight and warmth spreading.',
          duration: '2 minutes',
        },
        {
          title: 'Rest in stillness',
          instruction:
            'Let go of all effort. Rest with nothing to do. If you drift toward sleep, that is fine.',
          duration: '1:30',
        },
        {
          title: 'Return slowly',
          instruction:
            'Take a deeper breath. Move your fingers and toes, stretch if you like, and open your eyes slowly before getting up.',
          duration: '30 seconds',
        },
      ],
    },
    targetGoals: ['better sleep', 'improve performance', 'emotional balance'],
    moodTargets: ['rested', 'restored', 'calm'],
    stressTypes: ['work', 'time', 'family'],
    neuroscienceExplanation:
      'NSDR is a modern name for guided deep-relaxation methods such as yoga nidra. Small studies of these methods report lower stress and better sleep quality for some people, and a short rest can help you feel refreshed; it does not replace sleep.',
    successMetrics: [
      'Stayed lying still for the full ten minutes',
      'Feel more rested afterwards (self-rated)',
    ],
    tags: [
      { tagName: 'better sleep', tagType: 'goal', weight: 1 },
      { tagName: 'improve performance', tagType: 'goal', weight: 0.6 },
      { tagName: 'emotional balance', tagType: 'goal', weight: 0.6 },
      { tagName: 'nsdr', tagType: 'technique', weight: 1 },
      { tagName: 'yoga nidra', tagType: 'technique', weight: 0.8 },
      { tagName: 'afternoon', tagType: 'time', weight: 1 },
      { tagName: 'night', tagType: 'time', weight: 0.8 },
      { tagName: 'work', tagType: 'stress', weight: 0.8 },
      { tagName: 'time', tagType: 'stress', weight: 0.7 },
      { tagName: 'family', tagType: 'stress', weight: 0.6 },
    ],
  },
  {
    slug: 'brain-wave-entrainment',
    coachSlug: 'theo-lindgren',
    categorySlug: 'neuroscience',
    name: 'Brain Wave Entrainment',
    description:
      'Three minutes of binaural beats: a slightly different tone in each ear that your brain hears as a gentle pulse, for focus, creativity or insight. Headphones recommended.',
    durationMinutes: 3,
    difficultyLevel: 'beginner',
    stepByStepGuide: {
      steps: [
        {
          title: 'Settle in',
          instruction:
            'Put your headphones on and keep the volume low. Close your eyes or soften your gaze, and let your breath slow down.',
          duration: '30 seconds',
        },
        {
          title: 'Entrain',
          instruction:
            'Stay with the gentle pulse between your ears. When thoughts come, let them pass and return to the sound.',
          duration: '2 minutes',
        },
        {
          title: 'Integrate',
          instruction:
            'Let the sound fade into the background. Notice how your mind feels now, then choose what you will do next.',
          duration: '30 seconds',
        },
      ],
    },
    targetGoals: ['improve focus', 'improve performance'],
    moodTargets: ['focused', 'calm', 'clear'],
    stressTypes: ['work'],
    neuroscienceExplanation:
      'When each ear hears a steady tone and the two differ by a few hertz, the brain perceives a beat at the difference. Research on whether such beats change attention is mixed; many people find the steady sound a helpful cue to settle and focus.',
    successMetrics: ['Listened for the full three minutes', 'Started your next task with a settled mind'],
    tags: [
      { tagName: 'improve focus', tagType: 'goal', weight: 0.8 },
      { tagName: 'improve performance', tagType: 'goal', weight: 0.5 },
      { tagName: 'binaural beats', tagType: 'technique', weight: 1 },
      { tagName: 'sound', tagType: 'technique', weight: 0.6 },
      { tagName: 'afternoon', tagType: 'time', weight: 0.8 },
      { tagName: 'work', tagType: 'stress', weight: 0.6 },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Achievements: what earns each one and its XP reward
// ---------------------------------------------------------------------------------------------

export const seedAchievements: SeedAchievement[] = [
  {
    key: 'first_checkin',
    name: 'First Check-in',
    description: 'Log your first mood check-in.',
    category: 'mood',
    requirementType: 'mood_count',
    requirementValue: 1,
    xpReward: 20,
    icon: 'mood',
  },
  {
    key: 'mood_tracker',
    name: 'Mood Tracker',
    description: 'Log your mood 7 days in a row.',
    category: 'mood',
    requirementType: 'mood_streak',
    requirementValue: 7,
    xpReward: 50,
    icon: 'calendar',
  },
  {
    key: 'first_practice',
    name: 'First Practice',
    description: 'Complete your first practice.',
    category: 'practice',
    requirementType: 'practice_count',
    requirementValue: 1,
    xpReward: 30,
    icon: 'award',
  },
  {
    key: 'week_warrior',
    name: 'Week Warrior',
    description: 'Complete 7 practices.',
    category: 'practice',
    requirementType: 'practice_count',
    requirementValue: 7,
    xpReward: 100,
    icon: 'trending-up',
  },
  {
    key: 'streak_master',
    name: 'Streak Master',
    description: 'Check in or practise 7 days in a row.',
    category: 'streak',
    requirementType: 'activity_streak',
    requirementValue: 7,
    xpReward: 150,
    icon: 'star',
  },
  {
    key: 'habit_former',
    name: 'Habit Former',
    description: 'Check in or practise 21 days in a row.',
    category: 'streak',
    requirementType: 'activity_streak',
    requirementValue: 21,
    xpReward: 300,
    icon: 'calendar',
  },
  {
    key: 'breath_master',
    name: 'Breath Master',
    description: 'Complete 20 Breathwork practices.',
    category: 'category',
    requirementType: 'category_count:breathwork',
    requirementValue: 20,
    xpReward: 200,
    icon: 'wind',
  },
  {
    key: 'gratitude_guru',
    name: 'Gratitude Guru',
    description: 'Complete 15 Gratitude practices.',
    category: 'category',
    requirementType: 'category_count:gratitude',
    requirementValue: 15,
    xpReward: 200,
    icon: 'heart',
  },
  {
    key: 'high_vibes',
    name: 'High Vibes',
    description: 'Log a mood of 8 or more 10 times.',
    category: 'mood',
    requirementType: 'high_mood_count',
    requirementValue: 10,
    xpReward: 100,
    icon: 'sun',
  },
  {
    key: 'effectiveness_expert',
    name: 'Effectiveness Expert',
    description: 'Rate 10 practices 8 or more for effectiveness.',
    category: 'practice',
    requirementType: 'high_rating_count',
    requirementValue: 10,
    xpReward: 150,
    icon: 'star',
  },
];
