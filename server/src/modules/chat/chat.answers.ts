import type {
  AgentResponse,
  ChatAction,
  ChatReplyMetadata,
  ChatSendInput,
} from '@flowmind/core/contracts/chat';
import { chunkForStreaming, coachIntroduction, parseStatedMood } from '@flowmind/core/chat-coach';
import { guardCoachReply } from '@flowmind/core/chat-safety';
import type { MemoryCandidatePractice } from '@flowmind/core/coach-memory';
import type { MemoryFact } from '@flowmind/core/contracts/memory';
import type { ProgressCounters, UserStats } from '@flowmind/core/gamification';
import type { RiskResponse } from '@flowmind/core/risk-conversation';
import type { RiskTier } from '@flowmind/core/risk-tiers';
import { localDateIn } from '@flowmind/core/time';
import {
  moodLoggedInLastReply,
  type CoachEngine,
  type EngineEmitter,
  type PersonContext,
} from '../../integrations/llm/coach-engine';
import {
  practiceCandidates,
  toHistoryTurn,
  toPersona,
  toPersonContext,
  type ChatPerson,
} from './chat.mappers';
import type { ChatCoach, ChatNeighbours } from './chat.neighbours';
import type { MessageRow } from './chat.repository';
import type { SafetyReply } from './chat.safety';
import { createChatToolbox, logStatedMood, type PracticeLibrary } from './chat.toolbox';

/**
 * The two ways a message is answered: the safety reply (a raised risk tier, or the answer to its question;
 * no engine sees the message), or the coach engine with the person's context. Either way the result is
 * what is stored and returned.
 */
export interface TurnAnswer {
  content: string;
  agentResponse: AgentResponse;
  metadata: ChatReplyMetadata;
  /** The practices the message may judge, for what the coach remembers (coach answers only). */
  memoryCandidates?: MemoryCandidatePractice[];
}

/** Words per streamed piece of a safety reply. */
const SAFETY_WORDS_PER_CHUNK = 4;

/**
 * The safety reply: no model sees the message, and no practice is offered. A mood they rated in the same
 * breath ('honestly a 1') is still theirs to keep: it is logged, quietly.
 */
export async function answerWithSafety(
  neighbours: Pick<ChatNeighbours, 'logMood'>,
  turn: { userId: string; message: string; tier: RiskTier; reply: SafetyReply; started: number },
  emit: EngineEmitter,
): Promise<TurnAnswer> {
  const statedMood = parseStatedMood(turn.message);
  const actions: ChatAction[] =
    statedMood === null
      ? []
      : [{ type: 'log_mood', moodEntry: await logStatedMood(neighbours, turn.userId, statedMood) }];
  for (const action of actions) await emit({ type: 'action', action });
  const content = turn.reply.text;
  for (const piece of chunkForStreaming(content, SAFETY_WORDS_PER_CHUNK))
    await emit({ type: 'delta', text: piece });
  const metadata: ChatReplyMetadata = {
    provider: 'safety',
    model: 'risk-check',
    latencyMs: Math.round(performance.now() - turn.started),
    builtIn: true,
    riskTier: turn.tier,
  };
  const support = turn.reply.support;
  return {
    content,
    metadata,
    agentResponse: {
      thought: turn.reply.thought,
      action: turn.reply.action,
      observation: support
        ? `Shared ${support.resources.map((resource) => resource.name).join(', ')}.`
        : 'Thanked them for answering and invited them to say more.',
      finalAnswer: content,
      actions,
      metadata,
    },
  };
}

/** What the coach knows about the person for one message, with what its tools reuse. */
export interface CoachContext {
  context: PersonContext;
  progress: { counters: ProgressCounters; stats: UserStats };
  /** Practices the person completed today, which the coach does not suggest again. */
  completedTodayIds: string[];
}

/** Everything the coach knows about the person, read fresh for each message (three queries at once). */
export async function loadCoachContext(
  neighbours: Pick<ChatNeighbours, 'recentMoods' | 'recentCompletions' | 'progress'>,
  userId: string,
  person: ChatPerson,
): Promise<CoachContext> {
  const [moods, completions, progress] = await Promise.all([
    neighbours.recentMoods(userId, 5),
    neighbours.recentCompletions(userId, 10),
    neighbours.progress(userId),
  ]);
  const today = localDateIn(person.timezone);
  return {
    context: toPersonContext(person, moods, completions, progress.stats),
    progress,
    completedTodayIds: completions
      .filter((completion) => completion.localDate === today)
      .map((completion) => completion.id),
  };
}

export interface CoachAnswerDeps {
  neighbours: Pick<ChatNeighbours, 'logMood' | 'correctMood' | 'practiceTrackRecords'>;
  engine: CoachEngine;
  library: PracticeLibrary;
  /** Earlier messages the engine sees with the new one. */
  historyMessages: number;
  log: (message: string) => void;
}

/** The coach's reply: introduced on the first message, produced by the engine, guarded. */
export async function answerWithCoach(
  deps: CoachAnswerDeps,
  turn: {
    userId: string;
    coach: ChatCoach;
    input: ChatSendInput;
    risk: Extract<RiskResponse, { kind: 'coach' }>;
    latest: MessageRow[];
    context: Promise<CoachContext>;
    memory: Promise<MemoryFact[]>;
    started: number;
  },
  emit: EngineEmitter,
): Promise<TurnAnswer> {
  const { engine } = deps;
  const { context, progress, completedTodayIds } = await turn.context;
  const earlier = turn.latest.slice(-deps.historyMessages);
  const history = earlier.map(toHistoryTurn);
  const isFirstTurn = earlier.length === 0;
  let introduction = '';
  if (isFirstTurn) {
    introduction = `${coachIntroduction({
      coachName: turn.coach.name,
      specialization: turn.coach.specialization,
      firstName: context.firstName,
      builtIn: engine.builtIn,
    })}\n\n`;
    await emit({ type: 'delta', text: introduction });
  }
  const reply = await engine.reply(
    {
      coach: toPersona(turn.coach),
      person: context,
      message: turn.input.message,
      history,
      isFirstTurn,
      memory: await turn.memory,
      riskTier: turn.risk.tier,
      ...(turn.risk.feeling ? { feeling: turn.risk.feeling } : {}),
      tools: createChatToolbox(deps.neighbours, deps.library, {
        userId: turn.userId,
        coachId: turn.coach.id,
        person: context,
        completedTodayIds,
        progress,
        lastLoggedMood: moodLoggedInLastReply(history),
      }),
    },
    emit,
  );
  // Belt and braces: engines guard their own words, this catches anything that slipped through.
  const guarded = guardCoachReply(reply.finalAnswer);
  if (guarded.removed.length > 0) deps.log(`chat: removed ${guarded.removed.join(', ')} advice from a reply`);
  const content = `${introduction}${guarded.text}`;
  const metadata: ChatReplyMetadata = {
    provider: reply.provider,
    model: reply.model,
    latencyMs: Math.round(performance.now() - turn.started),
    builtIn: reply.builtIn,
    riskTier: turn.risk.tier,
    ...(reply.fallbackNotice ? { fallbackNotice: reply.fallbackNotice } : {}),
    ...(reply.intent ? { intent: reply.intent } : {}),
  };
  return {
    content,
    metadata,
    agentResponse: {
      thought: reply.thought,
      action: reply.action,
      observation: reply.observation,
      finalAnswer: content,
      actions: reply.actions satisfies ChatAction[],
      metadata,
    },
    memoryCandidates: practiceCandidates(turn.latest, context.completedPractices),
  };
}
