import { MAX_MEMORY_TEXT_LENGTH, type MemoryKind } from './contracts/memory';

/**
 * Pure rules of the coach's memory: which short facts one message of the person holds, and how a new fact
 * joins the ones already kept. The person reads and edits every fact, so facts are plain second-person
 * sentences ('Your sister Ana', 'Box Breathing did not help').
 *
 * The rules are conservative on purpose: a fact the person did not mean to share is worse than a fact
 * missed. Nothing is taken from a question, a hypothetical, a message about a crisis (theirs or someone
 * else's), or a sentence with health details (medication, diagnoses, treatment).
 */

/** A practice the fact may be about: one the coach recently suggested or the person recently completed. */
export interface MemoryCandidatePractice {
  id: string;
  name: string;
  /** The category's name or slug ('Breathwork' or 'breathwork'). */
  category: string;
}

/** A fact read from a message, before it is stored. */
export interface ExtractedMemoryFact {
  kind: MemoryKind;
  text: string;
  practiceId: string | null;
  /** Category slug, lower case ('breathwork'). */
  category: string | null;
}

/** A stored fact, as far as merging needs it. */
export interface KeptMemoryFact extends ExtractedMemoryFact {
  id: string;
}

export type MemoryMergeDecision =
  { action: 'insert' } | { action: 'replace'; id: string } | { action: 'skip' };

// ---- normalising what people type ---------------------------------------------------------------

