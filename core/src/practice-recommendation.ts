/**
 * Ranks practices for a person: target goals they share, the stress they named, tags, and the practice
 * styles they prefer. Pure and transparent, like coach matching.
 */
export interface RankablePractice {
  id: string;
  name: string;
  categoryName: string;
  targetGoals: string[];
  stressTypes: string[];
  tags: { tagName: string; tagType: string; weight: number }[];
}

export interface PracticePreferences {
  goals: string[];
  stressSources: string[];
  practiceStyles: string[];
  preferredTime?: string | null;
}

const STYLE_CATEGORIES: Record<string, string[]> = {
  'mindfulness/spirituality': ['mindfulness', 'gratitude', 'breathwork'],
  'neuroscience/behavioral change': ['neuroscience', 'breathwork'],
  'mindset/motivation': ['visualization', 'neuroscience'],
  'relationships/self worth': ['gratitude', 'visualization'],
};

export function scorePractice(practice: RankablePractice, preferences: PracticePreferences): number {
  let score = 0;
  for (const goal of preferences.goals) if (practice.targetGoals.includes(goal)) score += 3;
  for (const source of preferences.stressSources) if (practice.stressTypes.includes(source)) score += 2;
  for (const tag of practice.tags) {
    const wanted =
      (tag.tagType === 'goal' && preferences.goals.includes(tag.tagName)) ||
      (tag.tagType === 'stress' && preferences.stressSources.includes(tag.tagName)) ||
      (tag.tagType === 'time' && preferences.preferredTime === tag.tagName);
    if (wanted) score += tag.weight;
  }
  const category = practice.categoryName.toLowerCase();
  for (const style of preferences.practiceStyles) {
    if ((STYLE_CATEGORIES[style] ?? []).some((name) => category.includes(name))) score += 2;
  }
  return score;
}

/** Highest score first; ties by name so the order is stable. */
export function rankPractices<P extends RankablePractice>(
  practices: P[],
  preferences: PracticePreferences,
): P[] {
  return practices
    .map((practice) => ({ practice, score: scorePractice(practice, preferences) }))
    .sort((a, b) => b.score - a.score || a.practice.name.localeCompare(b.practice.name))
    .map(({ practice }) => practice);
}
