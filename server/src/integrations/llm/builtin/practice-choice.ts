import type { ChatAction } from '@flowmind/core/contracts/chat';
import { practiceLink } from '@flowmind/core/chat-coach';
import { categorySlug, practicesToAvoid } from '@flowmind/core/coach-memory';
import type { CoachTurn, LibraryPractice } from '../coach-engine';
import { categoriesRefusedIn, categoryFromText } from '../practice-search';
import {
  practiceMeant,
  practiceVerdict,
  recentReplies,
  recommendedInHistory,
  type PracticeRef,
} from './conversation-rules';
import { personaVoice } from './persona';
import { goalPhrase } from './phrases';
import { explainingSentence, firstSentence, listOf } from './sentences';

/** How long a category that did not help is left out after the person said so. */
const DISLIKED_CATEGORY_DAYS = 14;

/**
 * What not to suggest and what to favour: every practice already suggested in this conversation (unless
 * asked for by name or 'again'); practices that did not help and, for a while, their category (said in
 * this conversation or remembered); kinds the person dislikes or turned away ('not breathing'); and what
 * helped, ranked first.
 */
function practiceMemory(turn: CoachTurn, extraDisliked: PracticeRef[] = [], dislikedKinds: string[] = []) {
  const message = turn.message.toLowerCase();
  const askedAgain = /\bagain\b|\bsame one\b/.test(message);
  const suggested = recommendedInHistory(turn.history).filter(
    (practice) => !askedAgain && !message.includes(practice.name.toLowerCase()),
  );
  const disliked: PracticeRef[] = [...extraDisliked];
  const kinds = [...dislikedKinds];
  turn.history.forEach((entry, index) => {
    if (entry.role !== 'user') return;
    // 'a different kind, not breathing' said earlier still holds: the kind stays out of this conversation.
    kinds.push(...categoriesRefusedIn(entry.content));
    if (practiceVerdict(entry.content) !== 'did_not_help') return;
    const meant = practiceMeant(entry.content, turn.history.slice(0, index), []);
    if (meant) disliked.push(meant);
    else {
      // A kind complained of without a practice of it here ('that meditation was useless').
      const kind = categoryFromText(entry.content);
      if (kind) kinds.push(kind);
    }
  });
  const remembered = practicesToAvoid(turn.memory ?? []);
  const avoidIds = new Set([...suggested, ...disliked].map((practice) => practice.id));
  for (const id of remembered.practiceIds) avoidIds.add(id);
  const avoidCategories = new Set([
    ...kinds,
    ...disliked.map((practice) => practice.category),
    ...remembered.categories,
  ]);
  const helpedIds = new Set<string>();
  const helpedCategories = new Set<string>();
  const recent = Date.now() - DISLIKED_CATEGORY_DAYS * 86_400_000;
  for (const fact of turn.memory ?? []) {
    if (fact.kind === 'did_not_help' && fact.category && Date.parse(fact.updatedAt) >= recent) {
      avoidCategories.add(categorySlug(fact.category));
    } else if (fact.kind === 'helped') {
      if (fact.practiceId) helpedIds.add(fact.practiceId);
      if (fact.category) helpedCategories.add(categorySlug(fact.category));
    }
  }
  return { avoidIds, avoidCategories, helpedIds, helpedCategories };
}

