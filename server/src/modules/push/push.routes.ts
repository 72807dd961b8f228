import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PushPublicKey,
  PushSubscriptionEndpoint,
  PushSubscriptionInput,
  PushSubscriptionStatus,
} from '@flowmind/core/contracts/push';
import { currentUser } from '../../auth/session';
import type { PushService } from './push.service';

/** Push reminders on the signed-in person's devices: the server's key, and turning a device on and off. */
export function registerPushRoutes(app: FastifyInstance, deps: { push: PushService }): void {
  const { push } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/v1/push/public-key', { schema: { response: { 200: PushPublicKey } } }, () => ({
    publicKey: push.publicKey,
  }));

  routes.post(
    '/api/v1/push/subscriptions',
    { schema: { body: PushSubscriptionInput, response: { 200: PushSubscriptionStatus } } },
    async (request) => {
      await push.subscribe(currentUser(request), request.body, request.headers['user-agent']);
      return { subscribed: true };
    },
  );

  routes.get(
    '/api/v1/push/subscriptions/status',
    { schema: { querystring: PushSubscriptionEndpoint, response: { 200: PushSubscriptionStatus } } },
    async (request) => ({
      subscribed: await push.isSubscribed(currentUser(request).id, request.query.endpoint),
    }),
  );

  routes.delete(
    '/api/v1/push/subscriptions',
    { schema: { body: PushSubscriptionEndpoint, response: { 200: PushSubscriptionStatus } } },
    async (request) => {
      await push.unsubscribe(currentUser(request).id, request.body.endpoint);
      return { subscribed: false };
    },
  );
}
