import type { CrisisCategory, CrisisResource, CrisisSupport } from './contracts/chat';
import { crisisLinesFor, otherCountriesLines, type CrisisCountry } from './crisis-lines';

/**
 * Safety rules of the coach chat, always on and deterministic, run before any model sees a message:
 * - crisis language (suicide, self-harm, abuse, eating-disorder and medical emergencies, coded phrasing
 *   included) skips every model and answers with care and concrete resources;
 * - requests for diagnoses, medication, doses or calorie targets are recognised so the coach can decline;
 * - a guard on the coach's own words removes diagnoses, prescriptions, doses and calorie targets.
 *
 * Crisis rules favour recall: a false alarm costs a caring message with phone numbers, a miss can cost a
 * life. Each rule still excludes the common figures of speech ('this deadline is killing me', 'dying to
 * try that', 'I ran 5 kms') so ordinary chat stays ordinary. The labelled set in chat-safety.cases.ts
 * pins both sides down.
 */

// ---------------------------------------------------------------------------------------------
// Normalisation
// ---------------------------------------------------------------------------------------------

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/**
 * Lower case, apostrophes dropped (don't -> dont), digits and symbols inside words read as letters
 * (k1ll -> kill, $uicide -> suicide), spelled-out letters joined (s u i c i d e -> suicide), everything
 * else a single space, and long letter runs shortened (sooo -> soo). Padded with spaces.
 */
export function normalizeForSafety(text: string): string {
  return normalizeKeepingRuns(text).replace(/([a-z])\1{2,}/g, '$1$1');
}

function normalizeKeepingRuns(text: string): string {
  let value = text.normalize('NFKC').toLowerCase();
  value = value.replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'").replace(/'/g, '');
  value = value.replace(/[013457@$](?=[a-z])|(?<=[a-z])[013457@$]/g, (char) => LEET[char] ?? char);
  value = value.replace(/[^a-z0-9]+/g, ' ');
  // 'k m s', 's u i c i d e': four or more single letters in a row are one word.
  value = value.replace(/\b(?:[a-z] ){3,}[a-z]\b/g, (letters) => letters.replace(/ /g, ''));
  return ` ${value.trim()} `;
}

// ---------------------------------------------------------------------------------------------
// Crisis detection
// ---------------------------------------------------------------------------------------------

interface CrisisRule {
  id: string;
  category: CrisisCategory;
  pattern: RegExp;
}

const SELF = '(?:my ?self|myselfs?|me self)';
const PILLS =
  '(?:pills?|meds|medications?|medicines?|tablets|sleeping pills|painkillers|insulin|antidepressants|tylenol|paracetamol)';
/** Medicines named by brand or kind when people tell how many they took. */
const COMMON_PILLS =
  '(?:ibuprofen|advil|nurofen|aspirin|acetaminophen|xanax|valium|diazepam|benadryl|codeine|tramadol|oxys?|percocets?|melatonin|gabapentin|seroquel|lithium|ambien|zopiclone|benzos|sleepers|caps|capsules|pills|of them)';
/** Someone close to the writer, as people name them. */
const CLOSE_PERSON =
  '(?:best friend|friend|bestie|bff|mate|sister|sis|brother|bro|mum|mom|mother|dad|father|son|daughter|kid|child|boyfriend|bf|girlfriend|gf|partner|husband|wife|roommate|flatmate|cousin|coworker|colleague|classmate|aunt|uncle|grandma|grandpa|niece|nephew|teammate)';
/** How the writer heard it from them: said, told me, keeps posting about... */
const SAYS_SO =
  'says?|said|saying|keeps? (?:saying|talking about|telling (?:me|us|people)|posting(?: about)?|writing(?: about)?)|told (?:me|us)|tells (?:me|us)|texted(?: me)?|messaged(?: me)?|posted(?: about)?|posting about|wrote|writes|talks? about|talking about|mentioned';
const ABUSER =
  '(?:he|she|they|my (?:partner|boyfriend|bf|girlfriend|gf|husband|hubby|wife|spouse|dad|father|stepdad|step dad|stepfather|mom|mum|mother|stepmom|stepmother|parents?|brother|sister|uncle|aunt|ex|boss|teacher|coach|roommate|landlord|grandpa|grandfather|grandma|cousin|fiance|fiancee|carer|caregiver)|someone|somebody|a (?:man|guy|woman))';
const ABUSE_VERB =
  '(?:hits|hitting|hit|beats|beating|beat|chokes|choked|choking|choke|slaps|slapped|slapping|slap|punches|punched|punching|punch|kicks|kicked|kicking|kick|shoves|shoved|strangles|strangled|strangling|rapes|raped|molests|molested|molesting|abuses|abused|abusing|burns|burned|burnt|drags|dragged|pins|pinned)';
const ACCIDENT_AFTER =
  '(?! (?:a (?:(?:big|small|huge|little|thin|thick|second|nice|good) )?(?:slice|piece|break|favou?r|deal|bit of slack|portion|share)|some (?:slack|cake|bread|fruit|food)|off|short|free|loose|out|shaving|cooking|chopping|slicing|baking|ironing|gardening|playing|running|lifting|working out|training|(?:while|when) (?:i was )?(?:cooking|shaving|chopping|slicing|baking|ironing|gardening|working|playing|running|training|lifting|cleaning|making|fixing|opening)|at the gym|at work|on (?:a|the|some|my|paper|glass)|with (?:a|the) (?:knife|oven|stove|iron|pan|kettle)|by accident|accidentally|laughing)\\b)';
const ACCIDENT_BEFORE = '(?<!accidentally |nearly |almost |basically |practically )';

