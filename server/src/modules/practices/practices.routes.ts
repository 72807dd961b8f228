import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryList,
  CategoryQuery,
  CompletionList,
  CompletionStats,
  Practice,
  PracticeCompletionInput,
  PracticeList,
  PracticeListQuery,
  PracticeStatistics,
  RecentCompletionsQuery,
  RecommendedPracticesQuery,
  RecordCompletionResult,
} from '@flowmind/core/contracts/practices';
import { DailyPlan, PracticeInsights } from '@flowmind/core/contracts/insights';
import { IDEMPOTENCY_KEY_HEADER, IdempotentWriteHeaders } from '@flowmind/core/contracts/offline-writes';
import { currentUser } from '../../auth/session';
import { getPracticeInsights } from './insights.service';
import { getDailyPlan } from './plan.service';
import {
  getCategories,
  getCompletionStats,
  getPractice,
  getPractices,
  getPracticeStatistics,
  getRecentCompletions,
  getRecommendedPractices,
  getTodayCompletions,
  recordPracticeCompletion,
  type PracticeDeps,
} from './practices.service';

export function registerPracticeRoutes(app: FastifyInstance, deps: PracticeDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    '/api/v1/practice-categories',
    { schema: { querystring: CategoryQuery, response: { 200: CategoryList } } },
    async (request) => ({ categories: await getCategories(db, request.query.name) }),
  );

  routes.get(
    '/api/v1/practices',
    { schema: { querystring: PracticeListQuery, response: { 200: PracticeList } } },
    async (request) => ({ practices: await getPractices(deps, request.query) }),
  );

  routes.get(
    '/api/v1/practices/recommended',
    { schema: { querystring: RecommendedPracticesQuery, response: { 200: PracticeList } } },
    async (request) => ({
      practices: await getRecommendedPractices(deps, currentUser(request).id, request.query.coachId),
    }),
  );

  routes.get(
    '/api/v1/practices/insights',
    { schema: { response: { 200: PracticeInsights } } },
    async (request) => getPracticeInsights(db, currentUser(request).id),
  );

  routes.get('/api/v1/practices/plan', { schema: { response: { 200: DailyPlan } } }, async (request) =>
    getDailyPlan(deps, currentUser(request).id),
  );

  routes.get(
    '/api/v1/practices/:practiceId',
    {
      schema: {
        params: z.object({ practiceId: z.string().max(100) }),
        response: { 200: z.object({ practice: Practice }) },
      },
    },
    async (request) => ({ practice: await getPractice(deps, request.params.practiceId) }),
  );

  routes.post(
    '/api/v1/practice-completions',
    {
      schema: {
        headers: IdempotentWriteHeaders,
        body: PracticeCompletionInput,
        response: { 200: RecordCompletionResult, 201: RecordCompletionResult },
      },
    },
    async (request, reply) => {
      const result = await recordPracticeCompletion(
        deps,
        currentUser(request).id,
        request.body,
        new Date(),
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      // A copy of a recorded request gets the first answer, status included.
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  routes.get(
    '/api/v1/practice-completions/today',
    { schema: { response: { 200: CompletionList } } },
    async (request) => ({
      completions: await getTodayCompletions(db, currentUser(request).id),
    }),
  );

  routes.get(
    '/api/v1/practice-completions',
    { schema: { querystring: RecentCompletionsQuery, response: { 200: CompletionList } } },
    async (request) => ({
      completions: await getRecentCompletions(db, currentUser(request).id, request.query.days),
    }),
  );

  routes.get(
    '/api/v1/practice-completions/summary',
    { schema: { querystring: RecentCompletionsQuery, response: { 200: PracticeStatistics } } },
    async (request) => getPracticeStatistics(db, currentUser(request).id, request.query.days),
  );

  routes.get(
    '/api/v1/practice-completions/stats',
    { schema: { querystring: RecentCompletionsQuery, response: { 200: CompletionStats } } },
    async (request) => ({ stats: await getCompletionStats(db, currentUser(request).id, request.query.days) }),
  );
}
