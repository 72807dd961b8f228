import type { CrisisCategory, CrisisResource, CrisisSupport } from './contracts/chat';
import { parseStatedMood, saysPracticeDone } from './chat-coach';
import { CRISIS_URGENCY, crisisSupport, detectCrisis, normalizeForSafety } from './chat-safety';
import { crisisLinesFor, otherCountriesLines, type CrisisCountry } from './crisis-lines';
import {
  tierRank,
  type AcuteCategory,
  type RiskAssessment,
  type RiskCategory,
  type RiskTier,
} from './risk-tiers';

/**
 * The risk of a conversation, not only of its last message. People rarely say everything at once: the
 * last few messages are read together (escalation across messages), and a raised tier stays raised
 * until several calm turns have passed, so a crisis never gets cheerful coaching two messages later.
 */

/**
 * A follow-up this short read as acute by the model alone, after the card, is not a new crisis by itself
 * unless it is about something more urgent: 'she wont talk to me' after the card about a daughter's cuts.
 */
const SHORT_FOLLOW_UP_WORDS = 8;

const wordsIn = (text: string) => text.trim().split(/\s+/).length;

/** Calm turns after which a raised tier lets go. */
export const CALM_TURNS_TO_DECAY = 3;
/** The person's messages read together with the new one (itself included): a crisis told across messages is one. */
export const MESSAGES_READ_TOGETHER = 3;

/** What the coach did in an earlier reply, as far as the risk of the conversation is concerned. */
export interface EarlierReply {
  tier: RiskTier;
  /** 'crisis_support', 'safety_check', 'safety_support' or any ordinary action. */
  action: string;
  /** The categories of the crisis card the reply showed, if it showed one. */
  categories?: CrisisCategory[];
  /** The reply suggested a practice or said to open one, so 'did it' next is about the practice. */
  aboutPractice?: boolean;
  /** The message it answered read calm or only sad on its own (no rule, the model below elevated). */
  answeredCalmMessage?: boolean;
  /** The message it answered read as no risk and no hard feeling on its own (tier none). */
  answeredEverydayMessage?: boolean;
  /** A raised reply to a message a crisis rule heard ('i want to die'), not the model's reading alone. */
  raisedByRule?: boolean;
}

export interface ConversationRiskInput {
  /** The new message alone. */
  message: RiskAssessment;
  /** The new message read together with the person's few messages before it. */
  recentTogether: RiskAssessment;
  /** The coach's earlier replies, newest first. */
  earlierReplies: EarlierReply[];
  /** The new message's text (to hear a refusal or an answer to the coach's question). */
  text: string;
  /** The new message with the person's few messages before it, as `recentTogether` read them. */
  recentText?: string;
  /** The new message read with its denials set aside ('no im not suicidal lol i meant a walk' -> 'i meant a walk'). */
  messageWithoutDenials?: RiskAssessment;
  /** A refusal of help read without its refusal ('i dont want to call anyone theyll take her away' -> 'theyll take her away'). */
  messageWithoutRefusals?: RiskAssessment;
}

export type RiskResponse =
  /** Resources at once, fitted to the category; no practice. */
  | { kind: 'crisis'; tier: 'acute'; categories: CrisisCategory[] }
  /** A direct, caring question about suicide, with the resources beside it. */
  | {
      kind: 'safety_check';
      tier: 'elevated';
      category: RiskCategory;
      /** The words the tier was read from, so the reply names only what they said. */
      said: string;
    }
  /** After a crisis reply: the person declined help or is still struggling; keep supporting them. */
  | {
      kind: 'safety_support';
      tier: 'elevated' | 'acute';
      declined: boolean;
      step: number;
      /** What the crisis card this follows was about ('abuse', 'someone_else'...); suicide when none was shown. */
      about?: CrisisCategory;
      /** They say they reached out ('ok i texted the crisis line'). */
      reachedOut?: boolean;
      /** They decline for fear a call brings the police or a hospital ('theyll just lock me up'). */
      fearsBeingSentFor?: boolean;
      /**
       * What they say after the card reads as a crisis itself ('the pills r on my desk'): the emergency
       * number first and 'are you safe right now?', without the whole card again.
       */
      urgent?: boolean;
    }
  /** They answered the coach's question with no: thanked, and the conversation goes on gently. */
  | { kind: 'answered_no'; tier: 'distress' }
  /** They say a raised reply misread them, and nothing they said was more than the model's reading: believed. */
  | { kind: 'misread'; tier: 'none' }
  /** Ordinary coaching, at the given tier (a distress reply never opens cheerfully), with the feeling heard. */
  | { kind: 'coach'; tier: 'none' | 'distress'; feeling?: RiskCategory };

const ACUTE_TO_CRISIS: Record<AcuteCategory, CrisisCategory> = {
  suicide_plan: 'suicide',
  preparatory: 'suicide',
  overdose: 'medical_emergency',
  self_harm: 'self_harm',
  harm_to_others: 'harm_to_others',
  child_harm_fear: 'child_safety',
  abuse: 'abuse',
  eating_disorder: 'eating_disorder',
  someone_else: 'someone_else',
};

export function crisisCategoryOf(category: RiskCategory): CrisisCategory {
  return ACUTE_TO_CRISIS[category as AcuteCategory] ?? 'suicide';
}

// A refusal of help right after a crisis reply: 'i dont want to call anyone', 'not calling a hotline'.
const REFUSAL =
  /\b(?:(?:i )?(?:dont|do not|wont|will not|cant|cannot|not going to|not gonna|refuse to|never) (?:want to |wanna )?(?:call|text|ring|phone|talk to|speak to|contact|tell) (?:anyone|anybody|them|a hotline|the hotline|a stranger|strangers|a counsell?or|a therapist|my (?:family|parents|mum|mom|dad|friends?)|no one|nobody|it|that number|those numbers)|not (?:calling|ringing|texting|phoning) (?:anyone|anybody|them|a hotline|the hotline|a stranger|strangers|it|that|those)|no one to (?:call|talk to|tell)|nobody to (?:call|talk to|tell)|(?:hotlines?|helplines?|crisis lines?|those numbers) (?:are|is|dont|do not|never) (?:useless|pointless|no use|help|work)|(?:they|it)(?:ll| will|d| would) (?:just |only )?(?:send|call) (?:the )?(?:police|cops|an ambulance)|(?:they|it)(?:ll| will|d| would) (?:just |only )?(?:lock me up|put me (?:away|in (?:a |the )?(?:hospital|psych ward|ward))|have me (?:committed|sectioned|locked up)|section me|commit me)|(?:dont|do not) want to (?:go to|end up in|be put in) (?:the |a )?(?:hospital|psych ward|psych|er|ward)|(?:dont|do not) (?:want|need) (?:help|a hotline|numbers|your numbers)|(?:stop|dont|do not|quit) (?:giving|sending|showing|give|send|show) me (?:a |any |more |the |those |these |your )?(?:hotline |crisis |helpline |phone )?(?:numbers?|hotlines?|lines?)|i hate (?:those|these|hotlines|helplines|crisis lines|those numbers))\b/;

