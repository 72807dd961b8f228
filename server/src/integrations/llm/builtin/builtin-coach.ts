import type { ChatAction } from '@flowmind/core/contracts/chat';
import {
  chunkForStreaming,
  coachFirstName,
  moodTrend,
  parseStatedMood,
  practiceLink,
} from '@flowmind/core/chat-coach';
import { isMedicalAdviceRequest, MEDICAL_ADVICE_REDIRECT } from '@flowmind/core/chat-safety';
import { HIGH_MOOD_THRESHOLD, XP_HIGH_MOOD_BONUS, XP_PER_MOOD } from '@flowmind/core/gamification';
import { moodLabel } from '@flowmind/core/mood';
import type {
  CoachEngine,
  CoachTurn,
  EngineEmitter,
  EngineReply,
  LibraryPractice,
  PersonContext,
} from '../coach-engine';
import { categoryFromText } from '../practice-search';
import { categorySlug, practicesToAvoid } from '@flowmind/core/coach-memory';
import { sharedIntentClassifier, type IntentClassifier } from './intent-classifier';
import { personaVoice, type PersonaVoice } from './persona';
import {
  factKeyword,
  isOffTopicRequest,
  lastAssistantTurn,
  memoryQuestion,
  practiceMeant,
  practiceVerdict,
  recentReplies,
  recommendedInHistory,
  type PracticeRef,
} from './conversation-rules';
import { readFeeling } from './feelings';

export const BUILTIN_PROVIDER = 'builtin';
export const BUILTIN_MODEL = 'flowmind-coach-1';

type TopicIntent =
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

const TOPICS: Record<TopicIntent, Topic> = {
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
const isTopic = (intent: string | undefined): intent is TopicIntent =>
  TOPIC_INTENTS.includes(intent as TopicIntent);

const CAPABILITIES =
  "I can suggest a practice for stress, sleep, focus or motivation, show how you're doing, or log your mood when you tell me a number from 1 to 10.";
const BUILT_IN_STATEMENT =
  "Right now I'm Flowmind's built-in coach, so I answer from your practice library and your progress rather than a large language model.";

/** A stable number for a text, so the same turn always reads the same (and tests are repeatable). */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** The sentence of a 'why it helps' text that actually says why (mentions an effect), else the first. */
function explainingSentence(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]+/g)?.map((sentence) => sentence.trim()) ?? [];
  return (
    sentences.find((sentence) =>
      /\b(?:helps?|linked|tends?|calm\w*|lowers?|reduces?|eases?|shifts?|trains?|builds?)\b/i.test(sentence),
    ) ?? firstSentence(text)
  );
}

function firstSentence(text: string | null | undefined): string {
  if (!text) return '';
  const match = /^.*?[.!?](?=\s|$)/.exec(text.trim());
  return (match ? match[0] : text.trim()).trim();
}

/** 'Nadia helps you feel...' -> 'I help you feel...': a coach's description as the coach says it. */
export function inFirstPerson(sentence: string, coachFirst: string): string {
  const escaped = coachFirst.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^${escaped}\\s+([a-z]+)\\b`).exec(sentence);
  if (!match) return sentence;
  const verb = match[1]!;
  const base = /(?:ch|sh|ss|x)es$/.test(verb)
    ? verb.slice(0, -2)
    : verb.endsWith('s')
      ? verb.slice(0, -1)
      : verb;
  return `I ${base}${sentence.slice(match[0].length)}`.replace(
    /\b(?:her|his) (sessions|practices)\b/g,
    'my $1',
  );
}

/** Continues a sentence with a paragraph ('Try ...' -> 'try ...'); 'I' stays 'I'. */
function lowerFirst(text: string): string {
  return /^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** Onboarding goals are short labels ('improve focus'); after 'your goal of' they read as nouns. */
const GOAL_PHRASES: Record<string, string> = {
  'build habits': 'building habits',
  'improve focus': 'better focus',
  'improve performance': 'better performance',
  'build confidence': 'more confidence',
  'improve relationships': 'better relationships',
  'sense of purpose': 'a sense of purpose',
};

export function goalPhrase(goal: string): string {
  return GOAL_PHRASES[goal.toLowerCase()] ?? goal;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

interface ReplyDraft {
  intent: string;
  thought: string;
  action: string;
  observation: string;
  paragraphs: string[];
  actions: ChatAction[];
}

export interface BuiltinCoachOptions {
  /** Words per streamed piece of the answer. */
  wordsPerChunk?: number;
}

/** First sentences that reflect a hard feeling back, by the feeling the risk check heard. */
const FEELING_REFLECTIONS: Record<string, ((name: string) => string)[]> = {
  sadness: [
    (name) => `I'm so sorry, ${name}. That sounds really sad and heavy to carry.`,
    (name) => `That sounds so painful, ${name}, and it makes sense that you feel low.`,
    (name) => `I'm sorry it's such a heavy time, ${name}.`,
    (name) => `That sounds like a really hard day, ${name}.`,
  ],
  anxiety: [
    (name) => `That sounds really frightening, ${name}, and it makes sense that you feel on edge.`,
    (name) => `Worry like that is exhausting, ${name}. It makes sense that you feel anxious.`,
    (name) => `That sounds like a lot of worry to carry, ${name}.`,
    (name) => `Feeling on edge like that is hard, ${name}, and it makes sense with all that going on.`,
  ],
  anger: [
    (name) => `That sounds really frustrating, ${name}. It makes sense that you're angry.`,
    (name) => `Anyone would be upset by that, ${name}. Your anger makes sense.`,
    (name) => `That would get to anyone, ${name}.`,
  ],
  shame: [
    (name) =>
      `That sounds really painful, ${name}. Feeling humiliated or ashamed like that hurts, and it does not define you.`,
    (name) =>
      `I'm sorry that happened, ${name}. Moments like that sting, and they say nothing about your worth.`,
  ],
  loneliness: [
    (name) => `Feeling that alone is really hard, ${name}. I'm glad you reached out.`,
    (name) => `That sounds lonely, ${name}, and you deserve to feel connected.`,
    (name) => `I'm sorry you're feeling so on your own, ${name}.`,
  ],
  overwhelm: [
    (name) => `That's a lot to carry at once, ${name}. No wonder you feel overwhelmed.`,
    (name) => `It sounds like everything is piling up, ${name}, and that is exhausting.`,
    (name) => `That's a heavy load, ${name}, and it makes sense that you feel stretched thin.`,
  ],
  default: [
    (name) => `That sounds really hard, ${name}. I'm sorry you're going through it.`,
    (name) => `I'm sorry, ${name}. That sounds like a lot to be feeling.`,
    (name) => `That sounds tough, ${name}.`,
  ],
};

