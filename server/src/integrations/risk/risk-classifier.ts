import naiveBayesTextClassifier, { type NaiveBayesTextClassifier } from 'wink-naive-bayes-text-classifier';
import { CRISIS_CATEGORIES, type CrisisCategory } from '@flowmind/core/contracts/chat';
import { detectCrisis, normalizeForSafety, PASSIVE_IDEATION_RULES } from '@flowmind/core/chat-safety';
import {
  RISK_CATEGORIES,
  tierOfCategory,
  type AcuteCategory,
  type RiskAssessment,
  type RiskCategory,
  type RiskClassifier,
  type RiskTier,
} from '@flowmind/core/risk-tiers';
import { riskWords, weightedRiskFeatures } from './features';
import { loadRiskExamples, type RiskExample } from './risk-corpus';
import { keepModel, readKeptModel, riskModelCacheKey } from './model-cache';

/**
 * The coach's risk check of one message: a naive Bayes text classifier (wink-naive-bayes-text-classifier)
 * trained at start on the labelled safety corpus, combined with core's crisis rules.
 *
 * The model predicts the category; its category probabilities add up to a probability per tier, and the
 * tier is chosen by thresholds on those. The thresholds and the odds temperature were chosen by 5-fold
 * cross-validation on the training corpus (npm run bench:safety -- --cv 5 --sweep) as the point that catches
 * the most acute and elevated messages while false alarms on the hard negatives (figures of speech, everyday
 * health, news and fiction, helping a friend) stay under 5% with some margin: a false alarm costs the
 * person a caring question, a missed crisis can cost a life, but a check that cries wolf at every 'this
 * deadline is killing me' teaches people to ignore it. On 33,343 training messages: 94.5% of acute
 * messages answered acute, 96.7% of elevated ones elevated or higher, 4.5% of the hard negatives and 8.3% of
 * the other calm messages (many written to share a crisis's everyday words) raised.
 * The trade-off is flat (0.6 instead of 0.7 catches a third of a point more acute messages for two tenths
 * of a point more false alarms) because naive Bayes is nearly always all but certain.
 *
 * A message the corpus holds word for word (after normalising) is read with the one category all its copies
 * were given: short everyday messages ('just woke up') repeat often in a chat, and their few words can add up
 * to odds their own labels contradict. It changes no figure measured on messages the corpus does not hold.
 *
 * The crisis rules recognise certain forms ('kill myself', 'took all my pills'); when one matches the
 * answer is acute (elevated for a wish to be dead), with the category the rule names, unless the model
 * is all but certain (RiskDecisionSettings.ruleVeto) that the message is a figure of speech or about
 * the news or a story: 'kms lol my bus drove past me', 'a film about a girl who dies by suicide'. The
 * rules alone raise 4.5% of the hard negatives, nearly all the 5% allowed: without the veto the
 * thresholds had to ask for near certainty and caught far fewer crises. In cross-validation the veto
 * overruled about ninety hard negatives and no acute or elevated message once overdose rules were
 * exempted from it (OVERRULABLE_RULE_CATEGORIES).
 *
 * Other learners were measured the same way and did worse: fastText's supervised mode (wasm, char
 * 3-5-grams and word bigrams), a softmax regression on these features, wink's averaged perceptron,
 * multinomial and complement naive Bayes, and a blend of naive Bayes and the regression. What it still
 * misses most are preparations and fears told only between the lines, and very short messages, where a
 * few words carry all the odds.
 */

