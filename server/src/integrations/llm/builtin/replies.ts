import type { ChatAction, ChatPracticeLink } from '@flowmind/core/contracts/chat';
import type { MemoryFact } from '@flowmind/core/contracts/memory';
import { coachFirstName, practiceLink } from '@flowmind/core/chat-coach';
import { MEDICAL_ADVICE_REDIRECT } from '@flowmind/core/chat-safety';
import { HIGH_MOOD_THRESHOLD, XP_HIGH_MOOD_BONUS, XP_PER_MOOD } from '@flowmind/core/gamification';
import { moodLabel } from '@flowmind/core/mood';
import { NOTIFICATION_PREFERENCE_LABELS } from '@flowmind/core/notifications';
import type { CoachTurn, CorrectedMood, LibraryPractice } from '../coach-engine';
import { factsAbout, type AppQuestion, type PracticeRef } from './conversation-rules';
import { goodNewsIn } from './feelings';
import { contextSummary, moodAfterLogging, moodSentence, streakSentence } from './person-summary';
import {
  AFTER_MOOD_CORRECTED,
  ANOTHER_OPENERS,
  BUILT_IN_STATEMENT,
  CAPABILITIES,
  goalPhrase,
  GOOD_NEWS_CHEERS,
  KEEP_LISTENING,
  KEEP_LISTENING_OFFERS,
  LISTENING_INVITATIONS,
  LOW_MOOD,
  MEDICAL_SUPPORT,
  MIDDLE_MOOD,
  RECOMMEND_OPENERS,
  SAVOUR_OPENERS,
  SAVOUR_QUESTIONS,
  SHORTER_OPENERS,
  SIGN_OFFS,
  VERY_LOW_MOOD,
} from './phrases';
import {
  findPractices,
  practicesObservation,
  recommendAction,
  recommendationParagraph,
} from './practice-choice';
import { firstSentence, inFirstPerson, listOf, lowerFirst, plural } from './sentences';
import { TOPICS, type TopicIntent } from './topics';
import type { TurnVoice } from './turn-voice';

/** The reminder kinds as the notification settings name them. */
const REMINDER_LABELS = {
  dailyReminders: `'${NOTIFICATION_PREFERENCE_LABELS.dailyReminders.label}'`,
  moodCheckReminders: `'${NOTIFICATION_PREFERENCE_LABELS.moodCheckReminders.label}'`,
  streakReminders: `'${NOTIFICATION_PREFERENCE_LABELS.streakReminders.label}'`,
};

/** A reply before it is streamed: the agent's reasoning, what it did, and the answer in paragraphs. */
export interface ReplyDraft {
  intent: string;
  thought: string;
  action: string;
  observation: string;
  paragraphs: string[];
  actions: ChatAction[];
}

const longWords = (text: string) => text.toLowerCase().match(/[a-z]{6,}/g) ?? [];

/** The reflection, then a line of the topic's empathy that repeats none of its words ('exhausting' twice). */
function reflectedWithEmpathy(say: TurnVoice, empathy: string[]): string {
  const reflection = say.reflection();
  const used = new Set(longWords(reflection));
  const fresh = empathy.filter((line) => !longWords(line).some((word) => used.has(word)));
  return `${reflection} ${say.pick(fresh.length > 0 ? fresh : empathy, 'empathy')}`;
}

