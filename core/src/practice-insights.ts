import {
  INSIGHT_MIN_SESSIONS,
  type CategoryInsight,
  type PracticeInsight,
  type PracticeInsights,
  type PracticeTrackRecord,
  type TimeOfDay,
} from './contracts/insights';
import { localHourIn } from './time';

/**
 * What one session tells about a practice. The mood change counts only when the person answered both
 * the mood before and the mood after: a skipped mood before is stored as a fixed 5, which is not a
 * measurement. Likewise the rating counts only when 'How helpful was this?' was answered.
 */
export interface SessionFeedback {
  /** Undefined when the question was skipped (whatever value the completion stores instead). */
  moodBefore: number | undefined;
  moodAfter: number | undefined;
  rating: number | undefined;
}

/** The mood change (after minus before) of a session, or null when it was not measured. */
export function measuredMoodChange({ moodBefore, moodAfter }: SessionFeedback): number | null {
  return moodBefore === undefined || moodAfter === undefined ? null : moodAfter - moodBefore;
}

/** Running totals of the sessions where both moods were answered. */
export interface MoodChangeTotals {
  sessions: number;
  moodChangeSum: number;
}

/** One person's running totals for one practice. */
export interface PracticeTotals extends MoodChangeTotals {
  practiceId: string;
  practiceName: string;
  categoryName: string;
  ratedSessions: number;
  ratingSum: number;
}

export interface CategoryTotals extends MoodChangeTotals {
  categoryName: string;
}

export interface TimeOfDayTotals extends MoodChangeTotals {
  timeOfDay: TimeOfDay;
}

/** The part of the day of a local hour (0-23): morning 5-11, afternoon 12-16, evening 17-21, night 22-4. */
export function timeOfDayAt(hour: number): TimeOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}

/** The part of the person's day an instant falls in, by their time zone. */
export function timeOfDayIn(timeZone: string, at: Date): TimeOfDay {
  return timeOfDayAt(localHourIn(timeZone, at));
}

/**
 * `sum / count` to one decimal, halves away from zero (so -0.25 and 0.25 round alike in size), never -0;
 * null for no count. The totals are whole numbers, so `sum * 10 / count` is exact at every half.
 */
export function averageOf(sum: number, count: number): number | null {
  if (count <= 0) return null;
  const tenths = Math.round((Math.abs(sum) * 10) / count);
  return tenths === 0 ? 0 : (Math.sign(sum) * tenths) / 10;
}

/** '1 point', '1.8 points', '2 points': the size of a change in words. */
function points(change: number): string {
  const size = Math.abs(change);
  return size === 1 ? '1 point' : `${size} points`;
}

function overSessions(sessions: number): string {
  return `on average over ${sessions} ${sessions === 1 ? 'session' : 'sessions'}`;
}

/**
 * What a practice (or kind of practice) has done for the person's mood, by the rounded average: a lift
 * in the present tense (it is what the practice does for them), no change and a drop as what happened,
 * plainly and without judging either.
 */
function moodChangeSentence(
  subject: string,
  verbs: { lift: string; unchanged: string },
  average: number,
  sessions: number,
): string {
  if (average > 0)
    return `${subject} ${verbs.lift} your mood by ${points(average)} ${overSessions(sessions)}.`;
  if (average < 0) return `${subject} lowered your mood by ${points(average)} ${overSessions(sessions)}.`;
  return `${subject} ${verbs.unchanged} your mood ${overSessions(sessions)}.`;
}

/** 'Box Breathing lifts your mood by 1.8 points on average over 5 sessions.' */
export function practiceSentence(practiceName: string, average: number, sessions: number): string {
  return moodChangeSentence(practiceName, { lift: 'lifts', unchanged: 'has not changed' }, average, sessions);
}

/** 'Breathwork practices lift your mood by 1.2 points on average over 8 sessions.' */
export function categorySentence(categoryName: string, average: number, sessions: number): string {
  return moodChangeSentence(
    `${categoryName} practices`,
    { lift: 'lift', unchanged: 'have not changed' },
    average,
    sessions,
  );
}