// Declining because of what a call might bring: 'theyll just lock me up', 'they'd send the police'.
const FEARS_BEING_SENT_FOR =
  /\b(?:police|cops|lock me up|locked up|hospital|psych|ward|sectioned|section me|committed|commit me|ambulance|take (?:her|him|them|my (?:baby|kids?|children|son|daughter)|the (?:baby|kids?)) (?:away|off me)|cps|social services|social workers?|child protective|lose (?:my|the) (?:baby|kids?|children|son|daughter))\b/;

const ANSWER_NO =
  /^\s*(?:no+|nope|nah|not really|no im not|no i am not|no i dont|no i do not|god no|hell no|never|not at all|of course not|definitely not|absolutely not|no not like that|no just \w+(?: \w+){0,6}|no im (?:just )?\w+(?: \w+){0,6}|no its (?:just )?\w+(?: \w+){0,6}|no thats not it|no nothing like that|im not suicidal|im not thinking (?:about|of) (?:that|suicide|killing myself))\s*$/;

// A yes: an interjection, alone or with a few words ('yeah sometimes', 'yes i think about it a lot'), or
// a bare 'i am' / 'i have been'. A longer message that happens to start with 'i am' is not an answer.
const ANSWER_YES = new RegExp(
  [
    // A plain yes, alone or with a few words ('yeah sometimes', 'yes i think about it a lot').
    String.raw`^\s*(?:(?:ok|okay|well|honestly|actually|tbh|ngl|i mean|um+|uh+)\s+)*(?:yes+|yeah+|yea|yep|yup|ya|mhm)(?: \w+){0,8}\s*$`,
    // A hedged yes, with nothing after it but more hedging: 'maybe i should just quit' is not an answer.
    String.raw`^\s*(?:(?:idk|i dont know|dunno|not sure) )?(?:sometimes|kind of|kinda|a little|a bit|maybe|i think so|i guess|more than i(?:d| would) like|every day|all the time|lately|now and then)(?: (?:yeah|yes|sometimes|lately|at night|a bit|a little|i guess|i think|tbh|honestly|ngl|kinda|not often|now and then|i do|i am|i have|i think about it|i have thought about it|ive thought about it))*\s*$`,
    String.raw`^\s*i (?:am|do|have|have been|guess i am|think i am|think i do)\s*$`,
  ].join('|'),
);

/** The person declined help after a crisis reply ('i dont want to call anyone'). */
export function isRefusalOfHelp(text: string): boolean {
  return REFUSAL.test(normalizeForSafety(text));
}

const EVERY_REFUSAL = new RegExp(REFUSAL.source, 'g');

/** A message with its refusals of help set aside, to read what else it says. */
export function withoutRefusals(text: string): string {
  return normalizeForSafety(text).replace(EVERY_REFUSAL, ' ');
}

// Saying they do not want to die in the words of the question: 'no i dont want to kill myself, just tired'.
const DENIES_SUICIDE =
  /\b(?:no+|nope|nah)?\s*(?:i )?(?:dont|do not|wouldnt|would not|would never|never|am not|m not|im not|have not|havent) (?:want to|wanna|going to|gonna|plan to|planning to|planning on|thinking (?:about|of)|think about|thought about|ever|really)? ?(?:kill|killing|hurt|hurting|harm|harming|end|ending|off|offing|unalive|unaliving) (?:my ?self|my life|it all)\b|\b(?:im|i am|i m) not (?:suicidal|going to do anything|gonna do anything)\b/;
const EVERY_DENIAL = new RegExp(DENIES_SUICIDE.source, 'g');

// A no said so plainly that what follows is what it is instead: 'no not like that, i just dont have anywhere to go'.
const PLAIN_NO =
  /^\s*(?:no+|nope|nah)\s+(?:not like that|nothing like that|im not|i am not|i m not|never|not at all|god no|definitely not|absolutely not|of course not|not suicidal|i dont|i do not|i wouldnt|i would not|i would never)\b/;

// 'no, just tired', 'nah its work': a no followed by what it is instead.
const STARTS_WITH_NO = /^\s*(?:no+|nope|nah|not really|god no|hell no|of course not|definitely not)\b/;

/** How the person answered the coach's direct question about suicide, if the message is an answer. */
export function answerToSafetyQuestion(text: string): 'yes' | 'no' | null {
  const normalized = normalizeForSafety(text).trim();
  if (ANSWER_NO.test(normalized) || STARTS_WITH_NO.test(normalized)) return 'no';
  if (deniesSuicide(text)) return 'no';
  if (ANSWER_YES.test(normalized)) return 'yes';
  return null;
}

/** They say, in the question's own words, that they do not want to die or hurt themselves. */
function deniesSuicide(text: string): boolean {
  return DENIES_SUICIDE.test(normalizeForSafety(text));
}

/**
 * A message with its denials set aside, for reading it again beside later ones: 'no i dont want to kill
 * myself, just tired' must not make the next message, read with it, a crisis.
 */
export function withoutDenials(text: string): string {
  return normalizeForSafety(text).replace(EVERY_DENIAL, ' ');
}

/**
 * A no whose words still hold a crisis once the denial is set aside ('no but i have the pills ready')
 * is not a no: a crisis rule hears the rest.
 */
function crisisBesideDenial(text: string): boolean {
  return detectCrisis(withoutDenials(text)).isCrisis;
}

const RAISED_ACTIONS = new Set(['crisis_support', 'safety_check', 'safety_support']);

/** The action of the reply that thanked them for answering the direct question with no. */
export const ANSWERED_NO_ACTION = 'safety_answered_no';

/**
 * The action of the reply that believed them when they said a raised reply misread them: the conversation
 * starts afresh after it (the messages before it are not read again with the next ones).
 */
export const MISREAD_ACTION = 'safety_misread';

// 'no im not suicidal lol i literally meant a walk', 'i didnt take anything', 'thats not what i meant',
// 'can we go back to normal', 'false alarm': the person telling us a raised reply read them wrong.
const SAYS_MISREAD =
  /\b(?:(?:im|i am|i m) not (?:suicidal|in danger|in any danger|going to (?:hurt|kill)|gonna (?:hurt|kill))|(?:i )?(?:didnt|did not|havent|have not|never) (?:take|taken|took|swallow\w*) (?:anything|any|nothing|them|it|that|those)|i (?:just |literally |only |was |simply )*meant\b|(?:thats|that is|that s|its|it s|it is) not what i meant|(?:you|u) (?:misunderstood|misread|read (?:it|that|me) wrong|got (?:it|that|me) wrong|took (?:it|that) (?:the )?wrong)|wrong idea|misunderstanding|false alarm|(?:go|get) back to (?:normal|what we were)|(?:can|could) we (?:just )?(?:go back|talk about something else|change the subject|move on)|nothing like that|not like that|(?:i was|just) (?:joking|kidding)|not literally|(?:obviously|of course) not (?:literally|really|actually)|figure of speech|(?:i was |im |i m )?just venting|(?:im|i m|i am) not (?:actually |really |literally )(?:going to|gonna) (?:do (?:anything|it)|hurt|kill|punch|hit|stab|shoot)|(?:i )?(?:wouldnt|would not|wont|will not) (?:actually|really|literally) (?:do (?:it|anything)|hurt|kill|punch|hit|stab|shoot)|\bjk\b|(?:lol|haha|lmao) no\b|no (?:lol|haha|lmao)\b|(?:im|i am|i m) (?:fine|ok|okay|safe|good)(?: (?:lol|haha|honestly|really|i promise|promise|tho|though|now))*$)/;