export async function recommendForTopic(
  turn: CoachTurn,
  say: TurnVoice,
  intent: TopicIntent,
  confidence: string,
  options: { another?: boolean; maxMinutes?: number } = {},
): Promise<ReplyDraft> {
  const topic = TOPICS[intent];
  const name = say.name;
  const { maxMinutes } = options;
  const practices = await findPractices(turn, topic.query, {
    category: topic.category,
    ...(maxMinutes !== undefined ? { maxMinutes } : {}),
  });
  const direct = turn.person.communicationStyle === 'direct';

  const feeling = say.feeling();
  const first =
    maxMinutes !== undefined && practices.length > 0
      ? options.another
        ? say.pickNamed(SHORTER_OPENERS, 'shorter')
        : `Sure, ${name}, here's something that fits in ${plural(maxMinutes, 'minute')}.`
      : options.another
        ? say.pickNamed(ANOTHER_OPENERS, 'another')
        : intent === 'recommend_practice'
          ? `${say.pickNamed(RECOMMEND_OPENERS, 'recommend')} ${say.pick(topic.empathy, 'empathy')}`
          : feeling !== null && feeling !== 'joy'
            ? reflectedWithEmpathy(say, topic.empathy)
            : direct
              ? `${say.opener()} ${topic.brief}`
              : `${say.opener()} ${say.pick(topic.empathy, 'empathy')}`;
  const context =
    intent === 'low_mood' || intent === 'stress'
      ? say.memoryLine() || moodSentence(turn.person)
      : intent === 'motivation'
        ? streakSentence(turn.person)
        : '';
  const last = direct ? say.invitation() : `${say.closer()} ${say.invitation()}`;
  return {
    intent,
    thought: `${name} is asking about ${topic.about} (${confidence}). ${contextSummary(turn.person)} Searching the practice library for a fitting practice.`,
    action: 'recommend_practice',
    observation: practicesObservation(practices),
    paragraphs: [first, context, recommendationParagraph(turn, practices), last],
    actions: recommendAction(practices),
  };
}

export async function logMood(turn: CoachTurn, say: TurnVoice, score: number): Promise<ReplyDraft> {
  const name = say.name;
  const entry = await turn.tools.logMood(score);
  const xp = XP_PER_MOOD + (score >= HIGH_MOOD_THRESHOLD ? XP_HIGH_MOOD_BONUS : 0);
  const logged =
    score <= 2
      ? `I've logged your mood as ${score}/10 for today.`
      : `I've logged your mood as ${score}/10 (${moodLabel(score)}) for today, +${xp} XP.`;
  const sinceBefore = moodAfterLogging(turn.person, score, entry.created_at);
  const actions: ChatAction[] = [{ type: 'log_mood', moodEntry: entry }];

  let paragraphs: string[];
  let practices: LibraryPractice[];
  if (score <= 2) {
    // A very low day: care first, a question, something gentle, and the log said plainly at the end.
    practices = await findPractices(turn, TOPICS.low_mood.query);
    paragraphs = [
      say.pickNamed(VERY_LOW_MOOD, 'very-low'),
      say.memoryLine() || "Do you want to tell me what's going on?",
      `If it would help, here's something gentle. ${recommendationParagraph(turn, practices)}`,
      logged,
    ];
  } else if (score <= 4) {
    practices = await findPractices(turn, TOPICS.low_mood.query);
    paragraphs = [
      `${say.pickNamed(LOW_MOOD, 'low')} ${logged}`,
      say.memoryLine() || `You don't have to push through alone. ${sinceBefore}`.trim(),
      recommendationParagraph(turn, practices),
      `${say.closer()} ${say.invitation()}`,
    ];
  } else if (score >= HIGH_MOOD_THRESHOLD) {
    practices = await findPractices(turn, TOPICS.gratitude.query, { category: 'gratitude' });
    paragraphs = [
      `${say.cheer()} ${logged}`,
      streakSentence(turn.person),
      `Want to make the good feeling last? ${recommendationParagraph(turn, practices)}`,
    ];
  } else {
    practices = await findPractices(turn, '');
    paragraphs = [
      `${say.pickNamed(MIDDLE_MOOD, 'middle')} ${logged}`,
      sinceBefore,
      `If you have a few minutes, ${lowerFirst(recommendationParagraph(turn, practices))}`,
      say.invitation(),
    ];
  }
  actions.push(...recommendAction(practices));
  return {
    intent: 'log_mood',
    thought: `${name} stated a mood of ${score}/10, so I log it for today. ${contextSummary(turn.person)}`,
    action: 'log_mood',
    observation: `Logged mood ${score}/10 (entry ${entry.id}). ${practicesObservation(practices)}`,
    paragraphs,
    actions,
  };
}

