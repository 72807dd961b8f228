// Minimal typings for the parts of nlp.js (v4, CommonJS without bundled types) the built-in coach and the
// risk check use.
declare module '@nlpjs/core' {
  export interface NlpContainer {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(): Promise<NlpContainer>;
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
  /** The Porter stemmer for English. */
  export class StemmerEn {
    stem(word: string): string;
  }
}

declare module '@nlpjs/nlp' {
  import type { NlpContainer } from '@nlpjs/core';

  export interface NlpClassification {
    intent: string;
    score: number;
  }
  export interface NlpResult {
    intent: string;
    score: number;
    classifications?: NlpClassification[];
  }
  export class Nlp {
    constructor(settings: Record<string, unknown>, container: NlpContainer);
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
}

// wink-sentiment (CommonJS without bundled types): AFINN-style scoring with negation handling.
declare module 'wink-sentiment' {
  interface WinkSentimentResult {
    score: number;
    normalizedScore: number;
    tokenizedPhrase: { value: string; tag: string; score?: number; negation?: boolean }[];
  }
  function sentiment(phrase: string): WinkSentimentResult;
  export default sentiment;
}
