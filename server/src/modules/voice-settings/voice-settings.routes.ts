import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VoiceSettings, VoiceSettingsInput } from '@flowmind/core/contracts/voice-settings';
import type { Database } from '../../db/client';
import { currentUser } from '../../auth/session';
import { getVoiceSettings, saveVoiceSettings } from './voice-settings.service';

/** The signed-in person's Voice Settings: read (defaults before the first save) and replace. */
export function registerVoiceSettingsRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/v1/voice/settings', { schema: { response: { 200: VoiceSettings } } }, async (request) =>
    getVoiceSettings(deps.db, currentUser(request).id),
  );

  routes.put(
    '/api/v1/voice/settings',
    { schema: { body: VoiceSettingsInput, response: { 200: VoiceSettings } } },
    async (request) => saveVoiceSettings(deps.db, currentUser(request).id, request.body),
  );
}
