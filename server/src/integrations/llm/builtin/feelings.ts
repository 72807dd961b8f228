import sentiment from 'wink-sentiment';

/**
 * What a message says about how the person feels, for the first sentence of a reply. A small lexicon
 * names the feeling (sadness, anxiety, anger, shame, loneliness, overwhelm, joy); wink-sentiment (AFINN
 * with negation) gives the overall tone, so 'not happy' reads as negative and 'not too bad actually' as
 * mildly positive rather than as 'bad'.
 */
export type Feeling = 'sadness' | 'anxiety' | 'anger' | 'shame' | 'loneliness' | 'overwhelm' | 'joy';

export interface FeelingReading {
  feeling: Feeling | null;
  /** Below 0 negative, above 0 positive (wink-sentiment's normalized score, adjusted by the lexicon). */
  tone: number;
  /** 'so so anxious', 'really really sad', 'SO tired!!!' */
  strong: boolean;
}

const LEXICON: [Exclude<Feeling, 'joy'> | 'joy', RegExp][] = [
  [
    'loneliness',
    /\b(?:lonely|alone|isolated|no friends|nobody (?:cares|gets me|to talk to)|no one (?:cares|to talk to)|left out|miss (?:my|them|him|her))\b/,
  ],
  [
    'shame',
    /\b(?:ashamed|shame|embarrass\w*|humiliat\w*|stupid|worthless|pathetic|such a failure|a failure|i failed|disgusted with myself|hate myself|guilty|guilt)\b/,
  ],
  [
    'anger',
    /\b(?:angry|mad at|furious|pissed|annoyed|irritated|livid|rage|fed up|sick of|hate (?:my|him|her|them|this|it)|so unfair|frustrat\w*)\b/,
  ],
  [
    'overwhelm',
    /\b(?:overwhelm\w*|too much|piling up|drowning|swamped|can(?:no|')?t cope|can(?:no|')?t keep up|so much to do|burn(?:ed|t)? out|burnout|exhausted|crushing me|on my plate)\b/,
  ],
  [
    'anxiety',
    /\b(?:anxious|anxiety|worried|worry\w*|nervous|scared|afraid|frightened|panic\w*|on edge|freaking out|freaked out|dread\w*|terrified|stressed|stress(?:ing)? out|tense|uneasy)\b/,
  ],
  [
    'sadness',
    /\b(?:sad|down|low|depressed|unhappy|miserable|heartbroken|crying|cried|grief|grieving|griev\w*|passed away|died|lost my|miss(?:ing)? (?:her|him)|hopeless|empty|awful|terrible|horrible|rough (?:day|week)|bad (?:day|week)|hurts?)\b/,
  ],
  [
    'joy',
    /\b(?:happy|glad|great|amazing|awesome|excited|proud|thrilled|grateful|relieved|fantastic|wonderful|good news|passed|got the job|got in|nailed it|won|promoted|engaged|finally did it|best day)\b|!{2,}/,
  ],
];

const GOOD_NEWS =
  /\b(?:passed|got the job|got in|got accepted|nailed it|won|promoted|engaged|finally did it|good news|best day|proud)\b/;

/** 'not happy', "don't feel great", 'never proud': a negated feeling word. */
const NEGATED =
  /\b(?:not|never|no|dont|don't|didnt|didn't|isnt|isn't|wasnt|wasn't|aint|hardly|barely)\s+(?:\w+\s+){0,2}?$/;
const INTENSIFIERS =
  /\b(?:so so|so+|really really|very very|super|extremely|incredibly|unbearably|insanely|completely|totally)\b|[A-Z]{4,}|!{2,}/;

/** Words that soften a negative ('not too bad', 'not that bad'), so the tone reads as fair to good. */
const SOFTENED = /\bnot (?:too|that|so|as) (?:bad|terrible|awful)\b|\bcould be worse\b|\bnot bad\b/;

export function readFeeling(text: string): FeelingReading {
  const lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const strong = INTENSIFIERS.test(text.replace(/^I\b/, ''));
  let tone = sentiment(text).normalizedScore;
  if (SOFTENED.test(lower)) return { feeling: null, tone: Math.max(tone, 1), strong: false };
  for (const [feeling, pattern] of LEXICON) {
    const match = pattern.exec(lower);
    if (!match) continue;
    const negated = NEGATED.test(lower.slice(0, match.index));
    if (feeling === 'joy') {
      if (negated) return { feeling: 'sadness', tone: Math.min(tone, -1), strong };
      // Good news is good news even when a word around it scores low ('passed my mock exam').
      if (tone < 0 && !GOOD_NEWS.test(lower)) continue;
      return { feeling: 'joy', tone: Math.max(tone, 1), strong };
    }
    // 'not worried', 'not stressed anymore': the negative word is denied.
    if (negated) continue;
    tone = Math.min(tone, -1);
    return { feeling, tone, strong };
  }
  return { feeling: tone <= -2 ? 'sadness' : tone >= 2 ? 'joy' : null, tone, strong };
}