const LISTENING_INVITATIONS = [
  "Would you like to tell me more about what happened? I'm listening.",
  "What's been the hardest part of it for you?",
  'Do you want to talk it through, or would something gentle to help you settle feel better right now?',
  "What's been weighing on you most?",
  "I'm here to listen, whenever you want to say more.",
];

/** The medical reply's support, without any number (no doses, durations or scores). */
const MEDICAL_SUPPORT = [
  'Your doctor or pharmacist can look at that with you properly, and it is a good question to bring to them.',
  'A doctor or pharmacist is the right person to check that with you, and it is worth asking them.',
  'Please check that with your doctor or a pharmacist; they can answer it safely for you.',
];

/** First sentences for a stated mood, by level: a very low one is met with care, never with cheer. */
const VERY_LOW_MOOD = [
  (name: string) => `That sounds like a really hard day, ${name}. I'm sorry it's this tough right now.`,
  (name: string) => `I'm sorry, ${name}. It sounds like today is really hard.`,
  (name: string) => `That's a really low day, ${name}, and I'm glad you told me.`,
];
const LOW_MOOD = [
  (name: string) => `Thanks for telling me, ${name}. It sounds like today is a bit of a struggle.`,
  (name: string) => `I hear you, ${name}. Days like this can feel heavy.`,
  (name: string) => `That sounds like a tough day, ${name}.`,
];
const MIDDLE_MOOD = [
  (name: string) => `Thanks for checking in, ${name}.`,
  (name: string) => `Got it, ${name}.`,
  (name: string) => `Thanks for letting me know, ${name}.`,
];
const ANOTHER_OPENERS = [
  (name: string) => `Of course, ${name}. Here's a different one.`,
  (name: string) => `Sure, ${name}, let's try something else.`,
  (name: string) => `No problem, ${name}. Here's another option.`,
  (name: string) => `Happy to, ${name}. This one is different.`,
  (name: string) => `Let's switch it up, ${name}.`,
];
const RECOMMEND_OPENERS = [
  (name: string) => `Good idea, ${name}.`,
  (name: string) => `Happy to help with that, ${name}.`,
  (name: string) => `Sure thing, ${name}.`,
  (name: string) => `Of course, ${name}.`,
  (name: string) => `Let's find you one, ${name}.`,
];
/** The last message's feeling, read once however many sentences of a reply ask about it. */
let lastReading: { text: string; reading: ReturnType<typeof readFeeling> } | null = null;
function readingOf(text: string): ReturnType<typeof readFeeling> {
  if (lastReading?.text !== text) lastReading = { text, reading: readFeeling(text) };
  return lastReading.reading;
}

/** How long a category that did not help is left out after the person said so. */
const DISLIKED_CATEGORY_DAYS = 14;

/**
 * The built-in, offline coach: understands the message (rules for moods and medical questions, then a
 * small trained intent model), acts for the person through the toolbox (practices, progress, moods) and
 * answers in the coach's voice and the person's communication style.
 */
export class BuiltinCoachEngine implements CoachEngine {
  readonly provider = BUILTIN_PROVIDER;
  readonly model = BUILTIN_MODEL;
  readonly builtIn = true;

  constructor(private readonly options: BuiltinCoachOptions = {}) {}

  async warmUp(): Promise<void> {
    await sharedIntentClassifier();
  }

  async reply(turn: CoachTurn, emit: EngineEmitter): Promise<EngineReply> {
    const classifier = await sharedIntentClassifier();
    const draft = await this.draft(turn, classifier);
    for (const action of draft.actions) await emit({ type: 'action', action });
    const finalAnswer = draft.paragraphs.filter((paragraph) => paragraph.trim() !== '').join('\n\n');
    for (const piece of chunkForStreaming(finalAnswer, this.options.wordsPerChunk ?? 3)) {
      await emit({ type: 'delta', text: piece });
    }
    return {
      thought: draft.thought,
      action: draft.action,
      observation: draft.observation,
      finalAnswer,
      actions: draft.actions,
      provider: this.provider,
      model: this.model,
      builtIn: true,
      intent: draft.intent,
    };
  }

