import { z } from 'zod';

/**
 * Web Push: a device's subscription, as the browser's `PushSubscription.toJSON()` gives it, and what the
 * server answers about it. The server sends reminders to the subscription's endpoint, encrypted with its
 * keys, so the push service that carries them cannot read them.
 */

/** Long enough for every push service's endpoints (Windows' are the longest, a few hundred characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

export const PUSH_ENDPOINT_INVALID = "This device's push address is not a valid web address.";
export const PUSH_KEYS_INVALID =
  "This device's push keys are not valid. Turn push reminders off and on again.";

/** Base64url (with or without padding) of exactly `bytes` bytes. */
const base64urlOfBytes = (bytes: number) => {
  const characters = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: PUSH_KEYS_INVALID })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${characters}}={0,2}$`), PUSH_KEYS_INVALID);
};

/** POST /api/v1/push/subscriptions: this device's subscription, to keep for the signed-in person. */
export const PushSubscriptionInput = z
  .object({
    endpoint: z
      .string({ error: PUSH_ENDPOINT_INVALID })
      .max(PUSH_ENDPOINT_MAX_LENGTH, PUSH_ENDPOINT_INVALID)
      .pipe(z.url({ protocol: /^https?$/, error: PUSH_ENDPOINT_INVALID })),
    /** When the push service will retire the subscription, if it says; the browser renews it itself. */
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object(
        {
          /** The device's P-256 public key, uncompressed (65 bytes). */
          p256dh: base64urlOfBytes(65),
          /** The device's authentication secret (16 bytes). */
          auth: base64urlOfBytes(16),
        },
        { error: PUSH_KEYS_INVALID },
      )
      .strict(),
  })
  .strict();
export type PushSubscriptionInput = z.input<typeof PushSubscriptionInput>;

/** DELETE /api/v1/push/subscriptions: stop push reminders on the device with this endpoint. */
export const PushSubscriptionEndpoint = z
  .object({
    endpoint: z
      .string({ error: PUSH_ENDPOINT_INVALID })
      .min(1, PUSH_ENDPOINT_INVALID)
      .max(PUSH_ENDPOINT_MAX_LENGTH, PUSH_ENDPOINT_INVALID),
  })
  .strict();
export type PushSubscriptionEndpoint = z.infer<typeof PushSubscriptionEndpoint>;

/** GET /api/v1/push/public-key: the server's VAPID public key, the browser's `applicationServerKey`. */
export const PushPublicKey = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

/** Whether the device with this endpoint gets the signed-in person's push reminders. */
export const PushSubscriptionStatus = z.object({ subscribed: z.boolean() });
export type PushSubscriptionStatus = z.infer<typeof PushSubscriptionStatus>;
