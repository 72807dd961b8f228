import { plainLower } from './sentences';

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
    query: 'relationships conflict difficult emotions reframe calm compassion connection',
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

/**
 * Words that show a message is about a topic. The intent model, trained on a few hundred phrasings, can be
 * sure of a topic the message never mentions ('so angry at my brother i could scream' read as sleep); a
 * topic is only acted on when the message says something of it, and a practice request when it asks.
 */
const TOPIC_EVIDENCE: Record<TopicIntent, RegExp> = {
  recommend_practice:
    /\b(?:practices?|exercises?|techniques?|suggest\w*|recommend\w*|something|anything|try|give me|show me|teach me|find me|what (?:should|can|could) i|meditat\w*|breath\w*|visuali[sz]\w*|mindful\w*|minutes?|quick|short)\b/,
  stress:
    /\b(?:stress\w*|anxi\w*|nervous|nerves|panic\w*|overwhelm\w*|pressure|deadlines?|exams?|tests?|worr\w*|calm\w*|relax\w*|ang(?:er|ry)|rage|furious|irritat\w*|frustrat\w*|tense|tension|frazzled|freak\w*|on edge|burn(?:ed|t)? ?out|too much|piling|overthink\w*|racing)\b/,
  sleep:
    /\b(?:sleep\w*|slept|insomnia|asleep|awake|bed\w*|night\w*|tired(?! of)|exhausted|drained|wind down|rest(?:less)?|nap\w*|[0-9]+ ?am)\b/,
  motivation:
    /\b(?:motivat\w*|unmotivated|procrastinat\w*|lazy|stuck|drive|habits?|get (?:started|going)|putting (?:it|things) off|push|on track|goals?|momentum|energy|pump|kick)\b/,
  focus:
    /\b(?:focus\w*|concentrat\w*|distract\w*|attention|study\w*|brain fog|scattered|wander\w*|deep work|train of thought)\b/,
  low_mood:
    /\b(?:sad|down|low|lonely|alone|empty|cry\w*|depress\w*|blue|miserable|unhappy|bad (?:day|week)|not okay|not ok|numb|hopeless|rough|awful|terrible|heavy|heartbroken|upset|failure|nothing feels good)\b/,
  confidence:
    /\b(?:confiden\w*|nervous|interview|presentation|not good enough|doubt\w*|insecur\w*|imposter|impostor|self.?esteem|believe in myself|speech|perform\w*|audition|date|fail\w*|public speaking|big (?:game|match|day)|compare myself)\b/,
  relationships:
    /\b(?:partner|boyfriend|girlfriend|husband|wife|friends?|family|mum|mom|mother|dad|father|brother|sister|parents?|kids?|son|daughter|fight\w*|argu\w*|relationship\w*|breakup|broke up|ex|coworker|colleague|boss|people|loved|boundaries|disconnected)\b/,
  gratitude: /\b(?:grate\w*|gratitude|thank\w*|appreciat\w*|blessed|good things|positives?|savou?r\w*)\b/,
};

/**
 * The topic a message is about: the one the intent model named when the message bears it out, else the
 * first topic the message's words show, else null (the model's topic had nothing behind it).
 */
export function topicInMessage(intent: TopicIntent, message: string): TopicIntent | null {
  const lower = plainLower(message);
  if (TOPIC_EVIDENCE[intent].test(lower)) return intent;
  return topicShownIn(message);
}

/** The first topic the message's words show, a need before a bare request; null when none does. */
export function topicShownIn(message: string): TopicIntent | null {
  const lower = plainLower(message);
  // A request ('anything for this?') says nothing of the need: TOPICS lists it last, after the needs.
  return TOPIC_INTENTS.find((topic) => TOPIC_EVIDENCE[topic].test(lower)) ?? null;
}