const CRISIS_RULES: CrisisRule[] = [
  // ---- suicide ----
  {
    id: 'intent-to-kill-self',
    category: 'suicide',
    pattern: new RegExp(
      `\\b(?:want|wanna|going|gonna|will|plan|planning|planned|think|thinking|thought|tempted|urge|urges|try|tried|trying|about|decided|ready|researching|ways|how|should|could|might|may|to) (?:to |of |about )?(?:kill|killing|end|ending|off|offing|unalive) ${SELF}\\b`,
    ),
  },
  {
    id: 'kill-self',
    category: 'suicide',
    pattern: new RegExp(
      `${ACCIDENT_BEFORE}\\b(?:kill|killing|killed|kil|off|offed|end|ended) ${SELF}\\b(?! (?:laughing|with laughter|at work|at the gym|working|studying|training|over (?:this|a|the|work)|trying to|for (?:this|a|the|work|nothing))\\b)`,
    ),
  },
  { id: 'kms', category: 'suicide', pattern: /(?<!\d )\b(?:kms|kys|kmss)\b/ },
  {
    id: 'suicide-word',
    category: 'suicide',
    // 'im not suicidal, just annoyed' denies it: the model still reads the rest of the message.
    pattern:
      /(?<!\b(?:not|never|isnt|wasnt|arent) (?:really |actually |even |at all )?)\b(?:suicid(?:e|es|al|ally|ality)|sewerslide|sewer slide|self ?deletion|self ?delete)\b(?! (?:squad|sprints?|drills?|doors?|missions?|runs?|king|silence|shifts?|(?:prevention|awareness) (?:training|month|week|course|walk|day|fundraiser|charity|workshop))\b)/,
  },
  { id: 'unalive', category: 'suicide', pattern: /\bun ?aliv(?:e|ed|es|ing)\b/ },
  {
    id: 'end-life',
    category: 'suicide',
    pattern:
      /\b(?:end|ending|ended|take|taking|took) (?:my|my own|his own|her own|their own) lifes?\b(?! (?:back|in|into|to|seriously|one|a|more|day|by the horns|off autopilot)\b)/,
  },
  {
    id: 'end-it',
    category: 'suicide',
    pattern:
      /\b(?:end|ending) (?:it|things|everything) (?:tonight|today|right now|soon|for good|forever|once and for all)\b|\b(?:feel like|feeling like|thinking about|thinking of|thought about|think about|want to|wanna|going to|gonna|plan to|planning to|a plan to|ready to|decided to) (?:end|ending) (?:it|things|everything)\b(?! (?:with|early|on|at|off|for the day|here|there)\b)/,
  },
  {
    id: 'nobody-would-care',
    category: 'suicide',
    pattern:
      /\b(?:nobody|no one|noone) (?:would|will|is going to|is gonna) (?:miss me|notice if i (?:was|were) gone|care if i (?:died|was gone|were gone|disappeared|was dead|were dead))\b|\b(?:dont|do not|cant|cannot) see (?:the|any) (?:point|reason) (?:in|of|to) (?:living|life|going on|being alive|being here|staying alive)\b/,
  },
  { id: 'end-it-all', category: 'suicide', pattern: /\bend(?:ing|ed)? it all\b(?! (?:on|with) (?:a|the)\b)/ },
  {
    id: 'not-wake-up',
    category: 'suicide',
    pattern:
      /\b(?:dont|do not|didnt|never) (?:want|wanna) (?:to )?wake up\b(?! (?:early|at|before|for|so early|that early|on|in time|this early)\b)/,
  },
  {
    id: 'hope-not-wake-up',
    category: 'suicide',
    pattern:
      /\b(?:hope|hoping|wish|pray|praying) (?:that )?(?:i )?(?:dont|do not|wont|will not|wouldnt|would not|never) wake up\b|\b(?:pray|prays|praying) (?:to god |every night |each night |at night |now |mostly )?(?:(?:to|for (?:god|him) to|that (?:god|he|it)(?: will| would|d)?|god(?: will| would)?|it(?: will| would)?) )?takes? me(?: (?:in my sleep|away|tonight|home|soon|instead|too|next))?\b|\b(?:sleep|go to sleep|fall asleep)(?: forever)? and never wake up\b|\bnever wake up again\b/,
  },
  {
    // Someone close who says they want to die, disappear or end it: the writer needs to know how to help.
    id: 'someone-wants-to-die',
    category: 'someone_else',
    pattern: new RegExp(
      `\\b(?:my|our) ${CLOSE_PERSON}\\b(?: \\w+){0,3}? (?:${SAYS_SO})(?: (?:that|to me))?(?: (?:she|he|they|shes|hes|theyre|theyve))? (?:(?:just |really |honestly )?(?:wants? to|wanna|is going to|are going to|gonna|wishes (?:she|he|they) (?:could|was|were|would)) (?:just )?(?:die|be dead|disappear(?! (?:to|for|on|into|from|off|with|until|after|in)\\b)|end (?:it|it all|her life|his life|their life|things)(?! (?:with|between)\\b)|kill (?:herself|himself|themselves|themself)|not (?:be here|be around|exist|wake up)|stop existing)|(?:doesnt|does not|dont|do not) want to (?:live(?! (?:in|with|at|near|on|by|together|there|abroad|alone|like|far)\\b)|exist|be alive|be (?:here|around) anymore))\\b`,
    ),
  },
  {
    // Someone close who says they see no future or no point, or that others would be better off without them.
    id: 'someone-without-hope',
    category: 'someone_else',
    pattern: new RegExp(
      `\\b(?:my|our) ${CLOSE_PERSON}\\b(?: \\w+){0,3}? (?:${SAYS_SO}) (?:that |how |about how )?(?:(?:she|he|they|shes|hes|theyre) )?(?:(?:cant|cannot|can not|doesnt|does not|dont|do not) see (?:a|any) future(?! (?:with|for (?:us|them|the|this|that)|in (?:this|that|the|it))\\b)|(?:doesnt|does not|dont|do not|cant|cannot) see (?:the|any) point (?:of|in) (?:living|life|being alive|going on|anything)|(?:has|have|had|sees) no (?:future|reason to live|point in living)|(?:has|have) nothing (?:left )?to live for|(?:is|are|feels?|was) (?:like )?(?:just )?a burden(?! (?:to|on) (?:the|her|his|their) (?:team|company|budget|business|project))|(?:everyone|we|people|they|i|the family)(?:d| would) be better off without (?:her|him|them))\\b`,
    ),
  },
  {
    id: 'want-to-die',
    category: 'suicide',
    pattern:
      /\b(?:want|wanna|wish|wishing|ready|going|gonna|deserve|deserved|plan|planning) (?:to )?die\b(?! (?:my|her|his|their|the|it) (?:hair|clothes|shirt|jeans|fabric|eggs|beard)\b)(?! (?:of|from|laughing|without|if i dont (?:get|have))\b)/,
  },
  {
    id: 'wish-dead',
    category: 'suicide',
    pattern:
      /\bwish (?:i was|i were|i am|im|id be|i could be) (?:dead|gone|never born)\b|\bwish i had never been born\b|\bwish i (?:could )?(?:just )?(?:disappear|vanish) forever\b/,
  },
  {
    id: 'better-off',
    category: 'suicide',
    pattern:
      /\b(?:better off|happier|easier) (?:without me|if i (?:was|were) (?:dead|gone)|if i (?:died|disappeared))\b|\bbetter off dead\b/,
  },
  {
    id: 'no-reason-to-live',
    category: 'suicide',
    pattern:
      /\b(?:no|not any|no more) (?:reason|point) (?:to|in|of) (?:live|living|go on|going on|being alive|being here|staying alive)\b|\bnothing (?:left )?to live for\b|\b(?:life|living) (?:is not|isnt|aint|is no longer) worth (?:living|it anymore)\b|\bnot worth living\b/,
  },
  {
    id: 'dont-want-to-live',
    category: 'suicide',
    pattern:
      /\b(?:dont|do not|no longer) (?:want|wanna) (?:to )?(?:live|be alive|exist|be here anymore|be here any more|be around anymore|keep living|go on living)\b(?! (?:in|with|near|like|at|there|here|on|alone in)\b)/,
  },
  {
    id: 'stop-existing',
    category: 'suicide',
    pattern: /\b(?:stop|cease|quit) (?:existing|living)\b|\bdisappear (?:forever|for good|permanently)\b/,
  },
  {
    id: 'cant-go-on',
    category: 'suicide',
    pattern:
      /\bcant (?:go on|keep going|live like this|keep living) (?:anymore|any more|living|like this anymore)\b/,
  },
  {
    id: 'method',
    category: 'suicide',
    pattern: new RegExp(
      `\\bhang(?:ing|ed)? ${SELF}\\b|\\b(?:slit|slitting|slash|slashing) my (?:wrists?|throat)\\b|\\bjump(?:ing)? (?:off|from) (?:a|the|my) (?:bridge|building|roof|balcony|cliff|tower)\\b|\\b(?:throw|throwing) my ?self (?:off|in front of|under)\\b|\\b(?:overdose|overdosing|od) on (?:my |all my |all of my |the |these |those )?${PILLS}\\b|\\b(?:going to|gonna|want to|wanna|planning to|plan to|will|about to) (?:take|swallow) (?:all (?:of )?my|a (?:whole|full) bottle of|every one of my|all the) ${PILLS}\\b`,
    ),
  },
  {
    id: 'goodbye',
    category: 'suicide',
    pattern:
      /\b(?:say|said|saying) (?:my )?(?:goodbye|goodbyes|bye) (?:to everyone|forever|for good|to (?:the|this) world)\b|\bgoodbye (?:cruel )?world\b|\bthis is (?:my )?(?:final|last) goodbye\b|\b(?:wrote|writing|write|left) (?:a|my) (?:goodbye|farewell|suicide) (?:note|letter)\b/,
  },
  {
    id: 'not-around',
    category: 'suicide',
    pattern:
      /\b(?:wont|will not|not going to|not gonna) be (?:here|around|alive) (?:tomorrow|much longer|anymore|any more|for long|next week|by morning)\b/,
  },
  {
    // Telling between the lines that they will not be anyone's trouble for long: a goodbye, not a promise to behave.
    id: 'not-a-burden-much-longer',
    category: 'suicide',
    pattern:
      /(?<!\b(?:it|this|that|which|they|he|she|we|you|u|theyll|hell|shell|itll|thatll|work|thing|job|project|noise|pain|rent|money)s? )\b(?:wont|will not|not going to|not gonna|wouldnt|would not) be (?:a |an )?(?:problem|burden|bother|nuisance|worry|weight) (?:(?:for|to|on) (?:anyone|anybody|you|u|them|everyone|you all|my family|the family|people|my kids|my wife|my husband|my parents) )?(?:much longer|for (?:much )?longer|for long)\b/,
  },
  {
    // Asking how much of something would kill or stop a heart is researching a method.
    id: 'lethal-amount',
    category: 'suicide',
    pattern:
      /\bhow (?:many|much)\b(?: \w+){0,6}? (?:would|will|could|to|does it take to|it takes to|do (?:you|i|u) need to|you need to|i need to)(?: (?:i|you|u|someone|a person|a man|a woman|a grown man|an adult|it))?(?: need to| have to| take to)? (?:kill|die|be (?:fatal|lethal|deadly)|stop (?:the|my|a|your|someones|his|her) heart|not wake up|never wake up|overdose|od)\b|\b(?:lethal|fatal|deadly) (?:dose|amount|dosage|quantity)\b/,
  },
  {
    id: 'end-pain',
    category: 'suicide',
    pattern: /\bend (?:the|my|this) pain (?:forever|for good|permanently)\b/,
  },
  {
    id: 'others-kill-selves',
    category: 'suicide',
    pattern: /\b(?:kill|killed|killing|end|ended|ending) (?:him|her|them) ?(?:self|selves)\b/,
  },

  // ---- harm to others ----
  {
    id: 'attack-place',
    category: 'harm_to_others',
    pattern:
      /\b(?:shoot|shooting|shot|bomb|bombing|blow|blowing) up (?:the|my|this|that|our|his|her) (?:school|place|office|work|workplace|class|classroom|church|mosque|synagogue|mall|store|party|campus|building)\b/,
  },

  // ---- self-harm ----
  {
    id: 'self-harm-word',
    category: 'self_harm',
    pattern: /\bself ?(?:harm|harming|harmed|injury|injure|injuring|mutilation)\b/,
  },
  {
    id: 'harm-self',
    category: 'self_harm',
    pattern: new RegExp(
      `${ACCIDENT_BEFORE}\\b(?:cut|cutting|cuts|burn|burning|burned|burnt|hurt|hurting|harm|harming|hit|hitting|punch|punching|scratch|scratching|stab|stabbing|bruise|bruising) ${SELF}\\b${ACCIDENT_AFTER}`,
    ),
  },
  {
    id: 'cutting',
    category: 'self_harm',
    pattern:
      /\b(?:relapsed?|relapsing) (?:on|into|with)? ?(?:cutting|self ?harm|sh)\b|\bcutting again\b|\b(?:cut|cutting|slice|slicing) my (?:arms?|wrists?|legs?|thighs?|skin|stomach)\b|\b(?:razor|blade)s? (?:on|to|against|into) my (?:skin|arms?|wrists?|legs?|thighs?)\b|\bscars? from cutting\b|\b(?:make|made|making) my ?self bleed\b|\bbleed(?:ing)? on purpose\b/,
  },

  // ---- abuse ----
  {
    id: 'abuser-hurts-me',
    category: 'abuse',
    pattern: new RegExp(
      `\\b${ABUSER} (?:always |keeps |still |sometimes |often |has |just |again )?${ABUSE_VERB} (?:me|us)\\b(?! (?:up|with|back|off|out|at|to|by|in (?:a|the|our|every) (?:game|match|chess|race|round|final|contest|competition|tournament|argument|debate|quiz))\\b)`,
    ),
  },
  {
    id: 'abuse-passive',
    category: 'abuse',
    pattern:
      /\b(?:i was|i am|im|i have been|ive been|i got|being|been|was|got) (?:raped|molested|sexually (?:assaulted|abused)|assaulted|abused|trafficked|groomed|beaten up)\b/,
  },
  {
    id: 'abuse-words',
    category: 'abuse',
    pattern:
      /\bdomestic (?:violence|abuse)\b|\babusive (?:relationship|partner|boyfriend|girlfriend|husband|wife|home|household|parents?|dad|father|mom|mum|mother|stepdad|family)\b|\bsexual(?:ly)? (?:abuse|assault|abused|assaulted)\b|\b(?:physically|sexually) (?:hurts?|hurting|abus\w*|assault\w*) me\b/,
  },
  {
    id: 'unsafe-home',
    category: 'abuse',
    pattern:
      /\b(?:afraid|scared|terrified|frightened) (?:to go|of going) home\b|\b(?:not|dont feel|do not feel|never feel) safe (?:at home|in my (?:home|house|own home))\b|\b(?:afraid|scared|terrified|frightened) of my (?:partner|boyfriend|girlfriend|husband|wife|dad|father|mom|mum|mother|stepdad|stepfather|parents|ex)\b/,
  },
  {
    id: 'threats-control',
    category: 'abuse',
    pattern: new RegExp(
      `\\bthreaten(?:s|ed|ing)? to (?:kill|hurt|beat|stab|shoot) me\\b|\\b${ABUSER} (?:wont|will not|doesnt|does not) let me (?:leave|go out|see my (?:friends|family)|have (?:money|my phone))\\b|\\b(?:forces|forced|forcing|makes|made) me (?:to have sex|into sex|to do sexual)\\b|\\btouch(?:es|ed|ing)? me inappropriately\\b|\\blocks? me (?:in|up) (?:in|at)?\\b`,
    ),
  },

  // ---- eating disorders ----
  {
    id: 'starve-self',
    category: 'eating_disorder',
    pattern: new RegExp(
      `\\bstarv(?:e|es|ing|ed) ${SELF}\\b(?! of (?:sleep|rest|fun|time|joy|company|sunlight)\\b)|\\bpunish(?:ing|ed)? ${SELF} (?:by|for) (?:not )?eating\\b`,
    ),
  },
  {
    id: 'purging',
    category: 'eating_disorder',
    pattern: new RegExp(
      `\\b(?:make|made|making|force|forced|forcing) ${SELF} (?:throw up|vomit|sick|puke)\\b|\\b(?:throw|throwing|threw) up (?:after|every time i) (?:eat|eating|meals?|every meal|i eat|dinner|lunch|breakfast)\\b(?! (?:bad|spoiled|undercooked|some|that|the|old|too much|expired|dodgy|rotten|raw)\\b)|(?<!the |data |cache )\\bpurg(?:e|es|ing|ed)\\b(?! (?:my|the|old|our|your|all|some) (?:closet|wardrobe|inbox|emails?|files|photos|stuff|things|junk|drive|clothes|cupboards?|garage|data|cache|feed|contacts)\\b)|\\bbinge (?:and|then|n) purge\\b`,
    ),
  },
  {
    id: 'ed-words',
    category: 'eating_disorder',
    pattern:
      /\b(?:bulimi[ac]s?|anorexi[ac]s?|anorexia nervosa|pro ?ana|pro ?mia|thinspo|thinspiration|meanspo|ana coach|ana buddy|eating disorder)\b/,
  },
  {
    // A day's or a challenge's calorie target under 800: starvation, whatever it is called.
    id: 'extreme-calorie-target',
    category: 'eating_disorder',
    pattern:
      /(?<!\b(?:burn|burns|burned|burnt|burning|burn off|lose|deficit of|snack of|snacks? (?:are|is)) (?:like |about |around |over )?)\b(?:[1-7]\d\d|[1-9]\d) ?(?:cal|cals|calories|kcal|kcals) (?:a day|per day|a week|max|maximum|limit|or less|challenge|diet|daily|tops)\b|\b(?:eat|eating|ate|keep(?:ing)? it|stay(?:ing)?|limit(?:ing)? (?:my ?self|it)) (?:to )?(?:under|below|less than|no more than) (?:[1-7]\d\d|[1-9]\d) ?(?:cal|cals|calories|kcal)\b/,
  },
  {
    id: 'not-eating',
    category: 'eating_disorder',
    pattern:
      /\b(?:havent|have not|didnt|did not|not|barely) (?:eaten|eat|had (?:any )?food|had a meal) (?:in|for) (?:\d+|two|three|four|five|six|seven|several|a few|many|multiple) days\b|\b(?:only|just|barely) (?:eat|ate|eating|allow my ?self|let my ?self have) (?:\d+|a few hundred|like \d+) (?:calories|cals|kcal)\b|\blaxatives? (?:to|so i can|so i) (?:lose weight|get rid|purge|stay thin|be thin)\b|\b(?:abuse|abusing|taking) laxatives\b|\b(?:terrified|scared|afraid) (?:of|to) (?:eat|eating|food|gaining weight)\b|\b(?:not eating|stop eating|stopped eating|starving|fasting for days) (?:to|so i can|until i) (?:lose weight|be thin|get thin|be skinny|get skinny)\b/,
  },

  // ---- medical emergencies ----
  {
    id: 'chest-breathing',
    category: 'medical_emergency',
    pattern:
      /\bchest (?:pain|pains|is tight|tightness|hurts|feels crushed|pressure)\b|\b(?:cant|cannot|can not|unable to|struggling to|hard to|trouble) (?:breathe|breathing)\b(?<!(?:feel|feels|felt) like i (?:cant|cannot|can not) breathe)(?! (?:through my nose|through (?:the|this) (?:cold|mask)|laughing|lol|lmao|haha|from laughing|when|(?:at )?(?:this|that|the|these|those) (?:memes?|videos?|tiktoks?|clips?|jokes?|posts?|pics?|tweets?|reels?|comments?))\b)|\bstopped breathing\b|(?<!\b(?:kind|type|sort|something|anything|one|ones|practice|exercise|but|just|pls|please|preferably|ideally|maybe|ok|okay|and|or|else|stuff|thing|again|more|except|other),? )\bnot breathing\b(?! (?:deeply|properly|right|correctly|enough|through|slowly|exercises?|practices?|ones?|again|stuff|pls|please|this time)\b)/,
  },
  {
    id: 'acute-event',
    category: 'medical_emergency',
    pattern:
      /\b(?:having|am having|im having|is having|think im having|think i am having|might be having|could be having) (?:a |an )?(?:heart attack|stroke|seizure|anaphylactic (?:shock|reaction)|severe allergic reaction|allergic reaction)\b|\bseizures?\b(?<!\b(?:asset|property|drug|cargo) seizures?)|\bface (?:is )?drooping\b|\bslurred speech\b|\bnumb on one side\b|\bthroat (?:is )?(?:swelling|closing)\b/,
  },
  {
    id: 'overdose-poison',
    category: 'medical_emergency',
    pattern: new RegExp(
      `\\b(?:overdosed|overdosing|oded)\\b(?! on (?:coffee|caffeine|sugar|candy|netflix|tv|chocolate|pizza|content|memes)\\b)|\\b(?:took|taken|swallowed|take|taking|ate) (?:a (?:whole|full) bottle of|all (?:of )?my|too many|a handful of|an overdose of|way too many|loads of)(?: my)? ${PILLS}|\\b(?:swallowed|drank|drunk|drink|ate) (?:the |some |a (?:bottle|cup|glass) of )?(?:poison|bleach|antifreeze|chemicals|rat poison|drain cleaner|weed ?killer|pesticide|insecticide|paraquat|lighter fluid)\\b|\\b(?:took|taken|swallowed|had) enough(?: ${PILLS})? (?:to (?:not|never) wake up|to die|to end it|that i (?:wont|will not) wake up)\\b`,
    ),
  },
  {
    // A count of ten or more pills or tablets taken at once.
    id: 'took-many-pills',
    category: 'medical_emergency',
    pattern: new RegExp(
      `\\b(?:took|taken|swallowed|popped|downed|necked|ate|taking)(?: (?:like|about|around|over|maybe|at least|nearly|almost|probably|roughly|all))? (?:[1-9]\\d+|twenty|thirty|forty|fifty|sixty|a hundred)(?: of)?(?: (?:my|her|his|the|those|these|mums|moms|dads|grans|nans))?(?: \\w+)? (?:${PILLS}|${COMMON_PILLS})\\b`,
    ),
  },
  {
    id: 'bleeding-unconscious',
    category: 'medical_emergency',
    pattern:
      /\b(?:bleeding|blood) (?:(?:and|that) (?:it )?)?(?:wont|will not|doesnt|does not|isnt going to) stop\b|\bbleeding (?:heavily|badly|a lot|everywhere)\b|\blosing (?:a lot of )?blood\b|\bcoughing (?:up )?blood\b|\b(?:is|was|went) unconscious\b|\bunconscious\b(?! (?:bias|mind|thoughts?|habits?|patterns?|beliefs?|level|processing)\b)|\bwont wake up\b(?! (?:for|in time|early|on time|when|until)\b)/,
  },
];

