/**
 * The coach's risk check measured on labelled messages: the classifier (naive Bayes trained on
 * corpus/safety/train plus the crisis rules) against today's crisis rules alone.
 *
 * Default: trains on train/ and measures on heldout/, a set written apart that nobody tunes to. Only
 * aggregate figures are printed, never a held-out text: reading them would turn the set into one more
 * training set. `--cv 5` measures by 5-fold cross-validation on train/ instead (stratified by category,
 * a fixed seed) and also prints the misclassified training texts, for development.
 *
 * Printed: recall and precision per tier and per category with 95% Wilson intervals and counts, the
 * false-alarm rate on the hard negatives (figure_of_speech, health_talk, news_fiction, helping_friend
 * answered elevated or acute), the acute and elevated messages missed (answered below their tier), the
 * crisis rules the model overruled as a figure of speech or the news (and how many of those were a
 * crisis), the time to train and to classify one message (p50/p95).
 *
 * `--dev <folder>` trains on train/ and measures on a development set written apart (a new writer's
 * messages before they join train/), printing its misread texts: a fresh reading of how the check does
 * on words nobody tuned to, without wearing out the held-out set.
 *
 * `--cv 5 --sweep` also prints, on the same folds, what other acute and elevated thresholds would catch
 * and raise: the trade-off DEFAULT_RISK_DECISION is chosen from.
 *
 * Usage: npm run bench:safety [-- --cv 5 [--sweep]] [-- --dev <folder>] [-- --strict]
 * (--strict: exit 1 unless no acute or elevated message is missed and the hard negatives' false alarms
 * stay under 5%.)
 */
import { detectCrisis } from '@flowmind/core/chat-safety';
import {
  HARD_NEGATIVE_CATEGORIES,
  ALL_RISK_CATEGORIES,
  RISK_TIERS,
  type RiskCategory,
  type RiskTier,
} from '@flowmind/core/risk-tiers';
import {
  categoryForRules,
  createRiskClassifier,
  type RiskModel,
  type TrainedRiskClassifier,
} from '../server/src/integrations/risk/risk-classifier';
import {
  loadRiskExamples,
  SAFETY_HELDOUT_FOLDER,
  SAFETY_TRAIN_FOLDER,
  type RiskExample,
} from '../server/src/integrations/risk/risk-corpus';
import {
  crossValidate,
  isAlarm,
  MAX_HARD_NEGATIVE_FALSE_ALARMS,
  meetsGoal,
  missCount,
  summarise,
  type Rate,
  type RiskPrediction,
  type RiskSummary,
  type ScoredExample,
} from '../server/src/integrations/risk/risk-evaluation';
import { percentile } from './support/server-process';

const strict = process.argv.includes('--strict');
const cvIndex = process.argv.indexOf('--cv');
const folds = cvIndex >= 0 ? Number(process.argv[cvIndex + 1]) : 0;
if (cvIndex >= 0 && !(Number.isInteger(folds) && folds >= 2))
  throw new Error('--cv needs a whole number of folds, 2 or more');
const devIndex = process.argv.indexOf('--dev');
const devFolder = devIndex >= 0 ? process.argv[devIndex + 1] : undefined;
if (devIndex >= 0 && (devFolder === undefined || folds > 0))
  throw new Error('--dev needs a folder of .jsonl files, and no --cv');
const development = folds > 0 || devFolder !== undefined;

/** Today's rules alone: acute with the rule's category when one fires, an ordinary message otherwise. */
function rulesAlone(text: string): RiskPrediction {
  const crisis = detectCrisis(text);
  return crisis.isCrisis
    ? { tier: 'acute', category: categoryForRules(crisis.categories) }
    : { tier: 'none', category: 'everyday' };
}

const percent = (value: number) =>
  Number.isNaN(value) ? '   –  ' : `${(value * 100).toFixed(1).padStart(5)}%`;
