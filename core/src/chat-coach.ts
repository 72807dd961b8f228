import { MOOD_MAX, MOOD_MIN, roundToOneDecimal } from './mood';
import { normalizeForSafety, splitSentences } from './chat-safety';

/** Pure rules shared by the coach engines: mood statements, mood trends, introductions, links, chunks. */

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const SCORE = String.raw`(\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten)`;
const OUT_OF_TEN = String.raw`\s*(?:\/|out of|of)\s*10\b`;
/** Words around a bare score that do not change what it means ('honestly', 'like', 'rn', 'tbh'). */
const MOOD_FILLER = new RegExp(
  String.raw`\b(?:honestly|honest|tbh|ngl|like|prob|probably|maybe|about|around|roughly|i guess|idk|lol|lmao|haha|ugh|um|uh|so|yeah|yea|yes|well|hmm|just|pretty|kinda|kind of|sorta|solid|a solid|low|high|strong|weak|a|an|im|i'm|i am|i'd say|id say|i would say|at|feeling|feel|i feel|today|tonight|rn|right now|atm|currently|this morning|again|still|mood|my mood|is|its|it's|mood wise|out of ten|nothing special|nothing much|not much|not great|not bad|could be worse|meh|ish|whatever|i think|i suppose|for now|so far|now)\b`,
  'g',
);
/** A score given to something other than the person's mood. */
const OTHER_RATING =
  /\b(?:stress|stressed|pain|anxiety|anxious|energy|tired|tiredness|hunger|sleep|work|difficulty|hard|difficult|bad|painful|busy)\b(?:\s+\w+){0,2}\s+(?:is\s+|at\s+|like\s+|a\s+)*\d{1,2}\s*(?:\/|out of)\s*10\b|\b\d{1,2}\s*(?:\/|out of)\s*10\s+(?:hard|difficult|bad|painful|stressful|tired|busy|annoying|boring|hungry|stress|pain)\b/;

/** Names of a hard feeling: a score beside one rates the feeling ('anxiety 7/10', 'sadness 3/10'), never the mood. */
const FEELING_NOUNS =
  'anxiety|sadness|anger|stress|loneliness|depression|panic|shame|guilt|grief|frustration|fear|worry|irritability';
/** Words for how someone feels: a high score beside one ('7/10 anxious') rates the feeling, a low one may be the mood. */
const FEELING_WORDS =
  'anxious|nervous|worried|scared|panicky|sad|depressed|angry|mad|furious|lonely|overwhelmed|ashamed|guilty|hopeless|irritable|frustrated|upset|miserable|stressed';
const SCORE_OF_TEN = String.raw`(\d{1,2})\s*(?:\/|out of)\s*10\b`;
const FEELING_BEFORE_SCORE = new RegExp(
  String.raw`\b(${FEELING_NOUNS}|${FEELING_WORDS})\b[\s,:-]*(?:(?:is|at|like|about|around|a|an|level)\s+)*${SCORE_OF_TEN}`,
);
const SCORE_BEFORE_FEELING = new RegExp(
  String.raw`${SCORE_OF_TEN}[\s,:-]*(?:(?:on|for|of)\s+(?:the\s+)?)?(${FEELING_NOUNS}|${FEELING_WORDS})\b`,
);
/** From this score up, a score beside a word for a hard feeling is how strong it is, not a mood. */
const FEELING_INTENSITY_FROM = 5;

/**
 * A score beside a hard feeling rates the feeling, the other way round from a mood: '7/10 anxious' and
 * 'sadness 8/10' are a bad day, not a good one. A feeling's name always rates the feeling; a word for how
 * someone feels with a low score ('sad, 3/10') is read as the low mood it agrees with.
 */
function ratesAFeeling(value: string): boolean {
  const before = FEELING_BEFORE_SCORE.exec(value);
  const after = SCORE_BEFORE_FEELING.exec(value);
  const found = before
    ? { word: before[1]!, score: Number(before[2]) }
    : after
      ? { word: after[2]!, score: Number(after[1]) }
      : null;
  if (!found) return false;
  return new RegExp(`^(?:${FEELING_NOUNS})$`).test(found.word) || found.score >= FEELING_INTENSITY_FROM;
}

const PRACTICE_DONE =
  /^ (?:(?:ok|okay|k|yep|yup|yes|yeah|ya|just|so|alright|right|and) )*(?:i )?(?:did it|did that|did that one|did the \w+(?: one)?|done|done it|tried it|finished(?: it)?)(?: (?:now|already|just now|thanks|thank you|thx|ty|lol|haha))* $/;

/** 'ok did it', 'done', 'did the breathing one': a practice done, with nothing said yet of how it went. */
export function saysPracticeDone(text: string): boolean {
  return PRACTICE_DONE.test(normalizeForSafety(text));
}

/**
 * Mood statements the coach logs ('I feel like a 7 today', 'mood 4/10', 'log my mood as 6', "I'm a
 * four"), or null. Numbers must be framed as a score (a/an, /10, 'out of 10' or the word mood), so
 * 'I slept 7 hours' or 'I'm 35' never become a mood. Out-of-range scores give null.
 */
