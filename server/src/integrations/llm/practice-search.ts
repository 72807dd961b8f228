import MiniSearch from 'minisearch';
import type { PracticeTrackRecord } from '@flowmind/core/contracts/insights';
import { byWhatHelped } from '@flowmind/core/daily-plan';
import type { LibraryPractice, PracticeRequest } from './coach-engine';

/**
 * Lexical search over the practice library (MiniSearch: names, descriptions, categories, tags, goals,
 * moods and stress types), ranked for one person: fit with the words first, then their goals, their
 * coach's own practices and variety (not what they already did today); among comparably fitting results,
 * what has helped them first and what lowered their mood last. Built once per library version; a search
 * takes well under a millisecond for a library of this size.
 */

const STOP_WORDS = new Set(
  `a an the i im me my mine to for and or of in on at is am are be been it its this that with want need needs
  please can could you your something some do does should would what which today now right just really so very
  practice practices exercise exercises recommend suggest give show find try any one good quick short me
  feel feeling like get got have has had how about help lot bit more less than too also there here when`.split(
    /\s+/,
  ),
);

/** Light stemming so 'breathing', 'breathe' and 'breaths' meet 'breath'. */
export function stemTerm(term: string): string | null {
  const word = term.toLowerCase();
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  for (const suffix of [
    'ations',
    'ation',
    'ative',
    'ings',
    'ing',
    'ness',
    'ful',
    'ies',
    'ate',
    'ed',
    'es',
    'ly',
    's',
    'e',
  ]) {
    if (suffix === 's' && /(?:ss|us|is)$/.test(word)) continue;
    if (word.length - suffix.length >= 4 && word.endsWith(suffix)) {
      return suffix === 'ies' ? `${word.slice(0, -3)}y` : word.slice(0, -suffix.length);
    }
  }
  return word;
}

const CATEGORY_WORDS: [RegExp, string][] = [
  [/\bbreath\w*|\bbreathwork\b|\bbreathing\b|\bbreathe\b/, 'breathwork'],
  [/\bvisuali[sz]\w*|\bimagery\b|\bimagine\b/, 'visualization'],
  [/\bgratitude\b|\bgrateful\b|\bthankful\b|\bappreciat\w*/, 'gratitude'],
  [/\bmindful\w*|\bmeditat\w*|\bbody scan\b|\bgrounding\b/, 'mindfulness'],
  [/\bneuro\w*|\bbrain\b/, 'neuroscience'],
];

/** Words that turn a kind away: 'not breathing', 'anything but meditation', 'no more gratitude stuff'. */
const REFUSING =
  /\b(?:not|no|without|except|other than|anything but|besides|no more|instead of|(?:do ?n[o']?t|dont) (?:want|like|need)|hate|sick of|tired of)\s+(?:(?:the|a|an|any|more|another|of|those|that|this|with)\s+){0,2}(?:\w+\s+)?$/;

/** The practice kinds a message turns away ('something for stress but not breathing' -> breathwork). */
export function categoriesRefusedIn(text: string): string[] {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  return CATEGORY_WORDS.filter(([pattern]) => {
    const match = new RegExp(pattern.source, 'g');
    return [...lower.matchAll(match)].some((found) => REFUSING.test(lower.slice(0, found.index)));
  }).map(([, slug]) => slug);
}

/** The practice category a message asks for by name ('a breathing practice' -> breathwork), if any; not one it turns away. */
export function categoryFromText(text: string): string | undefined {
  const lower = text.toLowerCase();
  const refused = categoriesRefusedIn(text);
  return CATEGORY_WORDS.find(([pattern, slug]) => pattern.test(lower) && !refused.includes(slug))?.[1];
}

export interface PracticePreferences {
  goals: string[];
  coachId: string | null;
  /** Practices completed today: suggested only when nothing else fits. */
  completedTodayIds: string[];
  /** How practices have gone for the person (none when nothing was measured yet). */
  trackRecords?: readonly PracticeTrackRecord[];
}

/**
 * Results within this score of the best of their group fit the request comparably (a shared goal is 0.25,
 * the words up to 2): the person's track record orders them. A clearly better fit with the words stays
 * ahead whatever it did for them: when someone asks for box breathing, box breathing it is.
 */
const COMPARABLE_SCORE = 0.3;

/** Results sorted best first, cut into groups of comparable fit. */
function comparableGroups<T extends { fit: number }>(sorted: T[]): T[][] {
  const groups: T[][] = [];
  for (const item of sorted) {
    const group = groups.at(-1);
    if (group && group[0]!.fit - item.fit <= COMPARABLE_SCORE) group.push(item);
    else groups.push([item]);
  }
  return groups;
}

interface IndexedPractice {
  id: string;
  name: string;
  description: string;
  category: string;
  tags: string;
  goals: string;
  moods: string;
}

export class PracticeSearch {
  private readonly index: MiniSearch<IndexedPractice>;
  private readonly byId: Map<string, LibraryPractice>;

  constructor(readonly practices: LibraryPractice[]) {
    this.byId = new Map(practices.map((practice) => [practice.id, practice]));
    this.index = new MiniSearch<IndexedPractice>({
      fields: ['name', 'description', 'category', 'tags', 'goals', 'moods'],
      processTerm: stemTerm,
      searchOptions: {
        boost: { name: 3, category: 2.5, tags: 2, goals: 1.5, moods: 1.2, description: 1 },
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        combineWith: 'OR',
      },
    });
    this.index.addAll(
      practices.map((practice) => ({
        id: practice.id,
        name: practice.name,
        description: practice.description,
        category: `${practice.category} ${practice.categorySlug}`,
        tags: practice.tags.join(' '),
        goals: practice.targetGoals.join(' '),
        moods: [...practice.moodTargets, ...practice.stressTypes].join(' '),
      })),
    );
  }

  /** Best practices for the request and the person, most fitting first. */
  search(request: PracticeRequest, preferences: PracticePreferences): LibraryPractice[] {
    const limit = request.limit ?? 2;
    const excluded = new Set(request.excludeIds ?? []);
    const inCategory = (practice: LibraryPractice) =>
      !request.category || practice.categorySlug === request.category;
    const candidates = this.practices.filter(
      (practice) => !excluded.has(practice.id) && inCategory(practice),
    );

    const textScores = new Map<string, number>();
    const hits = request.query.trim() ? this.index.search(request.query) : [];
    const top = hits[0]?.score ?? 0;
    for (const hit of hits) textScores.set(String(hit.id), top > 0 ? hit.score / top : 0);

    const goals = new Set(preferences.goals.map((goal) => goal.toLowerCase()));
    const completedToday = new Set(preferences.completedTodayIds);
    const ranked = candidates.map((practice) => {
      const goalFit = practice.targetGoals.filter((goal) => goals.has(goal.toLowerCase())).length;
      const fit =
        (textScores.get(practice.id) ?? 0) * 2 +
        Math.min(goalFit, 2) * 0.25 +
        (preferences.coachId && practice.coachId === preferences.coachId ? 0.2 : 0) -
        (completedToday.has(practice.id) ? 1.5 : 0);
      return { id: practice.id, practice, fit };
    });
    ranked.sort((a, b) => b.fit - a.fit || a.practice.name.localeCompare(b.practice.name));
    return comparableGroups(ranked)
      .flatMap((group) => byWhatHelped(group, preferences.trackRecords ?? []))
      .slice(0, limit)
      .map((entry) => entry.practice);
  }
}
