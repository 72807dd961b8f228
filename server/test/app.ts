import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { createOutboxMailer } from '../src/integrations/mail/mailer';
import type { DatabaseHandle } from '../src/db/client';
import { createTestDatabase } from './database';
import { createVoiceServices } from '../src/modules/voice/voice-engines';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  outboxDir: string;
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** The real app on a fresh database; mail goes to a temporary outbox folder. */
export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-outbox-'));
  const voiceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-voice-'));
  const app = await buildApp({
    database,
    voice: createVoiceServices({ dataDir: voiceDir }),
    mailer: createOutboxMailer(outboxDir, 'Flowmind <no-reply@flowmind.local>'),
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    publicUrl: TEST_PUBLIC_URL,
    ...overrides,
  });
  await app.ready();
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
  const app = await buildApp({
    database,
    voice: createVoiceServices({ dataDir }),
    mailer: createOutboxMailer(path.join(dataDir, 'outbox'), 'Flowmind <no-reply@flowmind.local>'),
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    publicUrl: TEST_PUBLIC_URL,
    ...overrides,
  });
  await app.ready();
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

export function sessionCookie(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

/** Questionnaire answers of a typical person, valid for POST /api/v1/onboarding/complete; tests override what they need. */
export function onboardingAnswers(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ana',
    last_name: 'Lima',
    age_range: 25,
    life_stage: 'discovery',
    stress_level: 5,
    stress_source: ['time'],
    initial_mood: 5,
    primary_goals: ['better sleep'],
    experience_level: 'beginner',
    preferred_practice_time: 'night',
    communication_level: ['casual'],
    practice_style: ['mindfulness/spirituality'],
    timezone: 'UTC',
    ...overrides,
  };
}