export function parseStatedMood(text: string): number | null {
  const value = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  // A number on its own, with only filler around it ('honestly a 1', 'prob a 4 tbh', 'solid 7 today'),
  // answers 'how are you, 1 to 10?'. Anything else left over ('a 1 on 1 meeting', '2 kids') is not a mood.
  const bare = value
    .replace(/[!.,?~)(:;-]+/g, ' ')
    .replace(MOOD_FILLER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const bareMatch = new RegExp(`^${SCORE}(?:\\s*(?:\\/|out of|of)\\s*10)?$`).exec(bare);
  if (bareMatch) return scoreOf(bareMatch[1]!);
  // 'it's 8/10 hard', 'my stress is 7/10', 'pain 6/10': a rating of something other than mood.
  if (OTHER_RATING.test(value) || ratesAFeeling(value)) return null;
  const patterns = [
    // 'mood is 6', 'log my mood as 8', 'mood: 5', 'my mood today is a 7'
    new RegExp(
      String.raw`\bmood\b(?:\s+(?:today|right now|rn))?\s*(?:is|as|at|of|=|:|-)?\s*(?:an?\s+|about\s+an?\s+|around\s+an?\s+)?${SCORE}(?:${OUT_OF_TEN})?(?![\d:%])`,
    ),
    // 'I feel like a 7', "I'm at a 4", 'feeling a solid 6', 'today is a 3'
    new RegExp(
      String.raw`\b(?:i\s*'?m|i am|i feel|i'm feeling|i am feeling|feeling|feel|today is|today's|today was|it's|i'd say|i would say|i'd rate (?:it|today|my day)|rate (?:it|today|my day))\b(?:\s+(?:like|at|about|around|maybe|probably|honestly|solidly|today|right now|pretty much))*\s+(?:an?|a solid|a low|a high|a strong|a weak)\s+${SCORE}(?:${OUT_OF_TEN})?(?![\d:%])(?!\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|years?|kids?|times?|people|am|pm|o'clock|km|kms|miles?)\b)`,
    ),
    // '7/10 today', 'a 4 out of 10', 'feeling 6/10'
    new RegExp(String.raw`(?:^|[^\d.])${SCORE}${OUT_OF_TEN}`),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(value);
    if (!match) continue;
    return scoreOf(match[1]!);
  }
  return null;
}

/** Words that make a score a correction of the one just given ('make that a 7', 'sorry, I meant 4'). */
const CORRECTION_CUE =
  /\b(?:make (?:it|that)|change (?:it|that|my mood)|update (?:it|that)|set (?:it|that)|put (?:it|that)(?: down)?|switch (?:it|that)|actually|i meant|meant|i mean|sorry|oops|whoops|typo|wait|no|nah|scratch that|correction|more like|rather)\b/;
/** What may stand around the new score in a correction, besides the mood filler. */
const CORRECTION_FILLER =
  /\b(?:make (?:it|that)|change (?:it|that|my mood)|update (?:it|that)|set (?:it|that)|put (?:it|that)(?: down)?|switch (?:it|that)|actually|i meant|meant|i mean|sorry|oops|whoops|typo|wait|no|nah|scratch that|correction|more like|rather|can you|could you|please|pls|plz|to|as|instead|that|it|my bad|not)\b/g;

/**
 * A correction of the mood score just given, or null: 'make that a 7', 'actually a 6', 'sorry i meant 4',
 * 'no wait, 7 not 5', 'change it to 8'. It needs a word of correction and one new score with nothing else
 * said ('no, I have 2 kids' is not one); the score it replaces ('not 5') is left out.
 */
export function parseMoodCorrection(text: string): number | null {
  const value = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[!.,?~)(:;-]+/g, ' ');
  const replaced = new RegExp(String.raw`\b(?:not|instead of)\s+(?:an?\s+)?${SCORE}(?:${OUT_OF_TEN})?`, 'g');
  if (!CORRECTION_CUE.test(value) && !replaced.test(value)) return null;
  const bare = value
    .replace(replaced, ' ')
    .replace(CORRECTION_FILLER, ' ')
    .replace(MOOD_FILLER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const match = new RegExp(`^${SCORE}(?:\\s*(?:\\/|out of|of)\\s*10)?$`).exec(bare);
  return match ? scoreOf(match[1]!) : null;
}

function scoreOf(raw: string): number | null {
  const score = NUMBER_WORDS[raw] ?? Number(raw);
  if (!Number.isInteger(score) || score < MOOD_MIN || score > MOOD_MAX) return null;
  return score;
}

export interface MoodTrend {
  /** Recent scores newest first, as given. */
  scores: number[];
  average: number | null;
  latest: number | null;
  /** The lowest and highest of the scores (null without scores). */
  low: number | null;
  high: number | null;
  /**
   * What the scores did, oldest to newest, so a sentence about it is true:
   * - lifting: they only rose (or were level before a clear rise to a new high), latest above the oldest
   * - dipping: they only fell (or were level before a clear fall to a new low), latest below the oldest
   * - steady: they stayed within 2 points
   * - mixed: up and down by 3 or more points (3, 8, 2, 9 is not 'lifting')
   * - single: one score; none: no scores
   */
  direction: 'lifting' | 'dipping' | 'steady' | 'mixed' | 'single' | 'none';
}

/** The trend of up to five recent moods (newest first). */
export function moodTrend(scoresNewestFirst: number[]): MoodTrend {
  const scores = scoresNewestFirst.slice(0, 5);
  if (scores.length === 0)
    return { scores, average: null, latest: null, low: null, high: null, direction: 'none' };
  const average = roundToOneDecimal(scores.reduce((sum, score) => sum + score, 0) / scores.length);
  const latest = scores[0]!;
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  const base = { scores, average, latest, low, high };
  if (scores.length === 1) return { ...base, direction: 'single' };
  const oldestFirst = [...scores].reverse();
  const oldest = oldestFirst[0]!;
  const steps = oldestFirst.slice(1).map((score, index) => score - oldestFirst[index]!);
  const earlier = scores.slice(1);
  const earlierLow = Math.min(...earlier);
  const earlierHigh = Math.max(...earlier);
  const earlierLevel = earlierHigh - earlierLow <= 1;
  if (latest > oldest && (steps.every((step) => step >= 0) || (earlierLevel && latest >= earlierHigh + 1)))
    return { ...base, direction: 'lifting' };
  if (latest < oldest && (steps.every((step) => step <= 0) || (earlierLevel && latest <= earlierLow - 1)))
    return { ...base, direction: 'dipping' };
  return { ...base, direction: high - low <= 2 ? 'steady' : 'mixed' };
}

export function practiceUrl(practiceId: string): string {
  return `/practice?practiceId=${encodeURIComponent(practiceId)}`;
}

/** An in-app markdown link, the only kind of link chat text carries. */
export function practiceLink(practice: { id: string; name: string }): string {
  return `[${practice.name.replace(/[[\]]/g, '')}](${practiceUrl(practice.id)})`;
}

/** The coach's first name ('Maya Serrano' -> 'Maya'). */
export function coachFirstName(coachName: string): string {
  return coachName.trim().split(/\s+/)[0] ?? coachName;
}

export interface IntroductionInput {
  coachName: string;
  specialization: string;
  firstName: string | null;
  /** True when the built-in offline coach answers (it says so plainly). */
  builtIn: boolean;
}

/**
 * How every conversation starts: the coach says it is an AI wellness coach, not a therapist or a doctor,
 * and the built-in coach says that it is the built-in coach.
 */
export function coachIntroduction(input: IntroductionInput): string {
  const hello = input.firstName ? `Hi ${input.firstName}, I'm` : "Hi, I'm";
  const focus = input.specialization.trim() ? ` for ${input.specialization.trim().toLowerCase()}` : '';
  const lines = [
    `${hello} ${coachFirstName(input.coachName)}, your AI wellness coach${focus}. I'm not a therapist or a doctor, but I can help you with practices, reflection and keeping your momentum.`,
  ];
  if (input.builtIn) {
    lines.push(
      "You're chatting with Flowmind's built-in coach: I answer from your practice library and your progress, without a large language model.",
    );
  }
  return lines.join(' ');
}

/** The welcome shown above an empty conversation. */
export function coachWelcome(input: IntroductionInput): string {
  return `${coachIntroduction(input)} How are you feeling today?`;
}

/**
 * Splits a reply into small pieces for streaming (a few words each, white space kept), so joining the
 * pieces gives the text back exactly.
 */
export function chunkForStreaming(text: string, wordsPerChunk = 3): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
  const chunks: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerChunk) {
    chunks.push(words.slice(index, index + wordsPerChunk).join(''));
  }
  // Leading white space of the text (if any) rides with the first chunk; the regex keeps it already.
  return chunks;
}