  private async draft(turn: CoachTurn, classifier: IntentClassifier): Promise<ReplyDraft> {
    const statedMood = parseStatedMood(turn.message);
    if (statedMood !== null) return this.logMood(turn, statedMood);
    if (isMedicalAdviceRequest(turn.message)) return this.declineMedicalAdvice(turn);
    if (isOffTopicRequest(turn.message)) return this.declineOffTopic(turn);

    const { intent, score } = await classifier.classify(turn.message);
    const confidence = `intent '${intent}', confidence ${score.toFixed(2)}`;
    const lastAssistant = lastAssistantTurn(turn.history);

    // Feedback on a practice is heard before anything the words might look like ('that was useless').
    const verdict = practiceVerdict(turn.message);
    if (verdict) {
      const meant = practiceMeant(turn.message, turn.history, turn.person.completedPractices);
      if (meant) return this.hearFeedback(turn, verdict, meant, confidence);
    }

    // Someone hurting is heard first: no celebration, greeting or quiz, whatever the words looked like.
    const feeling = this.feeling(turn);
    const quiet = ['progress', 'another', 'thanks', 'farewell'];
    if (feeling !== null && feeling !== 'joy' && !isTopic(intent) && !quiet.includes(intent)) {
      return this.comfort(turn, confidence);
    }
    // Good news is celebrated, whatever the classifier made of the words.
    const topicOrQuiet = (isTopic(intent) && intent !== 'gratitude') || quiet.includes(intent);
    if (feeling === 'joy' && !topicOrQuiet && !['positive', 'greeting'].includes(intent)) {
      return this.celebrate(turn, confidence);
    }

    if (isTopic(intent)) return this.recommendForTopic(turn, intent, confidence);
    switch (intent) {
      case 'progress':
        return this.showProgress(turn, confidence);
      case 'log_mood':
        return this.askForMood(turn, confidence);
      case 'positive':
        return this.celebrate(turn, confidence);
      case 'greeting':
        return this.greet(turn, confidence);
      case 'farewell':
      case 'thanks':
        return this.closeWarmly(turn, intent, confidence);
      case 'about_coach':
        return this.introduceCapabilities(turn, confidence);
      case 'affirm':
        return this.followUp(turn, lastAssistant, confidence);
      case 'deny':
        return this.acceptNo(turn, confidence);
      case 'another': {
        const previousTopic = isTopic(lastAssistant?.intent) ? lastAssistant.intent : 'recommend_practice';
        return this.recommendForTopic(turn, previousTopic, confidence, { another: true });
      }
      default: {
        // A practice category named outright ('something with visualization') is a request for one.
        if (categoryFromText(turn.message))
          return this.recommendForTopic(turn, 'recommend_practice', confidence);
        return this.clarify(turn, lastAssistant?.action === 'clarify', confidence);
      }
    }
  }

  // ---- helpers -------------------------------------------------------------------------------

  private name(person: PersonContext): string {
    return person.firstName?.trim() || 'friend';
  }

  private voice(turn: CoachTurn): PersonaVoice {
    return personaVoice(turn.coach);
  }

  /**
   * Picks a phrase for this turn that none of the coach's last five replies used, so openers, closers,
   * invitations and cheers never sound canned; when all were used, the one used longest ago.
   */
  private pick<T>(turn: CoachTurn, options: T[], salt: string, render: (option: T) => string = String): T {
    const replies = recentReplies(turn.history, 5);
    const start = hashOf(`${salt}|${turn.message}|${turn.history.length}`) % options.length;
    let oldest = options[start]!;
    let oldestAge = -1;
    for (let offset = 0; offset < options.length; offset += 1) {
      const option = options[(start + offset) % options.length]!;
      const age = replies.findIndex((reply) => reply.includes(render(option)));
      if (age === -1) return option;
      if (age > oldestAge) {
        oldest = option;
        oldestAge = age;
      }
    }
    return oldest;
  }

  private pickNamed(turn: CoachTurn, options: ((name: string) => string)[], salt: string): string {
    const name = this.name(turn.person);
    return this.pick(turn, options, salt, (option) => option(name))(name);
  }

  /** The feeling heard in the message: the risk check's when the tier is distress, else our own reading. */
  private feeling(turn: CoachTurn): string | null {
    if (turn.riskTier === 'distress' && turn.feeling !== undefined) return turn.feeling;
    const reading = readingOf(turn.message);
    if (reading.feeling === 'joy') return reading.tone > 0 ? 'joy' : null;
    if (reading.feeling && reading.tone < 0) return reading.feeling;
    return null;
  }

  /**
   * One remembered person, stressor or goal to ask about, where it fits: never two replies in a row, and
   * never one the message or the last five replies already mention.
   */
  private memoryLine(turn: CoachTurn): string {
    const last = lastAssistantTurn(turn.history)?.content ?? '';
    const replies = recentReplies(turn.history, 5).map((reply) => reply.toLowerCase());
    const facts = turn.memory.filter((fact) => ['stressor', 'person', 'goal'].includes(fact.kind));
    if (facts.length === 0 || /\bHow (?:are things going|is)\b[^?]*\?/.test(last)) return '';
    const message = turn.message.toLowerCase();
    for (const fact of facts) {
      const keyword = factKeyword(fact).toLowerCase();
      if (message.includes(keyword) || replies.some((reply) => reply.includes(keyword))) continue;
      const question = memoryQuestion(fact);
      if (question) return question;
    }
    return '';
  }