/**
 * Rules that hear a wish to be dead, hopelessness or being a burden, without a method, plan, intent or
 * means: on the Columbia scale these are passive ideation, answered by asking directly about suicide
 * rather than with the full crisis card (unless more in the message says otherwise).
 */
export const PASSIVE_IDEATION_RULES: ReadonlyMap<string, 'passive_ideation' | 'hopelessness'> = new Map([
  ['nobody-would-care', 'hopelessness'],
  ['not-wake-up', 'passive_ideation'],
  ['hope-not-wake-up', 'passive_ideation'],
  ['want-to-die', 'passive_ideation'],
  ['wish-dead', 'passive_ideation'],
  ['better-off', 'hopelessness'],
  ['no-reason-to-live', 'hopelessness'],
  ['dont-want-to-live', 'passive_ideation'],
  ['stop-existing', 'passive_ideation'],
  ['cant-go-on', 'hopelessness'],
]);

export interface CrisisCheck {
  isCrisis: boolean;
  /** Every category found, in the order of the rules (suicide first). */
  categories: CrisisCategory[];
  /** Ids of the rules that matched (for tests and the decision record, never logged with the text). */
  ruleIds: string[];
}

/** Deterministic crisis check of one message; the same answer for the same text, every time. */
export function detectCrisis(text: string): CrisisCheck {
  const normalized = normalizeForSafety(text);
  // Stretched words ('dieeee', 'alllll') are read both ways: shortened to two letters and to one.
  const squeezed = normalizeKeepingRuns(text).replace(/([a-z])\1{2,}/g, '$1');
  const categories: CrisisCategory[] = [];
  const ruleIds: string[] = [];
  for (const rule of CRISIS_RULES) {
    if (!rule.pattern.test(normalized) && !(squeezed !== normalized && rule.pattern.test(squeezed))) continue;
    ruleIds.push(rule.id);
    if (!categories.includes(rule.category)) categories.push(rule.category);
  }
  return { isCrisis: categories.length > 0, categories, ruleIds };
}

