import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { Nlp } from '@nlpjs/nlp';
import { COACH_INTENTS, INTENT_CORPUS, type CoachIntent } from './intent-corpus';

export interface IntentResult {
  /** 'none' when the model is not confident: the coach then asks a clarifying question. */
  intent: CoachIntent | 'none';
  score: number;
}

/** Below this the classifier's best guess is not trusted. */
export const INTENT_CONFIDENCE = 0.55;

/** The same spelling for training and classifying: contractions expanded, lower case, no symbols. */
export function normalizeUtterance(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\bcan't\b|\bcannot\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/n't\b/g, ' not')
    .replace(/\bi'm\b|\bim\b/g, 'i am')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/'ll\b/g, ' will')
    .replace(/'d\b/g, ' would')
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A small neural intent model (nlp.js) trained in memory from the committed corpus: about 20 ms of
 * training, well under a millisecond per message afterwards.
 */
export class IntentClassifier {
  private constructor(private readonly nlp: Nlp) {}

  static async train(corpus: Record<CoachIntent, string[]> = INTENT_CORPUS): Promise<IntentClassifier> {
    const container = await containerBootstrap();
    container.use(LangEn);
    const nlp = new Nlp(
      {
        languages: ['en'],
        autoSave: false,
        autoLoad: false,
        nlu: { log: false },
        threshold: INTENT_CONFIDENCE,
      },
      container,
    );
    for (const intent of COACH_INTENTS) {
      for (const utterance of corpus[intent]) nlp.addDocument('en', normalizeUtterance(utterance), intent);
    }
    await nlp.train();
    return new IntentClassifier(nlp);
  }

  async classify(text: string): Promise<IntentResult> {
    const whole = await this.classifyOne(text);
    if (whole.intent !== 'none') return whole;
    // 'I feel stressed about work, can you suggest a practice?' pulls the model two ways at once, and
    // neither wins. Each clause alone is clear; the most confident one says what the person needs.
    const clauses = text
      .split(/[,.;!?]+|\s+(?:and|but|so)\s+/i)
      .map((clause) => clause.trim())
      .filter((clause) => /[a-z]/i.test(clause));
    if (clauses.length < 2) return whole;
    let best: IntentResult = whole;
    for (const clause of clauses) {
      const result = await this.classifyOne(clause);
      if (result.intent !== 'none' && (best.intent === 'none' || result.score > best.score)) best = result;
    }
    return best;
  }

  private async classifyOne(text: string): Promise<IntentResult> {
    const utterance = normalizeUtterance(text);
    if (!/[a-z]/.test(utterance)) return { intent: 'none', score: 0 };
    const result = await this.nlp.process('en', utterance);
    const intent = (COACH_INTENTS as readonly string[]).includes(result.intent)
      ? (result.intent as CoachIntent)
      : 'none';
    if (intent === 'none' || result.score < INTENT_CONFIDENCE) return { intent: 'none', score: result.score };
    return { intent, score: result.score };
  }
}

let shared: Promise<IntentClassifier> | undefined;

/** One trained model per process, shared by every request (training happens once). */
export function sharedIntentClassifier(): Promise<IntentClassifier> {
  shared ??= IntentClassifier.train().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
