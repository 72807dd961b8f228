import {
  CHAT_CONVERSATION_NOT_FOUND,
  CHAT_NEEDS_ONBOARDING,
  CHAT_RATE_LIMITED,
  type ChatConversationSummary,
  type ChatHistoryResponse,
  type ChatMessage,
  type ChatReply,
  type ChatSendInput,
  type CrisisSupport,
} from '@flowmind/core/contracts/chat';
import { COACH_NOT_FOUND } from '@flowmind/core/contracts/coaches';
import { coachWelcome } from '@flowmind/core/chat-coach';
import type { MemoryFact } from '@flowmind/core/contracts/memory';
import type { RiskResponse } from '@flowmind/core/risk-conversation';
import type { RiskClassifier } from '@flowmind/core/risk-tiers';
import type { Database } from '../../db/client';
import { HttpError, notFound, rateLimited } from '../../http/errors';
import type { CoachEngine, EngineEvent } from '../../integrations/llm/coach-engine';
import { answerWithCoach, answerWithSafety, loadCoachContext, type TurnAnswer } from './chat.answers';
import {
  toChatMessage,
  toChatPerson,
  toConversationSummary,
  toHistoryMessage,
  type ChatPerson,
} from './chat.mappers';
import type { ChatCoach, ChatMemory, ChatNeighbours } from './chat.neighbours';
import {
  findConversationWithCoach,
  findOwnConversation,
  insertAssistantMessage,
  listConversations,
  listLatestMessages,
  listLatestMessagesWithCoach,
  storeUserMessage,
  type MessageRow,
} from './chat.repository';
import { isRaised, readConversationRisk, safetyReplyFor, type SafetyRisk } from './chat.safety';
import { PracticeLibrary } from './chat.toolbox';
import { UUID } from '../../http/uuid';

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
  /**
   * Whether the reply's text exists all at once (a safety reply, a paced engine), so a streaming caller
   * spaces its pieces; a model's text streams as it is produced.
   */
  paced: boolean;
  safety?: CrisisSupport;
  /** Produces, guards and stores the reply; keeps going (and stores it) even if nobody listens anymore. */
  run(emit: (event: TurnEvent) => void | Promise<void>): Promise<ChatReply>;
}

type TurnEmitter = Parameters<PreparedTurn['run']>[0];

/** Who answers a message, and how: decided before the message is stored. */
interface AnswerPlan {
  by: 'safety' | 'coach';
  /** The support block shown with a safety reply. */
  safety?: CrisisSupport;
  answer(emit: TurnEmitter, started: number): Promise<TurnAnswer>;
}

export interface ChatServiceDeps {
  db: Database;
  /** Coaches, the person, moods, practices and progress: the other modules' services. */
  neighbours: ChatNeighbours;
  /** The coach's memory of the person; without it coaches remember nothing. */
  memory?: ChatMemory;
  engine: CoachEngine;
  /** Reads the risk of each message before any engine sees it. */
  risk: RiskClassifier;
  limits: ChatLimits;
  log: (message: string) => void;
}

