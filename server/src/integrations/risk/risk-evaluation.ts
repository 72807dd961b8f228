import { createHash } from 'node:crypto';
import {
  HARD_NEGATIVE_CATEGORIES,
  ALL_RISK_CATEGORIES,
  RISK_TIERS,
  tierRank,
  type RiskCategory,
  type RiskTier,
} from '@flowmind/core/risk-tiers';
import type { RiskExample } from './risk-corpus';

/**
 * How well a risk check does on labelled messages: recall and precision per tier and per category, the
 * false alarms on the hard negatives and the missed crises, each rate with its 95% Wilson interval
 * (a rate measured on 40 messages is not the same claim as one measured on 4,000). Also the stratified
 * k-fold split used to measure the classifier on the training corpus without ever reading held-out data.
 */

export interface RiskPrediction {
  tier: RiskTier;
  category: RiskCategory;
}

export interface ScoredExample {
  example: RiskExample;
  predicted: RiskPrediction;
}

/** A proportion with its 95% Wilson score interval. */
export interface Rate {
  hits: number;
  total: number;
  /** hits / total; NaN when nothing was counted. */
  rate: number;
  low: number;
  high: number;
}

const Z_95 = 1.959964;

/**
 * The Wilson score interval of a proportion: unlike the normal approximation it stays inside [0, 1] and
 * does not collapse to a single point at 0 or n successes, which is exactly where safety figures sit.
 */
export function wilsonInterval(hits: number, total: number, z = Z_95): { low: number; high: number } {
  if (total === 0) return { low: 0, high: 1 };
  const proportion = hits / total;
  const zSquared = z * z;
  const centre = (proportion + zSquared / (2 * total)) / (1 + zSquared / total);
  const halfWidth =
    (z / (1 + zSquared / total)) *
    Math.sqrt((proportion * (1 - proportion)) / total + zSquared / (4 * total * total));
  return { low: Math.max(0, centre - halfWidth), high: Math.min(1, centre + halfWidth) };
}

export function rate(hits: number, total: number): Rate {
  return { hits, total, rate: total === 0 ? Number.NaN : hits / total, ...wilsonInterval(hits, total) };
}

/** A false alarm is a hard negative raised to a caring question or crisis resources. */
export function isAlarm(tier: RiskTier): boolean {
  return tierRank(tier) >= tierRank('elevated');
}

const HARD_NEGATIVES = new Set<RiskCategory>(HARD_NEGATIVE_CATEGORIES);

export interface RiskSummary {
  tiers: Record<RiskTier, { recall: Rate; precision: Rate }>;
  categories: Record<RiskCategory, { recall: Rate; precision: Rate }>;
  /** Hard negatives answered as elevated or acute. */
  hardNegativeFalseAlarms: Rate;
  /**
   * The rest of what people say (everyday talk, good news, sadness, worry, anger...) answered as elevated or
   * acute: in a conversation of ten such messages, a rate of 5% raises four conversations in ten somewhere.
   */
  everydayFalseAlarms: Rate;
  /** Acute messages answered below acute, counted by the tier given. */
  acuteMisses: Record<RiskTier, number>;
  /** Elevated messages answered below elevated, counted by the tier given. */
  elevatedMisses: Record<RiskTier, number>;
}

function zeroByTier(): Record<RiskTier, number> {
  return { none: 0, distress: 0, elevated: 0, acute: 0 };
}

function recallAndPrecision<Label extends string>(
  labels: readonly Label[],
  scored: readonly ScoredExample[],
  truth: (item: ScoredExample) => Label,
  guess: (item: ScoredExample) => Label,
): Record<Label, { recall: Rate; precision: Rate }> {
  const table = {} as Record<Label, { recall: Rate; precision: Rate }>;
  for (const label of labels) {
    const actual = scored.filter((item) => truth(item) === label);
    const predicted = scored.filter((item) => guess(item) === label);
    const correct = actual.filter((item) => guess(item) === label).length;
    table[label] = { recall: rate(correct, actual.length), precision: rate(correct, predicted.length) };
  }
  return table;
}

