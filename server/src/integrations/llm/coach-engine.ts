import type { ChatAction, ChatPracticeLink } from '@flowmind/core/contracts/chat';
import type { MemoryFact } from '@flowmind/core/contracts/memory';
import type { CrisisCountry } from '@flowmind/core/crisis-lines';

/**
 * One interface for every coach engine (the built-in offline coach, any AI SDK model). The chat service
 * gathers the context and the person-bound tools; an engine only turns one message into one reply.
 */

export interface CoachPersona {
  id: string;
  name: string;
  specialization: string;
  description: string;
  /** calm_wise | energetic_motivator | warm_professional | creative_inspirational */
  personality: string;
  /** The coach's own style: supportive | direct | casual | analytical */
  style: string;
  traits: string[];
  expertiseAreas: string[];
  voiceId: string;
}

export interface PersonContext {
  firstName: string | null;
  goals: string[];
  /** direct | supportive | analytical | casual (onboarding), or null */
  communicationStyle: string | null;
  practiceStyles: string[];
  experienceLevel: string | null;
  stressSources: string[];
  preferredPracticeTime: string | null;
  /** Up to 5, newest first. */
  recentMoods: { score: number; createdAt: string; atSignUp?: boolean }[];
  /** The onboarding mood, used when there are no recent moods. */
  initialMood: number | null;
  /** Up to 10, newest first. */
  completedPractices: { id: string; name: string; category: string; completedAt: string }[];
  streak: number;
  level: number;
  totalXP: number;
  /** Whose crisis lines a model names (the profile's country, else the time zone's); unknown: the US lines. */
  crisisCountry?: CrisisCountry | null;
}

export interface LibraryPractice extends ChatPracticeLink {
  categorySlug: string;
  coachId: string | null;
  difficultyLevel: string;
  targetGoals: string[];
  moodTargets: string[];
  stressTypes: string[];
  tags: string[];
  /** The practice's plain-language 'why it helps'. */
  whyItHelps: string | null;
}

export type ProgressSnapshot = Extract<ChatAction, { type: 'show_progress' }>['progress'];
export type LoggedMood = Extract<ChatAction, { type: 'log_mood' }>['moodEntry'];

export interface PracticeRequest {
  /** Free text: the person's words and/or topic keywords. */
  query: string;
  /** A category slug (breathwork, visualization, gratitude, mindfulness, neuroscience) to stay within. */
  category?: string;
  limit?: number;
  /** Practices not to suggest again (e.g. just recommended). */
  excludeIds?: string[];
}

/** Actions an engine may take, already bound to the signed-in person (no engine ever sees another id). */
export interface CoachToolbox {
  recommendPractices(request: PracticeRequest): Promise<LibraryPractice[]>;
  showProgress(): Promise<ProgressSnapshot>;
  logMood(score: number): Promise<LoggedMood>;
  /**
   * Gives the mood logged in the coach's last reply a new score ('make that a 7'), within minutes of its
   * logging; null when that reply logged none or it is too late to change (log a new one instead).
   */
  correctMood(score: number): Promise<CorrectedMood | null>;
}

export interface CorrectedMood {
  entry: LoggedMood;
  /** The score it had. */
  from: number;
}

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
  /** What the coach did in that turn (assistant turns only). */
  actions?: ChatAction[];
  /** The main action name of that assistant turn. */
  action?: string;
  /** What the built-in coach understood in that assistant turn (e.g. 'sleep'). */
  intent?: string;
}

export interface CoachTurn {
  coach: CoachPersona;
  person: PersonContext;
  message: string;
  /** The last turns before this message, oldest first (already cut to what a model may see). */
  history: HistoryTurn[];
  /** True when the conversation has no earlier messages; the service has introduced the coach already. */
  isFirstTurn: boolean;
  /**
   * The conversation's risk tier: 'distress' means strong negative feelings (no risk sign): the reply
   * reflects them and never opens cheerfully (absent: 'none'). Raised tiers never reach an engine.
   */
  riskTier?: 'none' | 'distress';
  /** The feeling the risk check heard in a distressed message ('sadness', 'anxiety', 'anger', 'shame', 'loneliness', 'overwhelm'). */
  feeling?: string;
  /**
   * What the coach remembers about the person (newest first; empty when they turned memory off):
   * people, stressors, goals, practices that helped or did not, preferences.
   */
  memory: MemoryFact[];
  tools: CoachToolbox;
  /** Ends model calls when the server shuts down (not when the client leaves: replies are still stored). */
  signal?: AbortSignal;
}

export type EngineEvent = { type: 'delta'; text: string } | { type: 'action'; action: ChatAction };
export type EngineEmitter = (event: EngineEvent) => void | Promise<void>;

export interface EngineReply {
  thought: string;
  action: string;
  observation: string;
  finalAnswer: string;
  actions: ChatAction[];
  provider: string;
  model: string;
  builtIn: boolean;
  fallbackNotice?: string;
  intent?: string;
}

export interface CoachEngine {
  readonly provider: string;
  readonly model: string;
  readonly builtIn: boolean;
  /**
   * Whether the engine writes its whole answer at once: a streaming caller then paces the pieces, so they
   * arrive as a gentle stream rather than one block. A model's text streams as it is produced (false).
   */
  readonly paced: boolean;
  /**
   * Produces the reply; `emit` receives answer text as it is written and actions as they happen. Engines
   * await it, so a streaming caller can pace the text and a non-streaming caller can ignore it.
   */
  reply(turn: CoachTurn, emit: EngineEmitter): Promise<EngineReply>;
  /** Prepares anything slow (e.g. training) so the first reply is fast. */
  warmUp?(): Promise<void>;
}

export const FALLBACK_NOTICE =
  "The AI model couldn't be reached, so Flowmind's built-in coach answered this time.";

/**
 * The mood the coach's last reply logged, which the next message may correct ('make that a 7'), or null
 * when that reply logged none.
 */
export function moodLoggedInLastReply(history: HistoryTurn[]): LoggedMood | null {
  const lastReply = history.findLast((turn) => turn.role === 'assistant');
  const logged = lastReply?.actions?.find((action) => action.type === 'log_mood');
  return logged?.type === 'log_mood' ? logged.moodEntry : null;
}
