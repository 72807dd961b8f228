/**
 * A push service written for the tests, on 127.0.0.1: it hands out subscriptions as a browser would (a
 * P-256 key pair and an authentication secret of the "device", an endpoint of its own), receives what the
 * server sends to them, checks the VAPID signature, and decrypts the body with the device's keys, as the
 * browser's push service and the device would. It answers each push with the status a test chose (201 by
 * default), so 404, 410 and 500 answers can be played.
 */
import http from 'node:http';
import { createECDH, createPublicKey, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { jwtVerify } from 'jose';
import webpush from 'web-push';
import type { PushOptions } from '../src/modules/push/push.service';

/** A subscription as `PushSubscription.toJSON()` gives it in a browser. */
export interface TestSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** One push the service received, decrypted and with its VAPID signature checked. */
export interface ReceivedPush {
  /** The body decrypted with the device's keys, parsed as JSON. */
  payload: unknown;
  /** The `k=` of the Authorization header: the server's VAPID public key, which verified the `t=` JWT. */
  vapidPublicKey: string;
  /** The verified JWT's claims: `aud` (this service's origin), `exp`, `sub`. */
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
}

interface Device {
  keys: ECDH;
  authSecret: Buffer;
  received: ReceivedPush[];
  /** The status this device's pushes are answered with. */
  answer: number;
  waiters: Array<() => void>;
}

export interface LocalPushService {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** A new device's subscription at this service. */
  subscribe(): TestSubscription;
  /** The pushes the device with this endpoint received, oldest first. */
  received(endpoint: string): ReceivedPush[];
  /** Resolves once the device has received `count` pushes (1 by default), or fails after `timeoutMs`. */
  waitForPushes(endpoint: string, count?: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  /** Answers this device's later pushes with `status` (e.g. 410: the device unsubscribed). */
  answerWith(endpoint: string, status: number): void;
  /** Pushes refused because their signature or encryption did not check out; a test expects none. */
  rejected: string[];
  close(): Promise<void>;
}

/** The AppOptions.push of a test app that sends to a LocalPushService: a fresh key pair, local endpoints on. */
export function testPushOptions(): PushOptions {
  return {
    ...webpush.generateVAPIDKeys(),
    subject: 'mailto:tests@flowmind.local',
    allowLocalEndpoints: true,
  };
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const devices = new Map<string, Device>();
  const rejected: string[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      if (!device || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      receive(request, Buffer.concat(chunks), device).then(
        (push) => {
          device.received.push(push);
          for (const wake of device.waiters.splice(0)) wake();
          response.writeHead(device.answer).end();
        },
        (error: unknown) => {
          rejected.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function receive(request: http.IncomingMessage, body: Buffer, device: Device): Promise<ReceivedPush> {
    const authorization = request.headers.authorization ?? '';
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
    if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
    const [, token, vapidPublicKey] = match as unknown as [string, string, string];
    const raw = Buffer.from(vapidPublicKey, 'base64url');
    const signer = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    const { payload: claims } = await jwtVerify(token, signer, { algorithms: ['ES256'], audience: origin });
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      throw new Error(`unexpected content-encoding ${request.headers['content-encoding']}`);
    }
    const plain = ece.decrypt(body, {
      version: 'aes128gcm',
      privateKey: device.keys,
      authSecret: device.authSecret,
    });
    const header = (name: string) => [request.headers[name] ?? []].flat()[0];
    return {
      payload: JSON.parse(plain.toString('utf8')),
      vapidPublicKey,
      claims: claims as ReceivedPush['claims'],
      ttl: header('ttl'),
      urgency: header('urgency'),
      topic: header('topic'),
    };
  }

  const deviceOf = (endpoint: string): Device => {
    const device = devices.get(endpoint.slice(`${origin}/push/`.length));
    if (!device) throw new Error(`no device at ${endpoint}`);
    return device;
  };

  return {
    origin,
    rejected,
    subscribe() {
      const id = randomUUID();
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const authSecret = randomBytes(16);
      devices.set(id, { keys, authSecret, received: [], answer: 201, waiters: [] });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: {
          p256dh: keys.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
      };
    },
    received: (endpoint) => [...deviceOf(endpoint).received],
    async waitForPushes(endpoint, count = 1, timeoutMs = 5_000) {
      const device = deviceOf(endpoint);
      const deadline = Date.now() + timeoutMs;
      while (device.received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${device.received.length} of ${count} pushes arrived at ${endpoint}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          device.waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return [...device.received];
    },
    answerWith(endpoint, status) {
      deviceOf(endpoint).answer = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Time zones a whole number of hours from UTC, from -11 to +14: at any moment one of them is in the early
 * evening, when a daily reminder for an evening practice (18:00 local) is due.
 */
const WHOLE_HOUR_ZONES = [
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Halifax',
  'America/Sao_Paulo',
  'America/Noronha',
  'Atlantic/Cape_Verde',
  'UTC',
  'Africa/Lagos',
  'Africa/Johannesburg',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Pacific/Guam',
  'Pacific/Noumea',
  'Pacific/Fiji',
  'Pacific/Tongatapu',
  'Pacific/Kiritimati',
];

/** A zone where it is now between 18:00 and 19:59, so the evening reminder's window (until 21:00) is open. */
export function zoneInEarlyEvening(now = new Date()): string {
  const hourIn = (timeZone: string) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
  const zone = WHOLE_HOUR_ZONES.find((timeZone) => [18, 19].includes(hourIn(timeZone)));
  if (!zone) throw new Error('No listed time zone is in the early evening now.');
  return zone;
}
