import {
  AgentResponse,
  CHAT_CONVERSATION_NOT_FOUND,
  CHAT_NEEDS_ONBOARDING,
  CHAT_RATE_LIMITED,
  CrisisSupport,
  type ChatAction,
  type ChatConversationSummary,
  type ChatHistoryMessage,
  type ChatHistoryResponse,
  type ChatMessage,
  type ChatReply,
  type ChatReplyMetadata,
  type ChatSendInput,
} from '@flowmind/core/contracts/chat';
import { COACH_NOT_FOUND } from '@flowmind/core/contracts/coaches';
import {
  chunkForStreaming,
  coachIntroduction,
  coachWelcome,
  parseStatedMood,
} from '@flowmind/core/chat-coach';
import { crisisReplyText, guardCoachReply } from '@flowmind/core/chat-safety';
import {
  answeredNoReply,
  conversationRisk,
  crisisSupportFor,
  safetyCheckSupport,
  safetyCheckText,
  safetySupportReply,
  type EarlierReply,
  type RiskResponse,
} from '@flowmind/core/risk-conversation';
import type { RiskClassifier, RiskTier } from '@flowmind/core/risk-tiers';
import { crisisCountryForPerson, type CrisisCountry } from '@flowmind/core/crisis-lines';
import { localDateIn } from '@flowmind/core/time';
import { INITIAL_MOOD_NOTE } from '@flowmind/core/onboarding';
import type { MemoryCandidatePractice } from '@flowmind/core/coach-memory';
import type { MemoryFact } from '@flowmind/core/contracts/memory';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError, notFound, rateLimited } from '../../http/errors';
import type {
  CoachEngine,
  CoachPersona,
  EngineEvent,
  HistoryTurn,
  PersonContext,
} from '../../integrations/llm/coach-engine';
import { createChatToolbox, logMoodFor, PracticeLibrary, readProgress } from './chat.toolbox';
import {
  findChatPerson,
  findCoach,
  findConversationWithCoach,
  findOwnConversation,
  insertAssistantMessage,
  listConversations,
  listLatestMessages,
  listLatestMessagesWithCoach,
  listRecentCompletions,
  listRecentMoods,
  storeUserMessage,
  type CoachRow,
  type MessageRow,
} from './chat.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ChatLimits {
  /** Messages a person may send per minute, all coaches together (crisis messages always pass). */
  sendsPerMinute: number;
  /** Earlier messages a model sees with a new one (the last N, not the whole conversation). */
  modelHistoryMessages: number;
  /**
   * Earlier messages the built-in coach reads with a new one: enough of the conversation that a practice
   * suggested or turned down twenty messages ago is not offered again (it costs no model tokens).
   */
  builtinHistoryMessages: number;
}

export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  sendsPerMinute: 20,
  modelHistoryMessages: 12,
  builtinHistoryMessages: 40,
};

/** What a streaming caller hears while the reply is produced. */
export type TurnEvent = EngineEvent;

/** A message accepted and stored, whose reply is produced by `run`. */
export interface PreparedTurn {
  conversationId: string;
  userMessage: ChatMessage;
  provider: string;
  model: string;
  safety?: CrisisSupport;
  /** Produces, guards and stores the reply; keeps going (and stores it) even if nobody listens anymore. */
  run(emit: (event: TurnEvent) => void | Promise<void>): Promise<ChatReply>;
}

/** The stored agent_response, read defensively: a row from an older version never breaks history. */
const StoredAgentResponse = AgentResponse.extend({ safety: CrisisSupport.optional() });

function readAgentResponse(value: unknown): { agentResponse: AgentResponse | null; safety?: CrisisSupport } {
  const parsed = StoredAgentResponse.safeParse(value);
  if (!parsed.success) return { agentResponse: null };
  const { safety, ...agentResponse } = parsed.data;
  return { agentResponse, ...(safety ? { safety } : {}) };
}