  private opener(turn: CoachTurn): string {
    // Never a cheerful opener on a negative message: what they feel comes first.
    const feeling = this.feeling(turn);
    if (feeling !== null && feeling !== 'joy') return this.reflection(turn);
    const name = this.name(turn.person);
    const render = (opener: (value: string) => string) => opener(name);
    return render(this.pick(turn, this.voice(turn).openers, 'opener', render));
  }

  private closer(turn: CoachTurn): string {
    return this.pick(turn, this.voice(turn).closers, 'closer');
  }

  private cheer(turn: CoachTurn): string {
    const name = this.name(turn.person);
    const render = (cheer: (value: string) => string) => cheer(name);
    return render(this.pick(turn, this.voice(turn).cheers, 'cheer', render));
  }

  private invitation(turn: CoachTurn): string {
    return this.pick(turn, this.voice(turn).invitations, 'invitation');
  }

  private moods(person: PersonContext): number[] {
    if (person.recentMoods.length > 0) return person.recentMoods.map((mood) => mood.score);
    return person.initialMood !== null ? [person.initialMood] : [];
  }

  private moodSentence(person: PersonContext): string {
    // The onboarding mood is named as such, never presented as a recent check-in.
    const checkIns = person.recentMoods.filter((mood) => !mood.atSignUp);
    if (checkIns.length === 0) {
      const atSignUp = person.recentMoods.find((mood) => mood.atSignUp)?.score ?? person.initialMood;
      return atSignUp !== null ? `When you joined, you rated your mood ${atSignUp}/10.` : '';
    }
    const trend = moodTrend(checkIns.map((mood) => mood.score));
    if (trend.latest === null) return '';
    const oldest = trend.scores[trend.scores.length - 1]!;
    switch (trend.direction) {
      case 'mixed':
        return `Your mood has been up and down lately, between ${trend.low} and ${trend.high}.`;
      case 'lifting':
        return `Your mood has been lifting lately, from ${oldest} to ${trend.latest}, which is worth noticing.`;
      case 'dipping':
        return `Your mood has dipped a little lately, from ${oldest} to ${trend.latest}, so let's keep things gentle.`;
      case 'steady':
        return `Your mood has been fairly steady lately, around ${trend.average}/10.`;
      default:
        return `Your last check-in was ${trend.latest}/10 (${moodLabel(trend.latest)}).`;
    }
  }

  private streakSentence(person: PersonContext): string {
    if (person.streak >= 2)
      return `You're on a ${person.streak}-day streak, and that consistency really counts.`;
    if (person.streak === 1) return "You've already shown up for yourself today.";
    return '';
  }

  private contextSummary(person: PersonContext): string {
    const trend = moodTrend(this.moods(person));
    const parts = [
      trend.average === null
        ? 'No moods logged yet.'
        : `Mood trend ${trend.direction}, latest ${trend.latest}, average ${trend.average}.`,
      person.goals.length > 0 ? `Goals: ${person.goals.join(', ')}.` : 'No goals set.',
      `Streak ${person.streak}, level ${person.level}.`,
      person.communicationStyle ? `Communication style: ${person.communicationStyle}.` : '',
    ];
    return parts.filter(Boolean).join(' ');
  }

  /**
   * What not to suggest and what to favour: every practice already suggested in this conversation (unless
   * asked for by name or 'again'); practices that did not help and, for a while, their category (said in
   * this conversation or remembered); kinds the person dislikes; and what helped, ranked first.
   */
  private practiceMemory(turn: CoachTurn, extraDisliked: PracticeRef[] = []) {
    const message = turn.message.toLowerCase();
    const askedAgain = /\bagain\b|\bsame one\b/.test(message);
    const suggested = recommendedInHistory(turn.history).filter(
      (practice) => !askedAgain && !message.includes(practice.name.toLowerCase()),
    );
    const disliked: PracticeRef[] = [...extraDisliked];
    turn.history.forEach((entry, index) => {
      if (entry.role !== 'user' || practiceVerdict(entry.content) !== 'did_not_help') return;
      const meant = practiceMeant(entry.content, turn.history.slice(0, index), []);
      if (meant) disliked.push(meant);
    });
    const remembered = practicesToAvoid(turn.memory ?? []);
    const avoidIds = new Set([...suggested, ...disliked].map((practice) => practice.id));
    for (const id of remembered.practiceIds) avoidIds.add(id);
    const avoidCategories = new Set([
      ...disliked.map((practice) => practice.category),
      ...remembered.categories,
    ]);
    const helpedIds = new Set<string>();
    const helpedCategories = new Set<string>();
    const recent = Date.now() - DISLIKED_CATEGORY_DAYS * 86_400_000;
    for (const fact of turn.memory ?? []) {
      if (fact.kind === 'did_not_help' && fact.category && Date.parse(fact.updatedAt) >= recent) {
        avoidCategories.add(categorySlug(fact.category));
      } else if (fact.kind === 'helped') {
        if (fact.practiceId) helpedIds.add(fact.practiceId);
        if (fact.category) helpedCategories.add(categorySlug(fact.category));
      }
    }
    return { avoidIds, avoidCategories, helpedIds, helpedCategories };
  }

