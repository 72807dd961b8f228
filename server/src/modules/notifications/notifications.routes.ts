import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NotificationPreferences,
  NotificationPreferencesInput,
} from '@flowmind/core/contracts/notification-preferences';
import type { Database } from '../../db/client';
import { currentUser } from '../../auth/session';
import { getNotificationPreferences, updateNotificationPreferences } from './notifications.service';

/** The signed-in person's notification preferences, as /notifications shows them: read and replace. */
export function registerNotificationRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/notification-preferences',
    { schema: { response: { 200: NotificationPreferences } } },
    async (request) => getNotificationPreferences(deps.db, currentUser(request).id),
  );

  routes.put(
    '/api/v1/notification-preferences',
    { schema: { body: NotificationPreferencesInput, response: { 200: NotificationPreferences } } },
    async (request) => updateNotificationPreferences(deps.db, currentUser(request), request.body),
  );
}