// ---------------------------------------------------------------------------------------------
// Crisis support
// ---------------------------------------------------------------------------------------------

const CRISIS_TITLE = 'You deserve support right now';

/** Opening lines by the most urgent category found. */
const CRISIS_OPENINGS: Record<CrisisCategory, string> = {
  medical_emergency:
    'This sounds like it could be a medical emergency. Please call your local emergency number now, or ask someone near you to call for you.',
  suicide:
    "I'm really glad you told me, and I'm so sorry you're carrying this. Your life matters, and you don't have to face these thoughts alone.",
  self_harm:
    "Thank you for trusting me with this. You deserve care, not more pain, and you don't have to handle these urges on your own.",
  abuse: "I'm so sorry this is happening to you. It is not your fault, and you deserve to be safe.",
  eating_disorder:
    "Thank you for telling me. What you're describing sounds really hard, and you deserve support with food and your body from people trained to help.",
  harm_to_others:
    'Thank you for telling me before anything happened. Feelings this strong can be frightening, and you deserve help right now to keep yourself and everyone around you safe.',
  child_safety:
    'It took courage to say this. Having these fears does not make you a bad person, and help is there for you and the child right now. If a child is in danger, call your local emergency number.',
  someone_else:
    "I'm really glad they have you looking out for them. If they are in immediate danger, call your local emergency number now and stay with them if it is safe. A crisis line can also guide you on how to help.",
};