  private async findPractices(
    turn: CoachTurn,
    query: string,
    options: { category?: string; disliked?: PracticeRef[] } = {},
  ): Promise<LibraryPractice[]> {
    const memory = this.practiceMemory(turn, options.disliked);
    // A kind asked for by name now is allowed again ('something with breathing'), unless the message is
    // the complaint about it ('box breathing was useless'); otherwise disliked kinds stay out.
    const named = practiceVerdict(turn.message) ? undefined : categoryFromText(turn.message);
    if (named) memory.avoidCategories.delete(named);
    const asked = options.category ?? named;
    const category = asked && !memory.avoidCategories.has(asked) ? asked : undefined;
    const excludeIds = [...memory.avoidIds];
    // Goals rank practices (the toolbox knows them); as search words they would drown out the topic.
    const words = `${turn.message} ${query}`.trim();
    const allowed = (practice: LibraryPractice) =>
      !memory.avoidIds.has(practice.id) && !memory.avoidCategories.has(practice.categorySlug);
    let practices = (
      await turn.tools.recommendPractices({ query: words, category, limit: 10, excludeIds })
    ).filter(allowed);
    if (practices.length === 0) {
      practices = (await turn.tools.recommendPractices({ query: words, limit: 30, excludeIds })).filter(
        allowed,
      );
    }
    // What helped before comes first when it fits (otherwise the search order is kept).
    const rank = (practice: LibraryPractice) =>
      memory.helpedIds.has(practice.id) ? 0 : memory.helpedCategories.has(practice.categorySlug) ? 1 : 2;
    return practices
      .map((practice, index) => ({ practice, index }))
      .sort((a, b) => rank(a.practice) - rank(b.practice) || a.index - b.index)
      .map(({ practice }) => practice)
      .slice(0, 2);
  }

  private recommendationParagraph(turn: CoachTurn, practices: LibraryPractice[]): string {
    const [main, alternative] = practices;
    if (!main) {
      return "I couldn't find a fitting practice in your library right now, but you can browse them all on the Practice page.";
    }
    const sentences = [
      `Try ${practiceLink(main)}, a ${main.durationMinutes}-minute ${main.category.toLowerCase()} practice.`,
      firstSentence(main.description),
    ];
    const goal = main.targetGoals.find((target) =>
      turn.person.goals.some((personal) => personal.toLowerCase() === target.toLowerCase()),
    );
    if (goal) sentences.push(`It supports your goal of ${goalPhrase(goal)}.`);
    const style = turn.person.communicationStyle;
    if (
      (style === 'analytical' || this.voice(turn).key === 'warm_professional_analytical') &&
      main.whyItHelps
    ) {
      sentences.push(`Why it helps: ${explainingSentence(main.whyItHelps)}`);
    }
    if (alternative && style !== 'direct') {
      sentences.push(
        `If you'd like something different, ${practiceLink(alternative)} (${alternative.durationMinutes} min) is another good fit.`,
      );
    }
    return sentences.filter(Boolean).join(' ');
  }

  private practicesObservation(practices: LibraryPractice[]): string {
    if (practices.length === 0) return 'The library search found no fitting practice.';
    return `Library search found ${listOf(practices.map((practice) => `${practice.name} (${practice.durationMinutes} min, ${practice.category})`))}.`;
  }

  private recommendAction(practices: LibraryPractice[]): ChatAction[] {
    if (practices.length === 0) return [];
    return [
      {
        type: 'recommend_practice',
        practices: practices.map(({ id, name, description, durationMinutes, category, url }) => ({
          id,
          name,
          description,
          durationMinutes,
          category,
          url,
        })),
      },
    ];
  }

  // ---- replies -------------------------------------------------------------------------------

  private async recommendForTopic(
    turn: CoachTurn,
    intent: TopicIntent,
    confidence: string,
    options: { another?: boolean } = {},
  ): Promise<ReplyDraft> {
    const topic = TOPICS[intent];
    const name = this.name(turn.person);
    const practices = await this.findPractices(turn, topic.query, { category: topic.category });
    const direct = turn.person.communicationStyle === 'direct';

    const feeling = this.feeling(turn);
    const first = options.another
      ? this.pickNamed(turn, ANOTHER_OPENERS, 'another')
      : intent === 'recommend_practice'
        ? `${this.pickNamed(turn, RECOMMEND_OPENERS, 'recommend')} ${this.pick(turn, topic.empathy, 'empathy')}`
        : feeling !== null && feeling !== 'joy'
          ? `${this.reflection(turn)} ${this.pick(turn, topic.empathy, 'empathy')}`
          : direct
            ? `${this.opener(turn)} ${topic.brief}`
            : `${this.opener(turn)} ${this.pick(turn, topic.empathy, 'empathy')}`;
    const context =
      intent === 'low_mood' || intent === 'stress'
        ? this.memoryLine(turn) || this.moodSentence(turn.person)
        : intent === 'motivation'
          ? this.streakSentence(turn.person)
          : '';
    const last = direct ? this.invitation(turn) : `${this.closer(turn)} ${this.invitation(turn)}`;
    return {
      intent,
      thought: `${name} is asking about ${topic.about} (${confidence}). ${this.contextSummary(turn.person)} Searching the practice library for a fitting practice.`,
      action: 'recommend_practice',
      observation: this.practicesObservation(practices),
      paragraphs: [first, context, this.recommendationParagraph(turn, practices), last],
      actions: this.recommendAction(practices),
    };
  }