/** They say a raised reply read them wrong ('no im not suicidal lol i meant a walk'). */
export function saysMisread(text: string): boolean {
  return SAYS_MISREAD.test(normalizeForSafety(text).trim());
}

/** Replies after a no within which the model alone does not bring the same question back. */
const NO_HEARD_FOR_REPLIES = 2;

/** A self-rated mood from which a message is not read as distress. */
const OKAY_MOOD = 5;

/** The highest tier among the replies since the last calm stretch, as the conversation carries it. */
function carriedTier(earlier: EarlierReply[]): RiskTier {
  let carried: RiskTier = 'none';
  for (const reply of earlier.slice(0, CALM_TURNS_TO_DECAY)) {
    // Acute carries as elevated: the full crisis card once, then care and the resources kept in view.
    const tier: RiskTier = reply.tier === 'acute' ? 'elevated' : reply.tier;
    if (tierRank(tier) > tierRank(carried)) carried = tier;
  }
  // The replies to calm messages after a raise are raised themselves (continued support), so counting raised
  // replies would carry the tier for ever: the garden, the promotion and the landlord all asked to put away
  // what they might hurt themselves with. What lets go is the person's own messages: this one and the ones
  // before it calm for CALM_TURNS_TO_DECAY turns, the conversation goes on gently, never cheerfully.
  const before = earlier.slice(0, CALM_TURNS_TO_DECAY - 1);
  const calmedDown =
    before.length === CALM_TURNS_TO_DECAY - 1 && before.every((reply) => reply.answeredCalmMessage);
  if (calmedDown && carried === 'elevated') return 'distress';
  // Distress carries one turn only: a hard moment does not make the next message a hard one. A reply that
  // was distress only because it was carried must not carry again, or one sad message would colour the
  // whole conversation: two distress replies in a row carry nothing more.
  if (carried === 'distress' && (earlier[0]?.tier !== 'distress' || earlier[1]?.tier === 'distress'))
    return 'none';
  return carried;
}

/**
 * The new message's risk in its context. A few words the model alone reads as a risk, with no crisis rule
 * behind them, are read with the messages before them when those, read together with it, are calm or only
 * sad: 'thanks for listening' after talk of the rent, 'i keep looking at her bed' after the dog died. When
 * the messages together read raised, or a rule heard the words, the message's own reading stands.
 */
function inContext(input: ConversationRiskInput): { message: RiskAssessment; together: RiskAssessment } {
  const { message, recentTogether, text, recentText } = input;
  const unchanged = { message, together: recentTogether };
  // A plain thank-you is never a crisis on the model's reading alone, nor does it make the messages before
  // it one (they were answered in their turn); 'thank you for everything, goodbye' is heard by its other words.
  if (message.source === 'classifier' && recentTogether.source === 'classifier' && isPlainThanks(text)) {
    const calm: RiskAssessment = { ...message, tier: 'none', category: 'everyday' };
    return { message: calm, together: calm };
  }
  const hasContext = recentText !== undefined && recentText.trim() !== text.trim();
  if (!hasContext || message.source !== 'classifier') return unchanged;
  // Everyday messages read together can add up to odds none of them has ('just woke up', then 'didnt sleep
  // great', read together as a wish not to wake): a wish to be dead or hopelessness heard only in them
  // together needs one of them to carry a hard feeling of its own. A crisis read together still counts.
  const readBefore = input.earlierReplies.slice(0, MESSAGES_READ_TOGETHER - 1);
  const everydayEach =
    message.tier === 'none' &&
    readBefore.length > 0 &&
    readBefore.every((reply) => reply.answeredEverydayMessage);
  if (recentTogether.tier === 'elevated' && recentTogether.source === 'classifier' && everydayEach)
    return { message, together: message };
  if (tierRank(message.tier) < tierRank('elevated')) return unchanged;
  if (wordsIn(text) > SHORT_FOLLOW_UP_WORDS) return unchanged;
  if (tierRank(recentTogether.tier) >= tierRank('elevated')) return unchanged;
  // A wish to be gone is heard however short, whatever came before ('i just want to disappear' after a bad
  // day at work): it is the first thing a clinician asks about, and asking costs a question.
  if (WISH_TO_BE_GONE.test(normalizeForSafety(text))) return unchanged;
  return { message: recentTogether, together: recentTogether };
}

const WISH_TO_BE_GONE =
  /\b(?:want|wanna|wish i could|wish i can|would like to|just want to|need to) (?:just )?(?:disappear|vanish|fade away|not exist|stop existing|not be here|not be around|be gone|sleep forever|go to sleep forever|never wake up)\b/;

/** Crises the person tells as a story over several messages, each with its own continued support. */
const STORIES_TOLD_FURTHER: ReadonlySet<CrisisCategory> = new Set([
  'abuse',
  'someone_else',
  'eating_disorder',
  'child_safety',
]);

const PLAIN_THANKS =
  /^\s*(?:(?:ok|okay|oh|aw+|honestly|really|seriously|hey)\s+)*(?:thanks|thank you|thank u|thankyou|thx|ty|tysm|cheers|ta|appreciate it|appreciate you)\b/;
const NOT_JUST_THANKS =
  /\b(?:everything|goodbye|bye|forever|last|all these|all you|remember|miss|sorry|anymore|any more|again|before i|when im gone|for trying)\b/;
const PLAIN_THANKS_WORDS = 8;

function isPlainThanks(text: string): boolean {
  const normalized = normalizeForSafety(text).trim();
  return (
    normalized.split(' ').length <= PLAIN_THANKS_WORDS &&
    PLAIN_THANKS.test(normalized) &&
    !NOT_JUST_THANKS.test(normalized)
  );
}

