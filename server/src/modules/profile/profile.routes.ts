import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/session';
import {
  CurrentProfileResponse,
  ProfileResponse,
  ProfileUpdateInput,
} from '@flowmind/core/contracts/profile';
import { getCurrentProfile, getEditableProfile, saveProfile, type ProfileDeps } from './profile.service';

export function registerProfileRoutes(app: FastifyInstance, deps: ProfileDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/v1/me', { schema: { response: { 200: CurrentProfileResponse } } }, async (request) => ({
    user: await getCurrentProfile(deps.db, currentUser(request)),
  }));

  routes.get('/api/v1/profile', { schema: { response: { 200: ProfileResponse } } }, async (request) => ({
    profile: await getEditableProfile(deps, currentUser(request)),
  }));

  // Partial update of firstName, lastName, socials, goals and selectedAiGuide: the fields sent are saved,
  // the others kept.
  routes.patch(
    '/api/v1/profile',
    { schema: { body: ProfileUpdateInput, response: { 200: ProfileResponse } } },
    async (request) => ({ profile: await saveProfile(deps, currentUser(request), request.body) }),
  );
}
