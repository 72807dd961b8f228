import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProgressOverview } from '@flowmind/core/contracts/progress';
import type { Database } from '../../db/client';
import { currentUser } from '../../auth/session';
import { getProgressOverview } from './progress.service';

export function registerProgressRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/v1/progress', { schema: { response: { 200: ProgressOverview } } }, async (request) =>
      getProgressOverview(deps.db, currentUser(request).id),
    );
}