/** How the coach answers the new message, from its risk and the conversation's. */
export function conversationRisk(input: ConversationRiskInput): RiskResponse {
  const { earlierReplies, text } = input;
  const read = inContext(input);
  const recentTogether = read.together;
  // 'no im not suicidal i meant its annoying lmao': a message that denies suicide is read for what else it
  // says, not for the denied word the model would hear; a crisis said beside the denial still counts.
  const readForTheRest =
    input.messageWithoutDenials !== undefined &&
    read.message.source === 'classifier' &&
    deniesSuicide(text) &&
    !crisisBesideDenial(text);
  const message = readForTheRest ? input.messageWithoutDenials! : read.message;
  const previous = earlierReplies[0];

  // 'no im not safe', 'i dont feel safe right now' after a raised reply is a crisis now, whatever the model read.
  const raisedJustNow =
    previous !== undefined && (RAISED_ACTIONS.has(previous.action) || previous.action === ANSWERED_NO_ACTION);
  if (raisedJustNow && NOT_SAFE.test(normalizeForSafety(text))) {
    const shown = lastCard(earlierReplies)?.categories?.[0];
    return { kind: 'crisis', tier: 'acute', categories: [shown ?? 'suicide'] };
  }
  // 'ok actually yeah' right after saying no to the question is a yes to it.
  if (
    previous?.action === ANSWERED_NO_ACTION &&
    answerToSafetyQuestion(text) === 'yes' &&
    message.tier !== 'acute'
  )
    return { kind: 'crisis', tier: 'acute', categories: ['suicide'] };

  // An answer to the coach's direct question moves the tier up or down.
  if (previous?.action === 'safety_check') {
    const answer = answerToSafetyQuestion(text);
    if (answer === 'yes' && message.tier !== 'acute') {
      return { kind: 'crisis', tier: 'acute', categories: ['suicide'] };
    }
    // The no counts unless the message is raised for more than the words that deny it.
    const deniedInItsWords = message.source === 'rule' && deniesSuicide(text) && !crisisBesideDenial(text);
    const plainNo = message.source === 'classifier' && PLAIN_NO.test(normalizeForSafety(text).trim());
    if (answer === 'no' && (tierRank(message.tier) < tierRank('elevated') || deniedInItsWords || plainNo)) {
      return { kind: 'answered_no', tier: 'distress' };
    }
  }

  // 'no im not suicidal lol i literally meant a walk' after a raised reply: a false alarm the person cannot
  // correct teaches them to stop talking. When the raise was the model's reading alone and nothing in this
  // message is raised once its denials are set aside, they are believed and the conversation starts afresh;
  // after a crisis rule heard them ('i want to die' ... 'jk') the no is thanked, and the conversation goes on
  // gently.
  const lastRaised = earlierReplies
    .slice(0, CALM_TURNS_TO_DECAY)
    .find((reply) => RAISED_ACTIONS.has(reply.action));
  const readWithoutDenials = input.messageWithoutDenials ?? message;
  if (
    lastRaised &&
    saysMisread(text) &&
    message.source === 'classifier' &&
    readWithoutDenials.source === 'classifier' &&
    tierRank(readWithoutDenials.tier) < tierRank('elevated') &&
    !crisisBesideDenial(text)
  )
    return lastRaised.raisedByRule
      ? { kind: 'answered_no', tier: 'distress' }
      : { kind: 'misread', tier: 'none' };

  // The full card is shown once. After it, the new message shows it again when a crisis rule hears it, when
  // it is more than a few words, or when it is about something at least as urgent; the model's reading alone
  // of a short follow-up ('he said sorry' after the card about abuse) is met with continued support.
  const card = lastCard(earlierReplies);
  const cardShown = card !== undefined;
  // Someone who rates their mood 5 or more ('honestly just a 5, nothing special', '6 now') is telling us it
  // is not a hard moment, whatever the model made of the words; a crisis rule still counts, and a raised
  // conversation is still followed with support.
  const statedMood = parseStatedMood(text);
  const okayMood = statedMood !== null && statedMood >= OKAY_MOOD;
  if (okayMood && message.source === 'classifier' && recentTogether.source === 'classifier') {
    return carriedTier(earlierReplies) === 'elevated'
      ? continuedSupport(earlierReplies, text, false)
      : { kind: 'coach', tier: 'none' };
  }
  // 'ok did it' right after a practice was suggested is about the practice; the model alone reads a bare
  // 'did it' as self-harm, as it mostly is in its corpus. A rule, or more words, still count.
  if (
    (message.tier === 'acute' || recentTogether.tier === 'acute') &&
    message.source === 'classifier' &&
    recentTogether.source === 'classifier' &&
    previous?.aboutPractice &&
    saysPracticeDone(text)
  )
    return { kind: 'coach', tier: 'none' };
  // Right after the coach owned a misreading ('i meant end things with my bf'), the model's reading alone of
  // what they add ('like break up with him') is heard as the feeling it is; a rule still raises it.
  const justMisread = earlierReplies
    .slice(0, NO_HEARD_FOR_REPLIES)
    .some((reply) => reply.action === MISREAD_ACTION);
  const raisedNow =
    tierRank(message.tier) >= tierRank('elevated') || tierRank(recentTogether.tier) >= tierRank('elevated');
  if (justMisread && raisedNow && message.source === 'classifier' && recentTogether.source === 'classifier')
    return heardAsTheFeeling(message);
  // Words that decline help ('i dont want to call anyone') fill the crises the model learned from, so after
  // the card a refusal is read for what else it says: a crisis there is one ('i dont want to call anyone, im
  // doing it tonight'), with the category those words have ('... theyll take her away' is the fear for a
  // child, not a plan); no crisis there, it is the refusal it is, met with support below.
  const reading =
    (cardShown && message.source === 'classifier' ? input.messageWithoutRefusals : undefined) ?? message;
  if (message.tier === 'acute' && reading.tier === 'acute') {
    const category = crisisCategoryOf(reading.category);
    const shownFirst = card?.categories?.[0] ?? 'suicide';
    const modelOnlyAfterCard = cardShown && message.source === 'classifier';
    // 'ok i texted them' after the card is news to be glad of, whatever the model made of its few words.
    const saysReachedOut = modelOnlyAfterCard && REACHED_OUT.test(normalizeForSafety(text));
    // Abuse, a friend at risk, eating or a fear for a child told further is followed with support in its
    // own words ('he took my car keys so i cant go see my sister'); so is a short message about the same or
    // a less urgent crisis. A longer message about the person's own life or safety ('i dont want to call
    // anyone, im doing it tonight'), something more urgent, or a rule brings the card again.
    const short = wordsIn(text) <= SHORT_FOLLOW_UP_WORDS;
    const toldFurther = category === shownFirst && STORIES_TOLD_FURTHER.has(category);
    const followUp =
      modelOnlyAfterCard &&
      (toldFurther || (short && CRISIS_URGENCY.indexOf(category) >= CRISIS_URGENCY.indexOf(shownFirst)));
    if (!followUp && !saysReachedOut) return { kind: 'crisis', tier: 'acute', categories: [category] };
    // A follow-up that reads as a crisis itself ('the pills r on my desk', 'no one will notice til morning')
    // is not met with 'if things get worse': the danger is now, so the emergency number comes first. One
    // that plays the crisis down ('its not that deep i promise', 'he said sorry') is met with support that
    // keeps the door open: 'are you safe right now? call 911' would not hear it.
    // After the card about suicide or an overdose, 'its fine dont worry' is no comfort: it stays urgent.
    const mayPlayDown = !PLAYED_DOWN_STILL_URGENT.has(shownFirst) && playsItDown(text);
    if (followUp && !saysReachedOut && !isRefusalOfHelp(text) && !mayPlayDown)
      return { ...continuedSupport(earlierReplies, text, false), tier: 'acute', urgent: true };
  }
  // Declining help right after a raised reply is met with continued support (texting, a safety-plan step),
  // before the window below re-reads the earlier crisis message: the same card again would not hear them.
  const raisedEarlier = previous !== undefined && RAISED_ACTIONS.has(previous.action);
  if (raisedEarlier && isRefusalOfHelp(text)) {
    return continuedSupport(earlierReplies, text, true);
  }

  // Several messages that together describe a crisis are one; once its card is shown, the messages after
  // it are followed with support rather than the same card again.
  if (recentTogether.tier === 'acute' && !cardShown) {
    return { kind: 'crisis', tier: 'acute', categories: [crisisCategoryOf(recentTogether.category)] };
  }

  const carried = carriedTier(earlierReplies);
  const elevatedNow = message.tier === 'elevated' || recentTogether.tier === 'elevated';
  // They just answered the question with no: the model's reading alone of what they say next ('just feel
  // empty and flat') is heard as the feeling it is, not met with the same question word for word. A rule
  // still raises it, and the no lets go after a couple of replies.
  const saidNoJustNow = earlierReplies
    .slice(0, NO_HEARD_FOR_REPLIES)
    .some((reply) => reply.action === ANSWERED_NO_ACTION);
  if (
    elevatedNow &&
    saidNoJustNow &&
    message.source === 'classifier' &&
    recentTogether.source === 'classifier'
  )
    return heardAsTheFeeling(message);
  if (elevatedNow) {
    // Asked already and not answered yes or no, or past the crisis card: keep supporting rather than asking.
    if (cardShown || previous?.action === 'safety_check' || previous?.action === 'safety_support')
      return continuedSupport(earlierReplies, text, false);
    const fromMessage = message.tier === 'elevated';
    return {
      kind: 'safety_check',
      tier: 'elevated',
      category: fromMessage ? message.category : recentTogether.category,
      said: fromMessage ? text : (input.recentText ?? text),
    };
  }
  if (carried === 'elevated') return continuedSupport(earlierReplies, text, false);
  if (okayMood) return { kind: 'coach', tier: 'none' };
  // 'so excited', 'killed it at my presentation': the model alone may read strong words as a hard feeling,
  // but words that name only joy are met as the good news they are.
  if (message.source === 'classifier' && namesOnlyJoy(text)) return { kind: 'coach', tier: 'none' };
  if (message.tier === 'distress') return { kind: 'coach', tier: 'distress', feeling: message.category };
  if (carried === 'distress') return { kind: 'coach', tier: 'distress' };
  return { kind: 'coach', tier: 'none' };
}