/** Crisis categories, most urgent first: the card leads with the most urgent one found. */
export const CRISIS_URGENCY: readonly CrisisCategory[] = [
  'medical_emergency',
  'suicide',
  'self_harm',
  'harm_to_others',
  'child_safety',
  'abuse',
  'someone_else',
  'eating_disorder',
];

/**
 * Whether a message about being hurt at home sounds like it comes from a child or teenager: a stated age
 * under 18, school, or a parent or carer as the one who hurts. An adult who writes 'my dad hits me' still
 * sees the adults' line beside the young people's one.
 */
export function soundsLikeAYoungPerson(text: string): boolean {
  const said = normalizeForSafety(text);
  return (
    /\b(?:i m|im|i am|iam|me|turning|just turned)\s*(?:only\s*)?(?:1[0-7]|[89]|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)\b(?!\s*(?:mins?|minutes?|hours?|hrs?|days?|weeks?|months?|years? (?:ago|sober|married|clean)|kg|lbs?|pounds))/.test(
      said,
    ) ||
    /\b(?:1[0-7]|[89])\s*(?:yo|y o|yrs? old|years? old)\b/.test(said) ||
    /\b(?:my|our)\s+(?:school|teachers?|homework|class(?:mates)?|grades?|foster (?:mom|mum|dad|parents?|home|carers?)|social worker|guardian)\b/.test(
      said,
    ) ||
    /\b(?:my|our)\s+(?:mom|mum|mam|mommy|mummy|ma|dad|daddy|father|mother|step ?(?:dad|mom|mum|father|mother)|parents?|(?:mom|mum|moms|mums) (?:boyfriend|bf)|(?:dad|dads) (?:girlfriend|gf))\b.{0,40}\b(?:hits?|hitting|beats?|beating|beat me|hurts? me|hurting me|punch\w*|slap\w*|kick\w*|chok\w*|throws? (?:me|things)|touch\w* me|grabb?\w* me|locks? me|screams? at me)\b/.test(
      said,
    ) ||
    /\bgrounded\b|\bwhen i get home from school\b|\bafter school\b/.test(said)
  );
}

/** Categories where someone may be in danger this minute: the emergency number comes first. */
const EMERGENCY_FIRST = new Set<CrisisCategory>([
  'medical_emergency',
  'harm_to_others',
  'child_safety',
  'someone_else',
]);

/** The card's lines for its most urgent category, in the order a person should reach for them. */
function cardLines(
  main: CrisisCategory,
  lines: ReturnType<typeof crisisLinesFor>,
  said: string | undefined,
): Array<CrisisResource | null> {
  if (EMERGENCY_FIRST.has(main)) return [lines.emergency, lines.crisis, lines.text];
  if (main === 'abuse') {
    // Someone young hurt at home is met by the line for young people first; the adults' line stays beside it.
    return said !== undefined && lines.youth && soundsLikeAYoungPerson(said)
      ? [lines.emergency, lines.youth, lines.abuse, lines.crisis]
      : [lines.emergency, lines.abuse, lines.crisis, lines.text];
  }
  if (main === 'eating_disorder') return [lines.eatingDisorder, lines.crisis, lines.text, lines.emergency];
  return [lines.crisis, lines.text, lines.emergency];
}

/**
 * The structured support block for a crisis message, with the lines of the person's country (the US
 * lines when it is not known) and every other country's main line; the UI renders it whatever the
 * text says.
 */
export function crisisSupport(
  categories: CrisisCategory[],
  country: CrisisCountry | null = null,
  said?: string,
): CrisisSupport {
  const ordered = CRISIS_URGENCY.filter((category) => categories.includes(category));
  const main = ordered[0] ?? 'suicide';
  const lines = crisisLinesFor(country);
  const listed = cardLines(main, lines, said);
  if (main !== 'abuse' && ordered.includes('abuse')) listed.push(lines.abuse);
  return {
    level: 'crisis',
    categories: ordered,
    title: CRISIS_TITLE,
    message: CRISIS_OPENINGS[main],
    resources: listed.filter((resource): resource is CrisisResource => resource !== null),
    country: lines.name,
    elsewhere: otherCountriesLines(country),
  };
}

/**
 * The coach's words for a crisis message: care first, the resources spelled out (they are also in the
 * structured block), honesty about being an AI, and an invitation to stay.
 */