/**
 * Medical questions, every time: no diagnosis, medication, dose or calorie number; a doctor or
 * pharmacist is named, and support is still offered. No number at all appears (not even a practice's
 * minutes), so nothing can be read as a dose.
 */
export async function declineMedicalAdvice(turn: CoachTurn, say: TurnVoice): Promise<ReplyDraft> {
  const name = say.name;
  const practices = (await findPractices(turn, 'calm rest relax sleep grounding')).filter(
    (practice) => !/\d/.test(practice.name),
  );
  const practice = practices[0];
  // A feeling is reflected only when the words name it: 'is it bad to take sertraline with alcohol' is a
  // question, not 'a lot to be feeling'.
  const feeling = say.feeling();
  const first =
    feeling !== null && feeling !== 'joy' && say.feelingNamed()
      ? `${say.reflection()} `
      : `Thanks for asking, ${name}. `;
  return {
    intent: 'medical_question',
    thought: `${name} is asking for a diagnosis, medication, a dose or a calorie target, which a coach must not give. Pointing to a doctor or pharmacist and offering support instead.`,
    action: 'recommend_practice',
    observation: practicesObservation(practices.slice(0, 1)),
    paragraphs: [
      `${first}${MEDICAL_ADVICE_REDIRECT}`,
      `${say.pick(MEDICAL_SUPPORT, 'medical')} If anything feels urgent, please contact a doctor or your local emergency number.`,
      practice
        ? `What I can do is help you feel a bit steadier in the meantime: ${practiceLink(practice)} is a gentle ${practice.category.toLowerCase()} practice you could try.`
        : 'What I can do is help you feel a bit steadier in the meantime, with a practice from your library.',
    ],
    actions: recommendAction(practices.slice(0, 1)),
  };
}

