import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { endpointRefusal, guardedLookup, type EndpointRules } from './push-endpoint-rules';

/** The server's VAPID identity: its key pair and how push services can reach whoever runs it. */
export interface VapidIdentity {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address. */
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushDelivery {
  /** The encrypted message (what the service worker reads), as JSON text. */
  body: string;
  /** How long the push service keeps it for a device that is offline, in seconds. */
  ttlSeconds: number;
  /** A newer push with the same topic replaces one still waiting at the push service. */
  topic: string;
}

/** What the push service answered: its HTTP status, or `undefined` when it could not be reached. */
export type PushAnswer = { status: number } | { status: undefined; reason: string };

/** A push service that does not answer within this is given up on (the next reminder tries again). */
const PUSH_TIMEOUT_MS = 10_000;
/** Push services answer with a short body at most; more is not read. */
const MAX_ANSWER_BYTES = 4096;

/**
 * Sends one push: web-push encrypts it (aes128gcm, RFC 8291) and signs the VAPID header (RFC 8292); the
 * request itself is made here, so that it goes only where the endpoint rules allow, to an address checked
 * as it is connected to, without following redirects.
 */
export async function sendPush(
  target: PushTarget,
  delivery: PushDelivery,
  identity: VapidIdentity,
  rules: EndpointRules,
): Promise<PushAnswer> {
  const refusal = endpointRefusal(target.endpoint, rules);
  if (refusal) return { status: undefined, reason: refusal };
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    delivery.body,
    {
      vapidDetails: identity,
      TTL: delivery.ttlSeconds,
      urgency: 'normal',
      topic: delivery.topic,
      contentEncoding: 'aes128gcm',
    },
  );
  const url = new URL(details.endpoint);
  const client = url.protocol === 'http:' ? http : https;
  return new Promise<PushAnswer>((resolve) => {
    const request = client.request(
      url,
      {
        method: details.method,
        headers: details.headers,
        lookup: guardedLookup(rules),
        timeout: PUSH_TIMEOUT_MS,
      },
      (response) => {
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on('close', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('the push service did not answer in time')));
    request.on('error', (error) => resolve({ status: undefined, reason: error.message }));
    request.end(details.body ?? undefined);
  });
}
