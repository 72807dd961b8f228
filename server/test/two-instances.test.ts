import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from './database';
import { openEventStream } from './event-stream';
import { startLocalPushService, zoneInEarlyEvening } from './push-endpoint';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { freePort, launchServer, onboardedPerson, waitHealthy, type ServerProcess } from './server-process';

/**
 * Two real server processes (server/src/main.ts) on one PostgreSQL, set up as docs/deploy.md says for
 * many machines: the same DATABASE_URL, AUTH_SECRET and PUBLIC_URL (the proxy's), each with a DATA_DIR
 * of its own so nothing can pass between them through files. Each scenario acts on one instance and
 * checks the effect on the other, addressing them directly; the last goes through a round-robin proxy.
 */

interface Instance {
  name: 'A' | 'B';
  dataDir: string;
  logFile: string;
  server: ServerProcess;
}

let workDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: RoundRobinProxy;
let a: Instance;
let b: Instance;
/** The address people use, PUBLIC_URL of both instances: the proxy's. */
let publicUrl: string;
/** What both instances are started with, and the port of each. */
let shared: Record<string, string>;
let ports: Record<Instance['name'], number>;

function launch(name: Instance['name']): Instance {
  const dataDir = path.join(workDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(workDir, `${name}.log`);
  const server = launchServer({
    dataDir,
    port: ports[name],
    databaseUrl: database.url,
    logFile,
    env: shared,
  });
  return { name, dataDir, logFile, server };
}

/** Starts both instances (again) and waits until both answer. */
async function startBoth(): Promise<void> {
  a = launch('A');
  b = launch('B');
  try {
    const since = Date.now();
    await Promise.all([waitHealthy(a.server, since), waitHealthy(b.server, since)]);
  } catch (error) {
    throw new Error(`${(error as Error).message}:\n${serverOutput()}`);
  }
}

const serverOutput = () =>
  [a, b]
    .filter((instance): instance is Instance => instance !== undefined)
    .map((instance) => {
      const log = fs.existsSync(instance.logFile) ? fs.readFileSync(instance.logFile, 'utf8') : '';
      return `--- instance ${instance.name} (${instance.server.baseUrl}) ---\n${log}`;
    })
    .join('\n');

async function stop(instance: Instance | undefined): Promise<void> {
  if (!instance) return;
  const { child, exited } = instance.server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killLater = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killLater);
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-two-instances-'));
  database = await createTestDatabase();
  const [portA, portB] = await Promise.all([freePort(), freePort()]);
  proxy = await startRoundRobinProxy([`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`]);
  publicUrl = proxy.url;
  // One secret and one push key pair for both: a session cookie or a signed audio URL made by one is
  // checked by the other, and a device subscribed through one gets pushes signed by either.
  const vapid = webpush.generateVAPIDKeys();
  shared = {
    PUBLIC_URL: publicUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
  };
  ports = { A: portA, B: portB };
  await startBoth();
}, 150_000);

afterAll(async () => {
  await Promise.all([stop(a), stop(b)]);
  await proxy?.close();
  await database?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}, 40_000);

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => console.log(`two-instance test failed; server output:\n${serverOutput()}`));
});

/** A request as the web app sends it: with the person's cookie and, for writes, the public origin. */
function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  url: string,
  options: { cookie?: string; body?: unknown; forwardedFor?: string } = {},
): Promise<Response> {
  return fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(method === 'POST' ? { origin: publicUrl } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(20_000),
  });
}

