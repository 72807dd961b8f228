// Minimal typings for the parts of wink-naive-bayes-text-classifier (CommonJS without bundled types) the
// risk classifier uses. Inputs are given as prepared tokens, so no preparation tasks are defined.
declare module 'wink-naive-bayes-text-classifier' {
  export interface NaiveBayesConfig {
    /** Counts each token once per example (a binarised model). */
    considerOnlyPresence?: boolean;
    /** Additive smoothing, between 0 and 1. */
    smoothingFactor?: number;
  }
  export interface NaiveBayesTextClassifier {
    defineConfig(config: NaiveBayesConfig): boolean;
    learn(tokens: string[], label: string): boolean;
    consolidate(): boolean;
    /** [label, log2 of the odds of the label against all the others], best first; [['unknown', 0]] when no token is known. */
    computeOdds(tokens: string[]): [string, number][];
    predict(tokens: string[]): string;
    /** The learned counts: [config, samples per label, count per label and token, tokens per label, vocabulary]. */
    exportJSON(): string;
    stats(): {
      labelWiseSamples: Record<string, number>;
      labelWiseWords: Record<string, number>;
      vocabulary: number;
    };
  }
  export default function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
}
