import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ALL_RISK_CATEGORIES,
  tierOfCategory,
  type RiskCategory,
  type RiskTier,
} from '@flowmind/core/risk-tiers';

/** One labelled message of the safety corpus (corpus/safety/README.md). */
export interface RiskExample {
  text: string;
  tier: RiskTier;
  category: RiskCategory;
}

/** The repository's root, found from this file the way server.ts finds it. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** What the classifier is trained on. The held-out folder beside it is only ever read by the bench. */
export const SAFETY_TRAIN_FOLDER = path.join(repoRoot, 'corpus', 'safety', 'train');
export const SAFETY_HELDOUT_FOLDER = path.join(repoRoot, 'corpus', 'safety', 'heldout');

const KNOWN_CATEGORIES = new Set<string>(ALL_RISK_CATEGORIES);

function isRiskCategory(value: unknown): value is RiskCategory {
  return typeof value === 'string' && KNOWN_CATEGORIES.has(value);
}

/** Parses one corpus line; a line that breaks the format stops the load, naming where it is. */
export function parseRiskExample(line: string, where: string): RiskExample {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new Error(`${where}: not JSON`);
  }
  const { text, tier, category } = (value ?? {}) as Record<string, unknown>;
  if (typeof text !== 'string' || text.trim() === '') throw new Error(`${where}: no text`);
  if (!isRiskCategory(category)) throw new Error(`${where}: unknown category ${JSON.stringify(category)}`);
  if (tier !== tierOfCategory(category)) {
    throw new Error(
      `${where}: category ${category} belongs to tier ${tierOfCategory(category)}, not ${String(tier)}`,
    );
  }
  return { text, tier: tierOfCategory(category), category };
}

/**
 * Every example of the .jsonl files of a folder, files in name order and lines in file order, so a
 * training on the same folder always sees the same sequence. A text that appears twice is kept once:
 * it teaches nothing new, and in cross-validation it would sit in a training fold and a test fold at once.
 */
export function loadRiskExamples(folder: string = SAFETY_TRAIN_FOLDER): RiskExample[] {
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  if (files.length === 0) throw new Error(`No .jsonl files in ${folder}`);
  const seen = new Set<string>();
  const examples: RiskExample[] = [];
  for (const file of files) {
    const lines = fs.readFileSync(path.join(folder, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      const example = parseRiskExample(line, `${file}:${index + 1}`);
      if (seen.has(example.text)) return;
      seen.add(example.text);
      examples.push(example);
    });
  }
  return examples;
}
