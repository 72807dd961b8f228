import { createECDH, createHash } from 'node:crypto';
import webpush from 'web-push';
import { PUSH_KEYS_INVALID, type PushSubscriptionInput } from '@flowmind/core/contracts/push';
import { deviceLabel } from '@flowmind/core/device-label';
import type { SessionUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { endpointRefusal, type EndpointRules } from './push-endpoint-rules';
import { sendPush, type VapidIdentity } from './push-sender';
import {
  deleteAllButNewest,
  deleteSubscription,
  deleteSubscriptionsById,
  hasSubscription,
  listSubscriptions,
  recordSuccess,
  upsertSubscription,
} from './push.repository';

/**
 * What one push shows: a notification's title and text, the app page a tap opens, and a tag (a newer push
 * with the same tag replaces the older one on the device and at the push service).
 *
 * A push is read on a lock screen, by anyone near the device, and passes (encrypted) through the browser
 * maker's push service. So it carries only what a stranger may read: an invitation such as "Time for your
 * evening practice". Never health data or anything the person wrote: no mood scores, no chat, journal or
 * note text, no coach's words about them.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** A page of the app, as a path ("/plan"): the service worker opens it on this origin only. */
  url: string;
  tag: string;
}

/** What happened to one person's push: devices that got it, devices gone for good, devices to try again. */
export interface PushResult {
  delivered: number;
  removed: number;
  failed: number;
}

/** Sends one push to every device the person turned push reminders on for. */
export type SendPushToPerson = (userId: string, payload: PushPayload) => Promise<PushResult>;

/** A person's devices kept at most; turning on one more forgets the oldest. */
export const MAX_DEVICES_PER_PERSON = 10;
/** A reminder still waiting after 12 hours (a phone off all day) is stale: the push service drops it. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;
const TITLE_MAX_LENGTH = 100;
const BODY_MAX_LENGTH = 300;

/** The server's VAPID identity, and whether push endpoints on this machine are accepted (tests only). */
export interface PushOptions extends VapidIdentity {
  /** Accept http(s) endpoints on the loopback addresses, for a push service written for the tests. */
  allowLocalEndpoints?: boolean;
}

export interface PushServiceOptions {
  db: Database;
  /** Without it, a key pair for this process alone (tests and benchmarks that send no push). */
  options: PushOptions | undefined;
  log: (message: string) => void;
}

/**
 * The address push services may write to about this server (VAPID's `sub`): the public https site, else
 * the sender of its mail. Apple's push service refuses a localhost site, so that is never chosen.
 */
export function defaultVapidSubject(publicUrl: string, mailFrom: string): string {
  const site = new URL(publicUrl);
  if (site.protocol === 'https:' && site.hostname !== 'localhost') return site.origin;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** Refused subscriptions answer 400 with what was wrong. */
const refused = (message: string) => new HttpError(400, 'invalid_push_subscription', message);

/** Whether a 65-byte key is a point on P-256, the only key a device's browser makes. */
function isP256PublicKey(key: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(key, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/** A push service's topic is at most 32 base64url characters: a tag that is not is hashed into one. */
function topicOf(tag: string): string {
  if (/^[A-Za-z0-9_-]{1,32}$/.test(tag)) return tag;
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

function checkPayload(payload: PushPayload): void {
  if (!payload.url.startsWith('/') || payload.url.startsWith('//')) {
    throw new Error(`a push opens a page of the app, given as a path: ${payload.url}`);
  }
  if (!payload.title || payload.title.length > TITLE_MAX_LENGTH || payload.body.length > BODY_MAX_LENGTH) {
    throw new Error('a push has a title of 1-100 characters and a text of 300 at most');
  }
  if (!payload.tag) throw new Error('a push has a tag');
}

/** The host of an endpoint, for logs: the rest of the address identifies the device. */
const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'an invalid address';
  }
};

/** Devices' push subscriptions and sending to them. */
export function createPushService({ db, options, log }: PushServiceOptions) {
  const vapid: VapidIdentity = options
    ? { publicKey: options.publicKey, privateKey: options.privateKey, subject: options.subject }
    : { ...webpush.generateVAPIDKeys(), subject: 'mailto:no-reply@flowmind.local' };
  const rules: EndpointRules = { allowLocal: options?.allowLocalEndpoints ?? false };

  const sendPushToPerson: SendPushToPerson = async (userId, payload) => {
    checkPayload(payload);
    const devices = await listSubscriptions(db, userId);
    const delivery = {
      body: JSON.stringify({ title: payload.title, body: payload.body, url: payload.url, tag: payload.tag }),
      ttlSeconds: PUSH_TTL_SECONDS,
      topic: topicOf(payload.tag),
    };
    const answers = await Promise.all(
      devices.map(async (device) => ({ device, answer: await sendPush(device, delivery, vapid, rules) })),
    );
    const delivered: string[] = [];
    const gone: string[] = [];
    let failed = 0;
    for (const { device, answer } of answers) {
      if (answer.status !== undefined && answer.status >= 200 && answer.status < 300) {
        delivered.push(device.id);
      } else if (answer.status === 404 || answer.status === 410) {
        // The push service no longer knows the device (unsubscribed, the site's data cleared, expired).
        gone.push(device.id);
      } else {
        failed++;
        const why = answer.status === undefined ? answer.reason : `answered ${answer.status}`;
        log(`push to ${hostOf(device.endpoint)} failed: ${why}`);
      }
    }
    await Promise.all([deleteSubscriptionsById(db, gone), recordSuccess(db, delivered, new Date())]);
    return { delivered: delivered.length, removed: gone.length, failed };
  };

  return {
    /** The key browsers subscribe with (their `applicationServerKey`). */
    publicKey: vapid.publicKey,

    /** Keeps this device's subscription for the person, tied to the session it was turned on in. */
    async subscribe(user: SessionUser, input: PushSubscriptionInput, userAgent: string | undefined) {
      const refusal = endpointRefusal(input.endpoint, rules);
      if (refusal) throw refused(refusal);
      if (!isP256PublicKey(input.keys.p256dh)) throw refused(PUSH_KEYS_INVALID);
      await upsertSubscription(db, {
        userId: user.id,
        sessionId: user.sessionId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh.replace(/=+$/, ''),
        auth: input.keys.auth.replace(/=+$/, ''),
        deviceLabel: deviceLabel(userAgent),
      });
      await deleteAllButNewest(db, user.id, MAX_DEVICES_PER_PERSON);
    },

    /** Stops push reminders on the device with this endpoint (nothing happens for someone else's). */
    unsubscribe: (userId: string, endpoint: string) => deleteSubscription(db, userId, endpoint),

    isSubscribed: (userId: string, endpoint: string) => hasSubscription(db, userId, endpoint),

    sendPushToPerson,
  };
}

export type PushService = ReturnType<typeof createPushService>;
