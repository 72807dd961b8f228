import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChatConversationHistoryQuery,
  ChatConversationList,
  ChatConversationParams,
  ChatHistoryResponse,
  ChatReply,
  ChatSendInput,
  ChatUserHistoryQuery,
  type ChatStreamEvent,
} from '@flowmind/core/contracts/chat';
import type { Database } from '../../db/client';
import { currentUser } from '../../auth/session';
import { HttpError, INTERNAL_ERROR_MESSAGE } from '../../http/errors';
import { openEventStream } from '../../http/event-stream';
import type { CoachEngine } from '../../integrations/llm/coach-engine';
import { createCoachEngine, type LlmConfig } from '../../integrations/llm/providers';
import { createRiskClassifier } from '../../integrations/risk/risk-classifier';
import type { RiskClassifier } from '@flowmind/core/risk-tiers';
import type { ChatMemory, ChatNeighbours } from './chat.neighbours';
import { createChatService, DEFAULT_CHAT_LIMITS, type ChatLimits } from './chat.service';

/** The app's chat settings (AppOptions.chat): which coach engine, and limits. */
export interface ChatOptions {
  /** An engine to use as it is (tests inject mock models here); otherwise one is made from `llm`. */
  engine?: CoachEngine;
  /** LLM_* settings; the built-in coach when absent. */
  llm?: LlmConfig;
  limits?: Partial<ChatLimits>;
  /** Reads each message's risk (trained on the safety corpus by default; tests may inject one). */
  risk?: RiskClassifier;
  /**
   * Pause between streamed pieces of a reply whose text exists all at once (a paced engine such as the
   * built-in coach, safety replies), so they arrive as a gentle stream rather than one block.
   */
  streamPaceMs?: number;
  log?: (message: string) => void;
}

export interface ChatRouteDeps extends ChatOptions {
  db: Database;
  /** Coaches, the person, moods, practices and progress (the other modules' services, composed in app.ts). */
  neighbours: ChatNeighbours;
  /** What coaches remember about people (the memory module's, composed in app.ts). */
  memory?: ChatMemory;
}

const DEFAULT_STREAM_PACE_MS = 15;

/** Trained once per process (about two seconds) and shared by every app in it. */
let trainedRiskClassifier: RiskClassifier | undefined;
function sharedRiskClassifier(): RiskClassifier {
  trainedRiskClassifier ??= createRiskClassifier();
  return trainedRiskClassifier;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The product API's chat endpoints: send, stream, history, conversations. */
export function registerChatRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const log = deps.log ?? ((message: string) => app.log.info(message));
  const engine =
    deps.engine ?? createCoachEngine(deps.llm ?? { provider: 'builtin' }, (message) => app.log.warn(message));
  const chat = createChatService({
    db: deps.db,
    neighbours: deps.neighbours,
    engine,
    risk: deps.risk ?? sharedRiskClassifier(),
    ...(deps.memory ? { memory: deps.memory } : {}),
    limits: { ...DEFAULT_CHAT_LIMITS, ...deps.limits },
    log,
  });
  const paceMs = deps.streamPaceMs ?? DEFAULT_STREAM_PACE_MS;
  const userIdOf = (request: FastifyRequest) => currentUser(request).id;
  // Trains the built-in intent model now rather than on someone's first message.
  app.addHook('onReady', async () => {
    await engine.warmUp?.();
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/v1/chat',
    { schema: { body: ChatSendInput, response: { 200: ChatReply } } },
    async (request) => {
      const turn = await chat.prepareTurn(userIdOf(request), request.body);
      return turn.run(() => {});
    },
  );

  routes.post(
    '/api/v1/chat/stream',
    {
      schema: {
        body: ChatSendInput,
        description:
          'Like POST /api/v1/chat, answered as text/event-stream: meta, action*, delta*, then done (the stored reply) or error.',
      },
    },
    async (request, reply) => {
      // A refusal before the stream starts (rate limit, unknown coach) is an ordinary JSON error.
      const turn = await chat.prepareTurn(userIdOf(request), request.body);

      const stream = openEventStream(reply);
      // The person may leave mid-reply: writes stop, but the reply finishes and is stored.
      const send = (event: ChatStreamEvent) => stream.send(event.event, event.data);

      send({
        event: 'meta',
        data: {
          conversationId: turn.conversationId,
          userMessage: turn.userMessage,
          provider: turn.provider,
          model: turn.model,
          ...(turn.safety ? { safety: turn.safety } : {}),
        },
      });
      try {
        const done = await turn.run(async (event) => {
          if (!stream.open) return;
          if (event.type === 'action') {
            send({ event: 'action', data: { action: event.action } });
            return;
          }
          send({ event: 'delta', data: { text: event.text } });
          if (turn.paced && paceMs > 0) await pause(paceMs);
        });
        send({ event: 'done', data: done });
      } catch (error) {
        const known = error instanceof HttpError;
        if (!known) request.log.error({ err: error }, 'chat stream failed');
        send({
          event: 'error',
          data: known
            ? { code: error.code, message: error.message }
            : { code: 'internal_error', message: INTERNAL_ERROR_MESSAGE },
        });
      } finally {
        stream.end();
      }
    },
  );

  routes.get(
    '/api/v1/chat/user/history',
    { schema: { querystring: ChatUserHistoryQuery, response: { 200: ChatHistoryResponse } } },
    async (request) => chat.userHistory(userIdOf(request), request.query.coachId, request.query.limit),
  );

  routes.get(
    '/api/v1/chat/conversations',
    { schema: { response: { 200: ChatConversationList } } },
    async (request) => ({
      success: true as const,
      data: { conversations: await chat.conversations(userIdOf(request)) },
    }),
  );

  routes.get(
    '/api/v1/chat/conversations/:id/history',
    {
      schema: {
        params: ChatConversationParams,
        querystring: ChatConversationHistoryQuery,
        response: { 200: ChatHistoryResponse },
      },
    },
    async (request) => chat.conversationHistory(userIdOf(request), request.params.id, request.query.limit),
  );
}