/** Requests outside wellness coaching (code, the weather, recipes, homework): a kind no, and what it can do. */
export function declineOffTopic(turn: CoachTurn, say: TurnVoice): ReplyDraft {
  const name = say.name;
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

/** The words a practice of another kind than the one that did not help is searched with. */
const ANOTHER_KIND_QUERY = 'calm focus gratitude visualization grounding';

/**
 * A practice that did not help: `heard` first (no cheer), then something of a different kind, never what
 * `avoid` names and, for a while, not its kind.
 */
async function offerAnotherKind(
  turn: CoachTurn,
  say: TurnVoice,
  heard: string,
  thought: string,
  avoid: { disliked?: PracticeRef[]; dislikedKind?: string },
): Promise<ReplyDraft> {
  const practices = await findPractices(turn, ANOTHER_KIND_QUERY, avoid);
  return {
    intent: 'feedback_did_not_help',
    thought,
    action: 'recommend_practice',
    observation: practicesObservation(practices),
    paragraphs: [
      heard,
      `Let's try something different: ${lowerFirst(recommendationParagraph(turn, practices))}`,
      say.invitation(),
    ],
    actions: recommendAction(practices),
  };
}

/**
 * Feedback on a practice: acknowledged in the first sentence (no cheer when it didn't help), then
 * something of a different kind, never the same practice and, for a while, not its category. What
 * helped is welcomed and a practice of the same kind is offered.
 */
export async function hearFeedback(
  turn: CoachTurn,
  say: TurnVoice,
  verdict: 'helped' | 'did_not_help',
  meant: PracticeRef,
  confidence: string,
): Promise<ReplyDraft> {
  const name = say.name;
  const about = `${name} says ${meant.name} (${meant.category})`;
  if (verdict === 'did_not_help') {
    const heard = say.pickNamed(
      [
        (value) => `Thanks for telling me ${meant.name} didn't help, ${value}; that's really useful to know.`,
        (value) =>
          `Good to know ${meant.name} didn't do it for you, ${value}. Not every practice fits everyone.`,
        (value) =>
          `Thanks for the honest feedback on ${meant.name}, ${value}. Let's try a different kind of practice.`,
      ],
      'feedback-no',
    );
    return offerAnotherKind(
      turn,
      say,
      heard,
      `${about} did not help (${confidence}). Offering a different kind of practice.`,
      { disliked: [meant] },
    );
  }
  const practices = await findPractices(turn, meant.category, { category: meant.category });
  return {
    intent: 'feedback_helped',
    thought: `${about} helped (${confidence}). Offering more of what works.`,
    action: 'recommend_practice',
    observation: practicesObservation(practices),
    paragraphs: [
      `${say.cheer()} I'm glad ${meant.name} helped.`,
      `Since it worked for you, here's another in the same spirit. ${recommendationParagraph(turn, practices)}`,
      say.invitation(),
    ],
    actions: recommendAction(practices),
  };
}

/**
 * A practice that didn't help, when the conversation shows no practice it could be ('that meditation
 * you suggested was useless' in a new chat): heard all the same, and a practice of another kind than the
 * one named.
 */
export function hearFeedbackOnUnplacedPractice(
  turn: CoachTurn,
  say: TurnVoice,
  kind: string | undefined,
  confidence: string,
): Promise<ReplyDraft> {
  const heard = say.pickNamed(
    [
      (value) => `Thanks for telling me that didn't help, ${value}; that's really useful to know.`,
      (value) => `I'm sorry that one didn't do it for you, ${value}. Not every practice fits everyone.`,
      (value) => `Thanks for the honest feedback, ${value}. Let's try a different kind of practice.`,
    ],
    'feedback-no',
  );
  return offerAnotherKind(
    turn,
    say,
    heard,
    `${say.name} says a practice${kind ? ` (${kind})` : ''} did not help, one this conversation does not show (${confidence}). Offering a different kind of practice.`,
    { dislikedKind: kind },
  );
}

export async function showProgress(turn: CoachTurn, say: TurnVoice, confidence: string): Promise<ReplyDraft> {
  const name = say.name;
  const progress = await turn.tools.showProgress();
  const practices = await findPractices(turn, '');
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
    observation: `Level ${progress.level}, ${progress.totalXP} XP, streak ${progress.streakCount}, ${progress.practiceCount} practices, ${progress.moodCount} moods. ${practicesObservation(practices.slice(0, 1))}`,
    paragraphs: [`Here's where you are, ${name}:`, lines.join('\n'), moodSentence(turn.person), streak, next],
    actions: [{ type: 'show_progress', progress }, ...recommendAction(practices.slice(0, 1))],
  };
}

