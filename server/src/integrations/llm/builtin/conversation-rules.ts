import { categorySlug } from '@flowmind/core/coach-memory';
import type { ChatAction, ChatPracticeLink } from '@flowmind/core/contracts/chat';
import type { MemoryFact } from '@flowmind/core/contracts/memory';
import type { HistoryTurn } from '../coach-engine';
import { plainLower } from './sentences';

/** Rules the built-in coach reads a conversation with: practice feedback, off-topic requests, memory. */

export type PracticeVerdict = 'helped' | 'did_not_help';

const DID_NOT_HELP =
  /\b(?:did ?n[o']?t|does ?n[o']?t|didnt|doesnt|did not|does not|wasn'?t|was not|not) (?:really |actually |even )?(?:help|work|helpful|useful|do (?:anything|much|a thing|it for me))\b|\b(?:useless|pointless|a waste of time|waste of time|did nothing|does nothing|made (?:it|me|things|my \w+) (?:even |so much |a lot |way )?worse|made me (?:feel )?(?:even |way |so much |a lot |so |really |super )?(?:more )?(?:worse|dizzy|light-?headed|panick\w*|anxious|stressed|tense|nervous|agitated|restless|wired|irritated|on edge|wound up|upset)|felt (?:even |way )?worse after|(?:did ?n[o']?t|did not|could ?n[o']?t|could not) (?:really )?(?:like|get into|stand) (?:it|that|this|the \w+)|not for me|no difference|nothing changed|hated (?:it|that)|felt silly|not a fan)\b|^\s*meh\b/i;
const HELPED =
  /\b(?:(?:actually|really|kinda|kind of|totally|it|that|this|which) )?helped\b|\b(?:it|that|this) (?:really |actually )?worked\b|\bworked (?:well|great|wonders)\b|\b(?:loved|liked|enjoyed) (?:it|that|the \w+(?: one)?)\b|\bfeel (?:much |a lot |a bit )?(?:better|calmer|lighter) (?:now|after)\b|\bfelt (?:much |a lot |a bit |a little |way |so much )?(?:better|calmer|lighter|more relaxed)\b|\bthat was (?:actually |really |so |pretty |quite |rather |very )?(?:great|good|nice|calming|lovely|amazing|relaxing|helpful)\b/i;

/** Whether the person says a practice helped or not ('box breathing was useless', 'the breathing one actually helped!'). */
export function practiceVerdict(text: string): PracticeVerdict | null {
  if (/\?\s*$/.test(text.trim()) && !/\b(?:useless|pointless)\b/i.test(text)) return null;
  if (DID_NOT_HELP.test(text)) return 'did_not_help';
  if (HELPED.test(text)) return 'helped';
  return null;
}

const FELT_BETTER =
  /^\W*(?:(?:yes|yeah|yep|ok|okay|honestly|actually|i think|i guess|i feel|feel|feeling|im|i'm|a bit|a little|a lot|much|way|slightly|somewhat|kinda|kind of|so much|definitely|surprisingly)\W+)*(?:better|calmer|lighter|more relaxed|relaxed|good|great|nice|helped)\b/i;
const FELT_NO_DIFFERENT =
  /^\W*(?:(?:honestly|tbh|um|hmm|ngl)\W+)*(?:not really|not much|no different|the same|same|same as before|nope|no|meh|nothing|worse|a bit worse|not sure it did anything)\b/i;

/**
 * The answer to 'how do you feel now?' right after a practice: 'a bit better actually' is that it helped,
 * 'not really' that it did not; anything else is not an answer to the question.
 */
export function howItWent(text: string): PracticeVerdict | null {
  if (FELT_NO_DIFFERENT.test(text)) return 'did_not_help';
  if (FELT_BETTER.test(text)) return 'helped';
  return null;
}

export interface PracticeRef {
  id: string;
  name: string;
  /** Category slug (breathwork, visualization...). */
  category: string;
}

/** The practices a reply's recommend_practice actions name, first the main one, as the reply showed them. */
export function suggestedPractices(actions: ChatAction[] | undefined): ChatPracticeLink[] {
  return (actions ?? []).flatMap((action) => (action.type === 'recommend_practice' ? action.practices : []));
}

/** The practices a reply suggested, by id, name and category slug. */
export function practicesOf(actions: ChatAction[] | undefined): PracticeRef[] {
  return suggestedPractices(actions).map((practice) => ({
    id: practice.id,
    name: practice.name,
    category: categorySlug(practice.category),
  }));
}

/** Practices the coach recommended in the history, newest first. */
export function recommendedInHistory(history: HistoryTurn[]): PracticeRef[] {
  return [...history].reverse().flatMap((entry) => practicesOf(entry.actions));
}

const CATEGORY_WORDS: [string, RegExp][] = [
  ['breathwork', /\bbreath\w*\b/i],
  ['visualization', /\bvisuali[sz]\w*|imagin\w*\b/i],
  ['gratitude', /\bgratitude|grateful|thankful\b/i],
  ['mindfulness', /\bmindful\w*|body scan|grounding|meditat\w*\b/i],
  ['neuroscience', /\bneuroscience|reframe|habit|nsdr|deep rest\b/i],
];

/** The kind of practice the words name ('the breathing one'), as a category slug. */
function categoryNamedIn(message: string): string | undefined {
  return CATEGORY_WORDS.find(([, pattern]) => pattern.test(message))?.[0];
}

/** Words in practice names that name no one practice ('4-7-8 Breathing for Sleep' is '478', not 'sleep'). */
const GENERIC_NAME_WORDS = new Set([
  'the',
  'for',
  'and',
  'with',
  'your',
  'you',
  'of',
  'to',
  'a',
  'an',
  'in',
  'on',
  'practice',
  'breathing',
  'breath',
  'breathwork',
  'meditation',
  'sleep',
  'mindful',
  'mindfulness',
  'visualization',
  'gratitude',
  'focus',
  'calm',
  'rest',
  'deep',
  'quick',
  'short',
  'mini',
  'daily',
]);
const nameWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/(\d)[-\s](?=\d)/g, '$1')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !GENERIC_NAME_WORDS.has(word));

/** 'tried the 478 thing' names 4-7-8 Breathing for Sleep; 'the box one' names Box Breathing. */
function namedByWord(practiceName: string, message: string): boolean {
  const said = new Set(nameWords(message));
  return nameWords(practiceName).some((word) => said.has(word));
}

// Pressing on a medical question just answered: 'ok but like one beer', 'what about half a pill'.
const PRESSES_ON_MEDICAL =
  /^\W*(?:ok|okay|but|so|well|what|how|and|just|even|only|surely|come on|pls|please|really|not even|is)\b.*\b(?:one|two|half|a little|a bit|small|tiny|few|glass|beer|drink|pill|tablet|dose|mg|more|less|extra|once|twice|sip|\d+)\b/i;
const PRESS_ON_WORDS = 12;

/** A short follow-up that presses for the number or the yes the coach just declined to give. */
export function pressesOnMedicalQuestion(message: string): boolean {
  return message.trim().split(/\s+/).length <= PRESS_ON_WORDS && PRESSES_ON_MEDICAL.test(message);
}

// Agreeing to a suggestion: 'yeah i guess the breathing one could work', 'ok ill try the second one'.
const TAKES_UP =
  /\b(?:lets (?:do|try)|let's (?:do|try)|sounds (?:good|nice|great|ok|okay|perfect|doable)|(?:could|might|would|will|should) (?:work|help|be (?:good|nice))|(?:i'?ll|ill|i will|i can|i could|im gonna|i'?m going to|gonna) (?:try|do|give)|try (?:it|that|this|the)|give it a (?:go|try|shot)|why not|go for it|i'?m in|im in|the (?:first|second|other) one)\b/i;
// A bare yes takes it up only on its own: 'fine. im just stressed about the party' is not a yes.
const BARE_YES =
  /^\W*(?:(?:yes|yeah|yea|yep|yup|ok|okay|sure|alright|k|cool)\W*){1,3}(?:please|pls|thanks|thank you|ty)?\W*$|^\W*(?:yes|yeah|yea|yep|yup|ok|okay|sure|alright)\b(?:\W+[\w']+){0,4}\W+(?:one|that|this|it)\W*$/i;
// Turning it down or asking for another: 'nah not the breathing one', 'something else maybe'.
const TURNS_DOWN =
  /\b(?:no|nah|nope|not|dont|don'?t|didnt|didn'?t|never|rather not|else|another|different|instead|already|other options?|what about|how about)\b|\?\s*$/i;
const TAKE_UP_WORDS = 15;

/**
 * The suggested practice someone takes up in a reply to the suggestion, if they do: the one their words
 * name ('the breathing one', 'the second one'), else the first; none when they turn it down or ask.
 */
export function offerTakenUp<T extends { name: string; category: string }>(
  message: string,
  offered: readonly T[],
): T | null {
  if (offered.length === 0) return null;
  if (message.trim().split(/\s+/).length > TAKE_UP_WORDS) return null;
  if (!(TAKES_UP.test(message) || BARE_YES.test(message)) || TURNS_DOWN.test(message)) return null;
  if (/\b(?:second|other) one\b/i.test(message) && offered[1]) return offered[1];
  const category = categoryNamedIn(message);
  return (
    offered.find((practice) => namedByWord(practice.name, message)) ??
    offered.find((practice) => category !== undefined && categorySlug(practice.category) === category) ??
    offered[0]!
  );
}

/**
 * Which practice the feedback is about: one named in the message (whole or by a word of its own), else
 * one of the named category, else a completed practice the coach had suggested, else the last suggestion,
 * else the last completed one.
 */
export function practiceMeant(
  message: string,
  history: HistoryTurn[],
  completed: { id: string; name: string; category: string }[],
): PracticeRef | null {
  const suggested = recommendedInHistory(history);
  const done = completed.map((practice) => ({ ...practice, category: categorySlug(practice.category) }));
  const candidates = [...suggested, ...done];
  const lower = message.toLowerCase();
  const named =
    candidates.find((practice) => lower.includes(practice.name.toLowerCase())) ??
    candidates.find((practice) => namedByWord(practice.name, message));
  if (named) return named;
  const category = categoryNamedIn(message);
  if (category) {
    // A kind named that nothing here belongs to ('that meditation' after only breathing) is another
    // practice than these: better unplaced than pinned on the wrong one.
    return candidates.find((practice) => practice.category === category) ?? null;
  }
  const lastSuggested = history.length > 0 ? practicesOf(lastAssistantTurn(history)?.actions)[0] : undefined;
  if (lastSuggested) return lastSuggested;
  const doneAndSuggested = done.find((practice) => suggested.some((item) => item.id === practice.id));
  return doneAndSuggested ?? suggested[0] ?? done[0] ?? null;
}

export function lastAssistantTurn(history: HistoryTurn[]): HistoryTurn | undefined {
  return [...history].reverse().find((entry) => entry.role === 'assistant');
}

/** The coach's last replies, newest first. */
export function recentReplies(history: HistoryTurn[], count: number): string[] {
  return history
    .filter((entry) => entry.role === 'assistant')
    .map((entry) => entry.content)
    .reverse()
    .slice(0, count);
}

const OFF_TOPIC_SUBJECT =
  /\b(?:code|coding|program|script|function|python|javascript|java|sql|html|css|excel formula|spreadsheet|bug in my|weather|forecast|temperature outside|recipe|recipes|cook|cooking|bake|dinner ideas|for dinner|make for (?:dinner|lunch|tea)|homework|essay|assignment|math|maths|equation|algebra|calculus|derivative|integral|physics|chemistry|quadratic|translate|translation|capital of|who won|the score|stock|stocks|crypto|bitcoin|joke|poem|song|lyrics|movie|film to watch|tv show|series to watch|news|sports|football|president|history of|email to my|cover letter|resume|cv|laptop|phone to buy|car to buy)\b/i;
const REQUEST =
  /^\s*(?:hey |so |ok |okay |pls |please |also |and |hmm |um |anyway |anyways )*(?:can you|could you|can u|could u|would you|will you|pls|please|write|make|create|fix|debug|solve|do|tell me|give me|help me (?:with|write|do|solve|fix)|help with|what'?s|whats|what is|what are|what should i|what shall i|what can i|any (?:ideas|suggestions|recommendations) for|how do i (?:cook|make|bake|code|write|solve|find|work out|calculate)|how do you (?:find|work out|calculate|do)|who|translate|explain|recommend (?:a|me a) (?:movie|song|recipe|book))\b/i;

/** A request a wellness coach cannot help with ('write me some python', 'what's the weather'). */
export function isOffTopicRequest(text: string): boolean {
  return (
    REQUEST.test(text) &&
    OFF_TOPIC_SUBJECT.test(text) &&
    !/\b(?:stress\w*|anxious|anxiety|overwhelm\w*|worr\w*|sleep\w*|feel\w*|practice\w*|mood|tired|exhausted|sad|lonely|scared|upset)\b/i.test(
      text,
    )
  );
}

/** 'my sister Ana' -> 'your sister Ana': a remembered fact as the coach says it back. */
export function inSecondPerson(text: string): string {
  return text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bI'm\b|\bI am\b/g, "you're")
    .replace(/\bme\b/gi, 'you')
    .replace(/\bmyself\b/gi, 'yourself')
    .replace(/^[A-Z](?=[a-z])/, (letter) => letter.toLowerCase());
}

const ROLE_PEOPLE =
  /\b(?:boss|manager|supervisor|landlord|landlady|teacher|professor|tutor|coworker|co-worker|colleague|neighbou?r|flatmate|roommate|housemate|lecturer|principal|coach|client|customer)s?\b/i;

/** A natural question about a remembered person, stressor or goal. */
export function memoryQuestion(fact: MemoryFact): string | null {
  const said = inSecondPerson(fact.text);
  if (!said) return null;
  switch (fact.kind) {
    case 'stressor':
      return `How are things going with ${/^(?:your|the)\b/.test(said) ? said : `the ${said}`}?`;
    case 'person': {
      // Someone they broke up with is not asked after as if all were well.
      if (/\bex\b|\bex-|\bformer\b/i.test(fact.text)) return null;
      // Names keep their capital ('Ana'); 'sister Ana' becomes 'your sister Ana'.
      const person = fact.text
        .trim()
        .replace(/[.!]+$/, '')
        .replace(/^(?:my|your)\b/i, 'your');
      const named = /^(?:your\b|[A-Z])/.test(person) ? person : `your ${person}`;
      // Someone met through work, school or a lease is asked about as a situation: 'How is your boss
      // doing?' after 'my boss yelled at me' asks after the wrong person.
      if (ROLE_PEOPLE.test(fact.text)) return `How are things with ${named}?`;
      return `How is ${named} doing?`;
    }
    case 'goal':
      return `How is it going with your goal to ${said.replace(/^(?:to|your goal to)\s+/i, '')}?`;
    default:
      return null;
  }
}

/** The words of a fact that show it was used in a reply ('exams'). */
export function factKeyword(fact: MemoryFact): string {
  const words = inSecondPerson(fact.text)
    .split(/\s+/)
    .filter((word) => !/^(?:your|the|with|about|going|have|a|an|my)$/i.test(word));
  return words.find((word) => word.length > 3) ?? words.at(-1) ?? fact.text;
}

/**
 * Words that show a thank-you, a goodbye, a hello, a no, a question about the coach or about their
 * progress. The intent model, trained on short phrasings of these, can be sure of one for a message that
 * is none of them ('he was 14. i had him since i was a kid' read as thanks), so these are only answered
 * when the words say so.
 */
const INTENT_WORDS = {
  thanks: /\b(?:thank\w*|thx|thnx|thanx|ty|tysm|tyvm|appreciate\w*|cheers|ta|helpful|means a lot|grateful)\b/,
  farewell:
    /\b(?:bye\w*|goodbye|good ?night|nite|see (?:you|ya|u)|later|cya|ttyl|gotta go|got to go|have to go|need to go|talk (?:soon|later|tomorrow)|talk to you|signing off|heading off|off to bed|take care|all for (?:today|now|tonight))\b/,
  about_coach: /\b(?:you|u|ur|your|yourself|coach|bot|ai|app|flowmind|this work|help|ask)\b/,
  progress:
    /\b(?:progress\w*|streaks?|level|xp|points|stats|statistics|achievements?|badges?|doing|trend\w*|consistent|how many|how much|report|so far|track record)\b/,
  // A no is said first or said briefly ('nah', 'no thanks', 'not now'), not found inside news ('2 weeks no beer').
  deny: /^\W*(?:no+|nope|nah|not (?:now|really|today|yet|right now)|maybe (?:later|another time)|i'?ll pass|i will pass|pass|no thanks?|not for me|i'?m (?:good|ok|okay|fine)(?: thanks?)?|i (?:do not|don'?t|dont) (?:want|think so|feel like it))\b/,
  greeting:
    /\b(?:hi+|hey+|hello+|hiya|howdy|yo|sup|greetings|morning|evening|afternoon|good (?:morning|evening|afternoon|day)|g'?day|hola)\b/,
};

export function saysIntent(intent: keyof typeof INTENT_WORDS, message: string): boolean {
  return INTENT_WORDS[intent].test(plainLower(message));
}

export const hasIntentWords = (intent: string): intent is keyof typeof INTENT_WORDS => intent in INTENT_WORDS;

/**
 * A question about something the person told the coach before: 'what was my friend's name', 'do you
 * remember what i said about my sister', 'what do you know about me'. Returns the words it asks about
 * ('friend', 'sister'; none for 'what do you know about me'), or null when the message asks nothing of
 * the kind. 'can you remember things' asks how memory works, not what is in it.
 */
const RECALL_QUESTIONS = [
  // what was my friend's name / whats my sisters dogs name / what's my boss called
  /\bwhat(?:'?s| is| was)\s+(?:my|the)\s+((?:[a-z]+(?:'?s)?\s+){0,2}?)(?:name|called)\b/,
  // do you remember my sister / did u remember what i told you about work / you remember who jake is
  /\b(?:do|did|can|d)?\s*(?:you|u|ya)\s+(?:still\s+)?(?:remember|recall)\s+((?:my|what|who|when|where|the|her|his|their|about|i|told|said|you|me|that|name|of)\b.*)/,
  // what do you know about me / what do you remember about my mum / what did i tell you about work
  /\bwhat\s+(?:do|did)\s+(?:you|u)\s+(?:know|remember|recall|have)\s+(?:about|on)\s+(.+)/,
  /\bwhat\s+did\s+i\s+(?:tell|say to|mention to|say)\s+(?:you|u)?\s*(?:about|regarding)\s+(.+)/,
  /\bwho\s+(?:is|was|'s)\s+([a-z]+)\b.*\b(?:again|i (?:told|mentioned|said))\b/,
];

/** Words that ask rather than name what is asked about. */
const RECALL_FILLER = new Set(
  'a about again am an and are at be did do does earlier else for her his how i if im is it just me mentioned my name named of on remember said say so still tell that the their them they this to told u was what when where who you your yours yesterday last time week before called anything everything stuff things know recall'.split(
    ' ',
  ),
);

export function recallQuestion(message: string): string[] | null {
  const text = plainLower(message).replace(/[?.!,]+/g, ' ');
  for (const [index, pattern] of RECALL_QUESTIONS.entries()) {
    const match = pattern.exec(text);
    if (!match) continue;
    const words = (match[1] ?? '')
      .split(/\s+/)
      .map((word) => word.replace(/'s$|s'$/, '').replace(/'/g, ''))
      // 'whats my friends name' is typed without the apostrophe: the friend's name.
      .map((word) => (index === 0 && /^[a-z]{3,}[^s]s$/.test(word) ? word.slice(0, -1) : word))
      .filter((word) => word.length > 1 && !RECALL_FILLER.has(word));
    return words;
  }
  return null;
}

/** Kept facts that name what was asked about ('friend' finds 'Your friend Sam'); all of them when nothing was named. */
export function factsAbout(facts: readonly MemoryFact[], words: readonly string[]): MemoryFact[] {
  if (words.length === 0) return [...facts];
  const stems = words.map((word) => word.replace(/(?:ies|es|s)$/, ''));
  return facts.filter((fact) => {
    const factWords = fact.text.toLowerCase().match(/[a-z]+/g) ?? [];
    return factWords.some((factWord) =>
      stems.some((stem) => stem.length > 1 && factWord.replace(/(?:ies|es|s)$/, '') === stem),
    );
  });
}

/** The shortest a practice can be asked down to: the library's shortest are a few minutes. */
const SHORTEST_ASKED_MINUTES = 3;
/** Minutes meant by 'something short' when no practice was suggested to be shorter than. */
const SHORT_PRACTICE_MINUTES = 5;

const MINUTES_AVAILABLE =
  /\b(?:only|just|got|have|has|had)\s+(?:got\s+|have\s+)?(?:like\s+|about\s+|maybe\s+)?(\d{1,2})\s*(?:min|mins|minutes?|m)\b|\b(\d{1,2})\s*(?:min|mins|minutes?)\s+(?:max|tops|at most|or less)\b/;
const WANTS_SHORTER =
  /\b(?:shorter|quicker|less time|too long|(?:a |something |anything )?(?:short|quick)(?:er)? (?:one|practice|exercise|thing)|something (?:short|quick)|no time for that|takes too long|that long)\b/;

/**
 * The most minutes a practice may take, when the message asks for a shorter one ('nah something shorter',
 * 'i only have 5 mins'): shorter than the practice just suggested, or the minutes they have; null when
 * time is not what the message is about.
 */
export function minutesAsked(message: string, lastSuggested: readonly ChatPracticeLink[]): number | null {
  const text = plainLower(message);
  const available = MINUTES_AVAILABLE.exec(text);
  if (available) return Math.max(1, Number(available[1] ?? available[2]));
  if (!WANTS_SHORTER.test(text)) return null;
  const shortestSuggested = Math.min(...lastSuggested.map((practice) => practice.durationMinutes));
  return Number.isFinite(shortestSuggested)
    ? Math.max(SHORTEST_ASKED_MINUTES, shortestSuggested - 1)
    : SHORT_PRACTICE_MINUTES;
}

const JUST_TALK =
  /\b(?:can|could|shall) we (?:just )?(?:talk|chat)\b|\b(?:i|i just|just) (?:want|wanna|need) to (?:talk|vent|chat)\b|\bjust (?:talk|listen|let me vent)\b|\b(?:no|not a|dont want a|don't want a|dont need a|don't need a) (?:practice|exercise)\b|\bi don'?t want (?:a |any )?(?:practices?|exercises?)\b/;

/** 'can we just talk about her', 'i just want to vent', 'no practice please': listening, not a suggestion. */
export function wantsToJustTalk(message: string): boolean {
  return JUST_TALK.test(plainLower(message));
}

/** What a question about the app itself asks: their data, a human therapist, reminders, another coach. */
export type AppQuestion = 'delete_data' | 'human_therapist' | 'reminders' | 'change_coach';

const APP_QUESTIONS: [AppQuestion, RegExp][] = [
  [
    'delete_data',
    /\b(?:delete|erase|remove|wipe|clear|download|export|get a copy of)\b.{0,20}\b(?:my (?:data|account|info|information|history|chats?|messages?|profile)|everything (?:about me|i (?:said|told you|wrote)))\b|\bwho (?:can )?(?:see|read)s? (?:my|these|this|what i (?:write|say|tell))\b|\bis (?:this|my data|what i say|this chat) (?:private|confidential|safe|encrypted)\b/,
  ],
  [
    'human_therapist',
    /\b(?:real|human|actual|licensed|proper) (?:therapist|counsell?or|person|human|psychologist|doctor)\b.{0,30}\b(?:here|through (?:here|this|the app)|on (?:here|this|the app)|in (?:here|the app))\b|\b(?:talk|speak|chat) (?:to|with) (?:a |an )?(?:real|human|actual|licensed) (?:therapist|counsell?or|person|human|psychologist)\b|\bcan i (?:get|book|see|have) (?:a |an )?(?:therapist|counsell?or|psychologist)\b/,
  ],
  [
    'reminders',
    /\b(?:set|make|create|add|schedule|give me) (?:me )?(?:a |an )?(?:daily |quick )?(?:reminder|alarm|notification)s?\b|\bremind me (?:to|at|every|each|tomorrow|tonight|later|in (?:an? |\d))|\b(?:turn (?:on|off)|stop|change|mute|get|set up) (?:the |my |these |those |your |daily )?(?:reminders?|notifications?)\b/,
  ],
  [
    'change_coach',
    /\b(?:change|switch|swap) (?:my |your |the )?coach(?:es)?\b|\b(?:talk to|chat with|switch to|try|pick|choose|get) (?:another|a different|a new|the other|other) coach(?:es)?\b/,
  ],
];

/** 'can i delete my data', 'can i talk to a real therapist through here': questions about the app, answered as such. */
export function appQuestionIn(message: string): AppQuestion | null {
  const text = plainLower(message);
  return APP_QUESTIONS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

const FORGET_REQUEST =
  /^(?:(?:ok|okay|actually|also|and|hey|um+|oh)\s+)*(?:(?:pls|please|can you|could you|can u|could u|would you|will you)\s+)*(?:forget|delete|remove|erase|wipe|stop remembering|dont remember|don't remember|unremember)\b/;

/** 'forget my partners name pls', 'can you delete what i said about work': a request to forget, not a topic. */
export function asksToForget(message: string): boolean {
  return FORGET_REQUEST.test(plainLower(message));
}
