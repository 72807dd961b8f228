import type { PracticeTrackRecord, TimeOfDay } from './contracts/insights';
import { timeOfDayAt } from './practice-insights';
import { scorePractice, type PracticePreferences, type RankablePractice } from './practice-recommendation';

/**
 * Today's short plan: about three practices, 10 to 15 minutes together, for the person's goals, the time
 * of their day and what has helped them. Pure: the same inputs give the same plan, so it stays put all
 * day and across reloads, and the date's own draw gives the next day another (decision 0020).
 */

/** Practices a plan holds as a rule. */
export const PLAN_PRACTICES = 3;
/** A fourth only joins three short ones that together stay under PLAN_MIN_MINUTES. */
export const PLAN_MAX_PRACTICES = 4;
export const PLAN_MIN_MINUTES = 10;
/** Never exceeded, unless a single practice is longer: then the plan is that one practice. */
export const PLAN_MAX_MINUTES = 15;
/**
 * Practices that already helped take at most this many places while others are left to try: a plan
 * of only proven practices would be the same every day and never find what else helps.
 */
export const PROVEN_PLACES = 2;
/**
 * Each practice draws up to this many points a day: practices within one shared goal of each other
 * (scorePractice gives 3 for one) take turns from day to day, while a clearly better fit still wins.
 */
export const DAILY_ROTATION_POINTS = 3;
/** An average helpfulness (1 to 10) at or below this says the practice did not help them. */
export const LOW_RATING = 4;
/** An average helpfulness at or above this says it helped. */
export const HIGH_RATING = 7;

/** What a practice has done for the person, from their track record with it. */
export type PracticeOutcome = 'helped' | 'neutral' | 'lowered';

/**
 * 'lowered' when they rated it low or it lowered their mood on average (their own verdict weighs before
 * any lift); 'helped' when it lifted their mood or they rated it high; 'neutral' when nothing was measured
 * or it did neither.
 */
export function outcomeOf(record: PracticeTrackRecord | undefined): PracticeOutcome {
  if (!record) return 'neutral';
  const { averageMoodChange: moodChange, averageRating: rating } = record;
  if ((rating !== null && rating <= LOW_RATING) || (moodChange !== null && moodChange < 0)) return 'lowered';
  if ((moodChange !== null && moodChange > 0) || (rating !== null && rating >= HIGH_RATING)) return 'helped';
  return 'neutral';
}

const OUTCOME_RANK: Record<PracticeOutcome, number> = { helped: 0, neutral: 1, lowered: 2 };

/**
 * What helped first, what lowered the mood or was rated low last, the rest in between; within each, the
 * better fit first, then the order given (so callers keep their own tie-break). The plan and the coach's
 * practice search both order by it.
 */
export function byWhatHelped<T extends { id: string; fit: number }>(
  items: readonly T[],
  trackRecords: readonly PracticeTrackRecord[],
): T[] {
  const recordOf = new Map(trackRecords.map((record) => [record.practiceId, record]));
  return items
    .map((item, index) => ({ item, index, rank: OUTCOME_RANK[outcomeOf(recordOf.get(item.id))] }))
    .sort((a, b) => a.rank - b.rank || b.item.fit - a.item.fit || a.index - b.index)
    .map(({ item }) => item);
}

/** Parts of the day next to each other: a practice for one suits the other in part. Night is not next to morning. */
const NEIGHBOURING_TIMES: Record<TimeOfDay, readonly string[]> = {
  morning: ['afternoon'],
  afternoon: ['morning', 'evening'],
  evening: ['afternoon', 'night'],
  night: ['evening'],
};
/** A practice for this part of the day counts like a shared goal. */
const TIME_MATCH_POINTS = 3;
/** A practice for the neighbouring part, or for any time ('flexible'), counts a little. */
const TIME_NEAR_POINTS = 1;
/** A practice only for other parts (a sleep practice in the morning, a morning plan at night) counts against. */
const TIME_MISMATCH_POINTS = -2;

