import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { RiskExample } from './risk-corpus';

/**
 * The trained risk model kept on disk between starts. Training on the corpus takes seconds, and it happens
 * at every server start and in every test process that builds the app; reading the learned counts back
 * takes a fraction of a second. A kept model is used only when it was learned from exactly the same
 * examples by exactly the same code (this folder's feature extraction, core's text normalisation and the
 * two libraries' versions), so any change to what the model would learn trains it again.
 *
 * The files live in node_modules/.cache, where build tools keep what they can always rebuild; a folder that
 * cannot be written only costs the training.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
export const RISK_MODEL_CACHE_DIR = path.join(repoRoot, 'node_modules', '.cache', 'flowmind-risk-model');

/** The code that decides what a model learns from the examples. */
const LEARNING_CODE = [
  path.join(here, 'features.ts'),
  path.join(here, 'risk-classifier.ts'),
  path.join(repoRoot, 'core', 'src', 'chat-safety.ts'),
];
const LEARNING_LIBRARIES = ['wink-naive-bayes-text-classifier', '@nlpjs/lang-en-min'];

function libraryVersion(name: string): string {
  const require = createRequire(import.meta.url);
  try {
    return (require(`${name}/package.json`) as { version: string }).version;
  } catch {
    // A package that hides its package.json: its entry point's text stands in for the version.
    return createHash('sha256')
      .update(fs.readFileSync(require.resolve(name)))
      .digest('hex');
  }
}

/** The name a model learned from these examples by this code is kept under. */
export function riskModelCacheKey(examples: readonly RiskExample[]): string {
  const hash = createHash('sha256');
  for (const file of LEARNING_CODE) hash.update(fs.existsSync(file) ? fs.readFileSync(file) : file);
  for (const library of LEARNING_LIBRARIES) hash.update(`${library}@${libraryVersion(library)}\n`);
  for (const example of examples) hash.update(`${example.category}\t${example.text}\n`);
  return hash.digest('hex').slice(0, 32);
}

/** The kept snapshot under `key`, or undefined when there is none or it cannot be read. */
export function readKeptModel(key: string, folder = RISK_MODEL_CACHE_DIR): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(folder, `${key}.json`), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `snapshot` under `key`, in place of the models kept before it (each is tens of megabytes, and an
 * older one only serves an older corpus). Written to a file of its own and renamed into place, so processes
 * that start together never read half a file; a failure to write is ignored (the next start trains again).
 */
export function keepModel(key: string, snapshot: unknown, folder = RISK_MODEL_CACHE_DIR): void {
  const target = path.join(folder, `${key}.json`);
  const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
  try {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(partial, JSON.stringify(snapshot));
    fs.renameSync(partial, target);
    for (const name of fs.readdirSync(folder))
      if (name.endsWith('.json') && name !== `${key}.json`)
        fs.rmSync(path.join(folder, name), { force: true });
  } catch {
    fs.rmSync(partial, { force: true });
  }
}