const TIME_OF_DAY_PHRASES: Record<TimeOfDay, { during: string; name: string }> = {
  morning: { during: 'in the morning', name: 'Morning' },
  afternoon: { during: 'in the afternoon', name: 'Afternoon' },
  evening: { during: 'in the evening', name: 'Evening' },
  night: { during: 'at night', name: 'Night' },
};

/**
 * The best part of the day in words. Only a part that lifts the mood is called best, and only one
 * compared with another is called the best time: with one part measured, the sentence says what
 * practising then does.
 */
export function bestTimeOfDaySentence(
  timeOfDay: TimeOfDay,
  average: number,
  sessions: number,
  compared: boolean,
): string {
  const phrase = TIME_OF_DAY_PHRASES[timeOfDay];
  return compared
    ? `${phrase.name} is your best time to practise: your mood lifts by ${points(average)} ${overSessions(sessions)}.`
    : `Practising ${phrase.during} lifts your mood by ${points(average)} ${overSessions(sessions)}.`;
}

/** Largest exact average lift first; then the one resting on more sessions; then by name. */
function byLift<T extends MoodChangeTotals>(name: (item: T) => string) {
  return (a: T, b: T) =>
    b.moodChangeSum / b.sessions - a.moodChangeSum / a.sessions ||
    b.sessions - a.sessions ||
    name(a).localeCompare(name(b));
}

const enough = <T extends MoodChangeTotals>(totals: T) => totals.sessions >= INSIGHT_MIN_SESSIONS;

/**
 * What helps the person, from their running totals: only figures resting on at least
 * INSIGHT_MIN_SESSIONS measured sessions, largest lift first, each with its sentence. The best part of
 * the day is the one with the largest average lift, when that lift is above zero.
 */
export function buildPracticeInsights(totals: {
  practices: PracticeTotals[];
  categories: CategoryTotals[];
  timesOfDay: TimeOfDayTotals[];
}): PracticeInsights {
  const practices: PracticeInsight[] = totals.practices
    .filter(enough)
    .sort(byLift((item) => item.practiceName))
    .map((item) => {
      const average = averageOf(item.moodChangeSum, item.sessions)!;
      return {
        practice_id: item.practiceId,
        practice_name: item.practiceName,
        category_name: item.categoryName,
        sessions: item.sessions,
        average_mood_change: average,
        average_rating: averageOf(item.ratingSum, item.ratedSessions),
        rated_sessions: item.ratedSessions,
        sentence: practiceSentence(item.practiceName, average, item.sessions),
      };
    });
  const categories: CategoryInsight[] = totals.categories
    .filter(enough)
    .sort(byLift((item) => item.categoryName))
    .map((item) => {
      const average = averageOf(item.moodChangeSum, item.sessions)!;
      return {
        category_name: item.categoryName,
        sessions: item.sessions,
        average_mood_change: average,
        sentence: categorySentence(item.categoryName, average, item.sessions),
      };
    });
  const times = totals.timesOfDay.filter(enough).sort(byLift((item) => item.timeOfDay));
  const best = times[0];
  const bestAverage = best ? averageOf(best.moodChangeSum, best.sessions)! : 0;
  return {
    practices,
    categories,
    best_time_of_day:
      best && bestAverage > 0
        ? {
            time_of_day: best.timeOfDay,
            sessions: best.sessions,
            average_mood_change: bestAverage,
            sentence: bestTimeOfDaySentence(best.timeOfDay, bestAverage, best.sessions, times.length > 1),
          }
        : null,
    measured_sessions: totals.timesOfDay.reduce((sum, item) => sum + item.sessions, 0),
  };
}

/** How each practice with any session has gone, whatever the count (the plan and the coach weigh it). */
export function practiceTrackRecords(practices: PracticeTotals[]): PracticeTrackRecord[] {
  return practices
    .filter((item) => item.sessions > 0 || item.ratedSessions > 0)
    .map((item) => ({
      practiceId: item.practiceId,
      sessions: item.sessions,
      averageMoodChange: averageOf(item.moodChangeSum, item.sessions),
      ratedSessions: item.ratedSessions,
      averageRating: averageOf(item.ratingSum, item.ratedSessions),
    }));
}