  private async logMood(turn: CoachTurn, score: number): Promise<ReplyDraft> {
    const name = this.name(turn.person);
    const entry = await turn.tools.logMood(score);
    const xp = XP_PER_MOOD + (score >= HIGH_MOOD_THRESHOLD ? XP_HIGH_MOOD_BONUS : 0);
    const logged =
      score <= 2
        ? `I've logged your mood as ${score}/10 for today.`
        : `I've logged your mood as ${score}/10 (${moodLabel(score)}) for today, +${xp} XP.`;
    const person = {
      ...turn.person,
      recentMoods: [{ score, createdAt: entry.created_at }, ...turn.person.recentMoods].slice(0, 5),
    };
    const actions: ChatAction[] = [{ type: 'log_mood', moodEntry: entry }];

    let paragraphs: string[];
    let practices: LibraryPractice[];
    if (score <= 2) {
      // A very low day: care first, a question, something gentle, and the log said plainly at the end.
      practices = await this.findPractices(turn, TOPICS.low_mood.query);
      paragraphs = [
        this.pickNamed(turn, VERY_LOW_MOOD, 'very-low'),
        this.memoryLine(turn) || "Do you want to tell me what's going on?",
        `If it would help, here's something gentle. ${this.recommendationParagraph(turn, practices)}`,
        logged,
      ];
    } else if (score <= 4) {
      practices = await this.findPractices(turn, TOPICS.low_mood.query);
      paragraphs = [
        `${this.pickNamed(turn, LOW_MOOD, 'low')} ${logged}`,
        this.memoryLine(turn) || `You don't have to push through alone. ${this.moodSentence(person)}`.trim(),
        this.recommendationParagraph(turn, practices),
        `${this.closer(turn)} ${this.invitation(turn)}`,
      ];
    } else if (score >= HIGH_MOOD_THRESHOLD) {
      practices = await this.findPractices(turn, TOPICS.gratitude.query, { category: 'gratitude' });
      paragraphs = [
        `${this.cheer(turn)} ${logged}`,
        this.streakSentence(turn.person),
        `Want to make the good feeling last? ${this.recommendationParagraph(turn, practices)}`,
      ];
    } else {
      practices = await this.findPractices(turn, '');
      paragraphs = [
        `${this.pickNamed(turn, MIDDLE_MOOD, 'middle')} ${logged}`,
        this.moodSentence(person),
        `If you have a few minutes, ${lowerFirst(this.recommendationParagraph(turn, practices))}`,
        this.invitation(turn),
      ];
    }
    actions.push(...this.recommendAction(practices));
    return {
      intent: 'log_mood',
      thought: `${name} stated a mood of ${score}/10, so I log it for today. ${this.contextSummary(turn.person)}`,
      action: 'log_mood',
      observation: `Logged mood ${score}/10 (entry ${entry.id}). ${this.practicesObservation(practices)}`,
      paragraphs,
      actions,
    };
  }

  /**
   * Medical questions, every time: no diagnosis, medication, dose or calorie number; a doctor or
   * pharmacist is named, and support is still offered. No number at all appears (not even a practice's
   * minutes), so nothing can be read as a dose.
   */
  private async declineMedicalAdvice(turn: CoachTurn): Promise<ReplyDraft> {
    const name = this.name(turn.person);
    const practices = (await this.findPractices(turn, 'calm rest relax sleep grounding')).filter(
      (practice) => !/\d/.test(practice.name),
    );
    const practice = practices[0];
    const feeling = this.feeling(turn);
    const first =
      feeling !== null && feeling !== 'joy' ? `${this.reflection(turn)} ` : `Thanks for asking, ${name}. `;
    return {
      intent: 'medical_question',
      thought: `${name} is asking for a diagnosis, medication, a dose or a calorie target, which a coach must not give. Pointing to a doctor or pharmacist and offering support instead.`,
      action: 'recommend_practice',
      observation: this.practicesObservation(practices.slice(0, 1)),
      paragraphs: [
        `${first}${MEDICAL_ADVICE_REDIRECT}`,
        `${this.pick(turn, MEDICAL_SUPPORT, 'medical')} If anything feels urgent, please contact a doctor or your local emergency number.`,
        practice
          ? `What I can do is help you feel a bit steadier in the meantime: ${practiceLink(practice)} is a gentle ${practice.category.toLowerCase()} practice you could try.`
          : 'What I can do is help you feel a bit steadier in the meantime, with a practice from your library.',
      ],
      actions: this.recommendAction(practices.slice(0, 1)),
    };
  }

  /** Requests outside wellness coaching (code, the weather, recipes, homework): a kind no, and what it can do. */
  private declineOffTopic(turn: CoachTurn): ReplyDraft {
    const name = this.name(turn.person);
    return {
      intent: 'off_topic',
      thought: `${name} asked for something outside wellness coaching. Saying so kindly and offering what I can do.`,
      action: 'respond',
      observation: 'No tools needed.',
      paragraphs: [
        `Sorry, ${name}, that's outside what I can help with as your wellness coach.`,
        CAPABILITIES,
        'Is there something on your mind I can help with?',
      ],
      actions: [],
    };
  }

