import { moodTrend, practiceUrl } from '@flowmind/core/chat-coach';
import { emptyCounters, userStats, type ProgressCounters } from '@flowmind/core/gamification';
import { energyFromMood, stressFromMood } from '@flowmind/core/mood';
import { localDateIn } from '@flowmind/core/time';
import type { Database } from '../../db/client';
import type {
  CoachToolbox,
  LibraryPractice,
  LoggedMood,
  PersonContext,
} from '../../integrations/llm/coach-engine';
import { PracticeSearch } from '../../integrations/llm/practice-search';
import {
  findLibraryVersion,
  findProgressCounters,
  insertChatMoodEntry,
  listLibrary,
} from './chat.repository';

const LIBRARY_RECHECK_MS = 60_000;

/**
 * The practice library's search index, built once and rebuilt only when the practices change (checked
 * at most once a minute), so a recommendation costs no database round trip in the common case.
 */
export class PracticeLibrary {
  private search: PracticeSearch | undefined;
  private version = '';
  private checkedAt = 0;
  private loading: Promise<PracticeSearch> | undefined;

  constructor(private readonly db: Database) {}

  async get(): Promise<PracticeSearch> {
    if (this.search && Date.now() - this.checkedAt < LIBRARY_RECHECK_MS) return this.search;
    this.loading ??= this.refresh().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async refresh(): Promise<PracticeSearch> {
    const version = await findLibraryVersion(this.db);
    this.checkedAt = Date.now();
    if (this.search && version === this.version) return this.search;
    const { practiceRows, tagRows } = await listLibrary(this.db);
    const tagsByPractice = new Map<string, string[]>();
    for (const tag of tagRows)
      tagsByPractice.set(tag.practiceId, [...(tagsByPractice.get(tag.practiceId) ?? []), tag.tagName]);
    const library: LibraryPractice[] = practiceRows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      durationMinutes: row.durationMinutes,
      category: row.category,
      url: practiceUrl(row.id),
      categorySlug: row.categorySlug,
      coachId: row.coachId,
      difficultyLevel: row.difficultyLevel,
      targetGoals: row.targetGoals,
      moodTargets: row.moodTargets,
      stressTypes: row.stressTypes,
      tags: tagsByPractice.get(row.id) ?? [],
      whyItHelps: row.whyItHelps,
    }));
    this.search = new PracticeSearch(library);
    this.version = version;
    return this.search;
  }
}

function toCounters(row: Awaited<ReturnType<typeof findProgressCounters>>): ProgressCounters {
  if (!row) return emptyCounters();
  const run = (lastDate: string | null, length: number, best: number) => ({ lastDate, length, best });
  return {
    moodCount: row.moodCount,
    highMoodCount: row.highMoodCount,
    practiceCount: row.practiceCount,
    highRatingCount: row.highRatingCount,
    categoryCounts: row.categoryCounts,
    moodRun: run(row.moodLastDate, row.moodRun, row.moodBest),
    practiceRun: run(row.practiceLastDate, row.practiceRun, row.practiceBest),
    activityRun: run(row.activityLastDate, row.activityRun, row.activityBest),
  };
}

/** Level, XP and streak from the running totals (the same rules as the progress screen). */
export async function readProgress(db: Database, userId: string, timezone: string) {
  const counters = toCounters(await findProgressCounters(db, userId));
  return { counters, stats: userStats(counters, localDateIn(timezone)) };
}

/** Logs a mood the person stated in the chat, for their local day. */
export async function logMoodFor(
  db: Database,
  owner: { userId: string; timezone: string },
  score: number,
): Promise<LoggedMood> {
  const row = await insertChatMoodEntry(db, {
    userId: owner.userId,
    moodScore: score,
    energyLevel: energyFromMood(score),
    stressLevel: stressFromMood(score),
    notes: null,
    entryType: 'daily',
    localDate: localDateIn(owner.timezone),
  });
  return {
    id: row.id,
    mood_score: row.moodScore,
    energy_level: row.energyLevel,
    stress_level: row.stressLevel,
    created_at: row.createdAt.toISOString(),
  };
}

export interface ToolboxOwner {
  userId: string;
  timezone: string;
  coachId: string;
  person: PersonContext;
  /** Practices the person completed today (already read with the context). */
  completedTodayIds: string[];
  /** Progress as read with the context, so showing it costs no second query. */
  progress: Awaited<ReturnType<typeof readProgress>>;
}

/**
 * The coach's actions for one person: every query and write carries the signed-in person's id, taken
 * from the session, never from anything a model or a message says.
 */
export function createChatToolbox(db: Database, library: PracticeLibrary, owner: ToolboxOwner): CoachToolbox {
  return {
    async recommendPractices(request) {
      const search = await library.get();
      return search.search(request, {
        goals: owner.person.goals,
        coachId: owner.coachId,
        completedTodayIds: owner.completedTodayIds,
      });
    },

    showProgress() {
      const { counters, stats } = owner.progress;
      return Promise.resolve({
        level: stats.level,
        totalXP: stats.totalXP,
        xpProgress: stats.xpProgress,
        xpToNextLevel: stats.xpToNextLevel,
        streakCount: stats.streakCount,
        practiceCount: counters.practiceCount,
        moodCount: counters.moodCount,
        recentMoodAverage: moodTrend(owner.person.recentMoods.map((mood) => mood.score)).average,
      });
    },

    logMood(score) {
      return logMoodFor(db, owner, score);
    },
  };
}
