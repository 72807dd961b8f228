import type {
  PushPublicKey,
  PushSubscriptionInput,
  PushSubscriptionStatus,
} from '@flowmind/core/contracts/push';
import { apiFetch, apiSend } from '../lib/api';

/** The server's VAPID public key, which this browser subscribes with (GET /api/v1/push/public-key). */
export async function fetchPushPublicKey(): Promise<string> {
  return (await apiFetch<PushPublicKey>('/api/v1/push/public-key')).publicKey;
}

/** Keeps this device's subscription for the signed-in person (POST /api/v1/push/subscriptions). */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<PushSubscriptionStatus> {
  return apiSend<PushSubscriptionStatus>('POST', '/api/v1/push/subscriptions', subscription);
}

/** Stops push reminders on the device with this endpoint (DELETE /api/v1/push/subscriptions). */
export function deletePushSubscription(
  endpoint: string,
  signal?: AbortSignal,
): Promise<PushSubscriptionStatus> {
  return apiSend<PushSubscriptionStatus>('DELETE', '/api/v1/push/subscriptions', { endpoint }, signal);
}

/** Whether the server sends the signed-in person's reminders to this endpoint. */
export async function fetchPushSubscriptionStatus(endpoint: string): Promise<boolean> {
  const query = new URLSearchParams({ endpoint });
  return (await apiFetch<PushSubscriptionStatus>(`/api/v1/push/subscriptions/status?${query}`)).subscribed;
}
