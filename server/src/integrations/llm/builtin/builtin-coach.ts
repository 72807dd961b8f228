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
import { sharedIntentClassifier, type IntentClassifier } from './intent-classifier';
import { personaVoice, type PersonaVoice } from './persona';

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

/**
 * The built-in, offline coach: understands the message (rules for moods and medical questions, then a
 * small trained intent model), acts for the person through the toolbox (practices, progress, moods) and
 * answers in the coach's voice and the person's communication style.
 */
/** First sentences that reflect a hard feeling back, by the feeling the risk check heard. */
const FEELING_REFLECTIONS: Record<string, ((name: string) => string)[]> = {
  sadness: [
    (name) => `I'm so sorry, ${name}. That sounds really sad and heavy to carry.`,
    (name) => `That sounds so painful, ${name}, and it makes sense that you feel low.`,
  ],
  anxiety: [
    (name) => `That sounds really frightening, ${name}, and it makes sense that you feel on edge.`,
    (name) => `Worry like that is exhausting, ${name}. It makes sense that you feel anxious.`,
  ],
  anger: [
    (name) => `That sounds really frustrating, ${name}. It makes sense that you're angry.`,
    (name) => `Anyone would be upset by that, ${name}. Your anger makes sense.`,
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
  ],
  overwhelm: [
    (name) => `That's a lot to carry at once, ${name}. No wonder you feel overwhelmed.`,
    (name) => `It sounds like everything is piling up, ${name}, and that is exhausting.`,
  ],
  default: [
    (name) => `That sounds really hard, ${name}. I'm sorry you're going through it.`,
    (name) => `I'm sorry, ${name}. That sounds like a lot to be feeling.`,
  ],
};

