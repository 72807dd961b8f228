import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { createOutboxMailer } from '../src/integrations/mail/mailer';
import type { DatabaseHandle } from '../src/db/client';
import { createTestDatabase } from './database';
import { createVoiceServices } from '../src/modules/voice/voice-engines';
import { onboardingAnswers } from './onboarding-answers';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  outboxDir: string;
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** The real app with test settings, voice data in `voiceDir` and mail to the `outboxDir` folder. */
async function readyApp(
  database: DatabaseHandle,
  voiceDir: string,
  outboxDir: string,
  overrides: Partial<AppOptions>,
): Promise<FastifyInstance> {
  const app = await buildApp({
    database,
    voice: createVoiceServices({ dataDir: voiceDir }),
    mailer: createOutboxMailer(outboxDir, 'Flowmind <no-reply@flowmind.local>'),
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    publicUrl: TEST_PUBLIC_URL,
    ...overrides,
  });
  await app.ready();
  return app;
}

/** The real app on a fresh database; mail goes to a temporary outbox folder. */
export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-outbox-'));
  const voiceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-voice-'));
  const app = await readyApp(database, voiceDir, outboxDir, overrides);
  return {
    app,
    database,
    outboxDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
      fs.rmSync(voiceDir, { recursive: true, force: true });
    },
  };
}

/** One more API instance on an existing test database, as behind a load balancer; close it before the database. */
export async function createOtherInstance(
  database: DatabaseHandle,
  overrides: Partial<AppOptions> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-instance-'));
  const app = await readyApp(database, dataDir, path.join(dataDir, 'outbox'), overrides);
  return {
    app,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let addressCounter = 0;

/** Signs up a new person and returns the cookie header of their session. */
export async function signUp(
  app: FastifyInstance,
  person: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
): Promise<{ cookie: string; email: string; password: string; userId: string }> {
  const email = person.email ?? `person-${Date.now()}-${++addressCounter}@example.com`;
  const password = person.password ?? 'correct horse battery';
  const firstName = person.firstName ?? 'Alex';
  const lastName = person.lastName ?? 'Rivera';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_PUBLIC_URL },
    payload: { email, password, name: `${firstName} ${lastName}`, firstName, lastName },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    cookie: sessionCookie(response.headers['set-cookie']),
    email,
    password,
    userId: response.json().user.id,
  };
}

/** Signs in with an email and password from the app's own origin, as the sign-in form does. */
export function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_PUBLIC_URL },
    payload: { email, password },
  });
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

/**
 * Signs up a new person and completes their onboarding with the typical answers and `answers` over them;
 * returns their session and the coach onboarding gave them.
 */
export async function signUpOnboarded(
  app: FastifyInstance,
  answers: Record<string, unknown> = {},
  person: Parameters<typeof signUp>[1] = {},
) {
  const account = await signUp(app, person);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/onboarding/complete',
    headers: { cookie: account.cookie },
    payload: onboardingAnswers(answers),
  });
  if (response.statusCode !== 200)
    throw new Error(`onboarding failed: ${response.statusCode} ${response.body}`);
  const { coach } = response.json<{ coach: { id: string; name: string } }>();
  return { ...account, coachId: coach.id, coachName: coach.name };
}

/** Sends a request as the person with this session cookie, or as nobody without one. */
export function requestAs(
  app: FastifyInstance,
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    payload: payload as object | undefined,
  });
}