export interface RiskDecisionSettings {
  /** Acute when the acute categories' probabilities add up to at least this. */
  acuteThreshold: number;
  /** Elevated (when not acute) when acute and elevated together add up to at least this. */
  elevatedThreshold: number;
  /**
   * A message of at most this many words gives the model a handful of features, yet its reading is as
   * sure as for a paragraph: 'thanks for listening' read 0.96 acute, from goodbye notes that end that way.
   * Such messages are raised only at these stricter thresholds. In 5-fold cross-validation, on messages of
   * up to four words with no crisis rule, they raised 84 calm messages of 1,330 instead of 117, and missed
   * no more acute ones (65 of 75 caught either way) and one more elevated one (32 of 40).
   */
  shortMessage: { words: number; acuteThreshold: number; elevatedThreshold: number };
  /**
   * A crisis rule is overruled when the model gives the look-alike categories (RULE_LOOK_ALIKES: a
   * figure of speech, the news or a story) together at least this probability; above 1, never.
   */
  ruleVeto: number;
  /**
   * Naive Bayes counts every feature as independent evidence, while a word and its character grams say
   * the same thing many times over, so its raw odds are far too sure of themselves. They are divided by
   * this before becoming probabilities, so that a second reading keeps some weight next to the first.
   */
  oddsTemperature: number;
}

export const DEFAULT_RISK_DECISION: RiskDecisionSettings = {
  acuteThreshold: 0.7,
  elevatedThreshold: 0.95,
  shortMessage: { words: 4, acuteThreshold: 0.95, elevatedThreshold: 0.98 },
  ruleVeto: 0.9999,
  oddsTemperature: 5,
};

/**
 * The hard negatives whose words are a crisis rule's words used for something else: an idiom or a joke
 * ('kms', 'i want to die lol'), or a death in the news, a book, a film or history. The other two are
 * left out on purpose: health talk reads close to an overdose and helping a friend close to a friend at
 * risk ('how do i help my friend she says shes gonna kms tonight' read 0.996 hard negative in
 * cross-validation), where a wrong veto would hide a crisis.
 */
export const RULE_LOOK_ALIKES: readonly RiskCategory[] = ['figure_of_speech', 'news_fiction'];

/**
 * Crisis rule categories the model may overrule as an idiom or a story ('kms lol', 'my mum will kill me',
 * 'the character cuts herself'). An overdose or poisoning rule never is: 'overdosed again lol. this time
 * i took more' read as a figure of speech in cross-validation, and a poisoning in progress cannot wait.
 */
const OVERRULABLE_RULE_CATEGORIES: readonly CrisisCategory[] = CRISIS_CATEGORIES.filter(
  (category) => category !== 'medical_emergency',
);

/**
 * Rules whose words are someone hurting the writer ('he slapped me', 'my dad hits me'): never overruled,
 * since slang that sounds like it ('that song slapped') does not say 'me'; the model read 'he slapped me so
 * hard my earring ripped out' as a figure of speech in cross-validation.
 */
const NEVER_OVERRULED_RULES: ReadonlySet<string> = new Set(['abuser-hurts-me']);

/**
 * Words of a decision or a time. A crisis rule's words next to them are a plan, whatever 'lol' follows
 * ('decided im killing myself on new years lol'), so the model may not overrule the rule as a joke.
 */
const PLAN_WORDS =
  /\b(?:decided|decision|planned|planning|plan is|tonight|tomorrow|this weekend|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|new years?|my birthday|christmas)|after (?:everyone|they|the kids|my)|when (?:everyone|they|the house|nobody)|note|letter|goodbye)\b/;

/** Laplace smoothing: a feature never seen with a category still leaves that category possible. */
const SMOOTHING_FACTOR = 1;

/** Learns the category of every example (wink's naive Bayes), in the examples' order. */
export function learnNaiveBayes(examples: readonly RiskExample[]): NaiveBayesTextClassifier {
  const bayes = naiveBayesTextClassifier();
  // Word features are repeated on purpose (weightedRiskFeatures), so every occurrence counts.
  bayes.defineConfig({ considerOnlyPresence: false, smoothingFactor: SMOOTHING_FACTOR });
  for (const example of examples) bayes.learn(weightedRiskFeatures(example.text), example.category);
  bayes.consolidate();
  return bayes;
}