const JOY_WORDS =
  /\b(?:so excited|excited|cant wait|can t wait|stoked|thrilled|so happy|happy|proud|nailed it|killed it|crushed it|smashed it|aced it|aced (?:my|the)|passed (?:my|the)|got the job|got in|got into|got accepted|promoted|engaged|proposed|said yes|best day|yay|woo+|hooray)\b/;
const NOT_ONLY_JOY =
  /\b(?:not|no|never|but|though|tho|although|sad|worried|worry|nervous|scared|afraid|anxious|anxiety|stress\w*|hate|angry|mad|upset|cry\w*|miss\w*|lonely|alone|hurt\w*|pain|dread\w*|tired|exhausted|overwhelm\w*|ashamed|guilty|die|died|dead|death|funeral|myself|wish|cant|can t|dont|don t|didnt|didn t|lost|sorry|scary|terrified|panic\w*|ugh)\b/;

/** 'so excited!!', 'killed it at my presentation today': joy named, and nothing else that hurts. */
function namesOnlyJoy(text: string): boolean {
  const said = normalizeForSafety(text).replace(/\b(?:cant|can t) wait\b/g, 'so excited');
  return JOY_WORDS.test(said) && !NOT_ONLY_JOY.test(said);
}

// 'no im not safe', 'i dont feel safe right now', 'im in danger'
const NOT_SAFE =
  /\b(?:(?:im|i am|i m|am) not (?:really |very )?safe|(?:dont|do not|dont really) feel safe|not safe (?:right now|rn|here|at home|tonight|anymore|any more)|(?:im|i am|i m) in danger|no (?:im |i am )?not safe)\b/;

// 'i texted the crisis line', 'called 988', 'my sister is here now', 'they're talking to me now'
const REACHED_OUT =
  /\b(?:i (?:just )?(?:texted|called|rang|messaged|phoned|contacted|reached out to|told|talked to|spoke to|am talking to|m talking to)|(?:they|she|he|someone)(?:re| are|s| is) (?:talking to me|here|with me|on (?:their|her|his|the) way|coming)|(?:im|i am) (?:talking to|on the phone with|texting) (?:them|someone|a counsell?or|the crisis line|988)|(?:\w+ )?(?:is|are|s|re) (?:driving|taking|bringing) me to (?:the |a )?(?:er|a ?e|hospital|emergency|doctor|gp|clinic)|(?:im|i am|i m) (?:at|in|going to|on my way to|headed to) (?:the |a )?(?:er|a ?e|hospital|emergency room|emergency)|(?:ill|i will|im going to|im gonna|i m going to|gonna) (?:text|call|ring|phone|contact|message) (?:them|988|the (?:crisis )?line|the hotline|someone|my (?:mum|mom|dad|sister|brother|friend|therapist|doctor|gp)))\b/;

// Playing down what was just told: 'its not that deep', 'maybe im overreacting', 'he said sorry', 'nobody sees'.
const PLAYS_IT_DOWN =
  /\b(?:(?:its|it s|it is|thats|that s|that is) (?:not (?:that |a |so )?(?:deep|big (?:of a )?deal|bad|serious)|nothing|fine|ok|okay|whatever)|not (?:that|a) big deal|no big deal|(?:maybe |probably )?(?:im|i am|i m) (?:overreacting|being dramatic|making (?:it|a big deal)|exaggerating|fine|ok|okay)|i promise|(?:dont|do not) worry|forget i said (?:it|anything|that)|(?:nobody|no one) (?:sees|can see|notices|knows)|(?:he|she|they) (?:said|says) (?:(?:hes|shes|theyre|he s|she s|they re|he was|she was|they were) )?sorry|(?:he|she|they) apologi[sz]ed|(?:its|it s|it is|prob(?:ably)?) my (?:own )?fault)\b/;

const EVERY_PLAYING_DOWN = new RegExp(PLAYS_IT_DOWN.source, 'g');
/**
 * Cards after which playing it down is itself a warning sign ('wont need them where im going' ... 'its
 * fine dont worry'): the danger is a life now, and calm words do not make it less.
 */
const PLAYED_DOWN_STILL_URGENT: ReadonlySet<CrisisCategory> = new Set(['suicide', 'medical_emergency']);
/** Words a message that plays things down may say besides ('just my thighs', 'he said sorry tho'). */
const PLAYING_DOWN_REST_WORDS = 3;

/**
 * They play down what they just told ('its not that deep i promise'), saying little else: 'its fine i
 * already took them' says more than that, and is heard for it.
 */
function playsItDown(text: string): boolean {
  const normalized = normalizeForSafety(text);
  return (
    PLAYS_IT_DOWN.test(normalized) &&
    wordsIn(normalized.replace(EVERY_PLAYING_DOWN, ' ')) <= PLAYING_DOWN_REST_WORDS
  );
}

/** Gentle coaching for what the model alone raised right after a no or a misreading: the feeling it is. */
function heardAsTheFeeling(message: RiskAssessment): RiskResponse {
  return {
    kind: 'coach',
    tier: 'distress',
    ...(message.tier === 'distress' ? { feeling: message.category } : {}),
  };
}

/**
 * The crisis card the conversation is still under: the last one shown, however many supportive replies
 * followed it, until CALM_TURNS_TO_DECAY calm replies in a row. A fourth message after the card about abuse
 * ('hes home now') is still about the abuse, not a new crisis to show another card for.
 */