async function userIdAt(baseUrl: string, cookie: string): Promise<string> {
  const response = await call(baseUrl, 'GET', '/api/v1/me', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

describe('two instances on one PostgreSQL', () => {
  it('serves a person signed up on one instance from the other', async () => {
    const person = await onboardedPerson(a.server.baseUrl, publicUrl);
    expect(await userIdAt(b.server.baseUrl, person.cookie)).toBe(person.userId);
    const profile = await call(b.server.baseUrl, 'GET', '/api/v1/me', { cookie: person.cookie });
    expect(((await profile.json()) as { user: { coachId: string } }).user.coachId).toBe(person.coachId);
  });

  it('ends the session on the other instance as soon as sign-out on one has answered', async () => {
    const person = await onboardedPerson(a.server.baseUrl, publicUrl);
    // A stream on B: B listens for ended sessions, so from here on it may answer from its session cache.
    const stream = await openEventStream(b.server.baseUrl, person.cookie);
    for (let i = 0; i < 3; i++) expect(await userIdAt(b.server.baseUrl, person.cookie)).toBe(person.userId);

    const signOut = await call(a.server.baseUrl, 'POST', '/api/auth/sign-out', { cookie: person.cookie });
    expect(signOut.status).toBe(200);
    // No wait: the very next request to B is refused.
    expect((await call(b.server.baseUrl, 'GET', '/api/v1/me', { cookie: person.cookie })).status).toBe(401);
    expect((await call(a.server.baseUrl, 'GET', '/api/v1/me', { cookie: person.cookie })).status).toBe(401);
    await expect.poll(() => stream.ended(), { timeout: 5_000 }).toBe(true);
    expect(stream.received.at(-1)).toEqual({ event: 'end', data: '{"reason":"session_ended"}' });
  });

  it('brings a mood logged through one instance to a live stream held by the other', async () => {
    const person = await onboardedPerson(a.server.baseUrl, publicUrl);
    const stream = await openEventStream(b.server.baseUrl, person.cookie);
    try {
      const logged = await call(a.server.baseUrl, 'POST', '/api/v1/mood', {
        cookie: person.cookie,
        body: { mood_score: 7 },
      });
      expect(logged.status).toBe(201);
      await expect.poll(() => stream.names(), { timeout: 5_000 }).toContain('mood_logged');
      expect(stream.ended()).toBe(false);
    } finally {
      await stream.close();
    }
  });

  it('serves audio generated by one instance from the other, byte for byte', async () => {
    const person = await onboardedPerson(a.server.baseUrl, publicUrl);
    const speech = { text: 'Breathe in slowly, and let the day settle.', voice: 'af_bella', speed: 1 };
    const generated = await call(a.server.baseUrl, 'POST', '/api/v1/voice/generate', {
      cookie: person.cookie,
      body: speech,
    });
    expect(generated.status).toBe(200);
    const { audioUrl, cached } = (await generated.json()) as { audioUrl: string; cached: boolean };
    expect(cached).toBe(false);

    const fromA = await call(a.server.baseUrl, 'GET', audioUrl, { cookie: person.cookie });
    const fromB = await call(b.server.baseUrl, 'GET', audioUrl, { cookie: person.cookie });
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe(fromA.headers.get('content-type'));
    const bytesA = Buffer.from(await fromA.arrayBuffer());
    const bytesB = Buffer.from(await fromB.arrayBuffer());
    expect(bytesA.length).toBeGreaterThan(1_000);
    expect(bytesB.equals(bytesA)).toBe(true);

    // B finds the speech A made rather than making its own, and hands out the same signed URL.
    const again = await call(b.server.baseUrl, 'POST', '/api/v1/voice/generate', {
      cookie: person.cookie,
      body: speech,
    });
    expect(await again.json()).toEqual({ success: true, audioUrl, cached: true });
  });

  it('counts a rate limit across both instances', async () => {
    /** Wrong-password sign-ins from one address until refused; how many were let through. */
    const allowedSignIns = async (instances: Instance[], address: string) => {
      for (let attempt = 0; attempt < 30; attempt++) {
        const instance = instances[attempt % instances.length]!;
        const response = await call(instance.server.baseUrl, 'POST', '/api/auth/sign-in/email', {
          body: { email: `nobody-${address}@example.com`, password: 'not-the-password' },
          forwardedFor: address,
        });
        if (response.status === 429) return attempt;
        expect(response.status).toBe(401);
      }
      throw new Error('30 sign-ins were never refused');
    };
    // TEST-NET addresses no other scenario uses, so each count starts at zero.
    const onOne = await allowedSignIns([a], '192.0.2.1');
    const alternating = await allowedSignIns([a, b], '192.0.2.2');
    expect(onOne).toBeGreaterThan(0);
    expect(alternating).toBe(onOne);
  });

  it('serves a person correctly through a round-robin proxy, from both instances', async () => {
    const before = [...proxy.forwarded];
    const person = await onboardedPerson(proxy.url, publicUrl);
    // The stream and the mood land on different instances (strict turns, one request at a time).
    const stream = await openEventStream(proxy.url, person.cookie);
    try {
      const logged = await call(proxy.url, 'POST', '/api/v1/mood', {
        cookie: person.cookie,
        body: { mood_score: 4, notes: 'through the proxy' },
      });
      expect(logged.status).toBe(201);
      await expect.poll(() => stream.names(), { timeout: 5_000 }).toContain('mood_logged');
      for (let i = 0; i < 4; i++) {
        expect(await userIdAt(proxy.url, person.cookie)).toBe(person.userId);
        const today = await call(proxy.url, 'GET', '/api/v1/mood/today', { cookie: person.cookie });
        expect(today.status).toBe(200);
        const { entry } = (await today.json()) as { entry: { mood_score: number; notes: string } };
        expect(entry).toMatchObject({ mood_score: 4, notes: 'through the proxy' });
      }
    } finally {
      await stream.close();
    }
    const landed = proxy.forwarded.map((count, index) => count - before[index]!);
    expect(landed).toHaveLength(2);
    // 2 for sign-up and onboarding, 1 stream, 1 mood, 8 reads, split evenly by turns.
    expect(landed).toEqual([6, 6]);
  });
  // Last: it restarts both instances.
  it('sends a due reminder once, from one of the two, as soon as they start again', async () => {
    const pushService = await startLocalPushService();
    try {
      const person = await onboardedPerson(a.server.baseUrl, publicUrl, {
        timezone: zoneInEarlyEvening(),
        preferred_practice_time: 'evening',
      });
      const device = pushService.subscribe();
      const subscribed = await call(b.server.baseUrl, 'POST', '/api/v1/push/subscriptions', {
        cookie: person.cookie,
        body: device,
      });
      expect(subscribed.status).toBe(200);
      // Both stop before the minute's scan could send it; both scan at start, and each may queue it.
      await Promise.all([stop(a), stop(b)]);
      await startBoth();
      const [push] = await pushService.waitForPushes(device.endpoint, 1, 30_000);
      expect(push!.vapidPublicKey).toBe(shared.VAPID_PUBLIC_KEY);
      expect(push!.payload).toMatchObject({ url: expect.stringMatching(/^\//) });
      // The other instance's scan, and the next minute's, find it sent.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(pushService.received(device.endpoint)).toHaveLength(1);
      expect(pushService.rejected).toEqual([]);
    } finally {
      await pushService.close();
    }
  }, 120_000);
});