const showRate = (value: Rate) =>
  `${percent(value.rate)} [${percent(value.low)}, ${percent(value.high)}] ${`${value.hits}/${value.total}`.padStart(9)}`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

function printTable(title: string, rows: [string, { recall: Rate; precision: Rate }][]): void {
  console.log(`\n${title}`);
  console.log(`  ${''.padEnd(18)} ${'recall [95% CI]'.padEnd(35)} precision [95% CI]`);
  for (const [label, { recall, precision }] of rows) {
    console.log(`  ${label.padEnd(18)} ${showRate(recall).padEnd(35)} ${showRate(precision)}`);
  }
}

const describeMisses = (misses: Record<RiskTier, number>) =>
  `${missCount(misses)}${
    missCount(misses) > 0
      ? ` (${RISK_TIERS.filter((tier) => misses[tier] > 0)
          .map((tier) => `${misses[tier]} as ${tier}`)
          .join(', ')})`
      : ''
  }`;

function printSummary(title: string, summary: RiskSummary): void {
  console.log(`\n=== ${title} ===`);
  printTable(
    'Per tier',
    RISK_TIERS.map((tier) => [tier, summary.tiers[tier]]),
  );
  printTable(
    'Per category',
    ALL_RISK_CATEGORIES.map((category) => [category, summary.categories[category]]),
  );
  console.log(`\n  hard negatives answered elevated or acute: ${showRate(summary.hardNegativeFalseAlarms)}`);
  console.log(`  other calm messages answered elevated or acute: ${showRate(summary.everydayFalseAlarms)}`);
  console.log(`  acute messages missed (answered below acute): ${describeMisses(summary.acuteMisses)}`);
  console.log(
    `  elevated messages missed (answered below elevated): ${describeMisses(summary.elevatedMisses)}`,
  );
  console.log(`  goal met: ${meetsGoal(summary) ? 'yes' : 'no'}`);
}

/** Development only: the training texts the classifier got wrong, worst kind first. */
function printMistakes(scored: readonly ScoredExample[]): void {
  const hardNegatives = new Set<RiskCategory>(HARD_NEGATIVE_CATEGORIES);
  const groups: [string, (item: ScoredExample) => boolean][] = [
    ['acute missed', ({ example, predicted }) => example.tier === 'acute' && predicted.tier !== 'acute'],
    ['elevated missed', ({ example, predicted }) => example.tier === 'elevated' && !isAlarm(predicted.tier)],
    [
      'hard negatives alarmed',
      ({ example, predicted }) => hardNegatives.has(example.category) && isAlarm(predicted.tier),
    ],
    ['other tier errors', ({ example, predicted }) => example.tier !== predicted.tier],
  ];
  const printed = new Set<ScoredExample>();
  for (const [title, belongs] of groups) {
    const items = scored.filter((item) => !printed.has(item) && belongs(item));
    console.log(`\n--- ${title}: ${items.length}`);
    for (const item of items) {
      printed.add(item);
      console.log(
        `  ${item.example.category} -> ${item.predicted.tier}/${item.predicted.category}: ${item.example.text}`,
      );
    }
  }
}

function timeClassifier(assess: (text: string) => unknown, texts: readonly string[]): number[] {
  for (const text of texts.slice(0, 200)) assess(text); // warm the JIT first
  return texts.map((text) => {
    const start = performance.now();
    assess(text);
    return performance.now() - start;
  });
}

/** Messages a crisis rule matched but the classifier answered from its own reading (ruleVeto). */
const overruled = new Set<string>();

function assessNoting(classifier: TrainedRiskClassifier, text: string): RiskPrediction {
  const assessment = classifier.assess(text);
  // A wish-to-be-dead rule the model reads as acute is answered by the model too, but not overruled.
  if (assessment.source === 'classifier' && assessment.tier !== 'acute' && detectCrisis(text).isCrisis)
    overruled.add(text);
  return assessment;
}