/** How well a practice's time tags suit this part of the day: energising ones in the morning, calming ones in the evening. */
export function timeOfDayFit(tags: RankablePractice['tags'], timeOfDay: TimeOfDay): number {
  const timeTags = tags.filter((tag) => tag.tagType === 'time');
  if (timeTags.length === 0) return 0;
  let best = 0;
  for (const tag of timeTags) {
    if (tag.tagName === timeOfDay) best = Math.max(best, TIME_MATCH_POINTS * tag.weight);
    else if (tag.tagName === 'flexible' || NEIGHBOURING_TIMES[timeOfDay].includes(tag.tagName))
      best = Math.max(best, TIME_NEAR_POINTS * tag.weight);
  }
  return best > 0 ? best : TIME_MISMATCH_POINTS;
}

/**
 * A number in [0, 1) fixed by the date and the practice: the same all day, unrelated from one day to the
 * next (FNV-1a over the text, then murmur3's finaliser so that neighbouring dates draw far apart).
 */
export function dailyDraw(localDate: string, practiceId: string): number {
  const text = `${localDate}|${practiceId}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

export interface PlanPractice extends RankablePractice {
  durationMinutes: number;
}

export interface DailyPlanInput<P extends PlanPractice> {
  /** The candidates: the person's coach's practices. */
  practices: readonly P[];
  preferences: PracticePreferences;
  trackRecords: readonly PracticeTrackRecord[];
  /** Practices completed today: they keep their place (ticked) as the day moves on. */
  completedToday: readonly string[];
  /** The person's local date (YYYY-MM-DD) and hour (0-23). */
  localDate: string;
  localHour: number;
}

export interface DailyPlanPick<P> {
  practice: P;
  /** Why it is in the plan, shown under it: 'Lifted your mood by 1.8 points on average'. */
  reason: string;
}

interface Candidate<P> {
  id: string;
  practice: P;
  /** Fit with the person, with the time of day and the day's draw. */
  fit: number;
  outcome: PracticeOutcome;
}

/**
 * The order candidates are offered to the plan: what was done today first (it stays), then up to
 * PROVEN_PLACES practices that helped, then the rest by fit, further helped ones after them, and what
 * lowered the mood or was rated low last (taken only when nothing else is left).
 */
function offerOrder<P>(ordered: Candidate<P>[], completedToday: ReadonlySet<string>): Candidate<P>[] {
  const done = ordered.filter((candidate) => completedToday.has(candidate.id));
  let proven = done.filter((candidate) => candidate.outcome === 'helped').length;
  const ranked = ordered
    .filter((candidate) => !completedToday.has(candidate.id))
    .map((candidate, index) => {
      let rank: number;
      if (candidate.outcome === 'helped') rank = proven++ < PROVEN_PLACES ? 0 : 2;
      else rank = candidate.outcome === 'neutral' ? 1 : 3;
      return { candidate, index, rank };
    })
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ candidate }) => candidate);
  return [...done, ...ranked];
}

/** Takes candidates in order while they fit: PLAN_PRACTICES, within PLAN_MAX_MINUTES (a fourth only under PLAN_MIN_MINUTES). */
function pickWithinMinutes<P extends PlanPractice>(offered: Candidate<P>[]): Candidate<P>[] {
  const picked: Candidate<P>[] = [];
  let minutes = 0;
  for (const candidate of offered) {
    const roomForOne =
      picked.length < PLAN_PRACTICES || (picked.length < PLAN_MAX_PRACTICES && minutes < PLAN_MIN_MINUTES);
    if (!roomForOne) break;
    if (minutes + candidate.practice.durationMinutes > PLAN_MAX_MINUTES) continue;
    picked.push(candidate);
    minutes += candidate.practice.durationMinutes;
  }
  // Every practice is longer than the plan's minutes: the best one alone.
  if (picked.length === 0 && offered[0]) picked.push(offered[0]);
  return picked;
}

/** '1 point', '1.8 points', '2 points'. */
function points(value: number): string {
  return value === 1 ? '1 point' : `${value} points`;
}

const TIME_OF_DAY_REASONS: Record<TimeOfDay, string> = {
  morning: 'Good for mornings',
  afternoon: 'Good for afternoons',
  evening: 'Good for evenings',
  night: 'Good before sleep',
};

/** The stress sources of the questionnaire as a reason names them. */
const STRESS_PHRASES: Record<string, string> = {
  work: 'work stress',
  family: 'family stress',
  relationships: 'relationship stress',
  money: 'money worries',
  time: 'time pressure',
};

/** Every reason that holds for a practice, the most telling first. */
function reasonsFor(
  practice: PlanPractice,
  record: PracticeTrackRecord | undefined,
  preferences: PracticePreferences,
  timeOfDay: TimeOfDay,
): string[] {
  const reasons: string[] = [];
  if (record && outcomeOf(record) === 'helped') {
    const { averageMoodChange: moodChange, averageRating: rating } = record;
    if (moodChange !== null && moodChange > 0)
      reasons.push(`Lifted your mood by ${points(moodChange)}${record.sessions > 1 ? ' on average' : ''}`);
    else if (rating !== null)
      reasons.push(`You rated it ${rating} out of 10${record.ratedSessions > 1 ? ' on average' : ''}`);
  }
  for (const goal of preferences.goals) {
    const serves =
      practice.targetGoals.includes(goal) ||
      practice.tags.some((tag) => tag.tagType === 'goal' && tag.tagName === goal);
    if (serves) reasons.push(`For your goal: ${goal}`);
  }
  if (practice.tags.some((tag) => tag.tagType === 'time' && tag.tagName === timeOfDay))
    reasons.push(TIME_OF_DAY_REASONS[timeOfDay]);
  for (const source of preferences.stressSources) {
    if (practice.stressTypes.includes(source))
      reasons.push(`Eases ${STRESS_PHRASES[source] ?? `${source} stress`}`);
  }
  const styleFits =
    scorePractice(practice, { goals: [], stressSources: [], practiceStyles: preferences.practiceStyles }) > 0;
  if (styleFits) reasons.push('Suits the way you like to practise');
  reasons.push(`A short ${practice.categoryName.toLowerCase()} practice`);
  return reasons;
}

/**
 * Today's plan, in the order shown (what helped first, what lowered the mood last), each practice with a
 * reason. Reasons differ between practices where they can, so three rows do not all say the same.
 */
export function buildDailyPlan<P extends PlanPractice>(
  input: DailyPlanInput<P>,
): { practices: DailyPlanPick<P>[]; totalMinutes: number } {
  const timeOfDay = timeOfDayAt(input.localHour);
  const recordOf = new Map(input.trackRecords.map((record) => [record.practiceId, record]));
  const candidates: Candidate<P>[] = input.practices.map((practice) => ({
    id: practice.id,
    practice,
    fit:
      scorePractice(practice, input.preferences) +
      timeOfDayFit(practice.tags, timeOfDay) +
      DAILY_ROTATION_POINTS * dailyDraw(input.localDate, practice.id),
    outcome: outcomeOf(recordOf.get(practice.id)),
  }));
  const ordered = byWhatHelped(candidates, input.trackRecords);
  const picked = pickWithinMinutes(offerOrder(ordered, new Set(input.completedToday)));
  const shown = byWhatHelped(picked, input.trackRecords);

  const given = new Set<string>();
  const practices = shown.map(({ practice }) => {
    const reasons = reasonsFor(practice, recordOf.get(practice.id), input.preferences, timeOfDay);
    const reason = reasons.find((candidate) => !given.has(candidate)) ?? reasons[0]!;
    given.add(reason);
    return { practice, reason };
  });
  return {
    practices,
    totalMinutes: practices.reduce((sum, { practice }) => sum + practice.durationMinutes, 0),
  };
}
