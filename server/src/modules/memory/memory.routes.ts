import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MemoryCoachQuery,
  MemoryFact,
  MemoryFactList,
  MemoryFactParams,
  MemoryFactUpdate,
  MemoryForgetResult,
  MemorySettings,
} from '@flowmind/core/contracts/memory';
import { currentUser } from '../../auth/session';
import type { MemoryService } from './memory.service';

/** The signed-in person's view of what coaches remember: read, rewrite, delete, forget all, switch off. */
export function registerMemoryRoutes(app: FastifyInstance, deps: { memory: MemoryService }): void {
  const { memory } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/memory/facts',
    { schema: { querystring: MemoryCoachQuery, response: { 200: MemoryFactList } } },
    async (request) => memory.list(currentUser(request).id, request.query.coachId),
  );

  routes.delete(
    '/api/v1/memory/facts',
    {
      schema: {
        querystring: MemoryCoachQuery,
        response: { 200: MemoryForgetResult },
        description: 'Forgets everything one coach remembers about the person.',
      },
    },
    async (request) => memory.forgetAll(currentUser(request).id, request.query.coachId),
  );

  routes.patch(
    '/api/v1/memory/facts/:id',
    { schema: { params: MemoryFactParams, body: MemoryFactUpdate, response: { 200: MemoryFact } } },
    async (request) => memory.rewrite(currentUser(request).id, request.params.id, request.body.text),
  );

  routes.delete(
    '/api/v1/memory/facts/:id',
    { schema: { params: MemoryFactParams, response: { 200: MemoryForgetResult } } },
    async (request) => memory.forget(currentUser(request).id, request.params.id),
  );

  routes.get('/api/v1/memory/settings', { schema: { response: { 200: MemorySettings } } }, async (request) =>
    memory.settings(currentUser(request).id),
  );

  routes.put(
    '/api/v1/memory/settings',
    { schema: { body: MemorySettings.strict(), response: { 200: MemorySettings } } },
    async (request) => memory.saveSettings(currentUser(request).id, request.body),
  );
}