const training = loadRiskExamples(SAFETY_TRAIN_FOLDER);
let classifierScored: ScoredExample[];
let evaluated: RiskExample[];
const trainTimes: number[] = [];
/** The model each cross-validation fold trained, to try other thresholds on the same readings (--sweep). */
const foldModels: RiskModel[] = [];

if (folds > 0) {
  console.log(
    `Risk check, ${folds}-fold cross-validation on corpus/safety/train (${training.length} messages)`,
  );
  classifierScored = crossValidate(training, folds, (fold) => {
    const start = performance.now();
    const classifier = createRiskClassifier({ examples: fold });
    trainTimes.push(performance.now() - start);
    foldModels.push(classifier.model);
    return (text) => assessNoting(classifier, text);
  });
  evaluated = classifierScored.map((item) => item.example);
} else {
  evaluated = loadRiskExamples(devFolder ?? SAFETY_HELDOUT_FOLDER);
  console.log(
    `Risk check trained on corpus/safety/train (${training.length} messages), measured on ${devFolder ?? 'corpus/safety/heldout'} (${evaluated.length} messages)`,
  );
  const start = performance.now();
  const classifier = createRiskClassifier({ examples: training });
  trainTimes.push(performance.now() - start);
  classifierScored = evaluated.map((example) => ({
    example,
    predicted: assessNoting(classifier, example.text),
  }));
}
const rulesScored = evaluated.map((example) => ({ example, predicted: rulesAlone(example.text) }));

const classifierSummary = summarise(classifierScored);
printSummary('Classifier (naive Bayes + crisis rules)', classifierSummary);
const overruledCrises = classifierScored.filter(
  ({ example }) => overruled.has(example.text) && isAlarm(example.tier),
);
console.log(
  `  crisis rules overruled as a figure of speech or the news: ${overruled.size}, of them acute or elevated: ${overruledCrises.length}`,
);
// Development only: training or development texts, never held-out ones.
if (development) {
  for (const { example } of overruledCrises) console.log(`    ${example.category}: ${example.text}`);
}
printSummary('Baseline: crisis rules alone (detectCrisis, acute when it fires)', summarise(rulesScored));

const timed = createRiskClassifier({ examples: training });
const times = timeClassifier(
  (text) => timed.assess(text),
  evaluated.map((example) => example.text),
);
console.log(
  `\nTraining: ${trainTimes.map((time) => `${Math.round(time)} ms`).join(', ')}; classifying one message: p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(Math.max(...times))}`,
);

if (development) printMistakes(classifierScored);

/** Development only: the thresholds' trade-off on the same folds, to choose DEFAULT_RISK_DECISION by. */
function sweepThresholds(): void {
  console.log(
    '\nThresholds on the same folds (acute, elevated): acute caught, elevated missed, hard negatives raised, other calm messages raised',
  );
  for (const acuteThreshold of [0.6, 0.7, 0.8, 0.85, 0.9, 0.95]) {
    for (const elevatedThreshold of [0.95, 0.98, 0.99]) {
      let fold = 0;
      const scored = crossValidate(training, folds, () => {
        const model = foldModels[fold++]!;
        const classifier = createRiskClassifier({ model, decision: { acuteThreshold, elevatedThreshold } });
        return (text) => classifier.assess(text);
      });
      const summary = summarise(scored);
      console.log(
        `  ${acuteThreshold.toFixed(2)}, ${elevatedThreshold.toFixed(2)}: ${percent(summary.tiers.acute.recall.rate)}, ${String(missCount(summary.elevatedMisses)).padStart(4)}, ${percent(summary.hardNegativeFalseAlarms.rate)}, ${percent(summary.everydayFalseAlarms.rate)}`,
      );
    }
  }
}
if (folds > 0 && process.argv.includes('--sweep')) sweepThresholds();

if (strict && !meetsGoal(classifierSummary)) {
  console.error(
    `\nGoal not met: every acute and elevated message caught, under ${MAX_HARD_NEGATIVE_FALSE_ALARMS * 100}% false alarms on the hard negatives.`,
  );
  process.exit(1);
}