export function askForMood(turn: CoachTurn, say: TurnVoice, confidence: string): ReplyDraft {
  const name = say.name;
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

/** A practice just done ('ok did it'): well done, and how it went, before anything else is offered. */
export function askHowItWent(turn: CoachTurn, say: TurnVoice, confidence: string): ReplyDraft {
  const name = say.name;
  return {
    intent: 'practice_done',
    thought: `${name} says they did the practice (${confidence}). Asking how it went before suggesting more.`,
    action: 'respond',
    observation: 'No tools needed.',
    paragraphs: [
      say.pickNamed(
        [
          (value) => `Well done for making the time, ${value}.`,
          (value) => `Nice work, ${value}. That's a few minutes just for you.`,
          (value) => `Good for you, ${value}, for giving it a go.`,
        ],
        'done',
      ),
      "How do you feel now? Tell me whether it helped, or your mood from 1 to 10 and I'll log it.",
    ],
    actions: [],
  };
}

/**
 * A distressed message that asks for nothing in particular, or more of what they were telling: reflect,
 * then listen. A loss is met as grief, naming whom they lost, and listened to while they tell of it.
 */
export function comfort(turn: CoachTurn, say: TurnVoice, confidence: string): ReplyDraft {
  const name = say.name;
  const loss = say.loss();
  const feeling = say.feeling();
  const hurting = feeling !== null && feeling !== 'joy';
  let paragraphs: string[];
  if (loss && !loss.toldBefore) {
    // Condolence once, naming whom they lost; the question after it names no one twice.
    paragraphs = [say.reflection(), say.lossListening(null)];
  } else if (loss && !(hurting && feeling !== 'sadness' && feeling !== 'loneliness')) {
    paragraphs = [say.lossListening(loss.who)];
  } else {
    // A feeling of its own ('terrified i'll break down at the funeral') is heard as itself.
    paragraphs = [say.reflection(), say.memoryLine() || say.pick(LISTENING_INVITATIONS, 'listening')];
  }
  return {
    intent: 'comfort',
    thought: `${name} is ${loss ? `grieving${loss.who ? ` (${loss.who.replace(/^your /, 'their ')})` : ''}` : 'struggling'} (${feeling ?? 'distress'}; ${confidence}). Reflecting the feeling and listening before suggesting anything.`,
    action: 'respond',
    observation: 'No practice suggested yet: listening first.',
    paragraphs,
    actions: [],
  };
}

/** A yes or a few more words after the coach asked to hear more: it keeps listening, nothing offered yet. */
export function keepListening(turn: CoachTurn, say: TurnVoice, confidence: string): ReplyDraft {
  const name = say.name;
  return {
    intent: 'comfort',
    thought: `${name} wants to talk (${confidence}). Listening, with a practice still on offer.`,
    action: 'respond',
    observation: 'No practice suggested yet: listening first.',
    paragraphs: [
      say.pick(KEEP_LISTENING, 'keep-listening', (line) => line(name))(name),
      say.pick(KEEP_LISTENING_OFFERS, 'keep-listening-offer'),
    ],
    actions: [],
  };
}

export async function celebrate(turn: CoachTurn, say: TurnVoice, confidence: string): Promise<ReplyDraft> {
  const name = say.name;
  const practices = await findPractices(turn, TOPICS.gratitude.query, { category: 'gratitude' });
  const news = goodNewsIn(turn.message);
  return {
    intent: 'positive',
    thought: `${name} is feeling good (${confidence}). ${contextSummary(turn.person)} Suggesting a way to savor it.`,
    action: 'recommend_practice',
    observation: practicesObservation(practices),
    paragraphs: [
      news
        ? `Congratulations${news.what ? ` on ${news.what}` : ''}, ${name}! ${say.pick(GOOD_NEWS_CHEERS, 'good-news')}`
        : `${say.cheer()} ${streakSentence(turn.person)}`.trim(),
      `Want to make it last? ${recommendationParagraph(turn, practices)}`,
      "And if you tell me your mood from 1 to 10, I'll log it for you.",
    ],
    actions: recommendAction(practices),
  };
}

/**
 * More of the good news just celebrated ('first time ever without stopping', 'starting monday'): savoured
 * with them, not answered as a topic guessed from neutral words, and no second practice.
 */
export function savourGoodNews(say: TurnVoice, confidence: string): ReplyDraft {
  return {
    intent: 'positive',
    thought: `${say.name} is telling more of their good news (${confidence}). I stay with it.`,
    action: 'respond',
    observation: 'Stayed with their good news; no tools needed.',
    paragraphs: [
      `${say.pickNamed(SAVOUR_OPENERS, 'savour')} ${say.pick(SAVOUR_QUESTIONS, 'savour-question')}`,
    ],
    actions: [],
  };
}

export function greet(turn: CoachTurn, say: TurnVoice, confidence: string): ReplyDraft {
  const name = say.name;
  const ask =
    "How are you feeling today? Tell me a number from 1 to 10 and I'll log it, or ask me for a practice.";
  return {
    intent: 'greeting',
    thought: `${name} said hello (${confidence}). ${contextSummary(turn.person)}`,
    action: 'respond',
    observation: 'No tools needed.',
    paragraphs: turn.isFirstTurn
      ? [say.memoryLine(), ask]
      : [`Hi ${name}, good to see you again. ${say.memoryLine() || streakSentence(turn.person)}`.trim(), ask],
    actions: [],
  };
}

export function closeWarmly(
  turn: CoachTurn,
  say: TurnVoice,
  intent: 'farewell' | 'thanks',
  confidence: string,
): ReplyDraft {
  const name = say.name;
  const first = intent === 'thanks' ? `You're very welcome, ${name}.` : `Take care, ${name}.`;
  return {
    intent,
    thought: `${name} ${intent === 'thanks' ? 'said thanks' : 'is saying goodbye'} (${confidence}).`,
    action: 'respond',
    observation: 'No tools needed.',
    paragraphs: [`${first} ${say.pick(SIGN_OFFS, 'sign-off')}`, "I'm here whenever you want to check in."],
    actions: [],
  };
}

/** What the coach remembers and where the person sees, changes or turns it off. */
export function explainMemory(
  turn: CoachTurn,
  say: TurnVoice,
  confidence: string,
  askedToForget = false,
): ReplyDraft {
  const name = say.name;
  const coach = coachFirstName(turn.coach.name);
  const kept = turn.memory.length;
  return {
    intent: 'about_memory',
    thought: `${name} ${askedToForget ? 'asks me to forget something' : 'asks what I remember'} (${confidence}). ${kept} notes kept.`,
    action: 'respond',
    observation: 'No tools needed.',
    paragraphs: [
      askedToForget
        ? `Of course, ${name}. What I remember is yours to change: ${kept > 0 ? `there ${kept === 1 ? 'is one note' : `are ${kept} notes`}` : 'there are no notes yet'}, and you decide what stays.`
        : kept > 0
          ? `Yes, ${name}. I keep a few short notes from our conversations, like the people in your life, what's on your mind and what has helped, so I can pick up where we left off. Right now there ${kept === 1 ? 'is one' : `are ${kept}`}.`
          : `I can, ${name}: I keep a few short notes from our conversations, like the people in your life, what's on your mind and what has helped, so I can pick up where we left off. There are none yet.`,
      `You can see, change or delete each one, or turn memory off, under 'What ${coach} remembers' at the top of this chat.`,
    ],
    actions: [],
  };
}

/** From this score down, a mood corrected downwards is met as the harder day it is. */
const LOW_MOOD_FROM = 4;

/**
 * A mood put right moments after it was given ('make that a 7'): the entry is changed, not doubled, and
 * the reply fits the new score and which way it moved. No practice: the last reply just offered one.
 */
export function acknowledgeMoodCorrection(say: TurnVoice, corrected: CorrectedMood): ReplyDraft {
  const name = say.name;
  const { from } = corrected;
  const score = corrected.entry.mood_score;
  const changed =
    score === from
      ? `It's down as ${score}/10 (${moodLabel(score)}) already.`
      : `I've changed today's mood from ${from}/10 to ${score}/10 (${moodLabel(score)}).`;
  const paragraphs =
    score <= 2
      ? [say.pickNamed(VERY_LOW_MOOD, 'very-low'), changed, "Do you want to tell me what's going on?"]
      : score < from && score <= LOW_MOOD_FROM
        ? [
            `Thanks for being honest with me, ${name}. ${changed}`,
            "So it's a harder day than it first sounded. What's weighing on you most?",
          ]
        : score > from
          ? [
              `Got it, ${name}. ${changed}`,
              `A little brighter than it first sounded, then. ${say.pick(AFTER_MOOD_CORRECTED, 'mood-corrected')}`,
            ]
          : [`Got it, ${name}. ${changed}`, say.pick(AFTER_MOOD_CORRECTED, 'mood-corrected')];
  return {
    intent: 'log_mood',
    thought: `${name} corrected the mood they just gave, ${from}/10, to ${score}/10, so I change that entry instead of logging a second one.`,
    action: 'log_mood',
    observation: `Changed mood entry ${corrected.entry.id} from ${from}/10 to ${score}/10.`,
    paragraphs,
    actions: [{ type: 'log_mood', moodEntry: corrected.entry, correctedFrom: from }],
  };
}

/** A name put right ('its rocco not rocky'): thanked, said back right, and the note is corrected with it. */
export function acknowledgeNameCorrection(
  say: TurnVoice,
  right: string,
  wrong: string,
  correctedNote: string,
): ReplyDraft {
  const name = say.name;
  return {
    intent: 'about_memory',
    thought: `${name} puts a name right: ${right}, not ${wrong}. The note becomes '${correctedNote}'.`,
    action: 'respond',
    observation: 'The kept note is corrected with this message; no tools needed.',
    paragraphs: [
      `Thanks for putting me right, ${name}: ${right}, not ${wrong.charAt(0).toUpperCase()}${wrong.slice(1)}. I've changed my note to "${correctedNote.replace(/^Your\b/, 'your')}".`,
      'What would you like to talk about next?',
    ],
    actions: [],
  };
}

/** 'Your sister Ana' as said mid-sentence: 'your sister Ana'; a name or a practice keeps its capital. */
function factMidSentence(fact: MemoryFact): string {
  const text = fact.text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/^(Your|The|My)\b/, (word) => word.toLowerCase());
  // 'Box Breathing helped' is a finding, said as one: 'that Box Breathing helped'.
  return fact.kind === 'helped' || fact.kind === 'did_not_help' ? `that ${text}` : text;
}

