/**
 * Risk tiers of a coach conversation, from the Columbia Suicide Severity Rating Scale (wish to be dead,
 * thoughts, method, intent, plan, preparatory behaviour) and the published warning signs (being a
 * burden, no reason to live, feeling trapped, unbearable pain, giving things away, saying goodbye,
 * researching methods, getting means, more alcohol or drugs), plus harm to others, violence at home,
 * fear of harming a child, an overdose in progress and eating-disorder danger.
 *
 * - acute: resources at once, no practice, fitted to the category;
 * - elevated: a direct, caring question about suicide, resources visible, no practice;
 * - distress: strong negative feelings without a risk sign: the reply reflects them, never cheerful;
 * - none: ordinary coaching.
 */
export const RISK_TIERS = ['none', 'distress', 'elevated', 'acute'] as const;
export type RiskTier = (typeof RISK_TIERS)[number];

export const RISK_CATEGORIES = {
  acute: [
    'suicide_plan',
    'preparatory',
    'overdose',
    'self_harm',
    'harm_to_others',
    'child_harm_fear',
    'abuse',
    'eating_disorder',
    'someone_else',
  ],
  elevated: ['passive_ideation', 'hopelessness', 'substance'],
  distress: ['sadness', 'anxiety', 'anger', 'shame', 'loneliness', 'overwhelm'],
  none: ['everyday', 'positive', 'figure_of_speech', 'health_talk', 'news_fiction', 'helping_friend'],
} as const satisfies Record<RiskTier, readonly string[]>;

export type RiskCategory = (typeof RISK_CATEGORIES)[RiskTier][number];
export type AcuteCategory = (typeof RISK_CATEGORIES)['acute'][number];

/** Every category, tier by tier from none to acute. */
export const ALL_RISK_CATEGORIES: readonly RiskCategory[] = RISK_TIERS.flatMap(
  (tier) => RISK_CATEGORIES[tier],
);

/** The tier a category belongs to. */
export function tierOfCategory(category: RiskCategory): RiskTier {
  for (const tier of RISK_TIERS) {
    if ((RISK_CATEGORIES[tier] as readonly string[]).includes(category)) return tier;
  }
  return 'none';
}

/**
 * The none-tier categories that share words with a crisis without being one ('this deadline is killing
 * me', a cold, a film about suicide, comforting a stressed friend): where a risk check raises false alarms.
 */
export const HARD_NEGATIVE_CATEGORIES = [
  'figure_of_speech',
  'health_talk',
  'news_fiction',
  'helping_friend',
] as const satisfies readonly (typeof RISK_CATEGORIES)['none'][number][];

/** Higher is more urgent. */
export function tierRank(tier: RiskTier): number {
  return RISK_TIERS.indexOf(tier);
}

/** What the risk check found in one message. */
export interface RiskAssessment {
  tier: RiskTier;
  /** The most likely category within the tier. */
  category: RiskCategory;
  /** A certain form matched by a rule, or the classifier's reading. */
  source: 'rule' | 'classifier';
  /** The classifier's probability of each tier (rules report 1 for their tier). */
  scores: Record<RiskTier, number>;
}

/** Reads one message; deterministic, the same answer for the same text. */
export interface RiskClassifier {
  assess(text: string): RiskAssessment;
}
