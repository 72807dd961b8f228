import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepModel, readKeptModel, riskModelCacheKey } from './model-cache';
import { DEFAULT_RISK_DECISION, RiskModel, type RiskModelSnapshot } from './risk-classifier';
import { loadRiskExamples } from './risk-corpus';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-risk-cache-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

// A fifth of the corpus keeps the training short; what is kept does not depend on its size.
const examples = loadRiskExamples().filter((_, index) => index % 5 === 0);
const temperature = DEFAULT_RISK_DECISION.oddsTemperature;
const texts = [
  'i cant do this anymore, i have the pills ready',
  'this deadline is killing me lol',
  'had a lovely walk today',
  'my brother hits me when mum is out',
  'wat even is the point of anything',
  'zzzz unknown words only qqqq',
];

describe('the risk model kept on disk', () => {
  it('reads back a model that answers every message exactly as the trained one', () => {
    const trained = RiskModel.train(examples, temperature);
    const key = riskModelCacheKey(examples);
    keepModel(key, trained.toSnapshot(), folder);
    const kept = RiskModel.fromSnapshot(readKeptModel(key, folder) as RiskModelSnapshot, temperature);
    for (const text of [...texts, ...examples.filter((_, index) => index % 40 === 0).map((e) => e.text)])
      expect(kept.read(text)).toEqual(trained.read(text));
  });

  it('is keyed by the examples: another corpus, another order or another label is another model', () => {
    const key = riskModelCacheKey(examples);
    expect(riskModelCacheKey([...examples])).toBe(key);
    expect(riskModelCacheKey(examples.slice(1))).not.toBe(key);
    expect(riskModelCacheKey([examples[1]!, examples[0]!, ...examples.slice(2)])).not.toBe(key);
    const first = examples[0]!;
    const relabelled = {
      ...first,
      category: first.category === 'everyday' ? 'positive' : 'everyday',
    } as const;
    expect(riskModelCacheKey([relabelled, ...examples.slice(1)])).not.toBe(key);
  });

  it('keeps only the newest model, and treats a missing or damaged file as none', () => {
    keepModel('older', { stale: true }, folder);
    keepModel('newer', { fresh: true }, folder);
    expect(fs.readdirSync(folder)).toEqual(['newer.json']);
    expect(readKeptModel('older', folder)).toBeUndefined();
    fs.writeFileSync(path.join(folder, 'damaged.json'), '{"categories": [');
    expect(readKeptModel('damaged', folder)).toBeUndefined();
  });

  it('refuses a snapshot whose counts do not fit its features', () => {
    const snapshot = RiskModel.train(examples.slice(0, 200), temperature).toSnapshot();
    expect(() =>
      RiskModel.fromSnapshot({ ...snapshot, features: snapshot.features.slice(1) }, temperature),
    ).toThrow(/do not fit/);
  });
});