function lastCard(earlier: EarlierReply[]): EarlierReply | undefined {
  let calm = 0;
  for (const reply of earlier) {
    if (reply.action === 'crisis_support') return reply;
    if (tierRank(reply.tier) < tierRank('elevated') && ++calm >= CALM_TURNS_TO_DECAY) return undefined;
  }
  return undefined;
}

/** Continued support after a raised reply, about what the last crisis card was about. */
function continuedSupport(
  earlier: EarlierReply[],
  text: string,
  declined: boolean,
): Extract<RiskResponse, { kind: 'safety_support' }> {
  const about = lastCard(earlier)?.categories?.[0];
  return {
    kind: 'safety_support',
    tier: 'elevated',
    declined,
    step: supportSteps(earlier),
    ...(about ? { about } : {}),
    ...(REACHED_OUT.test(normalizeForSafety(text)) ? { reachedOut: true } : {}),
    ...(declined && FEARS_BEING_SENT_FOR.test(normalizeForSafety(text)) ? { fearsBeingSentFor: true } : {}),
  };
}

/** How many supportive replies followed the last crisis reply: each offers the next step of a safety plan. */
function supportSteps(earlier: EarlierReply[]): number {
  let steps = 0;
  for (const reply of earlier) {
    if (reply.action !== 'safety_support') break;
    steps++;
  }
  return steps;
}

// ---------------------------------------------------------------------------------------------
// The coach's words for the raised tiers
// ---------------------------------------------------------------------------------------------

const CHECK_IN_TITLE = 'Can I ask you something important?';

/** Openings that reflect what the person said, by what the risk check heard. */
const CHECK_IN_OPENINGS: Partial<Record<RiskCategory, string>> = {
  passive_ideation: 'It sounds like you have been so worn down that it is hard to keep going.',
  hopelessness: 'It sounds like things feel hopeless right now, and that is a very heavy place to be.',
  substance:
    'It sounds like you have been leaning on drinking or using to get through, and that things feel out of control.',
};

/**
 * Words that must be in the message before an opening names them: the risk check may hear drinking or
 * using more between the lines, but telling someone who never mentioned it that they are 'leaning on
 * drinking' would not hear them.
 */
const OPENING_NEEDS: Partial<Record<RiskCategory, RegExp>> = {
  substance:
    /\b(?:drink\w*|drank|drunk|alcohol|booze|beers?|wine|vodka|whiske?y|rum|gin|tequila|shots?|bottles?|wasted|hammered|smashed|weed|stoned|blunts?|joints?|pills?|xanax|xans?|benzos?|oxy\w*|percs?|coke|cocaine|meth|heroin|fent\w*|molly|mdma|shrooms|ketamine|drugs?|using|relapse\w*|sober|sobriety|vap\w*|smok\w*|gambl\w*|betting)\b/,
};

/**
 * The check-in for an elevated tier: clinicians advise asking plainly about suicide (asking does not put
 * the idea in anyone's head; it opens the door), with the resources in view and no practice. `said` is
 * the person's words: an opening that names what they never said gives way to a general one.
 */
export function safetyCheckSupport(
  category: RiskCategory,
  country: CrisisCountry | null = null,
  said?: string,
): CrisisSupport {
  const needs = OPENING_NEEDS[category];
  const fits = said === undefined || needs === undefined || needs.test(normalizeForSafety(said));
  const opening =
    (fits ? CHECK_IN_OPENINGS[category] : undefined) ??
    'It sounds like you are going through something really painful.';
  const lines = crisisLinesFor(country);
  return {
    level: 'check_in',
    categories: ['suicide'],
    title: CHECK_IN_TITLE,
    message: `${opening} I want to ask you directly, because it matters: are you having thoughts of suicide or of ending your life?`,
    // Drinking or using named in their words: the alcohol and drug line sits beside the crisis line.
    resources: present([
      lines.crisis,
      category === 'substance' && fits && said !== undefined ? lines.substance : null,
      lines.text,
      lines.emergency,
    ]),
    country: lines.name,
    elsewhere: otherCountriesLines(country),
  };
}

function present<T>(items: Array<T | null>): T[] {
  return items.filter((item): item is T => item !== null);
}

export function safetyCheckText(support: CrisisSupport, firstName: string | null): string {
  const lines = support.resources.map((resource) => `• ${resource.name}: ${resource.description}`);
  return [
    `${firstName ? `${firstName}, thank you for telling me. ` : 'Thank you for telling me. '}${support.message}`,
    'You can answer honestly here. Whatever the answer, you do not have to carry this alone, and people are there to talk right now:',
    lines.join('\n'),
    "I'm an AI wellness coach, not a counselor, but I'm here and I'm listening.",
  ].join('\n\n');
}

/** One step of a safety plan per reply, in the order safety plans take them. */
const SAFETY_PLAN_STEPS = [
  'Could we take one small step together? Tell me one thing, or one person, that has kept you going, even a little, even on hard days.',
  'Is there someone you could be with tonight, or even just message, so you are not alone with this? It does not have to be a conversation about how you feel.',
  'Is there a place you could go for a while where you feel a bit safer or calmer, like a friend’s place, a café, a library or outside?',
  'If there is anything nearby you might use to hurt yourself, could you put it somewhere out of reach, or ask someone to hold on to it for now?',
];

const SUPPORT_OPENINGS_DECLINED = [
  "That's okay. You don't have to call anyone right now, and I'm not going anywhere.",
  "I hear you. Reaching out to a stranger can feel like too much, and you don't have to do it this minute.",
  "That's alright. We can keep talking here for as long as you need.",
];

const SUPPORT_OPENINGS = [
  "I'm still here with you, and I'm glad you're talking to me.",
  'Thank you for staying with me. What you are feeling matters.',
  "You don't have to have the right words. I'm listening.",
];

const REACHED_OUT_OPENINGS = [
  "I'm really glad you reached out. Stay with them for as long as you need, and I'm here too.",
  "That took courage, and I'm so glad you did it. Keep talking with them; I'm right here as well.",
];

type CrisisLines = ReturnType<typeof crisisLinesFor>;

/**
 * Continued support after a card about something other than thoughts of suicide (abuse, someone else at
 * risk, an overdose, self-harm, eating, anger at someone): the suicide safety plan and 'if you feel you
 * might act on these thoughts' would not fit what they told, and each has its own urgent step.
 */
const SUPPORT_BY_CATEGORY: Partial<
  Record<
    CrisisCategory,
    {
      openings: string[];
      steps: string[];
      textLine: (lines: CrisisLines) => string;
      resources: (lines: CrisisLines) => Array<CrisisResource | null>;
    }
  >