  /**
   * Feedback on a practice: acknowledged in the first sentence (no cheer when it didn't help), then
   * something of a different kind, never the same practice and, for a while, not its category. What
   * helped is welcomed and a practice of the same kind is offered.
   */
  private async hearFeedback(
    turn: CoachTurn,
    verdict: 'helped' | 'did_not_help',
    meant: PracticeRef,
    confidence: string,
  ): Promise<ReplyDraft> {
    const name = this.name(turn.person);
    const negative = verdict === 'did_not_help';
    const practices = negative
      ? await this.findPractices(turn, 'calm focus gratitude visualization grounding', { disliked: [meant] })
      : await this.findPractices(turn, meant.category, { category: meant.category });
    const first = negative
      ? this.pickNamed(
          turn,
          [
            (value) =>
              `Thanks for telling me ${meant.name} didn't help, ${value}; that's really useful to know.`,
            (value) =>
              `Good to know ${meant.name} didn't do it for you, ${value}. Not every practice fits everyone.`,
            (value) =>
              `Thanks for the honest feedback on ${meant.name}, ${value}. Let's try a different kind of practice.`,
          ],
          'feedback-no',
        )
      : `${this.cheer(turn)} I'm glad ${meant.name} helped.`;
    const next = negative
      ? `Let's try something different: ${lowerFirst(this.recommendationParagraph(turn, practices))}`
      : `Since it worked for you, here's another in the same spirit. ${this.recommendationParagraph(turn, practices)}`;
    return {
      intent: negative ? 'feedback_did_not_help' : 'feedback_helped',
      thought: `${name} says ${meant.name} (${meant.category}) ${negative ? 'did not help' : 'helped'} (${confidence}). ${negative ? 'Offering a different kind of practice.' : 'Offering more of what works.'}`,
      action: 'recommend_practice',
      observation: this.practicesObservation(practices),
      paragraphs: [first, next, this.invitation(turn)],
      actions: this.recommendAction(practices),
    };
  }

  private async showProgress(turn: CoachTurn, confidence: string): Promise<ReplyDraft> {
    const name = this.name(turn.person);
    const progress = await turn.tools.showProgress();
    const practices = await this.findPractices(turn, '');
    const lines = [
      `• Level ${progress.level} with ${progress.totalXP} XP (${progress.xpToNextLevel} XP to level ${progress.level + 1})`,
      `• Streak: ${plural(progress.streakCount, 'day')}`,
      `• ${plural(progress.practiceCount, 'practice')} completed and ${plural(progress.moodCount, 'mood check-in')}`,
    ];
    const streak =
      progress.streakCount >= 2
        ? `${plural(progress.streakCount, 'day')} in a row is real consistency, so keep it going with one small thing today.`
        : progress.streakCount === 1
          ? "You've shown up today, so tomorrow makes it a streak."
          : 'A practice or a mood check-in today starts a new streak.';
    const nextPractice = practices[0];
    const nextGoal = nextPractice?.targetGoals.find((target) =>
      turn.person.goals.some((goal) => goal.toLowerCase() === target.toLowerCase()),
    );
    const next = nextPractice
      ? `For a next step: ${practiceLink(nextPractice)} (${nextPractice.durationMinutes} min)${
          nextGoal ? ` fits your goal of ${goalPhrase(nextGoal)}.` : ' is a good fit.'
        }`
      : '';
    return {
      intent: 'progress',
      thought: `${name} wants to see their progress (${confidence}). Reading level, XP, streak and counts.`,
      action: 'show_progress',
      observation: `Level ${progress.level}, ${progress.totalXP} XP, streak ${progress.streakCount}, ${progress.practiceCount} practices, ${progress.moodCount} moods. ${this.practicesObservation(practices.slice(0, 1))}`,
      paragraphs: [
        `Here's where you are, ${name}:`,
        lines.join('\n'),
        this.moodSentence(turn.person),
        streak,
        next,
      ],
      actions: [{ type: 'show_progress', progress }, ...this.recommendAction(practices.slice(0, 1))],
    };
  }

  private askForMood(turn: CoachTurn, confidence: string): ReplyDraft {
    const name = this.name(turn.person);
    return {
      intent: 'log_mood',
      thought: `${name} wants to log a mood but gave no score (${confidence}). Asking for a number.`,
      action: 'clarify',
      observation: 'No tools needed.',
      paragraphs: [
        `Of course, ${name}. On a scale from 1 (Terrible) to 10 (Amazing), how are you feeling right now?`,
        `Just tell me a number, like "I feel like a 6 today", and I'll log it for you.`,
      ],
      actions: [],
    };
  }

  /** The first sentence for a distressed message: what they feel, in plain words, never cheerful. */
  private reflection(turn: CoachTurn): string {
    const name = this.name(turn.person);
    const heard = this.feeling(turn);
    const feeling = heard && heard in FEELING_REFLECTIONS ? heard : 'default';
    const options = FEELING_REFLECTIONS[feeling]!;
    const render = (reflection: (value: string) => string) => reflection(name);
    return render(this.pick(turn, options, 'reflection', render));
  }

  /** A distressed message that asks for nothing in particular: reflect, then listen. */
  private comfort(turn: CoachTurn, confidence: string): ReplyDraft {
    const name = this.name(turn.person);
    return {
      intent: 'comfort',
      thought: `${name} is struggling (${this.feeling(turn) ?? 'distress'}; ${confidence}). Reflecting the feeling and listening before suggesting anything.`,
      action: 'respond',
      observation: 'No practice suggested yet: listening first.',
      paragraphs: [
        this.reflection(turn),
        this.memoryLine(turn) || this.pick(turn, LISTENING_INVITATIONS, 'listening'),
      ],
      actions: [],
    };
  }

