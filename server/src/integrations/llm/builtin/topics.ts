/**
 * What the built-in coach can be asked about, each with how it listens (empathy), how it says it plainly
 * (brief) and the words it searches the practice library with.
 */
export type TopicIntent =
  | 'stress'
  | 'sleep'
  | 'motivation'
  | 'focus'
  | 'low_mood'
  | 'confidence'
  | 'relationships'
  | 'gratitude'
  | 'recommend_practice';

interface Topic {
  /** How the thought describes what the person brought up. */
  about: string;
  /** Sentences of understanding, persona-neutral (the opener carries the persona). */
  empathy: string[];
  /** One plain sentence on the topic, for people who prefer a direct style. */
  brief: string;
  /** Words for the practice search, added to the person's own. */
  query: string;
  category?: string;
}

export const TOPICS: Record<TopicIntent, Topic> = {
  stress: {
    brief: "Let's take the edge off the stress.",
    about: 'feeling stressed or anxious',
    empathy: [
      'Stress that keeps piling up is exhausting, and a few minutes of slower breathing can take the edge off.',
      'When everything feels urgent, a short reset helps your body step out of alarm mode.',
    ],
    query: 'stress anxiety calm relax breathing grounding tension overwhelm',
  },
  sleep: {
    brief: "Let's help you wind down for sleep.",
    about: 'trouble sleeping',
    empathy: [
      'Poor sleep wears everything down, and a calm wind-down can make it easier to drift off.',
      'A busy mind at night is really common; giving it something slow and steady to follow often helps.',
    ],
    query: 'sleep rest night bedtime wind down relax deep rest',
  },
  motivation: {
    brief: "Let's build momentum with one small win.",
    about: 'low motivation',
    empathy: [
      "Motivation usually follows action rather than the other way round, so let's start small.",
      'Momentum comes from small wins you can finish today.',
    ],
    query: 'motivation goals habits success wins confidence performance',
  },
  focus: {
    brief: "Let's clear the noise so you can focus.",
    about: 'trouble focusing',
    empathy: [
      'Attention is trainable, and a short reset can clear some of the mental clutter.',
      'A scattered mind often just needs one simple thing to come back to.',
    ],
    query: 'focus attention concentration clarity',
  },
  low_mood: {
    brief: "Let's start with something gentle.",
    about: 'feeling low',
    empathy: [
      "Low days happen, and you don't have to fix everything at once.",
      "It's okay to feel this way; let's find something gentle that might help a little.",
    ],
    query: 'difficult emotions self compassion kindness savoring calm',
  },
  confidence: {
    brief: "Let's build your confidence step by step.",
    about: 'confidence and nerves',
    empathy: [
      'Nerves usually mean something matters to you.',
      'Confidence grows from rehearsal and small proof, not from waiting to feel ready.',
    ],
    query: 'confidence performance rehearsal visualization success',
  },
  relationships: {
    brief: "Let's look after you first.",
    about: 'relationships',
    empathy: [
      'Relationships can stir up a lot, and looking after yourself helps you show up the way you want to.',
      'Connection takes care, including the care you give yourself.',
    ],
    query: 'relationships connection kindness gratitude letter compassion',
  },
  gratitude: {
    brief: "Let's notice what's going well.",
    about: 'gratitude',
    empathy: [
      'Noticing what is going well is a skill, and it gets easier with practice.',
      'Gratitude works best when it is specific and small.',
    ],
    query: 'gratitude thankful savoring appreciation good things',
    category: 'gratitude',
  },
  recommend_practice: {
    brief: "Here's one that fits you.",
    about: 'a practice suggestion',
    empathy: ["Here's one that fits you well.", 'I picked this one with your goals in mind.'],
    query: '',
  },
};

const TOPIC_INTENTS = Object.keys(TOPICS) as TopicIntent[];
export const isTopic = (intent: string | undefined): intent is TopicIntent =>
  TOPIC_INTENTS.includes(intent as TopicIntent);