> = {
  abuse: {
    openings: [
      'I hear you. What happened is not okay, and it is not your fault, even if it feels small or they said sorry.',
      "You don't have to decide anything right now. I'm here, and what you tell me matters.",
      'Thank you for staying with me. You deserve to feel safe at home.',
    ],
    steps: [
      'If you ever feel in danger, is there somewhere safe you could go, or someone you trust you could tell?',
      "It can help to keep your phone charged and one number you trust saved where they won't look.",
      'Would it help to write down what happened and when, somewhere private? It can matter later, whatever you decide.',
    ],
    textLine: (lines) => {
      const line = lines.abuse ?? lines.crisis;
      return `${line.name} (${line.contact.label.toLowerCase()}) can talk it through with you confidentially, any time, including how to stay safe. If you are in danger right now, ${lines.emergency.contact.label.toLowerCase()}.`;
    },
    resources: (lines) => [lines.abuse, lines.crisis, lines.emergency],
  },
  someone_else: {
    openings: [
      "You're doing the right thing by looking out for them.",
      "This is a lot to hold, and you're not alone with it.",
      'Thank you for staying with this. It matters that they have you.',
    ],
    steps: [
      "It's okay to ask them directly whether they are thinking about suicide. Asking does not put the idea in their head; it shows them you can hear the answer.",
      'Try to make sure they are not alone tonight, and that anything they might use to hurt themselves is out of reach.',
      'Look after yourself too: supporting someone through this is heavy, and you can call a crisis line for yourself as well.',
    ],
    textLine: (lines) =>
      `If they might act on it, ${lines.emergency.contact.label.toLowerCase()} and stay with them if it is safe. ${lines.crisis.name} (${lines.crisis.contact.label.toLowerCase()}) can also guide you on how to help.`,
    resources: (lines) => [lines.emergency, lines.crisis, lines.text],
  },
  // Many medicines (paracetamol above all) do their harm hours before anything is felt: feeling fine, or
  // nothing yet, is no reason to wait.
  medical_emergency: {
    openings: [
      "I'm still here with you. Even if you feel okay right now, some medicines do their harm hours before anything shows.",
      'Thank you for telling me. Please do not wait to see how you feel: getting help early is what makes the difference.',
      "You don't have to handle this on your own, and nobody will judge you for getting help.",
    ],
    steps: [
      'Is there someone nearby who can be with you, or take you to a hospital now?',
      'If you can, keep the packet or bottle with you, so the people helping you know what it was and how much.',
      'Please do not sleep it off alone: stay where someone can see you until you have been checked.',
    ],
    textLine: (lines) =>
      `Please ${lines.emergency.contact.label.toLowerCase()} now, or go to the nearest emergency department, and tell them what you took and when.`,
    resources: (lines) => [lines.emergency, lines.crisis, lines.text],
  },
  self_harm: {
    openings: [
      "Thank you for telling me. I'm here, and you don't have to get through this urge on your own.",
      "I'm still with you. Urges like this rise and fall, and this one can pass without you acting on it.",
      'What you are feeling matters, and so does keeping you safe right now.',
    ],
    steps: [
      'Could you put what you might use out of reach for now, in another room, or with someone else?',
      'If you are hurt and the wound is deep or will not stop bleeding, press on it with something clean and get urgent care now.',
      'Holding something very cold, like ice or a cold tap on your wrists, can help the next few minutes pass. Could you try that while we keep talking?',
    ],
    textLine: (lines) =>
      `${lines.crisis.name} (${lines.crisis.contact.label.toLowerCase()}) can talk with you right now. If you are hurt, ${lines.emergency.contact.label.toLowerCase()}.`,
    resources: (lines) => [lines.crisis, lines.text, lines.emergency],
  },
  eating_disorder: {
    openings: [
      'Thank you for telling me. What is happening with food is serious, and you deserve care, not blame.',
      "I'm still here. None of this means you are weak; it means you are carrying something hard.",
      'I hear you, and I am glad you are telling me about it.',
    ],
    steps: [
      'Dizziness, fainting, or a heart that races or skips after not eating or after being sick are signs your body needs a doctor today.',
      'Could you tell one person you trust, or your doctor, what has been happening with food? You do not have to explain everything.',
      'Would it be possible to have a drink and something small now, even if it feels hard?',
    ],
    textLine: (lines) =>
      `If you feel faint, confused, or your heart feels wrong, ${lines.emergency.contact.label.toLowerCase()}. ${lines.crisis.name} (${lines.crisis.contact.label.toLowerCase()}) can talk with you any time${lines.eatingDisorder ? `, and ${lines.eatingDisorder.name} (${lines.eatingDisorder.contact.label.toLowerCase()}) knows eating disorders well` : ''}.`,
    resources: (lines) => [lines.emergency, lines.eatingDisorder, lines.crisis, lines.text],
  },
  // Frightening thoughts of harming a child are common in new parents and rarely acted on; the fear of
  // them is the point to meet first, then a step that keeps the child safe while the parent calms down.
  child_safety: {
    openings: [
      'Thank you for trusting me with this. Having thoughts like these does not mean you will act on them, and how much they frighten you shows how much you care.',
      "I'm still here. Many parents have frightening thoughts like this, especially when they are exhausted, and help is there for you and your child.",
      'You are doing the right thing by talking about it instead of carrying it alone.',
    ],
    steps: [
      'If it feels too much right now, put your child down somewhere safe, like their cot, and step into another room for a few minutes. It is okay to let them cry while you breathe.',
      'Is there someone who could take over for an hour or two, a partner, a relative or a neighbour, so you can rest?',
      'Your doctor, midwife or health visitor can help with thoughts like these. They hear them more often than you might think.',
    ],
    textLine: (lines) =>
      `If your child is in danger right now, ${lines.emergency.contact.label.toLowerCase()}. ${lines.crisis.name} (${lines.crisis.contact.label.toLowerCase()}) can talk it through with you any time, without judging you.`,
    resources: (lines) => [lines.emergency, lines.crisis, lines.text],
  },
  harm_to_others: {
    openings: [
      'Thank you for telling me before anything happened. That matters.',
      "I'm still here. Feeling this angry does not make you a bad person; acting on it is what we want to stop.",
      'You reached out instead of acting, and that was the right thing to do.',
    ],
    steps: [
      'If there is a weapon near you, could you put it away, or give it to someone to hold for now?',
      'Could you put some distance between you and them for tonight: another room, a walk, somewhere else to stay?',
      'Is there someone you trust you could call now and tell how angry you are?',
    ],
    textLine: (lines) =>
      `If you feel you might act on it, ${lines.emergency.contact.label.toLowerCase()} now. ${lines.crisis.name} (${lines.crisis.contact.label.toLowerCase()}) can talk it through with you.`,
    resources: (lines) => [lines.crisis, lines.emergency, lines.text],
  },
};

/**
 * Continued support after a crisis reply or a check-in: never 'no problem', never a practice. A
 * refusal hears that texting can be easier than calling; every reply offers one step of a safety plan.
 */
