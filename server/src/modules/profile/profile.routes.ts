import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { currentUser } from '../../auth/session';
import { getCurrentProfile } from './profile.service';

const CurrentProfileResponse = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    onboardingCompleted: z.boolean(),
    coachId: z.string().nullable(),
  }),
});

export function registerProfileRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/v1/me', { schema: { response: { 200: CurrentProfileResponse } } }, async (request) => ({
      user: await getCurrentProfile(deps.db, currentUser(request)),
    }));
}