const MAX_FACTS_RECALLED = 4;

/**
 * The answer to 'what was my friend's name' or 'what do you know about me': the kept notes about what was
 * asked, in the person's own words, or honestly that there is none, and where every note can be changed.
 */
export function recallWhatWasSaid(
  turn: CoachTurn,
  say: TurnVoice,
  askedAbout: string[],
  confidence: string,
): ReplyDraft {
  if (turn.memory.length === 0) return explainMemory(turn, say, confidence);
  const name = say.name;
  const coach = coachFirstName(turn.coach.name);
  const found = factsAbout(turn.memory, askedAbout);
  const listed = (found.length > 0 ? found : turn.memory).slice(0, MAX_FACTS_RECALLED).map(factMidSentence);
  const asked = askedAbout.join(' ');
  const answer =
    found.length > 0
      ? askedAbout.length > 0
        ? `Here's what I have about that, ${name}: ${listOf(listed)}.`
        : `Here's some of what I keep from our talks, ${name}: ${listOf(listed)}.`
      : `I don't have a note about ${asked ? `your ${asked}` : 'that'}, ${name}. What I do keep: ${listOf(listed)}. If you tell me again, we can pick it up from there.`;
  return {
    intent: 'about_memory',
    thought: `${name} asks what I remember${asked ? ` about '${asked}'` : ''} (${confidence}). ${found.length} of ${turn.memory.length} notes match.`,
    action: 'respond',
    observation: 'Read the notes kept about them; no tools needed.',
    paragraphs: [
      answer,
      `If anything there is wrong or you'd rather I forget it, you can change or delete it under 'What ${coach} remembers' at the top of this chat.`,
    ],
    actions: [],
  };
}

