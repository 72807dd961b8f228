import { describe, expect, it } from 'vitest';
import { createRiskClassifier } from './risk-classifier';
import { loadRiskExamples, type RiskExample } from './risk-corpus';
import { crossValidate, isAlarm, rate, stratifiedFolds, summarise, wilsonInterval } from './risk-evaluation';

describe('risk evaluation', () => {
  it('gives the Wilson score interval, inside [0, 1] even at 0 and n successes', () => {
    const half = wilsonInterval(5, 10);
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    expect(wilsonInterval(0, 10).low).toBe(0);
    expect(wilsonInterval(0, 10).high).toBeCloseTo(0.2775, 4);
    expect(wilsonInterval(10, 10).high).toBeCloseTo(1, 12);
    expect(wilsonInterval(10, 10).low).toBeCloseTo(0.7225, 4);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    expect(rate(3, 4).rate).toBe(0.75);
  });

  it('splits into stratified folds the same way every time', () => {
    const examples: RiskExample[] = Array.from({ length: 23 }, (_, index) => ({
      text: `message ${index}`,
      tier: index % 3 === 0 ? 'acute' : 'none',
      category: index % 3 === 0 ? 'overdose' : 'everyday',
    }));
    const folds = stratifiedFolds(examples, 5, 'seed');
    expect(
      folds
        .flat()
        .map((example) => example.text)
        .sort(),
    ).toEqual(examples.map((example) => example.text).sort());
    const sizes = folds.map((fold) => fold.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    for (const fold of folds) {
      const acute = fold.filter((example) => example.tier === 'acute').length;
      expect(acute).toBeGreaterThanOrEqual(1);
      expect(acute).toBeLessThanOrEqual(2);
    }
    expect(stratifiedFolds(examples, 5, 'seed')).toEqual(folds);
    expect(stratifiedFolds(examples, 5, 'other seed')).not.toEqual(folds);
  });

  it('counts misses below the true tier and false alarms on the hard negatives only', () => {
    const summary = summarise([
      {
        example: { text: 'a', tier: 'acute', category: 'overdose' },
        predicted: { tier: 'elevated', category: 'substance' },
      },
      {
        example: { text: 'b', tier: 'elevated', category: 'substance' },
        predicted: { tier: 'acute', category: 'overdose' },
      },
      {
        example: { text: 'c', tier: 'none', category: 'figure_of_speech' },
        predicted: { tier: 'elevated', category: 'hopelessness' },
      },
      {
        example: { text: 'd', tier: 'none', category: 'everyday' },
        predicted: { tier: 'acute', category: 'overdose' },
      },
      {
        example: { text: 'e', tier: 'none', category: 'health_talk' },
        predicted: { tier: 'distress', category: 'anxiety' },
      },
    ]);
    expect(summary.acuteMisses).toEqual({ none: 0, distress: 0, elevated: 1, acute: 0 });
    expect(summary.elevatedMisses).toEqual({ none: 0, distress: 0, elevated: 0, acute: 0 });
    expect(summary.hardNegativeFalseAlarms).toMatchObject({ hits: 1, total: 2 });
    expect(summary.tiers.acute.recall).toMatchObject({ hits: 0, total: 1 });
    expect(summary.tiers.acute.precision).toMatchObject({ hits: 0, total: 2 });
  });

  // Floors a little below what 5-fold cross-validation measures on the training corpus, so a change
  // that makes the classifier miss more crises or alarm more figures of speech fails here.
  // Five trainings on the whole corpus: about 20 s here, twice that on a busy CI machine.
  it(
    'keeps its cross-validated recall of crises and false alarms on hard negatives',
    { timeout: 120_000 },
    () => {
      const corpus = loadRiskExamples();
      const scored = crossValidate(corpus, 5, (training) => {
        const classifier = createRiskClassifier({ examples: training });
        return (text) => classifier.assess(text);
      });
      const summary = summarise(scored);
      const crises = scored.filter(({ example }) => example.tier === 'acute' || example.tier === 'elevated');
      const alarmed = crises.filter(({ predicted }) => isAlarm(predicted.tier)).length / crises.length;
      // Measured: acute 90.3%, elevated 91.9%, crises raised 94.2%, hard negatives alarmed 4.5% (154/3403).
      // The goal is under 5% (MAX_HARD_NEGATIVE_FALSE_ALARMS, bench:safety --strict); these floors only
      // catch a regression.
      expect(summary.tiers.acute.recall.rate).toBeGreaterThan(0.88);
      expect(summary.tiers.elevated.recall.rate).toBeGreaterThan(0.89);
      expect(alarmed).toBeGreaterThan(0.92);
      expect(summary.hardNegativeFalseAlarms.rate).toBeLessThan(0.055);
    },
  );
});