export function createChatService(deps: ChatServiceDeps) {
  const { db, neighbours, engine, limits } = deps;
  const library = new PracticeLibrary(neighbours);
  const historyMessages = engine.builtIn ? limits.builtinHistoryMessages : limits.modelHistoryMessages;

  async function requireCoach(coachId: string): Promise<ChatCoach> {
    const coach = UUID.test(coachId) ? await neighbours.findCoach(coachId) : undefined;
    if (!coach) throw notFound(COACH_NOT_FOUND);
    return coach;
  }

  /** The person, who may chat once they finished onboarding. */
  async function requirePerson(userId: string): Promise<ChatPerson> {
    const record = await neighbours.person(userId);
    if (!record?.onboardingCompleted) throw new HttpError(403, 'onboarding_required', CHAT_NEEDS_ONBOARDING);
    return toChatPerson(record);
  }

  /** What the coach's welcome calls the person (null without a profile). */
  async function firstNameOf(userId: string): Promise<string | null> {
    const record = await neighbours.person(userId);
    return record ? toChatPerson(record).firstName : null;
  }

  /** The memories a coach may use in this reply; a failure to read them never costs the reply. */
  function recallMemory(userId: string, coachId: string): Promise<MemoryFact[]> {
    if (!deps.memory) return Promise.resolve([]);
    return deps.memory.recall(userId, coachId).catch(() => {
      deps.log('chat: could not read what the coach remembers');
      return [];
    });
  }

  /**
   * The coach answers. Its context and memories are read while the message is stored (nothing in them
   * depends on the message); a failure is the reply's, never an unhandled rejection if the message is refused.
   */
  function planCoachAnswer(turn: {
    userId: string;
    coach: ChatCoach;
    person: ChatPerson;
    input: ChatSendInput;
    risk: Extract<RiskResponse, { kind: 'coach' }>;
    latest: MessageRow[];
  }): AnswerPlan {
    const context = loadCoachContext(neighbours, turn.userId, turn.person);
    context.catch(() => {});
    const memory = recallMemory(turn.userId, turn.coach.id);
    return {
      by: 'coach',
      answer: (emit, started) =>
        answerWithCoach(
          { neighbours, engine, library, historyMessages, log: deps.log },
          { ...turn, context, memory, started },
          emit,
        ),
    };
  }

  /** The safety reply answers: no engine sees the message, and no context is read for one. */
  function planSafetyAnswer(turn: {
    userId: string;
    person: ChatPerson;
    message: string;
    risk: SafetyRisk;
  }): AnswerPlan {
    const reply = safetyReplyFor(turn.risk, turn.person.firstName, turn.person.crisisCountry, turn.message);
    return {
      by: 'safety',
      safety: reply.support,
      answer: (emit, started) =>
        answerWithSafety(
          neighbours,
          { userId: turn.userId, message: turn.message, tier: turn.risk.tier, reply, started },
          emit,
        ),
    };
  }

  return {
    /**
     * Reads the message's risk, stores it (404 unknown coach, 403 not onboarded, 429 too fast) and prepares
     * its reply: the safety reply when the risk is raised (or the person answered its question), otherwise
     * the coach's.
     */
    async prepareTurn(userId: string, input: ChatSendInput): Promise<PreparedTurn> {
      // The earlier messages are read with the coach and the person: the risk of the new message is read
      // together with them, and an engine sees them as history.
      const [coach, person, latest] = await Promise.all([
        requireCoach(input.coachId),
        requirePerson(userId),
        UUID.test(input.coachId)
          ? listLatestMessagesWithCoach(db, userId, input.coachId, historyMessages)
          : [],
      ]);
      const risk = readConversationRisk(deps.risk, input.message, latest);
      // Crisis reply or coach reply, decided before anything is stored.
      const plan =
        risk.kind === 'coach'
          ? planCoachAnswer({ userId, coach, person, input, risk, latest })
          : planSafetyAnswer({ userId, person, message: input.message, risk });

      const stored = await storeUserMessage(
        db,
        { userId, coachId: coach.id, content: input.message },
        // Someone at risk is never told to slow down.
        isRaised(risk) ? null : limits.sendsPerMinute,
      );
      if (!stored.allowed) throw rateLimited(CHAT_RATE_LIMITED, stored.retryAfterSeconds);
      const { conversationId } = stored;
      const userMessage = toChatMessage(stored.message);
      const { safety } = plan;

      return {
        conversationId,
        userMessage,
        provider: plan.by === 'safety' ? 'safety' : engine.provider,
        model: plan.by === 'safety' ? 'risk-check' : engine.model,
        paced: plan.by === 'safety' || engine.paced,
        safety,
        async run(emit) {
          const reply = await plan.answer(emit, performance.now());
          const row = await insertAssistantMessage(db, {
            conversationId,
            userId,
            content: reply.content,
            agentResponse: safety ? { ...reply.agentResponse, safety } : reply.agentResponse,
          });
          // Facts are kept only from messages a coach answered (tiers none and distress), never from a
          // message answered by the safety check. A failure here never costs the person their reply.
          if (reply.memoryCandidates && deps.memory) {
            await deps.memory
              .remember(userId, coach.id, input.message, reply.memoryCandidates)
              .catch(() => deps.log('chat: could not keep what the coach should remember'));
          }
          return {
            success: true,
            conversationId,
            userMessage,
            message: toChatMessage(row),
            metadata: reply.metadata,
            ...(safety ? { safety } : {}),
          };
        },
      };
    },

    /** The conversation with a coach, newest `limit` messages oldest first, and the coach's welcome. */
    async userHistory(userId: string, coachId: string, limit: number): Promise<ChatHistoryResponse> {
      const coach = await requireCoach(coachId);
      const [conversation, firstName] = await Promise.all([
        findConversationWithCoach(db, userId, coach.id),
        firstNameOf(userId),
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
            firstName,
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
      const conversation = UUID.test(conversationId)
        ? await findOwnConversation(db, userId, conversationId)
        : undefined;
      if (!conversation) throw notFound(CHAT_CONVERSATION_NOT_FOUND);
      const [coach, messages, firstName] = await Promise.all([
        neighbours.findCoach(conversation.coachId),
        listLatestMessages(db, conversation.id, limit),
        firstNameOf(userId),
      ]);
      // A conversation's coach always exists (deleting a coach deletes its conversations).
      if (!coach) throw notFound(CHAT_CONVERSATION_NOT_FOUND);
      return {
        success: true,
        data: {
          messages: messages.map(toHistoryMessage),
          conversationId: conversation.id,
          welcome: coachWelcome({
            coachName: coach.name,
            specialization: coach.specialization,
            firstName,
            builtIn: engine.builtIn,
          }),
        },
      };
    },

    /** The person's conversations, newest activity first, each with its coach's name and avatar. */
    async conversations(userId: string): Promise<ChatConversationSummary[]> {
      const rows = await listConversations(db, userId);
      if (rows.length === 0) return [];
      const cards = await neighbours.coachCards(rows.map((row) => row.conversation.coachId));
      const cardOf = new Map(cards.map((card) => [card.id, card]));
      return rows.flatMap((row) => {
        const card = cardOf.get(row.conversation.coachId);
        return card ? [toConversationSummary(row, card)] : [];
      });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
