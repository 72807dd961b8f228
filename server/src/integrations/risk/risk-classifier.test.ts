import { describe, expect, it } from 'vitest';
import { detectCrisis, normalizeForSafety } from '@flowmind/core/chat-safety';
import type { RiskTier } from '@flowmind/core/risk-tiers';
import { weightedRiskFeatures } from './features';
import {
  categoryForRules,
  createRiskClassifier,
  DEFAULT_RISK_DECISION,
  learnNaiveBayes,
  lookAlikeProbability,
  RiskModel,
  RULE_LOOK_ALIKES,
} from './risk-classifier';
import { loadRiskExamples, type RiskExample } from './risk-corpus';

const corpus = loadRiskExamples();
const classifier = createRiskClassifier({ examples: corpus });

/** Messages written for these tests; none of them is in the corpus (checked below). */
const OBVIOUS: Record<RiskTier, string[]> = {
  none: [
    'Can you suggest a breathing exercise before my meeting?',
    'Just got back from a lovely walk with my dog',
    'I finally finished my first 10k run today, so proud',
    'the traffic on the ring road is killing me today',
    'I have a cold and a sore throat',
  ],
  distress: [
    "I'm so anxious about my exam tomorrow that I can't focus",
    "I've felt really lonely since moving to this city",
    'still so angry at my sister for what she said at dinner',
  ],
  elevated: [
    'I feel like such a burden to everyone around me',
    "I've been drinking every night just to numb everything",
    'sometimes I think everyone would be fine if I just disappeared',
  ],
  acute: [
    'I have a rope in my closet and tonight is the night',
    'my best friend just texted me that she took a bunch of pills',
    'I keep having thoughts of hurting my baby and it scares me',
    'My boyfriend hits me when he gets drunk',
  ],
};

describe('risk classifier', () => {
  it('answers obvious messages of every tier, none of them taken from the corpus', () => {
    const corpusTexts = new Set(corpus.map((example) => normalizeForSafety(example.text)));
    for (const [tier, texts] of Object.entries(OBVIOUS)) {
      for (const text of texts) {
        expect(corpusTexts.has(normalizeForSafety(text)), text).toBe(false);
        expect(classifier.assess(text).tier, text).toBe(tier);
      }
    }
    expect(classifier.assess('I keep having thoughts of hurting my baby and it scares me')).toMatchObject({
      category: 'child_harm_fear',
      source: 'classifier',
    });
    expect(classifier.assess('this traffic is killing me').category).toBe('figure_of_speech');
  });

  it('gives probabilities per tier that add up to one, and a category of the tier it answers', () => {
    for (const text of Object.values(OBVIOUS).flat()) {
      const assessment = classifier.assess(text);
      const total = Object.values(assessment.scores).reduce((sum, score) => sum + score, 0);
      expect(total).toBeCloseTo(1, 9);
      expect(classifier.assess(text).category).toBe(assessment.category);
    }
    // Nothing the corpus knows: an ordinary message.
    expect(classifier.assess('')).toMatchObject({ tier: 'none', category: 'everyday' });
    expect(classifier.assess('\u{1F642}').tier).toBe('none');
  });

  it('is deterministic: two trainings on the corpus answer every message the same', () => {
    const again = createRiskClassifier();
    const texts = [
      ...Object.values(OBVIOUS).flat(),
      ...corpus.filter((_, index) => index % 25 === 0).map((e) => e.text),
    ];
    for (const text of texts) expect(again.assess(text)).toEqual(classifier.assess(text));
  });

  it("computes wink's own odds, only faster", () => {
    const bayes = learnNaiveBayes(corpus);
    const model = RiskModel.fromNaiveBayes(bayes, DEFAULT_RISK_DECISION.oddsTemperature);
    const texts = [
      ...Object.values(OBVIOUS).flat(),
      ...corpus.filter((_, index) => index % 50 === 0).map((e) => e.text),
    ];
    for (const text of texts) {
      const features = weightedRiskFeatures(text);
      const fromWink = new Map(bayes.computeOdds(features));
      const ours = model.logOdds(features);
      expect(ours.length).toBe(fromWink.size);
      for (const [category, odds] of ours) expect(odds).toBeCloseTo(fromWink.get(category)!, 6);
    }
  });
});