function toChatMessage(row: MessageRow): ChatMessage {
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

function toHistoryMessage(row: MessageRow): ChatHistoryMessage {
  const { createdAt, ...message } = toChatMessage(row);
  return { ...message, timestamp: createdAt };
}

function toPersona(row: CoachRow): CoachPersona {
  return {
    id: row.id,
    name: row.name,
    specialization: row.specialization,
    description: row.description,
    personality: row.personality,
    style: row.style,
    traits: row.traits,
    expertiseAreas: row.expertiseAreas,
    voiceId: row.voiceId,
  };
}

const OnboardingSnapshot = z
  .object({
    first_name: z.string().optional().catch(undefined),
    initial_mood: z.coerce.number().int().min(1).max(10).optional().catch(undefined),
    practice_style: z.array(z.string()).optional().catch(undefined),
  })
  .catch({});

function firstNameOf(
  person: { firstName: string | null; name: string },
  onboarding: { first_name?: string },
): string | null {
  const candidate =
    person.firstName?.trim() || onboarding.first_name?.trim() || person.name.trim().split(/\s+/)[0];
  return candidate ? candidate : null;
}

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

/**
 * The practices a verdict in the message may be about ('that one didn't help'): those the coach recently
 * suggested and those the person recently completed, most recent first, each once.
 */
function practiceCandidates(
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

export interface ChatServiceDeps {
  db: Database;
  /** The coach's memory of the person; without it coaches remember nothing. */
  memory?: ChatMemory;
  engine: CoachEngine;
  /** Reads the risk of each message before any engine sees it. */
  risk: RiskClassifier;
  limits: ChatLimits;
  log: (message: string) => void;
}

export function createChatService(deps: ChatServiceDeps) {
  const { db, engine, limits } = deps;
  const library = new PracticeLibrary(db);

  async function requireCoach(coachId: string): Promise<CoachRow> {
    const coach = UUID.test(coachId) ? await findCoach(db, coachId) : undefined;
    if (!coach) throw notFound(COACH_NOT_FOUND);
    return coach;
  }

  async function loadPerson(userId: string) {
    const person = await findChatPerson(db, userId);
    if (!person?.onboardingCompleted) throw new HttpError(403, 'onboarding_required', CHAT_NEEDS_ONBOARDING);
    return person;
  }

  /** Everything the coach knows about the person, read fresh for each message (three queries at once). */
  async function loadContext(
    userId: string,
    person: NonNullable<Awaited<ReturnType<typeof findChatPerson>>>,
  ) {
    const onboarding = OnboardingSnapshot.parse(person.onboardingData ?? {});
    const [moods, completions, progress] = await Promise.all([
      listRecentMoods(db, userId, 5),
      listRecentCompletions(db, userId, 10),
      readProgress(db, userId, person.timezone),
    ]);
    const today = localDateIn(person.timezone);
    const context: PersonContext = {
      firstName: firstNameOf(person, onboarding),
      goals: person.goals,
      communicationStyle: person.communicationStyle,
      practiceStyles: onboarding.practice_style ?? [],
      experienceLevel: person.experienceLevel,
      stressSources: person.stressSources,
      preferredPracticeTime: person.preferredPracticeTime,
      recentMoods: moods.map((mood) => ({
        score: mood.score,
        createdAt: mood.createdAt.toISOString(),
        // The questionnaire's mood is stored as an entry too; coaches name it as the sign-up mood.
        ...(mood.notes === INITIAL_MOOD_NOTE ? { atSignUp: true } : {}),
      })),
      initialMood: onboarding.initial_mood ?? null,
      completedPractices: completions.map((completion) => ({
        id: completion.practiceId,
        name: completion.name,
        category: completion.category,
        completedAt: completion.completedAt.toISOString(),
      })),
      streak: progress.stats.streakCount,
      level: progress.stats.level,
      totalXP: progress.stats.totalXP,
      crisisCountry: crisisCountryForPerson(person),
    };
    const completedTodayIds = completions
      .filter((row) => row.localDate === today)
      .map((row) => row.practiceId);
    return { context, progress, completedTodayIds };
  }

  /** The person's messages read together with the new one: a crisis told across messages is one. */
  const MESSAGES_READ_TOGETHER = 3;

  /** The risk of the conversation with the new message, from the risk check and the coach's earlier replies. */
  function readConversationRisk(message: string, latest: MessageRow[]): RiskResponse {
    const earlierUserTexts = latest
      .filter((row) => row.role === 'user')
      .slice(-(MESSAGES_READ_TOGETHER - 1))
      .map((row) => row.content);
    const assessed = deps.risk.assess(message);
    const recentTogether =
      earlierUserTexts.length > 0 ? deps.risk.assess([...earlierUserTexts, message].join('\n')) : assessed;
    const earlierReplies: EarlierReply[] = latest
      .filter((row) => row.role === 'assistant')
      .reverse()
      .map((row) => {
        const { agentResponse } = readAgentResponse(row.agentResponse);
        const action = agentResponse?.action ?? 'respond';
        // Replies stored before tiers existed: a crisis reply was acute, anything else calm.
        const tier: RiskTier =
          agentResponse?.metadata?.riskTier ?? (action === 'crisis_support' ? 'acute' : 'none');
        return { tier, action };
      });
    return conversationRisk({ message: assessed, recentTogether, earlierReplies, text: message });
  }

  /** The coach's words and support block for a raised tier, or for the answer 'no' to its question. */
  function safetyReplyFor(
    risk: RiskResponse,
    firstName: string | null,
    country: CrisisCountry | null,
  ): { text: string; support?: CrisisSupport; action: string; thought: string } | undefined {
    switch (risk.kind) {
      case 'crisis': {
        const support = crisisSupportFor(risk, country);
        return {
          text: crisisReplyText(support, firstName),
          support,
          action: 'crisis_support',
          thought: `Acute risk (${support.categories.join(', ')}). No model is used: answering with care and crisis resources.`,
        };
      }
      case 'safety_check': {
        const support = safetyCheckSupport(risk.category, country);
        return {
          text: safetyCheckText(support, firstName),
          support,
          action: 'safety_check',
          thought: `Elevated risk (${risk.category}). Asking directly about suicide, with resources and no practice.`,
        };
      }
      case 'safety_support': {
        const { text, support } = safetySupportReply(risk, firstName, country);
        return {
          text,
          support,
          action: 'safety_support',
          thought: risk.declined
            ? 'Help was declined after a crisis reply: staying with them, offering the text line and one safety-plan step.'
            : 'The conversation is still at elevated risk: staying with them, resources in view, one safety-plan step.',
        };
      }
      case 'answered_no':
        return {
          text: answeredNoReply(firstName),
          action: 'respond',
          thought:
            'They answered the question about suicide with no: thanking them and inviting them to say more.',
        };
      default:
        return undefined;
    }
  }

  function toHistoryTurn(row: MessageRow): HistoryTurn {
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

  const historyMessages = engine.builtIn ? limits.builtinHistoryMessages : limits.modelHistoryMessages;

  return {
    /** Validates and stores the person's message (404 unknown coach, 403 not onboarded, 429 too fast). */
    async prepareTurn(userId: string, input: ChatSendInput): Promise<PreparedTurn> {
      // The earlier messages are read with the coach and the person: the risk of the new message is read
      // together with them, and an engine sees them as history.
      const [coach, person, latest] = await Promise.all([
        requireCoach(input.coachId),
        loadPerson(userId),
        UUID.test(input.coachId)
          ? listLatestMessagesWithCoach(db, userId, input.coachId, historyMessages)
          : [],
      ]);
      const risk = readConversationRisk(input.message, latest);
      const raised = risk.tier === 'acute' || risk.tier === 'elevated';
      // The coach's context is read while the message is stored (nothing in it depends on the message).
      const contextLoad = raised ? undefined : loadContext(userId, person);
      contextLoad?.catch(() => {});
      // What the coach remembers is read only for calm and distressed messages: a raised tier reaches no engine.
      const memoryLoad =
        raised || !deps.memory
          ? undefined
          : deps.memory.recall(userId, coach.id).catch(() => {
              deps.log('chat: could not read what the coach remembers');
              return [];
            });
      const stored = await storeUserMessage(
        db,
        { userId, coachId: coach.id, content: input.message },
        // Someone at risk is never told to slow down.
        raised ? null : limits.sendsPerMinute,
      );
      if (!stored.allowed) throw rateLimited(CHAT_RATE_LIMITED, stored.retryAfterSeconds);
      const conversation = { id: stored.conversationId };
      const userMessage = toChatMessage(stored.message);
      const onboarding = OnboardingSnapshot.parse(person.onboardingData ?? {});
      const firstName = firstNameOf(person, onboarding);
      // Crisis lines of the person's country: the one they chose on their profile, else their time zone's.
      const country = crisisCountryForPerson(person);
      const safetyReply =
        raised || risk.kind === 'answered_no' ? safetyReplyFor(risk, firstName, country) : undefined;
      const safety = safetyReply?.support;

      return {
        conversationId: conversation.id,
        userMessage,
        provider: safetyReply ? 'safety' : engine.provider,
        model: safetyReply ? 'risk-check' : engine.model,
        safety,
        async run(emit) {
          const started = performance.now();
          let content: string;
          let agentResponse: AgentResponse;
          let metadata: ChatReplyMetadata;
          let memoryCandidates: MemoryCandidatePractice[] | undefined;

          if (safetyReply) {
            // A raised tier: no model sees the message, and no practice is offered. A mood they rated in
            // the same breath ('honestly a 1') is still theirs to keep: it is logged, quietly.
            const statedMood = parseStatedMood(input.message);
            const safetyActions: ChatAction[] =
              statedMood === null
                ? []
                : [
                    {
                      type: 'log_mood',
                      moodEntry: await logMoodFor(db, { userId, timezone: person.timezone }, statedMood),
                    },
                  ];
            for (const action of safetyActions) await emit({ type: 'action', action });
            content = safetyReply.text;
            for (const piece of chunkForStreaming(content, 4)) await emit({ type: 'delta', text: piece });
            metadata = {
              provider: 'safety',
              model: 'risk-check',
              latencyMs: Math.round(performance.now() - started),
              builtIn: true,
              riskTier: risk.tier,
            };
            agentResponse = {
              thought: safetyReply.thought,
              action: safetyReply.action,
              observation: safety
                ? `Shared ${safety.resources.map((resource) => resource.name).join(', ')}.`
                : 'Thanked them for answering and invited them to say more.',
              finalAnswer: content,
              actions: safetyActions,
              metadata,
            };
          } else {
            const { context, progress, completedTodayIds } = await contextLoad!;
            memoryCandidates = practiceCandidates(latest, context.completedPractices);
            const earlier = latest.slice(-historyMessages);
            const isFirstTurn = earlier.length === 0;
            let introduction = '';
            if (isFirstTurn) {
              introduction = `${coachIntroduction({
                coachName: coach.name,
                specialization: coach.specialization,
                firstName: context.firstName,
                builtIn: engine.builtIn,
              })}\n\n`;
              await emit({ type: 'delta', text: introduction });
            }
            const reply = await engine.reply(
              {
                coach: toPersona(coach),
                person: context,
                message: input.message,
                history: earlier.map(toHistoryTurn),
                isFirstTurn,
                memory: (await memoryLoad) ?? [],
                riskTier: risk.tier === 'distress' ? 'distress' : 'none',
                ...(risk.kind === 'coach' && risk.feeling ? { feeling: risk.feeling } : {}),
                tools: createChatToolbox(db, library, {
                  userId,
                  timezone: person.timezone,
                  coachId: coach.id,
                  person: context,
                  completedTodayIds,
                  progress,
                }),
              },
              emit,
            );
            // Belt and braces: engines guard their own words, this catches anything that slipped through.
            const guarded = guardCoachReply(reply.finalAnswer);
            if (guarded.removed.length > 0)
              deps.log(`chat: removed ${guarded.removed.join(', ')} advice from a reply`);
            content = `${introduction}${guarded.text}`;
            metadata = {
              provider: reply.provider,
              model: reply.model,
              latencyMs: Math.round(performance.now() - started),
              builtIn: reply.builtIn,
              riskTier: risk.tier,
              ...(reply.fallbackNotice ? { fallbackNotice: reply.fallbackNotice } : {}),
              ...(reply.intent ? { intent: reply.intent } : {}),
            };
            agentResponse = {
              thought: reply.thought,
              action: reply.action,
              observation: reply.observation,
              finalAnswer: content,
              actions: reply.actions satisfies ChatAction[],
              metadata,
            };
          }

          const row = await insertAssistantMessage(db, {
            conversationId: conversation.id,
            userId,
            content,
            agentResponse: safety ? { ...agentResponse, safety } : agentResponse,
          });
          // Facts are kept only from messages a coach answered (tiers none and distress), never from a
          // message answered by the safety check. A failure here never costs the person their reply.
          if (memoryCandidates && deps.memory) {
            await deps.memory
              .remember(userId, coach.id, input.message, memoryCandidates)
              .catch(() => deps.log('chat: could not keep what the coach should remember'));
          }
          return {
            success: true,
            conversationId: conversation.id,
            userMessage,
            message: toChatMessage(row),
            metadata,
            ...(safety ? { safety } : {}),
          };
        },
      };
    },

    /** The conversation with a coach, newest `limit` messages oldest first, and the coach's welcome. */
    async userHistory(userId: string, coachId: string, limit: number): Promise<ChatHistoryResponse> {
      const coach = await requireCoach(coachId);
      const [conversation, person] = await Promise.all([
        findConversationWithCoach(db, userId, coach.id),
        findChatPerson(db, userId),
      ]);
      const messages = conversation ? await listLatestMessages(db, conversation.id, limit) : [];
      return {
        success: true,
        data: {
          messages: messages.map(toHistoryMessage),
          conversationId: conversation?.id ?? null,
          welcome: coachWelcome({
            coachName: coach.name,
            specialization: coach.specialization,
            firstName: person
              ? firstNameOf(person, OnboardingSnapshot.parse(person.onboardingData ?? {}))
              : null,
            builtIn: engine.builtIn,
          }),
        },
      };
    },

    async conversationHistory(
      userId: string,
      conversationId: string,
      limit: number,
    ): Promise<ChatHistoryResponse> {
      const found = UUID.test(conversationId)
        ? await findOwnConversation(db, userId, conversationId)
        : undefined;
      if (!found) throw notFound(CHAT_CONVERSATION_NOT_FOUND);
      const [messages, person] = await Promise.all([
        listLatestMessages(db, found.conversation.id, limit),
        findChatPerson(db, userId),
      ]);
      return {
        success: true,
        data: {
          messages: messages.map(toHistoryMessage),
          conversationId: found.conversation.id,
          welcome: coachWelcome({
            coachName: found.coach.name,
            specialization: found.coach.specialization,
            firstName: person
              ? firstNameOf(person, OnboardingSnapshot.parse(person.onboardingData ?? {}))
              : null,
            builtIn: engine.builtIn,
          }),
        },
      };
    },

    async conversations(userId: string): Promise<ChatConversationSummary[]> {
      const rows = await listConversations(db, userId);
      return rows.map((row) => ({
        id: row.conversation.id,
        coachId: row.conversation.coachId,
        coachName: row.coachName,
        coachAvatarUrl: row.coachAvatar.image_url,
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
      }));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
