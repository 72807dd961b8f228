import {
  AgentResponse,
  CrisisSupport,
  type ChatConversationSummary,
  type ChatHistoryMessage,
  type ChatMessage,
} from '@flowmind/core/contracts/chat';
import type { MemoryCandidatePractice } from '@flowmind/core/coach-memory';
import { crisisCountryForPerson, type CrisisCountry } from '@flowmind/core/crisis-lines';
import type { UserStats } from '@flowmind/core/gamification';
import { z } from 'zod';
import type { CoachPersona, HistoryTurn, PersonContext } from '../../integrations/llm/coach-engine';
import type { ChatCoach, ChatCoachCard, ChatCompletion, ChatMood, ChatPersonRecord } from './chat.neighbours';
import type { listConversations, MessageRow } from './chat.repository';

/**
 * Rows and records to what the chat's contracts and engines read: stored messages, coaches, the person
 * and their conversations. Nothing leaves the server as it is stored.
 */

// ---- stored messages ---------------------------------------------------------------------------

/** The stored agent_response, read defensively: a row from an older version never breaks history. */
const StoredAgentResponse = AgentResponse.extend({ safety: CrisisSupport.optional() });

export function readAgentResponse(value: unknown): {
  agentResponse: AgentResponse | null;
  safety?: CrisisSupport;
} {
  const parsed = StoredAgentResponse.safeParse(value);
  if (!parsed.success) return { agentResponse: null };
  const { safety, ...agentResponse } = parsed.data;
  return { agentResponse, ...(safety ? { safety } : {}) };
}

export function toChatMessage(row: MessageRow): ChatMessage {
  const { agentResponse, safety } = readAgentResponse(row.agentResponse);
  return {
    id: row.id,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    agentResponse: row.role === 'assistant' ? agentResponse : null,
    ...(safety ? { safety } : {}),
  };
}

export function toHistoryMessage(row: MessageRow): ChatHistoryMessage {
  const { createdAt, ...message } = toChatMessage(row);
  return { ...message, timestamp: createdAt };
}

/** An earlier message as an engine reads it: the words, and what the coach did in that turn. */
export function toHistoryTurn(row: MessageRow): HistoryTurn {
  const { agentResponse } = readAgentResponse(row.agentResponse);
  return {
    role: row.role === 'assistant' ? 'assistant' : 'user',
    content: row.content,
    ...(agentResponse
      ? {
          actions: agentResponse.actions,
          action: agentResponse.action,
          intent: agentResponse.metadata?.intent,
        }
      : {}),
  };
}

/**
 * The practices a verdict in the message may be about ('that one didn't help'): those the coach recently
 * suggested and those the person recently completed, most recent first, each once.
 */
export function practiceCandidates(
  latest: MessageRow[],
  completed: PersonContext['completedPractices'],
): MemoryCandidatePractice[] {
  const dated: Array<MemoryCandidatePractice & { at: number }> = [];
  for (const row of latest) {
    if (row.role !== 'assistant') continue;
    const { agentResponse } = readAgentResponse(row.agentResponse);
    for (const action of agentResponse?.actions ?? []) {
      if (action.type !== 'recommend_practice') continue;
      for (const practice of action.practices) {
        dated.push({
          id: practice.id,
          name: practice.name,
          category: practice.category,
          at: row.createdAt.getTime(),
        });
      }
    }
  }
  for (const practice of completed) {
    dated.push({ ...practice, at: Date.parse(practice.completedAt) });
  }
  const seen = new Set<string>();
  return dated
    .sort((a, b) => b.at - a.at)
    .filter((practice) => !seen.has(practice.id) && seen.add(practice.id))
    .map(({ id, name, category }) => ({ id, name, category }));
}

// ---- coaches and conversations -----------------------------------------------------------------