/** Up to two practices for this turn: fitting the words, none to avoid, what helped first. */
export async function findPractices(
  turn: CoachTurn,
  query: string,
  options: { category?: string; disliked?: PracticeRef[]; dislikedKind?: string; maxMinutes?: number } = {},
): Promise<LibraryPractice[]> {
  const memory = practiceMemory(turn, options.disliked, options.dislikedKind ? [options.dislikedKind] : []);
  // A kind asked for by name now is allowed again ('something with breathing'), unless the message is
  // the complaint about it ('box breathing was useless'); otherwise disliked kinds stay out.
  const named = practiceVerdict(turn.message) ? undefined : categoryFromText(turn.message);
  if (named) memory.avoidCategories.delete(named);
  // 'something for stress but not breathing': that kind stays out of this answer.
  for (const refused of categoriesRefusedIn(turn.message)) memory.avoidCategories.add(refused);
  const asked = options.category ?? named;
  // Counting blessings offered to someone who is hurting reads as 'look on the bright side': unless they
  // ask for it, a distressed message gets something that meets the feeling instead.
  if (turn.riskTier === 'distress' && asked !== 'gratitude') memory.avoidCategories.add('gratitude');
  const category = asked && !memory.avoidCategories.has(asked) ? asked : undefined;
  const excludeIds = [...memory.avoidIds];
  // Goals rank practices (the toolbox knows them); as search words they would drown out the topic.
  const words = `${turn.message} ${query}`.trim();
  const { maxMinutes } = options;
  const allowed = (practice: LibraryPractice) =>
    !memory.avoidIds.has(practice.id) &&
    !memory.avoidCategories.has(practice.categorySlug) &&
    (maxMinutes === undefined || practice.durationMinutes <= maxMinutes);
  // A time limit searches wider: few practices of one kind are that short.
  const limit = maxMinutes === undefined ? 10 : 30;
  let practices = (await turn.tools.recommendPractices({ query: words, category, limit, excludeIds })).filter(
    allowed,
  );
  if (practices.length === 0) {
    practices = (await turn.tools.recommendPractices({ query: words, limit: 30, excludeIds })).filter(
      allowed,
    );
  }
  // What helped before comes first when it fits (otherwise the search order is kept).
  const rank = (practice: LibraryPractice) =>
    memory.helpedIds.has(practice.id) ? 0 : memory.helpedCategories.has(practice.categorySlug) ? 1 : 2;
  return practices
    .map((practice, index) => ({ practice, index }))
    .sort((a, b) => rank(a.practice) - rank(b.practice) || a.index - b.index)
    .map(({ practice }) => practice)
    .slice(0, 2);
}

/** The suggestion in words: the practice, what it is, the goal it serves, why it helps, an alternative. */
export function recommendationParagraph(turn: CoachTurn, practices: LibraryPractice[]): string {
  const [main, alternative] = practices;
  if (!main) {
    return "I couldn't find a fitting practice in your library right now, but you can browse them all on the Practice page.";
  }
  const sentences = [
    `Try ${practiceLink(main)}, a ${main.durationMinutes}-minute ${main.category.toLowerCase()} practice.`,
    firstSentence(main.description),
  ];
  const goal = main.targetGoals.find((target) =>
    turn.person.goals.some((personal) => personal.toLowerCase() === target.toLowerCase()),
  );
  // Named once in a while, not under every suggestion: a goal repeated reply after reply reads as a template.
  const goalSentence = goal ? `It supports your goal of ${goalPhrase(goal)}.` : undefined;
  if (goalSentence && !recentReplies(turn.history, 5).some((reply) => reply.includes(goalSentence)))
    sentences.push(goalSentence);
  const style = turn.person.communicationStyle;
  if (
    (style === 'analytical' || personaVoice(turn.coach).key === 'warm_professional_analytical') &&
    main.whyItHelps
  ) {
    sentences.push(`Why it helps: ${explainingSentence(main.whyItHelps)}`);
  }
  if (alternative && style !== 'direct') {
    sentences.push(
      `If you'd like something different, ${practiceLink(alternative)} (${alternative.durationMinutes} min) is another good fit.`,
    );
  }
  return sentences.filter(Boolean).join(' ');
}

export function practicesObservation(practices: LibraryPractice[]): string {
  if (practices.length === 0) return 'The library search found no fitting practice.';
  return `Library search found ${listOf(practices.map((practice) => `${practice.name} (${practice.durationMinutes} min, ${practice.category})`))}.`;
}

export function recommendAction(practices: LibraryPractice[]): ChatAction[] {
  if (practices.length === 0) return [];
  return [
    {
      type: 'recommend_practice',
      practices: practices.map(({ id, name, description, durationMinutes, category, url }) => ({
        id,
        name,
        description,
        durationMinutes,
        category,
        url,
      })),
    },
  ];
}
