import sentiment from 'wink-sentiment';
import { plainLower } from './sentences';

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
  /** The feeling was named by the words ('ashamed', 'my dad died'), not guessed from the tone alone. */
  named: boolean;
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
    /\b(?:sad|down|low|depressed|unhappy|miserable|heartbroken|crying|cried|grief|grieving|griev\w*|miss(?:ing)? (?:her|him)|hopeless|empty|awful|terrible|horrible|rough (?:day|week)|bad (?:day|week)|hurts?)\b/,
  ],
  [
    'joy',
    /\b(?:happy|glad|great|amazing|awesome|excited|proud|thrilled|grateful|relieved|fantastic|wonderful|good news|passed|got the job|got in|got into|nailed it|won|promoted|engaged|proposed|finally did it|best day)\b|!{2,}/,
  ],
];

/** A milestone of going without ('2 weeks no beer', 'three months sober', '10 days without vaping'). */
const MILESTONE =
  '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|a) (?:days?|weeks?|months?|years?) (?:sober|clean|smoke free|no (?:beer|alcohol|drinking|booze|drinks|smoking|vaping|weed|cigs|cigarettes)|without (?:a (?:drink|cigarette|smoke)|drinking|smoking|vaping|self ?harm(?:ing)?|cutting))';
const GOOD_NEWS = new RegExp(
  `\\b(?:passed|had (?:the|our|my|her|his|their|a) baby|got the job|got in|got into|got accepted|nailed it|(?:killed|crushed|smashed) it|won|promoted|engaged|proposed|finally did it|good news|best day|proud|${MILESTONE})\\b`,
);

/** 'not happy', "don't feel great", 'never proud': a negated feeling word. */
const NEGATED =
  /\b(?:not|never|no|dont|don't|didnt|didn't|isnt|isn't|wasnt|wasn't|aint|hardly|barely)\s+(?:\w+\s+){0,2}?$/;
const INTENSIFIERS =
  /\b(?:so so|so+|really really|very very|super|extremely|incredibly|unbearably|insanely|completely|totally)\b|[A-Z]{4,}|!{2,}/;

/** Words that soften a negative ('not too bad', 'not that bad'), so the tone reads as fair to good. */
const SOFTENED = /\bnot (?:too|that|so|as) (?:bad|terrible|awful)\b|\bcould be worse\b|\bnot bad\b/;

/** Idioms of eagerness and success whose words score as loss or harm: 'dying to see it', 'killed it'. */
const UPBEAT_IDIOMS: [RegExp, string][] = [
  [/\bdying to (?=\w)/gi, 'eager to '],
  [/\b(?:killed|killing|crushed|crushing|smashed|smashing|slayed|slaying) it\b/gi, 'nailed it'],
];

export function readFeeling(text: string): FeelingReading {
  const said = UPBEAT_IDIOMS.reduce((words, [idiom, meaning]) => words.replace(idiom, meaning), text);
  const lower = plainLower(said);
  const strong = INTENSIFIERS.test(text.replace(/^I\b/, ''));
  let tone = sentiment(said).normalizedScore;
  if (SOFTENED.test(lower)) return { feeling: null, tone: Math.max(tone, 1), strong: false, named: false };
  // A loved one or a pet who died is grief, however the rest is worded ('my nan passed last night').
  if (lossIn(text)) return { feeling: 'sadness', tone: Math.min(tone, -1), strong, named: true };
  // Going without is news to be glad of, whatever word it is said with ('2 weeks no beer').
  if (new RegExp(`\\b${MILESTONE}\\b`).test(lower))
    return { feeling: 'joy', tone: Math.max(tone, 1), strong, named: true };
  for (const [feeling, pattern] of LEXICON) {
    const match = pattern.exec(lower);
    if (!match) continue;
    const negated = NEGATED.test(lower.slice(0, match.index));
    if (feeling === 'joy') {
      if (negated) return { feeling: 'sadness', tone: Math.min(tone, -1), strong, named: true };
      // Good news is good news even when a word around it scores low ('passed my mock exam').
      if (tone < 0 && !GOOD_NEWS.test(lower)) continue;
      return { feeling: 'joy', tone: Math.max(tone, 1), strong, named: true };
    }
    // 'not worried', 'not stressed anymore': the negative word is denied.
    if (negated) continue;
    tone = Math.min(tone, -1);
    return { feeling, tone, strong, named: true };
  }
  return { feeling: tone <= -2 ? 'sadness' : tone >= 2 ? 'joy' : null, tone, strong, named: false };
}