export function safetySupportReply(
  response: Extract<RiskResponse, { kind: 'safety_support' }>,
  firstName: string | null,
  country: CrisisCountry | null = null,
): { text: string; support: CrisisSupport } {
  const lines = crisisLinesFor(country);
  if (response.urgent && !response.reachedOut) return urgentSupportReply(response, firstName, lines, country);
  const about = response.about ?? 'suicide';
  const byCategory = SUPPORT_BY_CATEGORY[about];
  // Someone who reached out is met with gladness, not the next step; the lines stay those of the card.
  const guide = response.reachedOut ? undefined : byCategory;
  const openings = response.reachedOut
    ? REACHED_OUT_OPENINGS
    : (guide?.openings ?? (response.declined ? SUPPORT_OPENINGS_DECLINED : SUPPORT_OPENINGS));
  const opening = openings[response.step % openings.length]!;
  const steps = guide?.steps ?? SAFETY_PLAN_STEPS;
  const step = response.reachedOut ? '' : steps[response.step % steps.length]!;
  const textLine =
    guide?.textLine(lines) ??
    (response.declined
      ? `If talking feels like too much, texting can be easier: ${lowerFirstWord((lines.text ?? lines.crisis).description)} You can stop any time.`
      : `If things get worse or you feel you might act on these thoughts, please contact ${lines.crisis.name} (${lines.crisis.contact.label.toLowerCase()}) or ${lines.emergency.contact.label.toLowerCase()} straight away.`);
  const resources =
    byCategory?.resources(lines) ??
    (response.declined
      ? [lines.text, lines.crisis, lines.emergency]
      : [lines.crisis, lines.text, lines.emergency]);
  const support = supportBlock(
    {
      level: 'check_in',
      about: byCategory ? about : 'suicide',
      title: 'Support is here whenever you want it',
    },
    textLine,
    resources,
    country,
  );
  // The fear behind the no is answered before anything else is offered.
  const reassurance = !response.fearsBeingSentFor
    ? ''
    : about === 'child_safety'
      ? 'Asking for help with thoughts like these is what a caring parent does. Helplines and doctors hear them often, their first aim is to support you and your child, and you can ask them how it works before you say anything.'
      : 'Crisis lines are there to listen first: nearly every call or text stays a conversation, emergency services are involved only when a life is in immediate danger, and you can ask them how it works before you say anything.';
  const text = [
    `${firstName ? `${firstName}, ` : ''}${lowerFirst(opening, firstName)}`,
    reassurance,
    textLine,
    step,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { text, support };
}

/** The one step that matters most while the danger is now, where the card's own steps are for later. */
const URGENT_STEPS: Partial<Record<CrisisCategory, string[]>> = {
  suicide: [
    'While you wait, put anything you might use out of reach, or go to where other people are. You can stay on the line with them.',
    'Is there someone who could come and be with you tonight, or somewhere you could go where you would not be alone?',
    'If the pills or anything else are near you, could you hand them to someone, lock them away or put them outside for now?',
  ],
  someone_else: [
    'If you can, stay with them or get someone to them, and keep anything they might use out of reach until help arrives.',
    'If you cannot reach them, the emergency services can go and check on them: give their address if you know it.',
  ],
  abuse: [
    'If you can, go somewhere safer or to someone you trust, and keep your phone with you.',
    "If it isn't safe to talk where you are, texting a line can be easier, and you can keep it short.",
  ],
};

/** How the urgent reply opens, in turn, so several in a row do not say the same words. */
const URGENT_OPENINGS = [
  "what you've just told me worries me.",
  "I'm taking what you said seriously.",
  "I'm still right here with you, and I'm worried about you.",
];

/** The support block of a reply after the card: the person's country's lines, and every other country's. */
function supportBlock(
  heading: { level: CrisisSupport['level']; about: CrisisCategory; title: string },
  message: string,
  resources: Array<CrisisResource | null>,
  country: CrisisCountry | null,
): CrisisSupport {
  return {
    level: heading.level,
    categories: [heading.about],
    title: heading.title,
    message,
    resources: present(resources),
    country: crisisLinesFor(country).name,
    elsewhere: otherCountriesLines(country),
  };
}

/** Whose safety the question after the card asks about, when it is not the person's own. */
const SAFE_NOW_QUESTION: Partial<Record<CrisisCategory, string>> = {
  someone_else: 'Are they safe right now, and is someone with them?',
  child_safety: 'Are you and the child safe right now?',
  harm_to_others: 'Is everyone safe right now, you included?',
};

/**
 * After the card, a message that reads as a crisis itself: what they said is taken seriously now (the
 * emergency number first, 'are you safe right now?'), with the step that fits what the card was about,
 * not the whole card word for word again.
 */
function urgentSupportReply(
  response: Extract<RiskResponse, { kind: 'safety_support' }>,
  firstName: string | null,
  lines: CrisisLines,
  country: CrisisCountry | null,
): { text: string; support: CrisisSupport } {
  const about = response.about ?? 'suicide';
  const byCategory = SUPPORT_BY_CATEGORY[about];
  const emergency = lines.emergency.contact.label.toLowerCase();
  const line = (about === 'abuse' ? lines.abuse : null) ?? lines.crisis;
  const urgentLine =
    about === 'someone_else'
      ? `Please don't wait with this: ${emergency} now and tell them where they are. You don't have to be sure it's an emergency to call, and ${line.name} (${line.contact.label.toLowerCase()}) can guide you too.`
      : `Please don't wait with this: ${emergency} now, or ${line.name} (${line.contact.label.toLowerCase()}) if you can talk. You don't have to be sure it's an emergency to call.`;
  const steps = byCategory?.steps ?? SAFETY_PLAN_STEPS;
  const urgentSteps = URGENT_STEPS[about] ?? steps;
  const step = urgentSteps[response.step % urgentSteps.length]!;
  const resources = [lines.emergency, ...(byCategory?.resources(lines) ?? [lines.crisis, lines.text])].filter(
    (resource, index, all) => resource !== null && all.indexOf(resource) === index,
  );
  const support = supportBlock(
    { level: 'crisis', about: byCategory ? about : 'suicide', title: 'Please reach out now' },
    urgentLine,
    resources,
    country,
  );
  const text = [
    `${withName(URGENT_OPENINGS[response.step % URGENT_OPENINGS.length]!, firstName)} ${SAFE_NOW_QUESTION[about] ?? 'Are you safe right now?'}`,
    urgentLine,
    step,
    "I'm staying right here with you.",
  ].join('\n\n');
  return { text, support };
}

/** 'Sam, what you told me…' with a name, 'What you told me…' without; 'I' keeps its capital. */
function withName(text: string, firstName: string | null): string {
  if (firstName) return `${firstName}, ${text}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirstWord(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The reply when the person answered the direct question with no. */
export function answeredNoReply(firstName: string | null): string {
  return [
    `${firstName ? `${firstName}, thank` : 'Thank'} you for answering me honestly. I'm really glad.`,
    'It still sounds like you are carrying a lot right now. Would you like to tell me more about what has been weighing on you? We can take it one piece at a time.',
  ].join('\n\n');
}

/** The reply that believes them: the raised reply read them wrong, and the conversation goes on as before. */
export function misreadReply(firstName: string | null): string {
  return [
    `${firstName ? `Thanks for telling me, ${firstName}, and` : 'Thanks for telling me, and'} I'm sorry: I read that wrong. I'll leave it there.`,
    'What would you like to talk about? I can also suggest a practice, or log your mood if you tell me a number from 1 to 10.',
  ].join('\n\n');
}

/** The crisis reply's support block for the categories found. */
export function crisisSupportFor(
  response: Extract<RiskResponse, { kind: 'crisis' }>,
  country: CrisisCountry | null = null,
  said?: string,
): CrisisSupport {
  return crisisSupport(response.categories, country, said);
}

function lowerFirst(text: string, firstName: string | null): string {
  return firstName && !text.startsWith("I'") && !text.startsWith('I ')
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}
