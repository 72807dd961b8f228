import { moodTrend, practiceUrl } from '@flowmind/core/chat-coach';
import type { PracticeTrackRecord } from '@flowmind/core/contracts/insights';
import type { ProgressCounters, UserStats } from '@flowmind/core/gamification';
import type {
  CoachToolbox,
  CorrectedMood,
  LibraryPractice,
  LoggedMood,
  PersonContext,
} from '../../integrations/llm/coach-engine';
import { PracticeSearch } from '../../integrations/llm/practice-search';
import type { ChatNeighbours } from './chat.neighbours';

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

  constructor(private readonly practices: Pick<ChatNeighbours, 'libraryVersion' | 'practiceLibrary'>) {}

  async get(): Promise<PracticeSearch> {
    if (this.search && Date.now() - this.checkedAt < LIBRARY_RECHECK_MS) return this.search;
    this.loading ??= this.refresh().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async refresh(): Promise<PracticeSearch> {
    const version = await this.practices.libraryVersion();
    this.checkedAt = Date.now();
    if (this.search && version === this.version) return this.search;
    const entries = await this.practices.practiceLibrary();
    const library: LibraryPractice[] = entries.map((entry) => ({
      id: entry.id,
      name: entry.name,
      description: entry.description,
      durationMinutes: entry.durationMinutes,
      category: entry.category,
      url: practiceUrl(entry.id),
      categorySlug: entry.categorySlug,
      coachId: entry.coachId,
      difficultyLevel: entry.difficultyLevel,
      targetGoals: entry.targetGoals,
      moodTargets: entry.moodTargets,
      stressTypes: entry.stressTypes,
      tags: entry.tags,
      whyItHelps: entry.whyItHelps,
    }));
    this.search = new PracticeSearch(library);
    this.version = version;
    return this.search;
  }
}

/** Logs a mood the person stated in the chat, through the mood module (the same rules as logging it there). */
export async function logStatedMood(
  neighbours: Pick<ChatNeighbours, 'logMood'>,
  userId: string,
  score: number,
): Promise<LoggedMood> {
  return asLoggedMood(await neighbours.logMood(userId, score));
}

function asLoggedMood(entry: LoggedMood): LoggedMood {
  return {
    id: entry.id,
    mood_score: entry.mood_score,
    energy_level: entry.energy_level,
    stress_level: entry.stress_level,
    created_at: entry.created_at,
  };
}

export interface ToolboxOwner {
  userId: string;
  coachId: string;
  person: PersonContext;
  /** Practices the person completed today (already read with the context). */
  completedTodayIds: string[];
  /** Progress as read with the context, so showing it costs no second query. */
  progress: { counters: ProgressCounters; stats: UserStats };
  /** The mood the coach's last reply logged, which the person may correct; null when it logged none. */
  lastLoggedMood: LoggedMood | null;
}

/**
 * The coach's actions for one person: every query and write carries the signed-in person's id, taken
 * from the session, never from anything a model or a message says.
 */
export function createChatToolbox(
  neighbours: Pick<ChatNeighbours, 'logMood' | 'correctMood' | 'practiceTrackRecords'>,
  library: PracticeLibrary,
  owner: ToolboxOwner,
): CoachToolbox {
  // What helped the person is read once per reply, and only by a reply that recommends practices: an
  // engine may search several times in one reply, most replies not at all.
  let trackRecords: Promise<PracticeTrackRecord[]> | undefined;
  return {
    async recommendPractices(request) {
      trackRecords ??= neighbours.practiceTrackRecords(owner.userId);
      const [search, records] = await Promise.all([library.get(), trackRecords]);
      return search.search(request, {
        goals: owner.person.goals,
        coachId: owner.coachId,
        completedTodayIds: owner.completedTodayIds,
        trackRecords: records,
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
        streakAtRisk: stats.streakAtRisk,
        practiceCount: counters.practiceCount,
        moodCount: counters.moodCount,
        recentMoodAverage: moodTrend(owner.person.recentMoods.map((mood) => mood.score)).average,
      });
    },

    logMood(score) {
      return logStatedMood(neighbours, owner.userId, score);
    },

    async correctMood(score): Promise<CorrectedMood | null> {
      const logged = owner.lastLoggedMood;
      if (!logged) return null;
      const entry = await neighbours.correctMood(owner.userId, logged.id, score);
      return entry ? { entry: asLoggedMood(entry), from: logged.mood_score } : null;
    },
  };
}