describe('crisis rules inside the risk check', () => {
  // A model that has only seen ordinary chat: whatever it reads, the rules must decide.
  const ordinary: RiskExample[] = [
    'good morning coach',
    'what practices do you have for sleep',
    'had a great day at the beach with friends',
    'my team won the match tonight',
    'can you remind me to stretch later',
    'thanks, that breathing exercise helped',
  ].map((text, index) => ({ text, tier: 'none', category: index % 2 === 0 ? 'everyday' : 'positive' }));
  const rulesOnly = createRiskClassifier({ examples: ordinary });

  it('answers acute with the rule category when a crisis rule matches', () => {
    const cases: [string, string][] = [
      ['I am going to kill myself tonight', 'suicide_plan'],
      ['I took a whole bottle of pills an hour ago', 'overdose'],
      ['my husband hits me when he is angry', 'abuse'],
      ['I want to cut myself again', 'self_harm'],
      ['I have been making myself throw up after meals', 'eating_disorder'],
    ];
    for (const [text, category] of cases) {
      expect(detectCrisis(text).isCrisis, text).toBe(true);
      expect(rulesOnly.assess(text), text).toEqual({
        tier: 'acute',
        category,
        source: 'rule',
        scores: { none: 0, distress: 0, elevated: 0, acute: 1 },
      });
    }
    expect(rulesOnly.assess('good morning coach')).toMatchObject({ tier: 'none', source: 'classifier' });
  });

  it('lets the model overrule a rule only when it is all but certain of an idiom or a story', () => {
    const corpusTexts = new Set(corpus.map((example) => normalizeForSafety(example.text)));
    const lookAlikes: [string, string][] = [
      ['ugh kms, the printer ate my essay lol', 'figure_of_speech'],
      ['watching a documentary about a poet who died by suicide, so well made', 'news_fiction'],
    ];
    const noVeto = createRiskClassifier({ examples: corpus, decision: { ruleVeto: 2 } });
    for (const [text, category] of lookAlikes) {
      expect(corpusTexts.has(normalizeForSafety(text)), text).toBe(false);
      expect(detectCrisis(text).isCrisis, text).toBe(true);
      expect(lookAlikeProbability(classifier.model.read(text)), text).toBeGreaterThanOrEqual(
        DEFAULT_RISK_DECISION.ruleVeto,
      );
      expect(classifier.assess(text), text).toMatchObject({ tier: 'none', category, source: 'classifier' });
      expect(noVeto.assess(text), text).toMatchObject({ tier: 'acute', source: 'rule' });
    }
    // The same rule in earnest stays with the rule.
    for (const text of [
      'gonna kms tonight, the pills are ready',
      'my friend says shes going to kms tonight',
    ]) {
      expect(classifier.assess(text), text).toMatchObject({ tier: 'acute', source: 'rule' });
    }
    // Health talk and helping a friend never overrule a rule, however sure the model is.
    expect(RULE_LOOK_ALIKES).toEqual(['figure_of_speech', 'news_fiction']);
  });

  it("lets the model name a suicide rule's more specific acute category, and nothing else", () => {
    expect(categoryForRules(['suicide'])).toBe('suicide_plan');
    expect(categoryForRules(['suicide'], 'someone_else')).toBe('someone_else');
    expect(categoryForRules(['suicide'], 'preparatory')).toBe('preparatory');
    expect(categoryForRules(['suicide'], 'abuse')).toBe('suicide_plan');
    expect(categoryForRules(['suicide', 'abuse'], 'abuse')).toBe('abuse');
    expect(categoryForRules(['suicide', 'medical_emergency'])).toBe('overdose');
    expect(categoryForRules(['self_harm'], 'suicide_plan')).toBe('self_harm');
    expect(categoryForRules(['eating_disorder'])).toBe('eating_disorder');
    expect(categoryForRules(['harm_to_others'])).toBe('harm_to_others');
    expect(categoryForRules(['child_safety'])).toBe('child_harm_fear');
    // A friend's words caught by a suicide rule.
    expect(classifier.assess('my friend told me she feels suicidal and has a plan')).toMatchObject({
      tier: 'acute',
      category: 'someone_else',
      source: 'rule',
    });
  });
});

describe('a message the corpus holds word for word', () => {
  const example = (text: string, category: RiskExample['category']): RiskExample => ({
    text,
    tier: category === 'everyday' ? 'none' : 'elevated',
    category,
  });
  // Many crises mention waking up; the calm message itself is short and says little else.
  const examples = [
    ...Array.from({ length: 40 }, (_, index) =>
      example(`woke up again ${index} times and wished i hadnt`, 'passive_ideation'),
    ),
    ...Array.from({ length: 40 }, (_, index) => example(`went for a walk after lunch ${index}`, 'everyday')),
    example('just woke up', 'everyday'),
    example('woke up early', 'everyday'),
    example('woke up early', 'passive_ideation'),
  ];
  const model = RiskModel.train(examples, DEFAULT_RISK_DECISION.oddsTemperature);

  it('is read as it was labelled, whatever its words add up to, written any way', () => {
    for (const text of ['just woke up', 'Just woke up!', 'JUST  woke up'])
      expect(model.read(text).categories, text).toEqual([['everyday', 1]]);
  });

  it('is read by its words when its copies were labelled differently, and kept through a snapshot', () => {
    expect(model.read('woke up early').categories).toHaveLength(2);
    const kept = RiskModel.fromSnapshot(model.toSnapshot(), DEFAULT_RISK_DECISION.oddsTemperature);
    expect(kept.read('just woke up').tiers.none).toBe(1);
  });
});