export function toPersona(coach: ChatCoach): CoachPersona {
  return {
    id: coach.id,
    name: coach.name,
    specialization: coach.specialization,
    description: coach.description,
    personality: coach.personality,
    style: coach.style,
    traits: coach.traits,
    expertiseAreas: coach.expertiseAreas,
    voiceId: coach.voiceId,
  };
}

export function toConversationSummary(
  row: Awaited<ReturnType<typeof listConversations>>[number],
  coach: ChatCoachCard,
): ChatConversationSummary {
  return {
    id: row.conversation.id,
    coachId: row.conversation.coachId,
    coachName: coach.name,
    coachAvatarUrl: coach.avatarConfig.image_url,
    messageCount: row.total ?? 0,
    lastMessage:
      row.lastContent !== null && row.lastRole !== null && row.lastCreatedAt !== null
        ? {
            role: row.lastRole === 'assistant' ? 'assistant' : 'user',
            content: row.lastContent,
            timestamp: new Date(row.lastCreatedAt).toISOString(),
          }
        : null,
    createdAt: row.conversation.createdAt.toISOString(),
    updatedAt: row.conversation.updatedAt.toISOString(),
  };
}

// ---- the person --------------------------------------------------------------------------------

/** What the chat reads of the onboarding answers; anything missing or malformed is simply absent. */
const OnboardingSnapshot = z
  .object({
    first_name: z.string().optional().catch(undefined),
    initial_mood: z.coerce.number().int().min(1).max(10).optional().catch(undefined),
    practice_style: z.array(z.string()).optional().catch(undefined),
  })
  .catch({});

/** The person as the chat reads them, their onboarding answers parsed once. */
export interface ChatPerson extends Pick<
  PersonContext,
  | 'goals'
  | 'communicationStyle'
  | 'practiceStyles'
  | 'experienceLevel'
  | 'stressSources'
  | 'preferredPracticeTime'
  | 'initialMood'
> {
  /** What the coach calls them: the account's first name, else the questionnaire's, else the name's first word. */
  firstName: string | null;
  timezone: string;
  /** Whose crisis lines apply: the country they chose on their profile, else their time zone's. */
  crisisCountry: CrisisCountry | null;
}

export function toChatPerson(record: ChatPersonRecord): ChatPerson {
  const onboarding = OnboardingSnapshot.parse(record.onboardingData ?? {});
  const firstName =
    record.firstName?.trim() || onboarding.first_name?.trim() || record.name.trim().split(/\s+/)[0];
  return {
    firstName: firstName ? firstName : null,
    goals: record.goals,
    communicationStyle: record.communicationStyle,
    practiceStyles: onboarding.practice_style ?? [],
    experienceLevel: record.experienceLevel,
    stressSources: record.stressSources,
    preferredPracticeTime: record.preferredPracticeTime,
    initialMood: onboarding.initial_mood ?? null,
    timezone: record.timezone,
    crisisCountry: crisisCountryForPerson(record),
  };
}

/** Everything an engine knows about the person for one message. */
export function toPersonContext(
  person: ChatPerson,
  moods: ChatMood[],
  completions: ChatCompletion[],
  stats: UserStats,
): PersonContext {
  return {
    firstName: person.firstName,
    goals: person.goals,
    communicationStyle: person.communicationStyle,
    practiceStyles: person.practiceStyles,
    experienceLevel: person.experienceLevel,
    stressSources: person.stressSources,
    preferredPracticeTime: person.preferredPracticeTime,
    recentMoods: moods.map((mood) => ({
      score: mood.score,
      createdAt: mood.createdAt.toISOString(),
      // Coaches name the questionnaire's mood as the sign-up mood.
      ...(mood.atSignUp ? { atSignUp: true } : {}),
    })),
    initialMood: person.initialMood,
    completedPractices: completions.map((completion) => ({
      id: completion.id,
      name: completion.name,
      category: completion.category,
      completedAt: completion.completedAt.toISOString(),
    })),
    streak: stats.streakCount,
    level: stats.level,
    totalXP: stats.totalXP,
    crisisCountry: person.crisisCountry,
  };
}