export function summarise(scored: readonly ScoredExample[]): RiskSummary {
  const hardNegatives = scored.filter((item) => HARD_NEGATIVES.has(item.example.category));
  const everyday = scored.filter(
    (item) => !HARD_NEGATIVES.has(item.example.category) && !isAlarm(item.example.tier),
  );
  const acuteMisses = zeroByTier();
  const elevatedMisses = zeroByTier();
  for (const { example, predicted } of scored) {
    if (tierRank(predicted.tier) >= tierRank(example.tier)) continue;
    if (example.tier === 'acute') acuteMisses[predicted.tier] += 1;
    if (example.tier === 'elevated') elevatedMisses[predicted.tier] += 1;
  }
  return {
    tiers: recallAndPrecision(
      RISK_TIERS,
      scored,
      (item) => item.example.tier,
      (item) => item.predicted.tier,
    ),
    categories: recallAndPrecision(
      ALL_RISK_CATEGORIES,
      scored,
      (item) => item.example.category,
      (item) => item.predicted.category,
    ),
    hardNegativeFalseAlarms: rate(
      hardNegatives.filter((item) => isAlarm(item.predicted.tier)).length,
      hardNegatives.length,
    ),
    everydayFalseAlarms: rate(
      everyday.filter((item) => isAlarm(item.predicted.tier)).length,
      everyday.length,
    ),
    acuteMisses,
    elevatedMisses,
  };
}

export function missCount(misses: Record<RiskTier, number>): number {
  return RISK_TIERS.reduce((sum, tier) => sum + misses[tier], 0);
}

/** Highest false-alarm rate on the hard negatives the goal allows. */
export const MAX_HARD_NEGATIVE_FALSE_ALARMS = 0.05;

/** The goal: no acute or elevated message missed, and under 5% false alarms on the hard negatives. */
export function meetsGoal(summary: RiskSummary): boolean {
  return (
    missCount(summary.acuteMisses) === 0 &&
    missCount(summary.elevatedMisses) === 0 &&
    summary.hardNegativeFalseAlarms.rate < MAX_HARD_NEGATIVE_FALSE_ALARMS
  );
}

/**
 * Splits examples into k folds with each category spread evenly over them. The order inside a category
 * comes from a hash of the seed and the text, so the split is the same on every run and every machine,
 * and a new example joining the corpus leaves every other one in its fold.
 */
export function stratifiedFolds(
  examples: readonly RiskExample[],
  folds: number,
  seed: string,
): RiskExample[][] {
  const result: RiskExample[][] = Array.from({ length: folds }, () => []);
  const key = (example: RiskExample) => createHash('sha256').update(`${seed}\n${example.text}`).digest('hex');
  const byCategory = new Map<RiskCategory, { example: RiskExample; key: string }[]>();
  for (const example of examples) {
    const group = byCategory.get(example.category) ?? [];
    group.push({ example, key: key(example) });
    byCategory.set(example.category, group);
  }
  let next = 0;
  for (const group of byCategory.values()) {
    group.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    // Continuing the round from where the last category stopped keeps the folds' sizes within one.
    for (const { example } of group) {
      result[next % folds]!.push(example);
      next += 1;
    }
  }
  return result;
}

export const CROSS_VALIDATION_SEED = 'flowmind-risk-cv';

/**
 * k-fold cross-validation: for each fold, `train` builds a predictor from the other folds and every
 * example of the fold is predicted by it. Returns every example once, with its out-of-fold prediction.
 */
export function crossValidate(
  examples: readonly RiskExample[],
  folds: number,
  train: (training: RiskExample[]) => (text: string) => RiskPrediction,
  seed: string = CROSS_VALIDATION_SEED,
): ScoredExample[] {
  const split = stratifiedFolds(examples, folds, seed);
  const scored: ScoredExample[] = [];
  split.forEach((testFold, index) => {
    const training = split.filter((_, other) => other !== index).flat();
    const predict = train(training);
    for (const example of testFold) scored.push({ example, predicted: predict(example.text) });
  });
  return scored;
}