/** Where their data lives and goes, or that the app has no human therapists: the honest answer, and where. */
export function answerAppQuestion(
  turn: CoachTurn,
  say: TurnVoice,
  question: AppQuestion,
  confidence: string,
): ReplyDraft {
  const name = say.name;
  const coach = coachFirstName(turn.coach.name);
  const answers: Record<AppQuestion, { about: string; paragraphs: string[] }> = {
    delete_data: {
      about: 'their data',
      paragraphs: [
        `Your data is yours, ${name}. Under Profile, Privacy & Security, 'Download my data' gives you a copy of everything, and 'Delete account' removes your account and all of it for good.`,
        `What I keep from our chats is yours to change too, under 'What ${coach} remembers' at the top of this chat: you can delete any note, or turn memory off.`,
      ],
    },
    human_therapist: {
      about: 'a human therapist',
      paragraphs: [
        `Flowmind doesn't offer sessions with a human therapist, ${name}: I'm an AI coach, not a person or a therapist.`,
        "A doctor can refer you to one, and many therapists offer a first call to see if it's a fit. I'm glad to keep supporting you here in between, with practices and a place to think things through.",
      ],
    },
    reminders: {
      about: 'reminders',
      paragraphs: [
        `I can't set a reminder from the chat, ${name}, but Flowmind can remind you. Under Profile, Notifications, 'Manage notification preferences' has ${REMINDER_LABELS.dailyReminders} (at the practice time you chose when you joined), ${REMINDER_LABELS.moodCheckReminders} (in the early evening, if you haven't logged your mood) and ${REMINDER_LABELS.streakReminders} (only when your streak would end that night), on this device or by email.`,
        'Quiet hours there keep them away while you rest.',
      ],
    },
    change_coach: {
      about: 'another coach',
      paragraphs: [
        `Of course, ${name}. Open Chat from the menu to see every coach under 'Choose Your Coach', and pick the one you'd like to talk to. Each has their own focus and style.`,
        'Our conversation stays here if you ever want to come back to it.',
      ],
    },
  };
  const { about, paragraphs } = answers[question];
  return {
    intent: 'about_coach',
    thought: `${name} asks about ${about} (${confidence}).`,
    action: 'respond',
    observation: 'No tools needed.',
    paragraphs,
    actions: [],
  };
}