  private async celebrate(turn: CoachTurn, confidence: string): Promise<ReplyDraft> {
    const name = this.name(turn.person);
    const practices = await this.findPractices(turn, TOPICS.gratitude.query, { category: 'gratitude' });
    return {
      intent: 'positive',
      thought: `${name} is feeling good (${confidence}). ${this.contextSummary(turn.person)} Suggesting a way to savor it.`,
      action: 'recommend_practice',
      observation: this.practicesObservation(practices),
      paragraphs: [
        `${this.cheer(turn)} ${this.streakSentence(turn.person)}`.trim(),
        `Want to make it last? ${this.recommendationParagraph(turn, practices)}`,
        "And if you tell me your mood from 1 to 10, I'll log it for you.",
      ],
      actions: this.recommendAction(practices),
    };
  }

  private greet(turn: CoachTurn, confidence: string): ReplyDraft {
    const name = this.name(turn.person);
    const ask =
      "How are you feeling today? Tell me a number from 1 to 10 and I'll log it, or ask me for a practice.";
    return {
      intent: 'greeting',
      thought: `${name} said hello (${confidence}). ${this.contextSummary(turn.person)}`,
      action: 'respond',
      observation: 'No tools needed.',
      paragraphs: turn.isFirstTurn
        ? [this.memoryLine(turn), ask]
        : [
            `Hi ${name}, good to see you again. ${this.memoryLine(turn) || this.streakSentence(turn.person)}`.trim(),
            ask,
          ],
      actions: [],
    };
  }

  private closeWarmly(turn: CoachTurn, intent: 'farewell' | 'thanks', confidence: string): ReplyDraft {
    const name = this.name(turn.person);
    const first = intent === 'thanks' ? `You're very welcome, ${name}.` : `Take care, ${name}.`;
    return {
      intent,
      thought: `${name} ${intent === 'thanks' ? 'said thanks' : 'is saying goodbye'} (${confidence}).`,
      action: 'respond',
      observation: 'No tools needed.',
      paragraphs: [`${first} ${this.closer(turn)}`, "I'm here whenever you want to check in."],
      actions: [],
    };
  }

  private introduceCapabilities(turn: CoachTurn, confidence: string): ReplyDraft {
    const name = this.name(turn.person);
    const coach = coachFirstName(turn.coach.name);
    const identity = turn.isFirstTurn
      ? `Good question, ${name}.`
      : `Good question, ${name}. I'm ${coach}, an AI wellness coach, not a person, a therapist or a doctor. ${inFirstPerson(firstSentence(turn.coach.description), coach)}`;
    return {
      intent: 'about_coach',
      thought: `${name} wants to know who I am and what I can do (${confidence}).`,
      action: 'respond',
      observation: 'No tools needed.',
      paragraphs: [
        identity,
        turn.isFirstTurn ? '' : BUILT_IN_STATEMENT,
        CAPABILITIES,
        'What would help most right now?',
      ],
      actions: [],
    };
  }

  private async followUp(
    turn: CoachTurn,
    lastAssistant: CoachTurn['history'][number] | undefined,
    confidence: string,
  ): Promise<ReplyDraft> {
    const name = this.name(turn.person);
    const suggested = lastAssistant?.actions?.find((action) => action.type === 'recommend_practice');
    const practice = suggested?.type === 'recommend_practice' ? suggested.practices[0] : undefined;
    if (!practice) return this.recommendForTopic(turn, 'recommend_practice', confidence);
    return {
      intent: 'affirm',
      thought: `${name} agreed to the practice I suggested (${confidence}).`,
      action: 'respond',
      observation: 'No tools needed.',
      paragraphs: [
        `Great, ${name}! Open ${practiceLink(practice)} whenever you're ready; it takes ${plural(practice.durationMinutes, 'minute')}.`,
        "Afterwards, tell me how it went, or tell me your mood from 1 to 10 and I'll log it.",
      ],
      actions: [],
    };
  }

  private acceptNo(turn: CoachTurn, confidence: string): ReplyDraft {
    const name = this.name(turn.person);
    return {
      intent: 'deny',
      thought: `${name} declined (${confidence}).`,
      action: 'respond',
      observation: 'No tools needed.',
      paragraphs: [
        `No problem at all, ${name}.`,
        "Is there something else on your mind? I can find a different practice, show how you're doing, or log your mood.",
      ],
      actions: [],
    };
  }

  private clarify(turn: CoachTurn, again: boolean, confidence: string): ReplyDraft {
    const name = this.name(turn.person);
    return {
      intent: 'none',
      thought: `I couldn't tell what ${name} needs (${confidence}). Asking a clarifying question.`,
      action: 'clarify',
      observation: 'No tools needed.',
      paragraphs: again
        ? [
            `Sorry, ${name}, I still didn't catch that.`,
            `You could say something like "I can't sleep", "how am I doing?" or "I feel like a 6 today".`,
          ]
        : [`I'm not sure I understood that, ${name}.`, CAPABILITIES, 'What would help most right now?'],
      actions: [],
    };
  }
}