/** Lower case, straight apostrophes, common contractions spelled the same way, single spaces. */
function normalise(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`´]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      // 'didnt', 'didn't', 'did not' -> "didn't"; the same for the other negations people skip apostrophes in.
      .replace(
        /\b(did|does|do|was|is|were|are|could|would|ca|wo|should|have|has)(?:n't|nt|n t| not)\b/g,
        "$1n't",
      )
      .replace(/\bcan ?not\b/g, "can't")
      .replace(/\b(?:im|i m|iam)\b/g, "i'm")
      .replace(/\bi am\b/g, "i'm")
      .replace(/\bive\b/g, "i've")
      .replace(/\bid\b(?= (?:like|love|prefer|rather))/g, "i'd")
      .replace(/\bwanna\b/g, 'want to')
      .replace(/\bgonna\b/g, 'going to')
      .replace(/\b(?:u)\b/g, 'you')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The clauses of a message: sentences, lines, and parts joined by 'but' or ';'. The '?' stays on its clause. */
function clausesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+|;|\s+but\s+|\s*,\s*but\s+/)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0);
}

// ---- what is never remembered ---------------------------------------------------------------------

/**
 * Signs of a crisis anywhere in the message, the person's or someone else's: nothing of such a message is
 * kept (the safety check answers it; a memory of it would resurface in later, calm conversations).
 */
const CRISIS =
  /\b(?:suicid\w*|kill (?:my|him|her|them)sel(?:f|ves)|killing (?:my|him|her|them)sel(?:f|ves)|end (?:my|his|her|their) li(?:fe|ves)|end it all|want(?:s|ed)? to die|wanna die|better off dead|self[- ]?harm\w*|cutting (?:my|him|her|them)sel\w*|hurt(?:ing)? (?:my|him|her|them)sel\w*|overdos\w*|od'?d|abus\w*|assault\w*|rap(?:e|ed|ing)\b|molest\w*|beat(?:s|ing)? (?:me|her|him|them) up|hits? me|911|988|emergency|hospitali[sz]\w*|\ber\b|ambulance|police|dying|died|funeral|passed away)\b/;

/**
 * Health details stay out of memory: medication, diagnoses, conditions, treatment. A clause with any of them
 * is skipped whole ('my adhd meds make me tired', 'my therapist said...').
 */
const HEALTH =
  /\b(?:meds?|medications?|medicine|pills?|prescri\w*|dose|dosage|mg|antidepressants?|ssris?|snris?|sertraline|zoloft|prozac|fluoxetine|lexapro|escitalopram|citalopram|xanax|alprazolam|valium|ativan|klonopin|adderall|ritalin|vyvanse|wellbutrin|bupropion|lithium|seroquel|melatonin|ambien|insulin|diagnos\w*|disorder|adhd|add|autis\w*|bipolar|ptsd|ocd|depression|schizo\w*|psychosis|anorexi\w*|bulimi\w*|cancer|tumou?r|diabet\w*|epilep\w*|seizures?|pregnan\w*|miscarriage|hiv|std|sti|illness|disease|syndrome|chemo\w*|surgery|therap(?:y|ist|ists)|psychiatri\w*|psychologist|counsel(?:or|ing|lor|ling)|doctor|dr|hospital|clinic|rehab|sober|relapse\w*|alcoholi\w*|addict\w*|weight|calories|diet(?:ing)?)\b/;

/** A clause that asks rather than tells ('should i tell my boss', 'does box breathing help?'). */
const QUESTION_START =
  /^(?:so |and |but |ok |okay |hey |um |hmm )?(?:what|whats|what's|how|why|when|where|who|which|should|shall|can|could|would|will|do|does|did|is|are|am|was|were|have|has|any|anything|any idea|is it|do you|can you|could you|would you)\b/;

/** A clause about what might be rather than what is ('if my boss fires me', 'imagine i had a sister'). */
const HYPOTHETICAL =
  /\b(?:if|what if|imagine|suppose|supposing|pretend|hypothetically|in theory|let's say|lets say|say i|wonder|wondering|maybe i should|i might|might be|could be|would be|i'd be|would have|if only|in a story|in my story|in the book|character)\b/;

function isQuestion(clause: string): boolean {
  return clause.endsWith('?') || QUESTION_START.test(clause);
}

// ---- people ---------------------------------------------------------------------------------------

const RELATIONS = [
  'best friend',
  'boyfriend',
  'girlfriend',
  'bf',
  'gf',
  'husband',
  'wife',
  'partner',
  'fiance',
  'fiancee',
  'fiancé',
  'fiancée',
  'ex',
  'mom',
  'mum',
  'mother',
  'mommy',
  'dad',
  'father',
  'daddy',
  'stepmom',
  'stepdad',
  'parents',
  'sister',
  'sis',
  'brother',
  'bro',
  'son',
  'daughter',
  'kid',
  'kids',
  'baby',
  'grandma',
  'grandpa',
  'grandmother',
  'grandfather',
  'nan',
  'aunt',
  'auntie',
  'uncle',
  'cousin',
  'niece',
  'nephew',
  'friend',
  'roommate',
  'roomie',
  'flatmate',
  'housemate',
  'boss',
  'manager',
  'supervisor',
  'coworker',
  'co-worker',
  'colleague',
  'teammate',
  'teacher',
  'professor',
  'prof',
  'coach',
  'neighbor',
  'neighbour',
  'landlord',
  'dog',
  'cat',
] as const;

/** How a relation reads in a fact ('bf' -> 'boyfriend'). */
const RELATION_WORDS: Record<string, string> = {
  bf: 'boyfriend',
  gf: 'girlfriend',
  sis: 'sister',
  bro: 'brother',
  roomie: 'roommate',
  'co-worker': 'coworker',
  prof: 'professor',
  mommy: 'mom',
  daddy: 'dad',
  fiancé: 'fiance',
  fiancée: 'fiancee',
};

const RELATION_ADJECTIVES =
  'little|big|older|younger|baby|twin|best|new|old|step|late|other|oldest|youngest|lil|eldest';

/**
 * Words that follow 'my sister' but are not her name. People type names in lower case, so a name is any
 * word that is not a common word.
 */
const NOT_A_NAME = new Set(
  `a about above after again against all always am an and any anymore are aren't as at back be because been
  before being below between both but by came can can't come comes coming constantly could couldn't did didn't
  do does doesn't doing don't down during each even ever every few finally for from further gets getting got
  had hadn't has hasn't have haven't having he her here hers herself him himself his how i if in into is isn't
  it it's its itself just keep keeps kept kind kinda knows lately like literally made makes making me might
  more most much must my myself never no nor not now of off often on once only or other our out over own
  probably pretty really recently said same says seems she should shouldn't so some still such sort than that
  the their them then there these they this those through to today told tonight too totally under until up
  upon us usually very was wasn't we well went were weren't what when where which while who why will with
  won't would wouldn't yesterday yet you your basically actually honestly tbh lol omg ugh sometimes again and
  calls called texted texts wants wanted thinks thought think feels felt left moved moving lives living
  works working yelled yells shouted keeps tried tries asked asks needs needed loves loved hates hated
  is's broke passed took takes took gave gives never also both who's whos that's thats
  lied lies died dies cried cries hit hits cut cuts lost won ran runs sent sends let lets put puts saw sees
  met meets paid pays sat sits tells ate eats fell falls heard hears forgot forgets cheated ghosted dumped
  blocked ignored missed misses visited visits helped helps bought buys sold drove drives already apparently
  suddenly barely hardly rarely cant wont dont didnt doesnt isnt wasnt hasnt havent wouldnt couldnt shouldnt
  im ive hes shes`
    .split(/\s+/)
    .filter(Boolean),
);

/** The relations as regex alternatives. */
const RELATION_ALTERNATIVES = RELATIONS.map((relation) => relation.replace('-', '\\-')).join('|');

const RELATION_PATTERN = new RegExp(
  String.raw`\bmy\s+((?:(?:${RELATION_ADJECTIVES})\s+)?)(${RELATION_ALTERNATIVES})(?!'s|s'|\w)(?:\s+([a-z][a-z'-]{1,14}))?`,
  'g',
);

function isNameLike(word: string | undefined): word is string {
  if (!word) return false;
  if (NOT_A_NAME.has(word) || RELATIONS.includes(word as (typeof RELATIONS)[number])) return false;
  // Verbs and adverbs ('calling', 'recently', 'annoyed') are far more often the next word than a name.
  if (/(?:ing|ly|ed)$/.test(word) && word.length > 4) return false;
  return /^[a-z][a-z'-]+$/.test(word) && !word.endsWith("'s");
}

const capitalise = (word: string) =>
  word
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');

interface PersonMention {
  /** 'Your sister Ana' */
  text: string;
}

/** 'my cat is called pickles', "my boss's name is dave", 'my sister is named ana': the name said outright. */
const NAMED_OUTRIGHT = new RegExp(
  String.raw`\bmy\s+((?:(?:${RELATION_ADJECTIVES})\s+)?)(${RELATION_ALTERNATIVES})(?:\s+(?:is|was|s)\s+(?:called|named)|\s*'?s\s+name\s+(?:is|was|s))\s+([a-z][a-z'-]{1,14})`,
  'g',
);

function peopleIn(clause: string): PersonMention[] {
  const found: PersonMention[] = [];
  const namedOutright = new Map(
    [...clause.matchAll(NAMED_OUTRIGHT)].map((match) => [match.index, match[3]] as const),
  );
  for (const match of clause.matchAll(RELATION_PATTERN)) {
    const adjective = match[1]!.trim();
    const relation = RELATION_WORDS[match[2]!] ?? match[2]!;
    const nameWord = namedOutright.get(match.index) ?? match[3];
    const named = isNameLike(nameWord);
    const words = [
      'Your',
      ...(adjective ? [adjective] : []),
      relation,
      ...(named ? [capitalise(nameWord)] : []),
    ];
    found.push({ text: words.join(' ') });
  }
  return found;
}

// ---- stressors --------------------------------------------------------------------------------------

const STRESS_VERBS = String.raw`(?:(?:is|are|was|were|has been|have been|'s been|'re been|keeps|keep|kept|been)\s+)?(?:really\s+|so\s+|kinda\s+|kind of\s+|totally\s+|honestly\s+|lowkey\s+|low key\s+|literally\s+|seriously\s+|def\s+|definitely\s+|just\s+)*(?:stress(?:ing|es|ed)? me(?: out)?|stressin me(?: out)?|freak(?:ing|s)? me out|getting to me|gets to me|get to me|overwhelm(?:ing|s)? me|weigh(?:ing|s)? on me|driv(?:ing|es) me (?:crazy|insane|nuts|up the wall)|mak(?:ing|es) me (?:so |really )?(?:anxious|stressed|nervous|miserable)|wear(?:ing|s) me (?:down|out)|drain(?:ing|s) me|killing me|eating me up|keep(?:ing|s)? me up at night|stressful|so stressful|a nightmare|too much|really hard|so hard)`;

const STRESSOR_SUBJECT_FIRST = new RegExp(String.raw`^(.{2,80}?)\s+${STRESS_VERBS}\b`);

const STRESSOR_FEELING_FIRST =
  /\b(?:i'm|i've been|i feel|i get|getting|feeling|been|so|really)\s+(?:so\s+|really\s+|super\s+|kinda\s+|very\s+|pretty\s+|lowkey\s+|a bit\s+|a little\s+)*(?:stressed(?: out)?|stressing|anxious|worried|nervous|freaking out|overwhelmed|panicking|panicky|dreading)\s+(?:about|over|because of|with|by|for)\s+(.{2,80})$/;

const DREADING = /\bi'm\s+(?:really\s+|so\s+)?dreading\s+(.{2,80})$/;

/** The topic, then how it feels: 'my exams are in june and im freaking out', 'the move is friday so im so stressed'. */
const TOPIC_THEN_FEELING =
  /^(.{2,80}?)\s+(?:and|so)\s+(?:i'm|i am|i've been|i feel)\s+(?:so\s+|really\s+|super\s+|kinda\s+|lowkey\s+|totally\s+|a bit\s+)*(?:stressed(?: out)?|stressing|freaking out|anxious|worried|nervous|panicking|overwhelmed|losing it)$/;

/** Openers and fillers that come before the topic in speech ('ugh honestly the move is stressing me'). */
const LEADING_FILLERS =
  /^(?:(?:and|but|so|also|ugh|honestly|tbh|lol|like|just|well|ok|okay|yeah|yea|yes|no|hey|omg|idk|i think|i guess|i feel like|the thing is|right now|rn|lately|atm|plus|tho|though|basically|literally|anyway|anyways|because|cause|cuz|bc)[\s,]+)+/;

/** Subjects too vague to be worth remembering ('everything is stressing me out'). */
const VAGUE_SUBJECT =
  /^(?:it|this|that|everything|everyone|everybody|all of it|all this|all that|life|things|stuff|something|someone|somebody|nothing|they|he|she|you|i|me|we|this week|today|the day|my life|my day|my head|my brain|my mind|it all|all|so much|too much|a lot|lots)$/;

function cleanTopic(raw: string): string | null {
  let topic = raw
    .replace(/[.!,:;"()]+$/g, '')
    .replace(LEADING_FILLERS, '')
    .replace(/\s+(?:rn|right now|lately|tbh|honestly|lol|haha|atm|so much|a lot|too|at all|ugh)$/g, '')
    .trim();
  topic = topic.replace(/^(?:the fact that|that)\s+/, '').trim();
  if (!topic || VAGUE_SUBJECT.test(topic)) return null;
  const words = topic.split(' ');
  if (words.length > 10) return null;
  // A clause the rules misread ('i think it is') rather than a topic.
  if (/\b(?:i|i'm|i've|you|we|me)\b/.test(topic)) return null;
  return topic;
}

/** 'my exams' -> 'Your exams'; 'exams next week' -> 'Exams next week'. */
function asSecondPerson(topic: string): string {
  const text = topic
    .replace(/\bmy\b/g, 'your')
    .replace(/\bmyself\b/g, 'yourself')
    .replace(/\bme\b/g, 'you')
    .replace(/\bi'm\b/g, "you're")
    .replace(/\bi\b/g, 'you')
    // Names of months and days are written with a capital, as the person would read them.
    .replace(
      /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g,
      (name) => capitalise(name.charAt(0)) + name.slice(1),
    );
  return capitalise(text.charAt(0)) + text.slice(1);
}

// ---- goals ------------------------------------------------------------------------------------------

const GOAL_ADVERBS = String.raw`(?:(?:really|so|just|honestly|also|kinda|finally|still|seriously|def|definitely)\s+)*`;
const GOAL_PATTERNS = [
  new RegExp(
    String.raw`(?:\bi\s+${GOAL_ADVERBS}(?:want to|would like to|would love to|hope to|plan to|aim to|need to start|wish i could|dream of)|\bi'd\s+${GOAL_ADVERBS}(?:like to|love to)|\bi'm\s+${GOAL_ADVERBS}(?:hoping to|planning to|trying to|going to try to|working on|aiming to)|^${GOAL_ADVERBS}(?:hoping to|planning to|trying to|want to))\s+(.{2,90})$`,
  ),
  /\bmy\s+(?:main\s+|big\s+|new\s+|real\s+|biggest\s+)?(?:goal|aim|dream|plan|resolution)\s+(?:is|is to|=|:)\s+(?:to\s+)?(.{2,90})$/,
  /\bi'm\s+training\s+for\s+(.{2,60})$/,
];

/** What someone 'wants to' do in the moment, not a goal ('i want to cry', 'i want to ask you something'). */
const NOT_A_GOAL =
  /^(?:(?:cry|scream|die|disappear|vanish|hide|give up|run away|quit everything|stop existing|not exist|not wake up|sleep forever|end|punch|hit|kill|hurt|smash|break|throw|talk|chat|vent|rant|ask|tell|say|know|see|check|hear|understand|try|do|be left alone|be alone|stay in bed|lie down|leave|get out|go home|go to bed|forget|share|mention|explain|thank|start a practice|start the practice|do a practice|do the practice|learn more|get started|get help|get through (?:today|this|the day|tonight))\b|(?:sleep|rest|eat|go|sit|relax|feel better|be happy|be okay|be ok|feel good|feel okay|start over)$)/;

/** Goals stay what the person can work towards; changes to the body are health details. */
const HEALTH_GOAL = /\b(?:lose|gain|drop|cut|bulk)\b.*\b(?:weight|pounds|lbs|kg|kilos|fat)\b/;

// ---- practices: helped, did not help ------------------------------------------------------------------

const CATEGORY_WORDS: Array<[RegExp, string]> = [
  [/\b(?:breath\w*|breathing|breathwork|inhal\w*|exhal\w*)\b/, 'breathwork'],
  [/\b(?:visuali[sz]\w*|imagery|imagin\w*|guided imagery)\b/, 'visualization'],
  [/\b(?:gratitude|grateful|thankful|thanks? list|three good things)\b/, 'gratitude'],
  [/\b(?:mindful\w*|meditat\w*|body scan|grounding)\b/, 'mindfulness'],
  [/\b(?:neuroscience|nsdr|reframe|reframing|focus reset)\b/, 'neuroscience'],
];

/** The readable plural of a category, for facts without one practice ('Visualization practices'). */
const CATEGORY_LABELS: Record<string, string> = {
  breathwork: 'Breathing practices',
  visualization: 'Visualization practices',
  gratitude: 'Gratitude practices',
  mindfulness: 'Mindfulness practices',
  neuroscience: 'Neuroscience practices',
};

/** A practice referred to without its name: 'that practice', 'the exercise', 'the last one', 'it'. */
const GENERIC_PRACTICE_REFERENCE =
  /\b(?:that|the|this|your|last|first|second|new)\s+(?:\w+\s+)?(?:practice|exercise|technique|one|session|thing you (?:suggested|recommended|gave me))\b|(?:^|,\s*)(?:(?:and|but|so|honestly|tbh|ok|okay|yeah|yea|well)\s+)*(?:it|that|this)\s+(?:(?:really|actually|totally|kinda|honestly|def|definitely|just|did|didn't|really didn't|did not|doesn't|does not)\s+)*(?:helped|helps|worked|works|help|work|did nothing|made me)\b/;

const DID_NOT_HELP =
  /\b(?:didn't (?:really |actually |even |quite )?(?:help|work|do (?:anything|much|a thing|it for me))|(?:doesn't|don't) (?:really |actually |ever )?(?:help|work)|never (?:really )?(?:help|helps|helped|work|works|worked)|don't think it helped|wasn't (?:really |very |that |super )?(?:helpful|useful|great|good|for me|it)|not (?:really |very |that )?(?:helpful|useful|for me)|no help|useless|pointless|a waste of time|waste of time|did nothing|does nothing|made (?:it|me|things) (?:feel )?(?:worse|more anxious|more stressed)|made me (?:feel )?worse|hated|didn't like|did not like|don't like|couldn't get into|couldn't do|(?:was|is) (?:awful|terrible|boring|annoying|stupid|dumb|the worst|trash|garbage|meh|weird|cringe)|sucked|sucks|hurt my (?:head|chest)|helped nothing|helped zero|zero help)\b/;

const HELPED =
  /\b(?:(?:really |actually |totally |def |definitely |kinda |kind of |so |super |honestly |lowkey )*(?:helped|helps|helpd|halped|worked|works)(?! \w+ (?:him|her|them)\b)|(?:was|is) (?:really |so |super |actually |very |pretty |honestly )*(?:helpful|great|amazing|awesome|good|nice|lovely|calming|relaxing|useful|perfect|a game changer|the best)|made me (?:feel )?(?:better|calmer|calm|relaxed|lighter)|calmed me(?: down)?|i (?:really |actually |totally |kinda )?(?:liked|loved|enjoyed)|felt (?:so |much |a lot |way )?(?:better|calmer|lighter|good) after)\b/;

/** Likes and dislikes stated as a taste rather than about a practice they did. */
const TASTE =
  /\bi\s+(?:really\s+|honestly\s+|kinda\s+|just\s+|totally\s+)*(?:hate|can't stand|don't like|dislike|love|like|enjoy|prefer)\b/;

/** 'It didn't help that my boss yelled' is about the day, not the practice. */
const HELP_IDIOM =
  /\b(?:didn't|doesn't|does not|did not) help that\b|\bhelp(?:ed|s)? (?:me )?(?:with )?(?:nothing)?\s*(?:him|her|them|my (?:sister|brother|mom|dad|friend|partner|kid|son|daughter))\b/;

function normaliseName(name: string): string {
  return normalise(name)
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z0-9' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const NAME_STOPWORDS = new Set([
  'for',
  'the',
  'a',
  'of',
  'to',
  'and',
  'your',
  'my',
  'sleep',
  'difficult',
  'emotions',
]);

/** One edit of difference (typing slips: 'breating', 'visualisation'), for words long enough to tell apart. */
function closeEnough(word: string, target: string): boolean {
  if (word === target) return true;
  if (target.length < 5 || Math.abs(word.length - target.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < word.length && j < target.length) {
    if (word[i] === target[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (word.length > target.length) i++;
    else if (word.length < target.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (word.length - i) + (target.length - j) <= 1;
}

/** A candidate named in the clause: every distinctive word of its name is there (allowing one slip each). */
function namedCandidate(
  clause: string,
  candidates: MemoryCandidatePractice[],
): MemoryCandidatePractice | undefined {
  const words = clause
    .replace(/[^a-z0-9' -]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  let best: { candidate: MemoryCandidatePractice; score: number } | undefined;
  for (const candidate of candidates) {
    const nameWords = normaliseName(candidate.name)
      .split(' ')
      .filter((word) => !NAME_STOPWORDS.has(word));
    if (nameWords.length === 0) continue;
    // Two distinctive words are enough ('box breathing'); one-word names need that word.
    const needed = nameWords.slice(0, 2);
    if (needed.every((word) => words.some((typed) => closeEnough(typed, word)))) {
      if (!best || needed.length > best.score) best = { candidate, score: needed.length };
    }
  }
  return best?.candidate;
}

export function categorySlug(category: string): string {
  return category.trim().toLowerCase();
}

function categoryIn(clause: string): string | undefined {
  return CATEGORY_WORDS.find(([pattern]) => pattern.test(clause))?.[1];
}

function practiceVerdict(
  clause: string,
  candidates: MemoryCandidatePractice[],
): ExtractedMemoryFact | undefined {
  if (HELP_IDIOM.test(clause)) return undefined;
  const negative = DID_NOT_HELP.test(clause);
  const positive = !negative && HELPED.test(clause);
  if (!negative && !positive) return undefined;
  const kind: MemoryKind = negative ? 'did_not_help' : 'helped';

  const named = namedCandidate(clause, candidates);
  const category = categoryIn(clause);
  // 'i don't like breathing exercises' is a taste (a preference); a verdict needs a practice done.
  if (!named && TASTE.test(clause) && !GENERIC_PRACTICE_REFERENCE.test(clause)) return undefined;
  let practice = named;
  if (!practice && category) {
    practice = candidates.find((candidate) => categorySlug(candidate.category) === category);
  }
  if (!practice && !category && GENERIC_PRACTICE_REFERENCE.test(clause)) {
    // 'That practice didn't help': the practice meant is the latest one suggested or done.
    practice = candidates[0];
  }
  if (practice) {
    return {
      kind,
      text: `${practice.name} ${kind === 'helped' ? 'helped' : 'did not help'}`,
      practiceId: practice.id,
      category: categorySlug(practice.category),
    };
  }
  // A kind of practice without one to pin it on ('breathing exercises never work for me').
  if (
    category &&
    /\b(?:practice|practices|exercise|exercises|stuff|ones?|thing|things|breathing|meditation|visuali[sz]ations?)\b/.test(
      clause,
    )
  ) {
    return {
      kind,
      text: `${CATEGORY_LABELS[category]} ${kind === 'helped' ? 'helped' : 'did not help'}`,
      practiceId: null,
      category,
    };
  }
  return undefined;
}

// ---- preferences --------------------------------------------------------------------------------------

/** Preferences are about coaching: kinds of practice, their length, time of day, how the coach talks. */
const COACHING_TOPIC =
  /\b(?:practices?|exercises?|sessions?|breath\w*|visuali[sz]\w*|imagery|meditat\w*|mindful\w*|gratitude|journal\w*|writing|body scans?|grounding|nsdr|music|silence|voice|audio|guided|reading|walks?|walking|short|long|quick|minutes?|mins?|morning|evening|night|bedtime|tips|advice|replies|answers|messages|lists|questions|being told|check-?ins?|reminders?|science|explanations?)\b/;

const PREFERENCE_PATTERNS: Array<{
  pattern: RegExp;
  template: (topic: string) => string;
  negative: boolean;
}> = [
  {
    pattern:
      /\bi(?:'d)?\s+(?:really\s+|much\s+|definitely\s+|usually\s+|generally\s+)?(?:prefer|rather have|rather do)\s+(.{2,80})$/,
    template: (topic) => `You prefer ${topic}`,
    negative: false,
  },
  {
    pattern:
      /\bi\s+(?:really\s+|honestly\s+|kinda\s+|kind of\s+|just\s+|totally\s+)*(?:hate|can't stand|don't like|dont like|dislike|don't enjoy|don't do well with|don't get on with|am not into|'m not into|'m not a fan of|am not a fan of|'m not big on)\s+(.{2,80})$/,
    template: (topic) => `You don't like ${topic}`,
    negative: true,
  },
  {
    pattern:
      /\bi\s+(?:really\s+|honestly\s+|kinda\s+|totally\s+|just\s+)*(?:like|love|enjoy|'m into|am into)\s+(.{2,80})$/,
    template: (topic) => `You like ${topic}`,
    negative: false,
  },
  {
    pattern:
      /^(?:please\s+)?keep (?:it|them|your (?:answers|replies|messages)|things)\s+(short|brief|simple|quick)\b/,
    template: (topic) => `You like ${topic} replies`,
    negative: false,
  },
  {
    pattern: /^(.{2,60}?)\s+(?:works?|work) (?:best|better) for me\b/,
    template: (topic) => `${topic} work best for you`,
    negative: false,
  },
];

function preferenceIn(
  clause: string,
  candidates: MemoryCandidatePractice[],
): ExtractedMemoryFact | undefined {
  for (const { pattern, template } of PREFERENCE_PATTERNS) {
    const match = pattern.exec(clause);
    if (!match) continue;
    const topic = cleanTopic(match[1]!);
    if (!topic || !COACHING_TOPIC.test(topic)) return undefined;
    // A named practice liked or disliked is a verdict on it, kept as helped / did not help.
    if (namedCandidate(topic, candidates)) return undefined;
    const text = template(
      asSecondPerson(topic)
        .replace(/^Your\b/, 'your')
        .replace(/^./, (first) => first.toLowerCase()),
    );
    return {
      kind: 'preference',
      text: text.charAt(0).toUpperCase() + text.slice(1),
      practiceId: null,
      category: categoryIn(topic) ?? null,
    };
  }
  return undefined;
}

// ---- the extraction -------------------------------------------------------------------------------------

function capText(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_MEMORY_TEXT_LENGTH) return clean;
  const cut = clean.slice(0, MAX_MEMORY_TEXT_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > MAX_MEMORY_TEXT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function stressorIn(clause: string, people: PersonMention[]): ExtractedMemoryFact | undefined {
  const subjectFirst = STRESSOR_SUBJECT_FIRST.exec(clause);
  const feelingFirst = subjectFirst ? null : (STRESSOR_FEELING_FIRST.exec(clause) ?? DREADING.exec(clause));
  const topicFirst = subjectFirst || feelingFirst ? null : TOPIC_THEN_FEELING.exec(clause);
  // 'my exams are in june' -> 'my exams in june': the topic with its when, as a noun phrase.
  const raw =
    subjectFirst?.[1] ??
    feelingFirst?.[1] ??
    topicFirst?.[1]?.replace(/^(.+?)\s+(?:is|are)\s+(in|on|at|next|this)\b/, '$1 $2');
  if (!raw) return undefined;
  // 'my sister keeps calling me and exams next week are stressing me': the topic is the last part.
  const parts = [raw, raw.split(/\s+and\s+/).pop()!, raw.split(/\s*,\s*/).pop()!];
  const topic = parts.map(cleanTopic).find((value): value is string => value !== null);
  if (!topic) return undefined;
  // A person is remembered as a person ('Your sister Ana'), not as a stressor.
  if (
    people.length > 0 &&
    new RegExp(`^my\\s+(?:(?:${RELATION_ADJECTIVES})\\s+)?(?:${RELATIONS.join('|')})\\b`).test(topic)
  ) {
    return undefined;
  }
  return { kind: 'stressor', text: asSecondPerson(topic), practiceId: null, category: null };
}

function goalIn(clause: string): ExtractedMemoryFact | undefined {
  for (const pattern of GOAL_PATTERNS) {
    const match = pattern.exec(clause);
    if (!match) continue;
    const topic = cleanTopic(match[1]!);
    if (!topic || NOT_A_GOAL.test(topic) || HEALTH_GOAL.test(topic)) return undefined;
    const fromTraining = pattern === GOAL_PATTERNS[2];
    // 'trying to' something of the moment ('im trying to explain') is filtered above; one bare word
    // after 'need to start' or 'want to' is kept only when it is a habit ('meditate', 'journal').
    return {
      kind: 'goal',
      text: fromTraining
        ? `Train for ${asSecondPerson(topic).replace(/^./, (c) => c.toLowerCase())}`
        : asSecondPerson(topic),
      practiceId: null,
      category: null,
    };
  }
  return undefined;
}

/**
 * The facts one message of the person holds (none for most messages). `candidates` are the practices the
 * coach recently suggested or the person recently completed, most recent first: a verdict on 'that
 * practice' is pinned on the latest one, 'the breathing one' on the latest of that category.
 */
export function extractMemoryFacts(
  message: string,
  candidates: MemoryCandidatePractice[] = [],
): ExtractedMemoryFact[] {
  const text = normalise(message);
  if (!text || text.length > 2_000 || CRISIS.test(text)) return [];
  const facts: ExtractedMemoryFact[] = [];
  for (const rawClause of clausesOf(text)) {
    if (isQuestion(rawClause) || HYPOTHETICAL.test(rawClause) || HEALTH.test(rawClause)) continue;
    const clause = rawClause.replace(/[.!]+$/, '').trim();
    // Someone else's words or wishes ('my friend said i should...', 'she wants to...') are not the person's.
    const reported = /\b(?:said|says|told me|thinks|wants me to)\b/.test(clause);

    const people = peopleIn(clause);
    for (const person of people)
      facts.push({ kind: 'person', text: person.text, practiceId: null, category: null });

    const verdict = practiceVerdict(clause, candidates);
    if (verdict) {
      facts.push(verdict);
      continue;
    }
    const preference = preferenceIn(clause, candidates);
    if (preference) {
      facts.push(preference);
      continue;
    }
    if (reported) continue;
    const goal = goalIn(clause);
    if (goal) {
      facts.push(goal);
      continue;
    }
    const stressor = stressorIn(clause, people);
    if (stressor) facts.push(stressor);
  }

  const unique: ExtractedMemoryFact[] = [];
  for (const fact of facts) {
    const capped = { ...fact, text: capText(fact.text) };
    if (
      mergeMemoryFact(
        unique.map((kept, index) => ({ ...kept, id: String(index) })),
        capped,
      ).action === 'insert'
    ) {
      unique.push(capped);
    }
  }
  return unique;
}

// ---- names put right ----------------------------------------------------------------------------------

/** A name the person puts right: 'its rocco not rocky' -> right 'Rocco', wrong 'rocky'. */
export interface NameCorrection {
  right: string;
  wrong: string;
}

/** Words that are never the name being put right ('happy not sad', 'today not tomorrow'). */
const NOT_A_CORRECTED_NAME =
  /^(?:yes|no|nope|not|now|then|today|tomorrow|tonight|yesterday|happy|sad|good|bad|fine|okay|ok|better|worse|more|less|me|you|him|her|them|it|this|that|here|there|really|just|always|never|sure|maybe|true|false|right|wrong)$/;

/**
 * A short message that puts a name right: 'rocco not rocky', 'its rocco, not rocky', 'no his name is
 * rocco not rocky', 'i said maya not maria'. Only a correction the kept notes can apply matters (see
 * correctedNameFact): 'tea not coffee' names nobody kept, so it changes nothing.
 */
export function nameCorrectionIn(message: string): NameCorrection | null {
  const text = normalise(message)
    .replace(/[.!?]+$/, '')
    .trim();
  if (text.split(/\s+/).length > 10) return null;
  const match =
    /^(?:(?:no|nope|sorry|oops|lol|haha|actually|wait|sorry typo|typo)[,!:]?\s+)*(?:(?:it'?s|its|it is|his name is|her name is|their name is|the name is|name is|names|name's|i said|i meant|i typed|spelled|spelt)\s+)?([a-z][a-z'-]{1,20}),?\s+not\s+([a-z][a-z'-]{1,20})(?:\s+(?:lol|haha|sorry|oops|thanks|thx|pls|please))*$/.exec(
      text,
    );
  if (!match) return null;
  const [, right, wrong] = match as unknown as [string, string, string];
  if (right === wrong || NOT_A_CORRECTED_NAME.test(right) || NOT_A_CORRECTED_NAME.test(wrong)) return null;
  return { right: right.charAt(0).toUpperCase() + right.slice(1), wrong };
}

/** The kept person whose name a correction puts right, with the note as corrected; null when none has it. */
export function correctedNameFact(
  kept: KeptMemoryFact[],
  correction: NameCorrection,
): { id: string; text: string } | null {
  const wrongName = new RegExp(`\\b${correction.wrong.replace(/[^a-z'-]/g, '')}\\b`, 'i');
  const fact = kept.find((item) => item.kind === 'person' && wrongName.test(item.text));
  return fact ? { id: fact.id, text: fact.text.replace(wrongName, correction.right) } : null;
}

// ---- merging ----------------------------------------------------------------------------------------------

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const isVerdict = (kind: MemoryKind) => kind === 'helped' || kind === 'did_not_help';

/**
 * How a new fact joins the kept ones: a later verdict on the same practice (or the same kind of practice)
 * replaces the earlier one, helped or not; a preference about the same kind of practice replaces the
 * earlier one; a person named now replaces the same person kept without a name ('Your sister' -> 'Your
 * sister Ana'); anything already known is not stored twice.
 */
export function mergeMemoryFact(existing: KeptMemoryFact[], fact: ExtractedMemoryFact): MemoryMergeDecision {
  const text = comparable(fact.text);
  if (existing.some((kept) => kept.kind === fact.kind && comparable(kept.text) === text))
    return { action: 'skip' };

  if (isVerdict(fact.kind)) {
    const same = existing.find(
      (kept) =>
        isVerdict(kept.kind) &&
        (fact.practiceId !== null
          ? kept.practiceId === fact.practiceId
          : kept.practiceId === null && kept.category !== null && kept.category === fact.category),
    );
    return same ? { action: 'replace', id: same.id } : { action: 'insert' };
  }

  if (fact.kind === 'preference' && fact.category !== null) {
    const same = existing.find((kept) => kept.kind === 'preference' && kept.category === fact.category);
    return same ? { action: 'replace', id: same.id } : { action: 'insert' };
  }

  if (fact.kind === 'person') {
    for (const kept of existing.filter((item) => item.kind === 'person')) {
      const keptText = comparable(kept.text);
      // The new one names someone kept without a name: it replaces them.
      if (text.startsWith(`${keptText} `)) return { action: 'replace', id: kept.id };
      // Someone already kept with a name, mentioned now without it: nothing new.
      if (keptText.startsWith(`${text} `)) return { action: 'skip' };
    }
    return { action: 'insert' };
  }

  // Goals and stressors: the same topic said a little differently is not stored twice.
  if (existing.some((kept) => kept.kind === fact.kind && comparable(kept.text).startsWith(text))) {
    return { action: 'skip' };
  }
  return { action: 'insert' };
}

/** Facts about practices to stay away from: what did not help, and kinds of practice the person dislikes. */
export function practicesToAvoid(
  facts: Array<Pick<ExtractedMemoryFact, 'kind' | 'practiceId' | 'category' | 'text'>>,
): {
  practiceIds: string[];
  categories: string[];
} {
  const practiceIds = new Set<string>();
  const categories = new Set<string>();
  for (const fact of facts) {
    if (fact.kind === 'did_not_help') {
      if (fact.practiceId) practiceIds.add(fact.practiceId);
      else if (fact.category) categories.add(fact.category);
    }
    if (fact.kind === 'preference' && fact.category && /^You don't like\b/.test(fact.text)) {
      categories.add(fact.category);
    }
  }
  return { practiceIds: [...practiceIds], categories: [...categories] };
}