export function introduceCapabilities(turn: CoachTurn, say: TurnVoice, confidence: string): ReplyDraft {
  const name = say.name;
  const coach = coachFirstName(turn.coach.name);
  // 'is it weird that i talk to an ai about my feelings': reassurance first.
  const opening = /\b(?:weird|strange|silly|stupid|embarrassing|pathetic|normal|okay|ok)\b/i.test(
    turn.message,
  )
    ? `Not weird at all, ${name}. Lots of people find it easier to put feelings into words here first.`
    : `Good question, ${name}.`;
  const identity = turn.isFirstTurn
    ? opening
    : `${opening} I'm ${coach}, an AI wellness coach, not a person, a therapist or a doctor. ${inFirstPerson(firstSentence(turn.coach.description), coach)}`;
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

export async function followUp(
  turn: CoachTurn,
  say: TurnVoice,
  practice: ChatPracticeLink | undefined,
  confidence: string,
): Promise<ReplyDraft> {
  const name = say.name;
  if (!practice) return recommendForTopic(turn, say, 'recommend_practice', confidence);
  return {
    intent: 'affirm',
    thought: `${name} agreed to the practice I suggested (${confidence}).`,
    action: 'respond',
    observation: 'No tools needed.',
    paragraphs: [
      // A hard moment is not met with cheer, even for a yes.
      `${turn.riskTier === 'distress' ? `Okay, ${name}.` : `Great, ${name}!`} Open ${practiceLink(practice)} whenever you're ready; it takes ${plural(practice.durationMinutes, 'minute')}.`,
      "Afterwards, tell me how it went, or tell me your mood from 1 to 10 and I'll log it.",
    ],
    // The practice taken up stays on the reply, so 'did it, didn't help' next is heard about this one.
    actions: [{ type: 'recommend_practice', practices: [practice] }],
  };
}

/**
 * A no. After the coach asked someone hurting to say more, it is no to talking: no pressure, the door
 * left open, and nothing breezy.
 */
export function acceptNo(
  turn: CoachTurn,
  say: TurnVoice,
  afterListening: boolean,
  confidence: string,
): ReplyDraft {
  const name = say.name;
  return {
    intent: 'deny',
    thought: `${name} declined${afterListening ? ' to say more' : ''} (${confidence}).`,
    action: 'respond',
    observation: 'No tools needed.',
    paragraphs: afterListening
      ? [
          `That's okay, ${name}. You don't have to talk about it.`,
          "I'm here whenever you want to, and if something gentle to help you rest would help, just ask.",
        ]
      : [
          `No problem at all, ${name}.`,
          "Is there something else on your mind? I can find a different practice, show how you're doing, or log your mood.",
        ],
    actions: [],
  };
}

export function clarify(turn: CoachTurn, say: TurnVoice, again: boolean, confidence: string): ReplyDraft {
  const name = say.name;
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