/** The messages of the examples by their normalised text, each with its category when every copy agrees. */
function knownMessagesOf(examples: readonly RiskExample[]): Map<string, RiskCategory> {
  const known = new Map<string, RiskCategory | null>();
  for (const example of examples) {
    const key = normalizeForSafety(example.text);
    const before = known.get(key);
    known.set(key, before === undefined || before === example.category ? example.category : null);
  }
  return new Map([...known].filter((entry): entry is [string, RiskCategory] => entry[1] !== null));
}

type WinkExport = [
  { smoothingFactor: number },
  Record<string, number>,
  Record<string, Record<string, number>>,
  Record<string, number>,
  string[],
];

/** A trained RiskModel as plain data (RiskModel.toSnapshot), to keep on disk between starts. */
export interface RiskModelSnapshot {
  categories: RiskCategory[];
  /** Every known feature, in the order of the rows of `counts`. */
  features: string[];
  /** Float32 counts, row per feature and column per category, base64. */
  counts: string;
  featuresPerCategory: number[];
  examplesPerCategory: number[];
  smoothing: number;
  /** Messages the corpus holds word for word, normalised, with the one category they were all labelled. */
  knownMessages: [string, RiskCategory][];
}

export interface RiskModelReading {
  /** Probability of each category, best first. */
  categories: [RiskCategory, number][];
  tiers: Record<RiskTier, number>;
}

/**
 * The learned half of the risk check: category probabilities of a message, no rules, no thresholds.
 *
 * The odds are wink's own (computeOdds): for each category, the log2 odds of the message under that
 * category against all the other categories taken together, from the counts wink learned. wink sums the
 * other categories' counts anew for every category and feature, which costs categories squared per
 * feature, 8 ms per message at the 95th percentile with 24 categories; here each feature's total is
 * summed once at start, which gives the same odds (a test compares them) in a tenth of a millisecond.
 */
export class RiskModel {
  private constructor(
    private readonly categories: RiskCategory[],
    /** Row of each known feature in `counts`. */
    private readonly featureRows: Map<string, number>,
    /** Count of each feature (row) in each category (column); whole numbers, exact in 32 bits. */
    private readonly counts: Float32Array,
    private readonly featureTotals: Float32Array,
    private readonly featuresPerCategory: Float64Array,
    private readonly examplesPerCategory: Float64Array,
    private readonly smoothing: number,
    private readonly oddsTemperature: number,
    private readonly knownMessages: ReadonlyMap<string, RiskCategory>,
  ) {}

  /** Trains on the examples in their order; the same examples give the same model, every time. */
  static train(examples: readonly RiskExample[], oddsTemperature: number): RiskModel {
    return RiskModel.fromNaiveBayes(learnNaiveBayes(examples), oddsTemperature, knownMessagesOf(examples));
  }

  static fromNaiveBayes(
    bayes: NaiveBayesTextClassifier,
    oddsTemperature: number,
    knownMessages: ReadonlyMap<string, RiskCategory> = new Map(),
  ): RiskModel {
    const [config, samples, count, words, vocabulary] = JSON.parse(bayes.exportJSON()) as WinkExport;
    const categories = Object.keys(samples) as RiskCategory[];
    const width = categories.length;
    const featureRows = new Map(vocabulary.map((feature, row) => [feature, row]));
    const counts = new Float32Array(vocabulary.length * width);
    const featureTotals = new Float32Array(vocabulary.length);
    categories.forEach((category, column) => {
      for (const [feature, times] of Object.entries(count[category] ?? {})) {
        const row = featureRows.get(feature)!;
        counts[row * width + column] = times;
        featureTotals[row]! += times;
      }
    });
    return new RiskModel(
      categories,
      featureRows,
      counts,
      featureTotals,
      Float64Array.from(categories, (category) => words[category] ?? 0),
      Float64Array.from(categories, (category) => samples[category] ?? 0),
      config.smoothingFactor,
      oddsTemperature,
      knownMessages,
    );
  }