/**
 * Signs of a broken reply a person must never see: template leaks ('undefined', '{name}', '[object
 * Object]', 'NaN'), empty links and the same sentence twice. Empty list when the text is clean.
 */
export function findReplyDefects(text: string): string[] {
  const defects: string[] = [];
  if (/\bundefined\b/.test(text)) defects.push("contains 'undefined'");
  if (/\bnull\b/.test(text)) defects.push("contains 'null'");
  if (/\bNaN\b/.test(text)) defects.push("contains 'NaN'");
  if (/\[object Object\]/.test(text)) defects.push("contains '[object Object]'");
  if (/\{\{?\s*\w+\s*\}\}?|\$\{/.test(text)) defects.push('contains a template placeholder');
  if (/\[\]\(|\]\(\)/.test(text)) defects.push('contains an empty link');
  if (/ {2,}\S/.test(text.replace(/\n/g, ''))) defects.push('contains doubled spaces');
  if (/\s[,.!?]/.test(text.replace(/\.\.\./g, ''))) defects.push('has a space before punctuation');
  if (!text.trim()) defects.push('is empty');
  const seen = new Set<string>();
  for (const sentence of splitSentences(text)) {
    const key = sentence
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (key.split(' ').length < 4) continue;
    if (seen.has(key)) defects.push(`repeats the sentence '${sentence.trim()}'`);
    seen.add(key);
  }
  return defects;
}
