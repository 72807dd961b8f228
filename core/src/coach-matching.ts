/**
 * Coach matching: a transparent score of each coach against the onboarding answers, with the reasons that
 * produced it, so the welcome message can say why this coach was chosen.
 */
export interface MatchableCoach {
  id: string;
  name: string;
  specialization: string;
  expertiseAreas: string[];
  personality: string;
  style: string;
}

export interface MatchingAnswers {
  stressSources: string[];
  stressLevel: number;
  primaryGoals: string[];
  communicationStyle: string;
  practiceStyles: string[];
  experienceLevel: string;
}

export interface CoachMatch<C extends MatchableCoach = MatchableCoach> {
  coach: C;
  score: number;
  reasons: string[];
  usedFallback: boolean;
}

const PRACTICE_STYLE_KEYWORDS: Record<string, string[]> = {
  'mindfulness/spirituality': ['mindful', 'spiritual', 'meditation', 'presence'],
  'neuroscience/behavioral change': ['neuro', 'brain', 'behavio', 'habit'],
  'mindset/motivation': ['motivation', 'mindset', 'success', 'performance'],
  'relationships/self worth': ['relationship', 'self-worth', 'self worth', 'confidence', 'connection'],
};

const STYLE_DESCRIPTIONS: Record<string, string> = {
  direct: 'direct, straightforward',
  supportive: 'supportive, encouraging',
  analytical: 'analytical, detailed',
  casual: 'casual, friendly',
};

function coachText(coach: MatchableCoach): string {
  return [coach.specialization, ...coach.expertiseAreas].join(' | ').toLowerCase();
}

function mentions(text: string, phrase: string): boolean {
  return text.includes(phrase.toLowerCase());
}

export function scoreCoach(
  coach: MatchableCoach,
  answers: MatchingAnswers,
): { score: number; reasons: string[] } {
  const text = coachText(coach);
  let score = 0;
  const reasons: string[] = [];

  answers.primaryGoals.forEach((goal, index) => {
    if (mentions(text, goal)) {
      // The first goal is the one people chose first: it weighs a little more.
      score += index === 0 ? 4 : 3;
      reasons.push(`works on ${goal}`);
    }
  });

  for (const style of answers.practiceStyles) {
    const keywords = PRACTICE_STYLE_KEYWORDS[style] ?? [];
    if (keywords.some((keyword) => mentions(text, keyword))) {
      score += 3;
      reasons.push(`practises ${style.replace('/', ' and ')}`);
    }
  }

  for (const source of answers.stressSources) {
    if (mentions(text, source)) {
      score += 2;
      reasons.push(`helps with ${source} stress`);
    }
  }
  if (answers.stressLevel >= 7 && (mentions(text, 'stress') || mentions(text, 'anxiety'))) {
    score += 3;
    reasons.push('specialises in easing high stress');
  }

  if (answers.communicationStyle && coach.style === answers.communicationStyle) {
    score += 2;
    reasons.push(`coaches in a ${STYLE_DESCRIPTIONS[coach.style] ?? coach.style} way`);
  }

  if (
    answers.experienceLevel === 'beginner' &&
    ['calm_wise', 'warm_professional'].includes(coach.personality)
  ) {
    score += 1;
    reasons.push('is gentle with beginners');
  }
  if (answers.experienceLevel === 'advanced' && /neuro|brain|performance/.test(text)) {
    score += 1;
    reasons.push('goes deep for experienced practitioners');
  }

  return { score, reasons };
}

/**
 * Used when no coach scores above zero: the first primary goal picks the first coach by name whose
 * specialization covers its area (stress or anxiety, motivation or success, mindfulness or spirituality,
 * neuroscience or brain); otherwise the first coach by name, so everyone still gets a coach.
 */
export function fallbackCoach<C extends MatchableCoach>(
  coaches: C[],
  firstGoal: string | undefined,
): C | undefined {
  const byName = [...coaches].sort((a, b) => a.name.localeCompare(b.name));
  const goal = (firstGoal ?? '').toLowerCase();
  const areas: Array<[RegExp, RegExp]> = [
    [/stress|anxiety/, /stress|anxiety/],
    [/motivation|success/, /motivation|success/],
    [/mindfulness|spirituality/, /mindful|spiritual/],
    [/neuroscience|brain/, /neuro|brain/],
  ];
  for (const [goalPattern, coachPattern] of areas) {
    if (goalPattern.test(goal)) {
      const coach = byName.find((candidate) => coachPattern.test(candidate.specialization.toLowerCase()));
      if (coach) return coach;
    }
  }
  return byName[0];
}

/** Highest score wins; ties go to the first coach by name so the result is stable. */
export function matchCoach<C extends MatchableCoach>(
  coaches: C[],
  answers: MatchingAnswers,
): CoachMatch<C> | undefined {
  const ranked = [...coaches]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((coach) => ({ coach, ...scoreCoach(coach, answers) }))
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best) return undefined;
  if (best.score > 0) return { ...best, usedFallback: false };
  const coach = fallbackCoach(coaches, answers.primaryGoals[0]);
  return coach ? { coach, score: 0, reasons: [], usedFallback: true } : undefined;
}