export function crisisReplyText(support: CrisisSupport, firstName: string | null): string {
  const greeting = firstName ? `${firstName}, ` : '';
  const opening = support.message.charAt(0).toUpperCase() + support.message.slice(1);
  const lines = support.resources.map((resource) => `• ${resource.name}: ${resource.description}`);
  return [
    // After the name the sentence goes on in lower case, except the word 'I' ('Sam, I'm really glad...').
    `${greeting}${firstName && !/^I\b/.test(opening) ? opening.charAt(0).toLowerCase() + opening.slice(1) : opening}`,
    "I'm an AI wellness coach, not a crisis counselor or a doctor, so please reach out to people who can be with you in this right now:",
    lines.join('\n'),
    "If you can, let someone you trust know how you're feeling. I'm still here to talk, and I'm glad you reached out.",
  ].join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Medical advice: requests and the output guard
// ---------------------------------------------------------------------------------------------

const CONDITIONS =
  '(?:depression|depressed|clinical depression|anxiety disorder|generali[sz]ed anxiety|gad|bipolar|adhd|add|ptsd|ocd|insomnia|sleep apnea|narcolepsy|borderline|bpd|schizophrenia|psychosis|autism|autistic|a disorder|an eating disorder|anorexia|bulimia|panic disorder|social anxiety disorder|dementia|a thyroid problem|burnout syndrome|a personality disorder|a mental illness)';
const DRUGS =
  '(?:melatonin|sertraline|zoloft|prozac|fluoxetine|xanax|alprazolam|ambien|zolpidem|lexapro|escitalopram|citalopram|benzodiazepines?|benzos|ssris?|snris?|antidepressants?|sleeping pills?|sleep aids?|medications?|meds|pills|ibuprofen|valium|diazepam|klonopin|clonazepam|ashwagandha|magnesium|supplements?|lithium|adderall|ritalin|propranolol|trazodone|cbd|wellbutrin|bupropion|gabapentin|quetiapine|seroquel|valerian|st johns wort|5 htp|kava|diet pills)';

/**
 * Medicines, supplements and substances people ask a coach about (typos included: 'ashwaganda'). Wider
 * than DRUGS, which the output guard uses on the coach's own sentences: a question only needs to name one.
 */
const ASKED_DRUGS =
  '(?:melatonin|sertraline|zoloft|prozac|fluoxetine|xanax|alprazolam|ambien|zolpidem|lexapro|escitalopram|citalopram|celexa|paxil|paroxetine|effexor|venlafaxine|cymbalta|duloxetine|mirtazapine|remeron|benzodiazepines?|benzos?|ssris?|snris?|maois?|antidepressants?|anti depressants?|anti anxiety (?:meds|medication|pills)|antipsychotics?|mood stabili[sz]ers?|sleeping pills?|sleep(?:ing)? aids?|sleep meds|medications?|medicine|meds|pills?|tablets?|gummies|ibuprofen|advil|tylenol|paracetamol|acetaminophen|aspirin|benadryl|diphenhydramine|nyquil|zzzquil|unisom|antihistamines?|valium|diazepam|klonopin|clonazepam|ativan|lorazepam|ashwa?ga?n?dh?a|magnesium(?: glycinate)?|supplements?|vitamins?|vitamin [a-z0-9]+|b12|iron pills|l ?theanine|lithium|lamotrigine|lamictal|adderall|vyvanse|ritalin|concerta|modafinil|nootropics?|stimulants?|propranolol|beta ?blockers?|trazodone|cbd(?: oil)?|thc|weed|cannabis|marijuana|edibles|kratom|wellbutrin|bupropion|gabapentin|pregabalin|lyrica|quetiapine|seroquel|abilify|aripiprazole|valerian(?: root)?|st johns wort|5 ?htp|kava|diet pills|birth control|the pill|hormones?|hrt|ketamine|psilocybin|shrooms|magic mushrooms|mushrooms|psychedelics?|microdos\\w*|prescriptions?)';

/** Conditions a person may ask to be diagnosed with ('anxiety' only as a condition: 'an anxiety disorder'). */
const ASKED_CONDITIONS =
  '(?:depression|depressed|clinically depressed|seasonal (?:affective disorder|depression)|sad|an? anxiety disorder|anxiety disorder|health anxiety|generali[sz]ed anxiety|social anxiety|gad|panic disorder|bipolar|manic|mania|adhd|add|ptsd|c ?ptsd|ocd|insomnia|sleep apnea|narcolepsy|borderline|bpd|pmdd|schizophreni\\w*|psychosis|psychotic|autism|autistic|on the spectrum|aspergers|dyslexi\\w*|an? eating disorder|eating disorder|anorexi\\w*|bulimi\\w*|binge eating disorder|dementia|alzheimers|burnout|burn out|a (?:thyroid|heart) (?:problem|condition)|anemi\\w*|a deficiency|a personality disorder|a disorder|disorders?|a mental illness|mental illness|mentally ill|anxiety|an? panic attacks?|a heart attack|menopause|perimenopause)';

/** Bodily symptoms whose cause a person asks about. */
const SYMPTOMS =
  '(?:chest (?:pain|pains|hurts?|tight\\w*)|heart (?:racing|palpitations|pounding|flutter\\w*)|palpitations|racing heart|headaches?|migraines?|dizz\\w*|faint\\w*|numb\\w*|tingl\\w*|shaking|tremors?|nause\\w*|short(?:ness)? of breath|cant breathe|hair loss|weight (?:gain|loss)|fatigue|tiredness|always tired|still tired|sleep(?:ing)? (?:12|14|too much)|heartburn|stomach (?:pain|aches?)|blurry vision)';

const QUESTION_START =
  /^ (?:hey |so |um |ok |okay |pls |please |quick question |also |and |but |honestly |srsly |seriously )*(?:should|shall|can|could|is|are|am|does|do|did|will|would|how|what|whats|which|when|why|r|any|u|you|tell me|give me|recommend|suggest)\b/;

/** Asks about a medicine or substance: whether, which, how much, with what, side effects, stopping. */
const DRUG_QUESTION_CUES = new RegExp(
  String.raw`\b(?:should|shall|can|could|is it|is that|is this|are they|are these|are|does|do|did|will|would|how|what|whats|which|when|why|safe|safer|ok|okay|bad|dangerous|risky|harmful|normal|addictive|addicted|dose|doses|dosage|mg|milligrams?|mcg|side effects?|interact\w*|mix\w*|combine|together|with|on|taper\w*|wean\w*|come off|get off|stop|stopping|quit|quitting|skip\w*|miss\w*|switch\w*|increase|up|upped|double|lower|more|less|too much|enough|best|better|good|worth|help|helps|work|works|kick in|need|try|trying|take|taking|wanna|want to|thinking (?:of|about))\b`,
);

/** Whose medicine it is not: 'my mom takes', 'my friend is on'. Only a question makes these medical. */
const OTHERS_MEDICINE =
  /\b(?:my|our) (?:mom|mum|dad|mother|father|sister|brother|friend|partner|wife|husband|bf|gf|boyfriend|girlfriend|grandma|grandpa|roommate|coworker|colleague)\b/;

const MEDICAL_REQUESTS: RegExp[] = [
  // Changing a dose, the medicine named earlier: 'can i up it to 100 if i feel worse', 'should i take 2 of
  // them instead of 1', 'is it ok to halve them'.
  /\b(?:can|could|should|shall|would|do) (?:i|we|u|you)\b.{0,20}\b(?:up|increase|raise|double|triple|lower|decrease|reduce|halve|cut down|split|skip|stop(?: taking)?|quit(?: taking)?|come off)\b (?:it|them|my dose|the dose|my meds|my medication|my tablets|my pills|the tablets|the pills|the meds)\b(?: (?:to|by|down to|up to) \d+)?|\b(?:can|could|should|is it (?:ok|okay|safe|fine) to) (?:i )?(?:take|have) \d+ of (?:them|those|these|the tablets|the pills|my tablets|my pills)\b|\bis it (?:ok|okay|safe|fine|bad) to (?:up|increase|double|halve|skip|stop) (?:it|them|my dose|the dose|my meds|my medication)\b/,
  // Diagnosis: 'do i have adhd', 'could i be depressed', 'do u think i have anxiety', 'am i autistic'.
  new RegExp(
    String.raw`\b(?:do|could|might|would|can|may|did) (?:i|u|you) (?:think |say |reckon )?(?:(?:i |im |i m )?(?:have|be|am|got|developed|suffer from|be suffering from|be having|having)|im|i m|i am|i have)\b(?: (?:an?|some|the|like|maybe|actual|real|early|mild|severe))* ${ASKED_CONDITIONS}\b`,
  ),
  new RegExp(
    String.raw`\b(?:am i|r i|im i|i m i)(?: (?:clinically|mentally|actually|just|really|maybe|possibly|kinda|a bit|having an?|showing signs of))* ${ASKED_CONDITIONS}\b`,
  ),
  new RegExp(
    String.raw`\b(?:i think|maybe|possible|possibly|chance|could it be|what if) (?:that )?(?:i |im |i m )?(?:have|am|got|might have|may have|could have|might be|may be|could be)? ?(?:an? )?${ASKED_CONDITIONS}\b.*\b(?:what do (?:u|you) think|right|confirm|is that|can (?:u|you)|do (?:u|you))\b`,
  ),
  // 'is this insomnia', 'is it adhd or anxiety', 'is my chest pain from anxiety', 'is this a panic attack'
  new RegExp(
    String.raw`\b(?:is|are|could|can|might) (?:this|it|that|these|those|my [a-z ]{1,30}?)(?: (?:just|really|actually|maybe|a sign of|signs? of|a symptom of|symptoms? of|caused by|from|due to|because of|a case of|be|be caused by|be from|be due to|be a sign of|an?))* ${ASKED_CONDITIONS}\b(?! (?:practice|practices|exercise|exercises)\b)`,
  ),
  new RegExp(
    String.raw`\b(?:sounds?|look|looks|seem|seems) like (?:i (?:have|am|might have) |im |i m )?(?:an? )?${ASKED_CONDITIONS}\b`,
  ),
  new RegExp(
    String.raw`\b(?:how (?:do|can|would|will) i|how to|can (?:i|u|you)) (?:know|tell|find out|check)(?: if| whether| that)? (?:i |im |i m |i am )?(?:have |am |got )?(?:an? )?${ASKED_CONDITIONS}\b`,
  ),
  new RegExp(
    String.raw`\b(?:are|r) (?:these|those|this|my [a-z ]{1,20}?) (?:the )?(?:symptoms?|signs?) of\b|\bsymptoms? of ${ASKED_CONDITIONS}\b.*\b(?:do i|have i|am i|i have)\b`,
  ),
  /\b(?:test|check|screen|assess|evaluate) me for\b|\b(?:can|could|would) (?:you|u) (?:test|screen|assess|evaluate) me\b|\bgive me an? [a-z ]{0,20}(?:test|screening|assessment|quiz)\b|\bmy score high enough\b/,
  // Asking the coach to diagnose or name a condition ('diagnose me pls', 'what disorder do i have').
  /\b(?<!(?:was|been|got|get|am|were|being|is|are|im|newly|recently) )diagnos(?:e|is|ing)\b(?! (?:myself|yourself))/,
  /\b(?:what|which|wat) (?:mental illness|illness|disorder|condition|diagnosis|kind of disorder|type of disorder)\b/,
  /\b(?:is|isnt) (?:there )?something (?:wrong|medically wrong) with (?:me )?(?:mentally|medically|my (?:head|brain|body|heart|health))\b|\bam i mentally ill\b|\bsomething medical\b|\bsomething serious\b|\ba sign of something\b/,
  // Symptoms and what causes them: 'why do i get dizzy', 'is it normal to have headaches every day'.
  new RegExp(
    String.raw`^(?!.*\b(?:practice|exercise|breathing|meditat\w*|body scan|something (?:short|calming)|what helps|from (?:nerves|stress|worry|worrying)|nervous|nerves|presentation|interview|exam|speech|audition|stage fright|first date|big game|my anxiety is|through the roof|freaking out|panicking)\b).*(?:\b(?:is|are|could|can|why|what|whats|how come|do|does)\b.*\b${SYMPTOMS}|\b${SYMPTOMS}\b.*\b(?:normal|serious|a sign|symptom|dangerous|worried|should i|is (?:it|that|this)|from|caused|cause)\b)`,
  ),
  /\b(?:whats|what is|what could be|what might be|what s) (?:wrong with me|causing (?:my|this|these|it))\b(?=.*\b(?:sleep|tired|crying|cry|hurt|pain|ache|dizzy|symptom|body|heart|chest|eat|eating|weight|hours|panic|attacks|mood swings)\b)/,
  new RegExp(
    String.raw`\b(?:confirm|tell me|tell|say|know|check|see) (?:if |whether |that )?(?:i |im |i m |i am )(?:have |am |got )?(?:an? )?${ASKED_CONDITIONS}\b`,
  ),
  /\bcould (?:my|this|it|these) [a-z ]{1,30}? be (?:caused by|a sign|a symptom|from|due to|because of|low|high|an?|something|my|related)\b/,
  /\b(?:is|are) my [a-z ]{1,20}? (?:causing|making|giving|behind|the reason for)\b.*\b(?:anxiety|depression|mood|tired|panic|insomnia|sleep)\b/,
  /\b(?:is it|could it be|is this) (?:my )?(?:hormones|thyroid|menopause|perimenopause|pmdd|iron|vitamin|blood sugar)\b/,
  // Medicines, supplements and substances: any question or plan about taking, dosing, mixing or stopping.
  new RegExp(String.raw`\b(?:prescribe|prescribing|prescription for|a prescription|prescript)\b`),
  /\b(?:what|which|something|anything) (?:can|could|should|do) i take\b|\bshould i take something\b|\b(?:is there|theres|any) (?:a |an )?(?:pill|medicine|med|drug|supplement|tablet)\b|\btake (?:something|anything) (?:for|to)\b/,
  /\b(?:dose|doses|dosage|dosing|dosages)\b(?! of (?:calm|motivation|positivity|reality|happiness|energy|sunshine|fresh air|nature|joy|good vibes|inspiration|kindness|self care|peace)\b)/,
  /\b\d+(?:\.\d+)? ?(?:mg|mgs|milligrams?|mcg|micrograms?|ml|iu)\b/,
  /\b(?:up|upped|increase|increased|lower|lowered|decrease|double|halve|raise|raised) (?:my|the|his|her) (?:dose|dosage|meds|medication|pills)\b/,
  // Food and body numbers: calories, macros, weight targets, diets as treatment.
  /\b(?:calories|calorie|cals|cal|kcals?|macros|bmr|tdee|bmi|(?:calorie |caloric )?deficit|maintenance calories)\b(?! (?:journal|tracking app)\b)/,
  /\b(?:how (?:much|many)|how fast|how quickly|should i|do i need to|what should i)\b.{0,40}\b(?:eat|weigh|carbs|protein|fat|sugar|meals|lose|cut|gain|bulk)\b(?=.{0,40}\b(?:weight|lbs?|pounds|kg|kilos|muscle|a day|per day|daily|week|month|eat|protein|carbs|fat)\b|$| ?$)/,
  /\b(?:how much|what) should i weigh\b|\b(?:healthy|ideal|normal|right) weight for me\b|\bam i (?:over ?weight|under ?weight|obese|too (?:fat|thin|skinny|heavy))\b(?=.*\b(?:at|kg|lbs?|pounds|for my|bmi|\d)\b)|\bam i (?:over ?weight|under ?weight|obese)\b/,
  /\b(?:should i|can i|is it (?:safe|ok|okay|bad|healthy)|is)\b.{0,30}\b(?:fast for|to fast|fasting|intermittent fasting|keto|low carb|cut carbs|cutting carbs|gluten free|dairy free|vegan|carnivore|detox|cleanse|juice cleanse|diet)\b/,
  /\b(?:diet|foods?|eat|eating|keto|gluten|fasting)\b.{0,20}\bfor (?:my )?(?:anxiety|depression|adhd|ocd|bipolar|insomnia|panic|mood disorder)\b/,
  /\bshould i drink (?:alcohol |wine |beer )?to (?:relax|sleep|calm|cope|unwind)\b/,
];

/** A medicine or substance named with a question, a plan or a worry about it. */
const DRUG_MENTION = new RegExp(String.raw`\b${ASKED_DRUGS}\b`);
/** Medicine mentioned but not asked about: 'sleep better without pills', 'i take my meds every morning'. */
const DRUG_NOT_ASKED = new RegExp(
  String.raw`\b(?:without|no|instead of|rather than|prefer [a-z]+ (?:over|to)|not) (?:any |the |taking |using |my )?${ASKED_DRUGS}\b|(?<!(?:can|should|could|do|when|how|if) )\bi (?:already )?take my (?:meds|medication|pills)\b(?! (?:with|and (?:drink|alcohol)))|\bpick up my prescription\b`,
);

function asksAboutMedicine(normalized: string, original: string): boolean {
  if (!DRUG_MENTION.test(normalized)) return false;
  if (DRUG_NOT_ASKED.test(normalized)) return false;
  const question =
    original.includes('?') ||
    QUESTION_START.test(normalized) ||
    /\b(?:should|can|could|does|do|is it|would) (?:i|she|he|they|we|you|u|it|my [a-z]+)\b/.test(normalized);
  if (OTHERS_MEDICINE.test(normalized) && !question) return false;
  return question || DRUG_QUESTION_CUES.test(normalized);
}

/**
 * True when the person asks for a diagnosis, medication, supplement or dose advice, or a calorie, weight
 * or diet number: things a wellness coach must refer to a doctor or pharmacist instead of answering.
 * Everyday sleep, stress and practice questions ('is breathing good for stress', 'i took a walk') are not.
 */
export function isMedicalAdviceRequest(text: string): boolean {
  const normalized = normalizeForSafety(text);
  return asksAboutMedicine(normalized, text) || MEDICAL_REQUESTS.some((pattern) => pattern.test(normalized));
}

const UNSAFE_ADVICE: { kind: 'diagnosis' | 'medication' | 'dose' | 'calories'; pattern: RegExp }[] = [
  {
    kind: 'diagnosis',
    pattern: new RegExp(
      `\\byou (?:probably |likely |might |may |could |definitely |clearly |certainly |most likely )?(?:have|are suffering from|suffer from|are showing (?:signs|symptoms) of|meet the criteria for|are|re)\\b.{0,30}\\b${CONDITIONS}\\b(?! (?:practice|practices|exercise|exercises|playlist)\\b)|\\b(?:this|that|it) (?:is|sounds like|looks like|seems like) (?:a (?:classic |clear )?case of |textbook |clinical |major )?${CONDITIONS}\\b|\\bi (?:would )?diagnose\\b|\\bmy diagnosis\\b`,
    ),
  },
  {
    kind: 'medication',
    pattern: new RegExp(
      `\\b(?:take|try|start|starting|increase|decrease|double|stop taking|come off|switch to|use|pop)\\b.{0,30}\\b${DRUGS}\\b|\\bi (?:would )?(?:prescribe|recommend taking)\\b`,
    ),
  },
  { kind: 'dose', pattern: /\b\d+(?: \d+)? ?(?:mg|milligrams?|mcg|micrograms?|ml|iu)\b/ },
  {
    kind: 'calories',
    pattern:
      /\b\d{3,4} ?(?:calories|kcal|cals)\b|\bcalorie (?:target|goal|deficit|limit|budget)\b|\beat (?:no more than|less than|under|at most|only) \d+/,
  },
];

export const MEDICAL_ADVICE_REDIRECT =
  "I can't give medical advice like diagnoses, medication, doses or calorie targets. A doctor or another licensed professional is the right person for that.";

export interface GuardedReply {
  text: string;
  /** What was removed; empty when the reply was already safe. */
  removed: ('diagnosis' | 'medication' | 'dose' | 'calories')[];
}

/**
 * Splits text into sentences without losing a character (joined, they give the text back): a sentence
 * ends at . ! or ? followed by white space, or at a line break. A link's '?' does not end one.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const boundary of text.matchAll(/[.!?]+["')\]]*\s+|\n+/g)) {
    const end = boundary.index + boundary[0].length;
    sentences.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) sentences.push(text.slice(start));
  return sentences;
}

/**
 * Removes every sentence that diagnoses, prescribes, doses or sets calorie targets, and says why once.
 * Sentences that only point to a professional ('a doctor can check your medication') stay.
 */
export function guardCoachReply(text: string): GuardedReply {
  const removed: GuardedReply['removed'] = [];
  const kept: string[] = [];
  for (const sentence of splitSentences(text)) {
    const normalized = normalizeForSafety(sentence);
    const pointsToProfessional =
      /\b(?:doctor|gp|physician|psychiatrist|pharmacist|therapist|dietitian|nutritionist|professional|clinician)\b/.test(
        normalized,
      ) && !/\b\d+ ?(?:mg|milligrams?|mcg|calories|kcal)\b/.test(normalized);
    const unsafe = UNSAFE_ADVICE.filter((rule) => rule.pattern.test(normalized));
    // 'If you're worried you might have insomnia, a doctor can check' is a referral, not a diagnosis.
    const referral =
      pointsToProfessional &&
      unsafe.every(
        (rule) =>
          rule.kind === 'medication' ||
          (rule.kind === 'diagnosis' &&
            /\b(?:if|whether|worried|wonder|wondering|concerned)\b/.test(normalized)),
      );
    if (unsafe.length === 0 || referral) {
      kept.push(sentence);
      continue;
    }
    for (const rule of unsafe) if (!removed.includes(rule.kind)) removed.push(rule.kind);
  }
  if (removed.length === 0) return { text, removed };
  const remaining = kept.join('').trim();
  return {
    text: remaining ? `${remaining}\n\n${MEDICAL_ADVICE_REDIRECT}` : MEDICAL_ADVICE_REDIRECT,
    removed,
  };
}
