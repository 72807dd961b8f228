import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MoodEntry,
  MoodEntryInput,
  MoodHistory,
  MoodHistoryQuery,
  MoodStats,
  MoodStatsQuery,
  TodayMood,
} from '@flowmind/core/contracts/mood';
import { IDEMPOTENCY_KEY_HEADER, IdempotentWriteHeaders } from '@flowmind/core/contracts/offline-writes';
import type { Database } from '../../db/client';
import { currentUser } from '../../auth/session';
import { getMoodHistory, getMoodStats, getTodayMood, logMood } from './mood.service';

export function registerMoodRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/v1/mood',
    {
      schema: {
        headers: IdempotentWriteHeaders,
        body: MoodEntryInput,
        response: { 201: z.object({ entry: MoodEntry }) },
      },
    },
    async (request, reply) => {
      const entry = await logMood(deps.db, currentUser(request).id, request.body, {
        requestId: request.headers[IDEMPOTENCY_KEY_HEADER],
      });
      // A copy of a stored request gets the first answer: the same status and entry.
      return reply.status(201).send({ entry });
    },
  );

  routes.get('/api/v1/mood/today', { schema: { response: { 200: TodayMood } } }, async (request) =>
    getTodayMood(deps.db, currentUser(request).id),
  );

  routes.get(
    '/api/v1/mood/history',
    { schema: { querystring: MoodHistoryQuery, response: { 200: MoodHistory } } },
    async (request) => ({
      entries: await getMoodHistory(deps.db, currentUser(request).id, request.query.days),
    }),
  );

  routes.get(
    '/api/v1/mood/stats',
    { schema: { querystring: MoodStatsQuery, response: { 200: MoodStats } } },
    async (request) => getMoodStats(deps.db, currentUser(request).id, request.query.days),
  );
}
