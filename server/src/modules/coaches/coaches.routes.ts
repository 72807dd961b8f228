import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChooseCoachInput, Coach, CoachList, CoachListQuery } from '@flowmind/core/contracts/coaches';
import type { Database } from '../../db/client';
import { currentUser } from '../../auth/session';
import { chooseCoach, getCoach, getCoaches } from './coaches.service';

export function registerCoachRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/coaches',
    { schema: { querystring: CoachListQuery, response: { 200: CoachList } } },
    async (request) => ({ coaches: await getCoaches(deps.db, request.query.specialization) }),
  );

  routes.get(
    '/api/v1/coaches/:coachId',
    {
      schema: {
        params: z.object({ coachId: z.string().max(100) }),
        response: { 200: z.object({ coach: Coach }) },
      },
    },
    async (request) => ({ coach: await getCoach(deps.db, request.params.coachId) }),
  );

  routes.put(
    '/api/v1/me/coach',
    { schema: { body: ChooseCoachInput, response: { 200: z.object({ coach: Coach }) } } },
    async (request) => ({ coach: await chooseCoach(deps.db, currentUser(request).id, request.body.coachId) }),
  );
}
