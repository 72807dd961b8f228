import { splitSentences } from './chat-safety';

/**
 * The tone of a reply's opening when the person is struggling (the distress tier: strong negative feelings
 * without a risk sign). Someone who just said 'I feel so humiliated' and hears 'Great to hear!' or 'Let's do
 * a breathing exercise!' learns they were not listened to; reflective listening puts the feeling first. A
 * model is asked for that in its prompt, but prompts are advice: this rule checks the opening itself and
 * replaces it with a sentence that reflects the feeling. Pure and deterministic, so it is testable and the
 * same reply always gets the same treatment.
 */

/** Words of cheer or praise that open a sentence, after any interjection or name ('Oh, Ana,'). */
const CHEERFUL_OPENERS: RegExp[] = [
  // 'Great!', 'Great to hear', 'Great news', 'Great job' (not 'Great pain like that…').
  /^(?:great|good|nice|cool|sweet|excellent|perfect|wonderful|fantastic|amazing|awesome|brilliant|lovely|fabulous|terrific|superb|splendid|marvell?ous|outstanding|incredible)(?:\s*(?:[!.,:;)]|$)|\s+(?:to hear|hearing|news|job|work|one|stuff|question|choice|idea|call|start|going|for you|that|this)\b)/,
  // "That's wonderful", 'That is so great', 'How exciting', 'This sounds amazing', 'What a great day'.
  /^(?:that|this|it|how|what an?|sounds|that sounds|this sounds|it sounds)(?:'s| is| was| sounds| feels| must be)?\s+(?:(?:so|really|just|truly|absolutely|super|pretty)\s+)?(?:great|wonderful|fantastic|amazing|awesome|brilliant|lovely|exciting|fabulous|terrific|excellent|perfect|cool|fun|delightful|exciting news|good news|great news|nice|neat|superb|incredible|a great|a wonderful|an amazing|an awesome|a fantastic|a lovely|a fun)\b/,
  // 'Love that', 'I love this', 'Loving it', 'Love to hear it' (not 'Love can hurt').
  /^(?:i\s+)?(?:just\s+|really\s+|absolutely\s+)?lov(?:e|ing)\s+(?:that|this|it|to hear|hearing|how|your|the way)\b/,
  // 'Awesome!', 'Yay', 'Woohoo', 'Hooray', 'Yes!', 'Congratulations', 'Well done', 'Way to go', 'Kudos'.
  /^(?:yay|yey|woo+hoo+|woo+t?|hooray|hurray|yippee|whee|yes+\s*!|congrat(?:ulation)?s|well done|way to go|kudos|bravo|good for you|go you|high five|nailed it|you rock|cheers)\b/,
  // "I'm so happy to hear that", 'So glad to hear it', "I'm thrilled for you", 'Happy to help!'.
  /^(?:i'm|i am|i'd be|im)?\s*(?:so\s+|really\s+|very\s+|super\s+|just\s+)?(?:happy|glad|thrilled|delighted|excited|stoked|pleased)\s+(?:to hear|to help|for you|hearing|that you(?:'re| are) (?:doing|feeling) (?:well|good|great|better))\b/,
  // Dismissing the feeling: 'No problem at all!', 'No worries!', "Don't worry!", 'Cheer up!', 'Chin up'.
  /^(?:no problem|no worries|not a problem|don't worry|dont worry|cheer up|chin up|look on the bright side|on the bright side|smile|it's all good|all good)\b/,
  // Emoji of cheer or a smiley opening the reply (a hug or a heart is not cheer).
  /^(?:[\u{1F389}\u{1F973}\u{1F60A}\u{1F604}\u{1F603}\u{1F601}\u{1F600}\u{1F929}\u{1F64C}\u{1F44F}\u{1F44D}\u{2728}\u{1F31F}\u{1F4AA}\u{1F38A}\u{1F642}\u{263A}]|[:;]-?[)d])/u,
];

/** A practice, exercise or technique named in a sentence. */
const PRACTICE_WORDS =
  /\b(?:practices?|exercises?|meditat(?:e|ion|ions|ing)|breath(?:e|ing|s|work)?|box breathing|body scan|visuali[sz](?:e|ation)|gratitude|journal(?:ing)?|grounding|mindful(?:ness)?|stretch(?:ing)?|yoga|5-4-3-2-1)\b|\]\(\/practices?[/?]/;

/** A sentence that steers the person into doing something right away. */
const PRACTICE_PUSH =
  /^(?:let's|lets|let us|try|start|begin|do|take|how about|what about|why not|you should|you could|you might|you need to|i recommend|i'd recommend|i would recommend|i suggest|i'd suggest|i would suggest|i'd love for you to|here's|here is|a quick|this quick|a great|a good|the best)\b/;

/** The opening of a sentence without a leading interjection, name or greeting ('Oh, Ana, great!' → 'great!'). */
function openingWords(sentence: string, firstName: string | null): string {
  let text = sentence
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .trim()
    .toLowerCase();
  const name = firstName?.trim().toLowerCase();
  for (let i = 0; i < 3; i++) {
    const before = text;
    text = text
      .replace(/^(?:oh|ooh|ah|aw+|wow|hey|hi|hello|okay|ok|alright)\b[\s,!.…-]*/, '')
      .replace(/^(?:well|so|right),\s*/, '');
    if (name) text = text.replace(new RegExp(`^${escapeRegExp(name)}\\b[\\s,!.…-]*`), '');
    text = text.replace(/^[\s,!.…"'*_-]+/, '');
    if (text === before) break;
  }
  return text;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a sentence opens with cheer or praise ('Great to hear!', "That's wonderful", 'Love that'). */
export function isCheerfulOpening(sentence: string, firstName: string | null = null): boolean {
  const words = openingWords(sentence, firstName);
  return CHEERFUL_OPENERS.some((pattern) => pattern.test(words));
}

/** Whether a sentence pushes a practice ('Let's try a breathing exercise', 'Try [Box Breathing](/practices/…)'). */
export function pushesPractice(sentence: string, firstName: string | null = null): boolean {
  const words = openingWords(sentence, firstName);
  return PRACTICE_WORDS.test(words) && (PRACTICE_PUSH.test(words) || /\]\(\/practices?[/?]/.test(words));
}

export type OpeningProblem = 'cheerful' | 'practice';

/** What is wrong with a distressed reply's opening sentence, or null when it may stand. */
export function openingProblem(sentence: string, firstName: string | null = null): OpeningProblem | null {
  if (isCheerfulOpening(sentence, firstName)) return 'cheerful';
  if (pushesPractice(sentence, firstName)) return 'practice';
  return null;
}

/** First sentences that reflect a hard feeling back, by the feeling the risk check heard. */
const REFLECTIONS: Record<string, string> = {
  sadness: 'That sounds really sad and heavy to carry.',
  anxiety: 'That sounds really frightening, and it makes sense that you feel on edge.',
  anger: 'That sounds really frustrating, and it makes sense that you are angry.',
  shame:
    'That sounds really painful. Feeling humiliated or ashamed like that hurts, and it does not define you.',
  loneliness: "Feeling that alone is really hard, and I'm glad you reached out.",
  overwhelm: "That's a lot to carry at once. No wonder you feel overwhelmed.",
  default: "That sounds really hard, and I'm sorry you're going through it.",
};

/** The reflection that replaces a cheerful opening, with the person's name when it is known. */
export function reflectionFor(feeling: string | undefined, firstName: string | null = null): string {
  const sentence = REFLECTIONS[feeling && feeling in REFLECTIONS ? feeling : 'default']!;
  return firstName ? `${firstName}, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence;
}

export interface OpeningGuard {
  /** The sentence to send in place of the one given, or null to drop it; the sentence itself to keep it. */
  check(sentence: string): { text: string | null; replaced: OpeningProblem | null };
  /** Whether the opening is settled (a sentence was kept): later sentences pass unchecked. */
  readonly settled: boolean;
}

/**
 * Sentence-by-sentence guard of a distressed reply's opening, for streams: every opening sentence that
 * cheers or pushes a practice is dropped, the first of them replaced by the reflection; the first sentence
 * that may stand settles the opening and everything after passes. Blank pieces pass without settling.
 */
export function createOpeningGuard(options: { feeling?: string; firstName?: string | null }): OpeningGuard {
  let settled = false;
  let reflected = false;
  return {
    get settled() {
      return settled;
    },
    check(sentence) {
      if (settled || !sentence.trim()) return { text: sentence, replaced: null };
      const problem = openingProblem(sentence, options.firstName ?? null);
      if (!problem) {
        settled = true;
        return { text: sentence, replaced: null };
      }
      if (reflected) return { text: null, replaced: problem };
      reflected = true;
      const trailing = sentence.slice(sentence.trimEnd().length) || ' ';
      return {
        text: `${reflectionFor(options.feeling, options.firstName ?? null)}${trailing}`,
        replaced: problem,
      };
    },
  };
}

/**
 * A whole distressed reply with its opening guarded: cheerful or practice-pushing opening sentences
 * replaced by one that reflects the feeling. `replaced` lists what was wrong with each sentence removed.
 */
export function guardDistressOpening(
  reply: string,
  options: { feeling?: string; firstName?: string | null },
): { text: string; replaced: OpeningProblem[] } {
  const guard = createOpeningGuard(options);
  const replaced: OpeningProblem[] = [];
  let text = '';
  for (const sentence of splitSentences(reply)) {
    const result = guard.check(sentence);
    if (result.replaced) replaced.push(result.replaced);
    if (result.text !== null) text += result.text;
  }
  return { text: text.trim(), replaced };
}