const LISTENING_INVITATIONS = [
  "Would you like to tell me more about what happened? I'm listening.",
  "What's been the hardest part of it for you?",
  'Do you want to talk it through, or would something gentle to help you settle feel better right now?',
];

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

    const { intent, score } = await classifier.classify(turn.message);
    const confidence = `intent '${intent}', confidence ${score.toFixed(2)}`;
    const lastAssistant = [...turn.history].reverse().find((entry) => entry.role === 'assistant');

    // Someone hurting is heard first: no celebration, greeting or quiz, whatever the words looked like.
    const hurting = turn.riskTier === 'distress' && turn.feeling !== undefined;
    if (hurting && !isTopic(intent) && !['progress', 'another', 'thanks', 'farewell'].includes(intent)) {
      return this.comfort(turn, confidence);
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

  /** Picks a phrase for this turn, never the one the coach used last time. */
  private pick<T>(turn: CoachTurn, options: T[], salt: string, render: (option: T) => string = String): T {
    const lastReply = [...turn.history].reverse().find((entry) => entry.role === 'assistant')?.content ?? '';
    const start = hashOf(`${salt}|${turn.message}|${turn.history.length}`) % options.length;
    for (let offset = 0; offset < options.length; offset += 1) {
      const option = options[(start + offset) % options.length]!;
      if (!lastReply.includes(render(option))) return option;
    }
    return options[start]!;
  }

  private opener(turn: CoachTurn): string {
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
    const trend = moodTrend(this.moods(person));
    if (trend.latest === null) return '';
    const oldest = trend.scores[trend.scores.length - 1]!;
    switch (trend.direction) {
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

  /** Practices recently suggested in this conversation, so 'another one' brings something new. */
  private recentlySuggestedIds(turn: CoachTurn): string[] {
    return turn.history
      .slice(-6)
      .flatMap((entry) => entry.actions ?? [])
      .flatMap((action) =>
        action.type === 'recommend_practice' ? action.practices.map((practice) => practice.id) : [],
      );
  }

  private async findPractices(
    turn: CoachTurn,
    query: string,
    options: { category?: string; excludeIds?: string[] } = {},
  ): Promise<LibraryPractice[]> {
    const category = options.category ?? categoryFromText(turn.message);
    // Goals rank practices (the toolbox knows them); as search words they would drown out the topic.
    const words = `${turn.message} ${query}`.trim();
    let practices = await turn.tools.recommendPractices({
      query: words,
      category,
      limit: 2,
      excludeIds: options.excludeIds,
    });
    if (practices.length === 0 && (category || options.excludeIds?.length)) {
      practices = await turn.tools.recommendPractices({ query: words, limit: 2 });
    }
    return practices;
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
    const excludeIds = options.another ? this.recentlySuggestedIds(turn) : [];
    const practices = await this.findPractices(turn, topic.query, { category: topic.category, excludeIds });
    const direct = turn.person.communicationStyle === 'direct';

    const first = options.another
      ? `Of course, ${name}. Here's a different one.`
      : intent === 'recommend_practice'
        ? `Good idea, ${name}. ${this.pick(turn, topic.empathy, 'empathy')}`
        : turn.riskTier === 'distress' && turn.feeling !== undefined
          ? `${this.reflection(turn)} ${this.pick(turn, topic.empathy, 'empathy')}`
          : direct
            ? `${this.opener(turn)} ${topic.brief}`
            : `${this.opener(turn)} ${this.pick(turn, topic.empathy, 'empathy')}`;
    const context =
      intent === 'low_mood' || intent === 'stress'
        ? this.moodSentence(turn.person)
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
    const logged = `I've logged your mood as ${score}/10 (${moodLabel(score)}) for today, +${xp} XP.`;
    const person = {
      ...turn.person,
      recentMoods: [{ score, createdAt: entry.created_at }, ...turn.person.recentMoods].slice(0, 5),
    };
    const actions: ChatAction[] = [{ type: 'log_mood', moodEntry: entry }];

    let paragraphs: string[];
    let practices: LibraryPractice[];
    if (score <= 4) {
      practices = await this.findPractices(turn, TOPICS.low_mood.query);
      paragraphs = [
        `Thank you for checking in, ${name}. ${logged}`,
        `Tough days are part of it, and you don't have to push through alone. ${this.moodSentence(person)}`.trim(),
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
        `Thanks for checking in, ${name}. ${logged}`,
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

  private async declineMedicalAdvice(turn: CoachTurn): Promise<ReplyDraft> {
    const name = this.name(turn.person);
    const practices = await this.findPractices(turn, 'calm rest relax sleep grounding');
    return {
      intent: 'medical_question',
      thought: `${name} is asking for a diagnosis, medication, a dose or a calorie target, which a coach must not give. Pointing to a professional and offering a practice instead.`,
      action: 'recommend_practice',
      observation: this.practicesObservation(practices),
      paragraphs: [
        `Thanks for asking, ${name}. ${MEDICAL_ADVICE_REDIRECT}`,
        'If anything feels urgent, please contact a doctor or your local emergency number.',
        `What I can do is help you feel a bit steadier in the meantime. ${this.recommendationParagraph(turn, practices)}`,
      ],
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
    const feeling = turn.feeling && turn.feeling in FEELING_REFLECTIONS ? turn.feeling : 'default';
    const options = FEELING_REFLECTIONS[feeling]!;
    const render = (reflection: (value: string) => string) => reflection(name);
    return render(this.pick(turn, options, 'reflection', render));
  }

  /** A distressed message that asks for nothing in particular: reflect, then listen. */
  private comfort(turn: CoachTurn, confidence: string): ReplyDraft {
    const name = this.name(turn.person);
    return {
      intent: 'comfort',
      thought: `${name} is struggling (${turn.feeling ?? 'distress'}; ${confidence}). Reflecting the feeling and listening before suggesting anything.`,
      action: 'respond',
      observation: 'No practice suggested yet: listening first.',
      paragraphs: [this.reflection(turn), this.pick(turn, LISTENING_INVITATIONS, 'listening')],
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
        ? [ask]
        : [`Hi ${name}, good to see you again. ${this.streakSentence(turn.person)}`.trim(), ask],
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
