import type { MemoryCandidatePractice } from '@flowmind/core/coach-memory';
import type { PracticeTrackRecord } from '@flowmind/core/contracts/insights';
import type { MemoryFact } from '@flowmind/core/contracts/memory';
import type { MoodEntry } from '@flowmind/core/contracts/mood';
import type { ProgressCounters, UserStats } from '@flowmind/core/gamification';
import type { CoachPersona, LibraryPractice } from '../../integrations/llm/coach-engine';

/**
 * What the chat needs from other modules, in the chat's own terms. The chat reads and writes only its own
 * tables (conversations and messages); everything else comes through these functions, each the owning
 * module's service, composed in app.ts.
 */
export interface ChatNeighbours {
  /** The coach's record, or undefined for an unknown id (coaches). */
  findCoach(coachId: string): Promise<ChatCoach | undefined>;
  /** Name and avatar of the coaches with these ids, in one query; unknown ids are left out (coaches). */
  coachCards(coachIds: string[]): Promise<ChatCoachCard[]>;
  /** The person's profile and onboarding answers, or undefined without a profile (profile). */
  person(userId: string): Promise<ChatPersonRecord | undefined>;
  /** The person's newest `limit` moods, newest first (mood). */
  recentMoods(userId: string, limit: number): Promise<ChatMood[]>;
  /**
   * Logs a mood the person stated in the chat exactly as POST /api/v1/mood does: energy and stress derived,
   * their local day, only once they finished onboarding (mood).
   */
  logMood(userId: string, score: number): Promise<MoodEntry>;
  /** Gives a mood the person logged moments ago a new score, or null when it is not theirs or too old (mood). */
  correctMood(userId: string, entryId: string, score: number): Promise<MoodEntry | null>;
  /** The person's newest `limit` completed practices, newest first (practices). */
  recentCompletions(userId: string, limit: number): Promise<ChatCompletion[]>;
  /** The whole practice library by name, each practice with its tag names (practices). */
  practiceLibrary(): Promise<ChatLibraryEntry[]>;
  /** Changes whenever a practice is added, removed or edited; cheap (practices). */
  libraryVersion(): Promise<string>;
  /** How each practice has gone for the person: the mood lifts and ratings they gave (practices). */
  practiceTrackRecords(userId: string): Promise<PracticeTrackRecord[]>;
  /** The person's running totals and the level, XP and streak the progress screen shows (progress). */
  progress(userId: string): Promise<{ counters: ProgressCounters; stats: UserStats }>;
}

/** The coach as an engine speaks as it. */
export type ChatCoach = CoachPersona;

export interface ChatCoachCard {
  id: string;
  name: string;
  avatarConfig: { image_url: string };
}

/** The person's profile as stored; the onboarding answers are read by the chat's own mapper. */
export interface ChatPersonRecord {
  name: string;
  firstName: string | null;
  goals: string[];
  communicationStyle: string | null;
  experienceLevel: string | null;
  stressSources: string[];
  preferredPracticeTime: string | null;
  /** The onboarding questionnaire's answers as submitted (any shape: older rows differ). */
  onboardingData: unknown;
  timezone: string;
  country: string | null;
  onboardingCompleted: boolean;
}

export interface ChatMood {
  score: number;
  createdAt: Date;
  /** The questionnaire's mood, stored as an entry too. */
  atSignUp: boolean;
}

export interface ChatCompletion {
  id: string;
  name: string;
  category: string;
  completedAt: Date;
  /** The person's calendar day of the completion. */
  localDate: string;
}

/** A practice of the library as the engines search it; its link to the player is added by the chat. */
export type ChatLibraryEntry = Omit<LibraryPractice, 'url'>;

/** What the coach remembers about the person (the memory module's, composed in app.ts). */
export interface ChatMemory {
  /** The facts a coach may use now, newest first; none while the person has memory off. */
  recall(userId: string, coachId: string): Promise<MemoryFact[]>;
  /** Keeps the facts a calm message holds; nothing while memory is off. */
  remember(
    userId: string,
    coachId: string,
    message: string,
    candidates: MemoryCandidatePractice[],
  ): Promise<unknown>;
}