/** Those whose loss is grief: family, partners, friends and pets. */
const BELOVED =
  '(?:best friend|mum|mom|mommy|mummy|mother|mam|dad|daddy|father|papa|parents?|grand(?:ma|pa|mother|father|mom|mum|dad|parents?)|nan|nana|nanna|gran|granny|brother|sister|son|daughter|baby|child|kid|husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|friend|uncle|aunt|auntie|cousin|dog|cat|puppy|pup|kitten|pet|horse|bunny|rabbit)';
const KIN_ADJECTIVE = '(?:(?:little|old|baby|big|younger|older|twin|step)\\s)?';
/** 'my mum died', 'our dog had to be put down', 'lost my dad', 'my nan passed', 'put our old cat to sleep' */
const LOSS_OF_BELOVED = new RegExp(
  [
    `\\b(?:my|our) ${KIN_ADJECTIVE}(${BELOVED})\\b(?: \\w+){0,5}? (?:died|passed(?! (?:his|her|their|my|your|the|a|an|all|every|me|us|him|them|it|out|by)\\b)|is gone|was killed|got killed|didn'?t make it|(?:was |be )?put (?:down|to sleep))\\b`,
    `\\b(?:lost|losing|buried|burying) (?:my|our) ${KIN_ADJECTIVE}(${BELOVED})\\b`,
    `\\b(?:put|putting) (?:my|our) ${KIN_ADJECTIVE}(${BELOVED}) (?:down|to sleep)\\b`,
  ].join('|'),
);
/** Grief named without whom: 'the funeral is tomorrow', 'grieving', 'she passed away', a miscarriage. */
const GRIEF = /\b(?:funeral|grieving|grief|bereave\w*|passed away|miscarr\w*|stillborn|lost the baby)\b/;

/**
 * A loss the message tells of, and whom in the coach's words ('your mum'); null when it tells of none.
 * Only the death of a loved one or a pet counts: 'my phone died' and 'lost my keys' are not grief.
 */
export function lossIn(text: string): { who: string | null } | null {
  const lower = plainLower(text);
  const match = LOSS_OF_BELOVED.exec(lower);
  if (match) return { who: `your ${match[1] ?? match[2] ?? match[3]}` };
  return GRIEF.test(lower) ? { who: null } : null;
}

/** Good news the coach can name when it congratulates: 'got the job' -> 'the new job'. */
const NAMED_GOOD_NEWS: [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /\b(?:got|landed|accepted|was offered) (?:the|a|my|that) (?:new |dream )?job\b|\bgot hired\b|\bjob offer\b/,
    () => 'the new job',
  ],
  [/\bpromot(?:ed|ion)\b/, () => 'the promotion'],
  [/\b(?:got|am|i'?m|we'?re|we got) engaged\b/, () => 'your engagement'],
  [
    /\bpassed (?:my|the|our|all my) ((?:\w+ ){0,2}?(?:test|exams?|course|boards|bar(?: exam)?|finals|interview|probation|assessment|audition))\b/,
    (match) => `passing your ${match[1]}`,
  ],
  [/\bgraduat(?:ed|ing)\b/, () => 'graduating'],
  [
    /\b(?:i|we|i'?ve|we'?ve) (?:just )?(?:got|was|were|been|have been) (?:in|into|accepted)\b/,
    () => 'getting in',
  ],
  [
    /\b(?:(?:had|has had|just had) (?:the|our|my|her|his|their|a) baby|baby (?:is|was) (?:here|born)|it'?s a (?:boy|girl)|i'?m an? (?:auntie|aunt|uncle|grandma|grandpa|big sister|big brother)(?: now)?)\b/,
    () => 'the new baby',
  ],
];

/**
 * Good news the message tells ('I got the job!!'), named where the words say what it is; null when it
 * tells none. A message that only sounds upbeat is not news to congratulate.
 */
export function goodNewsIn(text: string): { what: string | null } | null {
  const lower = plainLower(text);
  for (const [pattern, name] of NAMED_GOOD_NEWS) {
    const match = pattern.exec(lower);
    if (match && !NEGATED.test(lower.slice(0, match.index))) return { what: name(match) };
  }
  const news = GOOD_NEWS.exec(lower);
  return news && !NEGATED.test(lower.slice(0, news.index)) ? { what: null } : null;
}