  /** What was learned, in a form that survives JSON: the counts, not the odds temperature. */
  toSnapshot(): RiskModelSnapshot {
    return {
      categories: this.categories,
      features: [...this.featureRows.keys()],
      counts: Buffer.from(this.counts.buffer, this.counts.byteOffset, this.counts.byteLength).toString(
        'base64',
      ),
      featuresPerCategory: [...this.featuresPerCategory],
      examplesPerCategory: [...this.examplesPerCategory],
      smoothing: this.smoothing,
      knownMessages: [...this.knownMessages],
    };
  }

  /** The model a snapshot was taken of; throws when the snapshot does not hold together. */
  static fromSnapshot(snapshot: RiskModelSnapshot, oddsTemperature: number): RiskModel {
    const width = snapshot.categories.length;
    const bytes = Buffer.from(snapshot.counts, 'base64');
    if (bytes.byteLength !== snapshot.features.length * width * Float32Array.BYTES_PER_ELEMENT)
      throw new Error("the snapshot's counts do not fit its features and categories");
    // A copy, so the counts are aligned for Float32Array whatever the buffer's offset.
    const counts = new Float32Array(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    const featureTotals = new Float32Array(snapshot.features.length);
    for (let row = 0; row < snapshot.features.length; row += 1)
      for (let column = 0; column < width; column += 1) featureTotals[row]! += counts[row * width + column]!;
    return new RiskModel(
      snapshot.categories,
      new Map(snapshot.features.map((feature, row) => [feature, row])),
      counts,
      featureTotals,
      Float64Array.from(snapshot.featuresPerCategory),
      Float64Array.from(snapshot.examplesPerCategory),
      snapshot.smoothing,
      oddsTemperature,
      new Map(snapshot.knownMessages),
    );
  }

  /** wink's computeOdds: [category, log2 odds against the rest], best first; empty when no feature is known. */
  logOdds(features: readonly string[]): [RiskCategory, number][] {
    const width = this.categories.length;
    const rows = features.flatMap((feature) => this.featureRows.get(feature) ?? []);
    if (rows.length === 0) return [];
    const alpha = this.smoothing;
    const vocabularySize = this.featureRows.size;
    const allFeatures = this.featuresPerCategory.reduce((sum, value) => sum + value, 0);
    const allExamples = this.examplesPerCategory.reduce((sum, value) => sum + value, 0);
    const inCategory = new Float64Array(width);
    const inRest = new Float64Array(width);
    for (const row of rows) {
      const total = this.featureTotals[row]!;
      for (let column = 0; column < width; column += 1) {
        const times = this.counts[row * width + column]!;
        inCategory[column]! += Math.log2(times + alpha);
        inRest[column]! += Math.log2(total - times + alpha);
      }
    }
    const odds = this.categories.map((category, column): [RiskCategory, number] => {
      const features = this.featuresPerCategory[column]!;
      const examples = this.examplesPerCategory[column]!;
      const likelihood =
        inCategory[column]! -
        rows.length * Math.log2(features + vocabularySize * alpha) +
        Math.log2(examples / allExamples);
      const restLikelihood =
        inRest[column]! -
        rows.length * Math.log2(allFeatures - features + vocabularySize * alpha) +
        Math.log2((allExamples - examples) / allExamples);
      return [category, likelihood - restLikelihood];
    });
    return odds.sort((a, b) => b[1] - a[1]);
  }

  read(text: string): RiskModelReading {
    const tiers: Record<RiskTier, number> = { none: 0, distress: 0, elevated: 0, acute: 0 };
    // A message the corpus holds word for word is read as it was labelled: naive Bayes adds up the odds of
    // its words, and for a short one those can outweigh the example itself ('just woke up', labelled
    // everyday three times, read 0.99 a wish to be dead from the many crises that mention waking up).
    const known = this.knownMessages.get(normalizeForSafety(text));
    if (known) {
      tiers[tierOfCategory(known)] = 1;
      return { categories: [[known, 1]], tiers };
    }
    const odds = this.logOdds(weightedRiskFeatures(text));
    // No feature the corpus knows: nothing to go on, and nothing that looks like risk either.
    if (odds.length === 0) {
      tiers.none = 1;
      return { categories: [['everyday', 1]], tiers };
    }
    // Softmax of the tempered log2 odds, shifted by the best so the powers stay finite.
    const best = odds[0]![1];
    const weights = odds.map(([, logOdds]) => 2 ** ((logOdds - best) / this.oddsTemperature));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const categories = odds.map(([category], index): [RiskCategory, number] => [
      category,
      weights[index]! / total,
    ]);
    for (const [category, probability] of categories) tiers[tierOfCategory(category)] += probability;
    return { categories, tiers };
  }
}

/** The probability the model gives the look-alike categories together. */
export function lookAlikeProbability(reading: RiskModelReading): number {
  return reading.categories
    .filter(([category]) => RULE_LOOK_ALIKES.includes(category))
    .reduce((sum, [, probability]) => sum + probability, 0);
}

/** The likeliest category of a tier in a reading; the tier's first category when the model saw none. */
function bestCategoryOf(tier: RiskTier, reading: RiskModelReading): RiskCategory {
  const found = reading.categories.find(([category]) => tierOfCategory(category) === tier);
  return found ? found[0] : RISK_CATEGORIES[tier][0];
}

/** The model's answer alone: thresholds on the tier probabilities, then the likeliest category of that tier. */
export function decideFromReading(
  reading: RiskModelReading,
  settings: RiskDecisionSettings,
  text: string,
): RiskAssessment {
  const { tiers } = reading;
  const short = riskWords(text).length <= settings.shortMessage.words;
  const { acuteThreshold, elevatedThreshold } = short ? settings.shortMessage : settings;
  let tier: RiskTier;
  if (tiers.acute >= acuteThreshold) tier = 'acute';
  else if (tiers.acute + tiers.elevated >= elevatedThreshold) tier = 'elevated';
  else tier = tiers.distress > tiers.none ? 'distress' : 'none';
  return { tier, category: bestCategoryOf(tier, reading), source: 'classifier', scores: { ...tiers } };
}

/** Acute categories a suicide rule may stand for; the model's reading picks among them. */
const SUICIDE_FORMS: readonly AcuteCategory[] = ['suicide_plan', 'preparatory', 'overdose', 'someone_else'];

/** The acute category each crisis rule category stands for, most urgent first (as the crisis support orders them). */
const RULE_CATEGORIES: [CrisisCategory, AcuteCategory][] = [
  ['medical_emergency', 'overdose'],
  ['suicide', 'suicide_plan'],
  ['self_harm', 'self_harm'],
  ['harm_to_others', 'harm_to_others'],
  ['child_safety', 'child_harm_fear'],
  ['abuse', 'abuse'],
  ['someone_else', 'someone_else'],
  ['eating_disorder', 'eating_disorder'],
];

/**
 * The acute category of a message a crisis rule matched. The rule's own category is the answer, except
 * that a suicide rule ('want to die') cannot tell a plan from preparations, an overdose or a friend's
 * words: the model's likeliest acute category decides when it is one of those, or one of the other
 * categories the rules found. Without the model, the most urgent rule category decides.
 */
export function categoryForRules(
  ruleCategories: readonly CrisisCategory[],
  modelsAcuteCategory?: AcuteCategory,
): AcuteCategory {
  const candidates = new Set<AcuteCategory>();
  for (const [ruleCategory, acute] of RULE_CATEGORIES) {
    if (!ruleCategories.includes(ruleCategory)) continue;
    candidates.add(acute);
    if (ruleCategory === 'suicide') for (const form of SUICIDE_FORMS) candidates.add(form);
  }
  if (modelsAcuteCategory && candidates.has(modelsAcuteCategory)) return modelsAcuteCategory;
  const mostUrgent = RULE_CATEGORIES.find(([ruleCategory]) => ruleCategories.includes(ruleCategory));
  return mostUrgent ? mostUrgent[1] : 'suicide_plan';
}

const RULE_SCORES: Record<RiskTier, number> = { none: 0, distress: 0, elevated: 0, acute: 1 };
const PASSIVE_RULE_SCORES: Record<RiskTier, number> = { none: 0, distress: 0, elevated: 1, acute: 0 };

export interface RiskClassifierOptions {
  /** The labelled examples to learn from; by default the training corpus (corpus/safety/train). */
  examples?: readonly RiskExample[];
  /** A folder of .jsonl examples to learn from instead of the training corpus. */
  corpusFolder?: string;
  decision?: Partial<RiskDecisionSettings>;
  /** A model already trained, to compare decision settings on one training (its odds temperature stays). */
  model?: RiskModel;
}

/** The classifier with its model, for the bench and tests that look inside. */
export interface TrainedRiskClassifier extends RiskClassifier {
  model: RiskModel;
  settings: RiskDecisionSettings;
  /** The model's answer without the crisis rules. */
  assessWithoutRules(text: string): RiskAssessment;
}

/** The model learned from a corpus: the one kept on disk when these examples and this code made it. */
function trainedOnCorpus(examples: readonly RiskExample[], oddsTemperature: number): RiskModel {
  const key = riskModelCacheKey(examples);
  const kept = readKeptModel(key);
  if (kept) {
    try {
      return RiskModel.fromSnapshot(kept as RiskModelSnapshot, oddsTemperature);
    } catch {
      // A damaged file: learn again, and keep the new model in its place.
    }
  }
  const model = RiskModel.train(examples, oddsTemperature);
  keepModel(key, model.toSnapshot());
  return model;
}

/**
 * The risk check, trained on `examples` or on a corpus folder (then kept on disk: ./model-cache), as core's
 * RiskClassifier.
 */
export function createRiskClassifier(options: RiskClassifierOptions = {}): TrainedRiskClassifier {
  const settings: RiskDecisionSettings = { ...DEFAULT_RISK_DECISION, ...options.decision };
  const model =
    options.model ??
    (options.examples
      ? RiskModel.train(options.examples, settings.oddsTemperature)
      : trainedOnCorpus(loadRiskExamples(options.corpusFolder), settings.oddsTemperature));
  return {
    model,
    settings,
    assessWithoutRules: (text) => decideFromReading(model.read(text), settings, text),
    assess(text) {
      const reading = model.read(text);
      const crisis = detectCrisis(text);
      if (!crisis.isCrisis) return decideFromReading(reading, settings, text);
      // The rule's words used as an idiom or about a story, by the model's all but certain reading.
      if (
        crisis.categories.every((category) => OVERRULABLE_RULE_CATEGORIES.includes(category)) &&
        !crisis.ruleIds.some((id) => NEVER_OVERRULED_RULES.has(id)) &&
        !PLAN_WORDS.test(normalizeForSafety(text)) &&
        lookAlikeProbability(reading) >= settings.ruleVeto
      )
        return decideFromReading(reading, settings, text);
      const passive = crisis.ruleIds.map((id) => PASSIVE_IDEATION_RULES.get(id));
      if (passive.every((category) => category !== undefined)) {
        // Only a wish to be dead or hopelessness: elevated, unless the model reads more (a plan, means).
        const decided = decideFromReading(reading, settings, text);
        if (decided.tier === 'acute') return decided;
        return {
          tier: 'elevated',
          category: passive[0]!,
          source: 'rule',
          scores: { ...PASSIVE_RULE_SCORES },
        };
      }
      return {
        tier: 'acute',
        category: categoryForRules(crisis.categories, bestCategoryOf('acute', reading) as AcuteCategory),
        source: 'rule',
        scores: { ...RULE_SCORES },
      };
    },
  };
}
