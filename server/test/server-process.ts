/**
 * The real server (`node --import tsx server/src/main.ts`) as a child process, for the tests and benchmarks
 * that need a whole process (signals, crashes, durability), with helpers to sign people up through its API.
 * Free of test-runner imports, so the benchmarks run it as it is.
 */
import fs from 'node:fs';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../src/server';
import { onboardingAnswers } from './onboarding-answers';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

export interface LaunchOptions {
  dataDir: string;
  port: number;
  /** The server's DATABASE_URL; without it the server starts its embedded PostgreSQL in dataDir. */
  databaseUrl?: string;
  /** Appended to by the server's output (for a look after a failure). */
  logFile: string;
  /**
   * Its own process group, so `kill -9 -<pid>` takes the server and the embedded PostgreSQL it started
   * down together, as a power cut or an OOM kill of the container would.
   */
  ownProcessGroup?: boolean;
  /** Extra node options before the entry point (bench-only instrumentation). */
  nodeArgs?: string[];
  /** An IPC channel to the server (for bench/support/memory-reporter.ts). */
  ipc?: boolean;
  /** Server processes sharing the port (WORKERS); one unless asked. */
  workers?: number;
  /** Settings over the ones above, e.g. the PUBLIC_URL and AUTH_SECRET that instances behind one proxy share. */
  env?: Record<string, string>;
}

export function launchServer(options: LaunchOptions): ServerProcess {
  const log = fs.openSync(options.logFile, 'a');
  const args = ['--import', 'tsx', ...(options.nodeArgs ?? []), 'server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    detached: options.ownProcessGroup ?? false,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${options.port}`,
      // Sign-ups come from one machine: each person signed up here gets an address of their own.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      WORKERS: String(options.workers ?? 1),
      ...options.env,
    },
    stdio: options.ipc ? ['ignore', log, log, 'ipc'] : ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, baseUrl: `http://127.0.0.1:${options.port}`, exited };
}

/** Waits for GET /api/v1/health to answer 200; returns how long that took. */
export async function waitHealthy(
  server: ServerProcess,
  since: number,
  timeoutMs = 120_000,
): Promise<number> {
  const deadline = since + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error('the server exited while starting');
    const healthy = await fetch(`${server.baseUrl}/api/v1/health`, {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server was not healthy within ${timeoutMs / 1000} s`);
}

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let people = 0;

/** Signs a new person up and completes their onboarding; returns their session cookie, id and coach. */
export async function onboardedPerson(
  baseUrl: string,
  publicUrl: string,
  /** Questionnaire answers that differ from the usual ones (a time zone, say). */
  answers: Record<string, unknown> = {},
): Promise<{ cookie: string; userId: string; coachId: string }> {
  const index = ++people;
  const firstName = `Bench${index}`;
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      origin: publicUrl,
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    },
    body: JSON.stringify({
      email: `bench-${randomBytes(6).toString('hex')}@example.com`,
      password: 'bench-password-42',
      name: `${firstName} Person`,
      firstName,
      lastName: 'Person',
    }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const onboarding = await fetch(`${baseUrl}/api/v1/onboarding/complete`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(
      onboardingAnswers({
        first_name: firstName,
        last_name: 'Person',
        age_range: 35,
        life_stage: 'established',
        stress_level: 4,
        initial_mood: 6,
        preferred_practice_time: 'evening',
        ...answers,
      }),
    ),
  });
  if (onboarding.status !== 200) throw new Error(`onboarding answered ${onboarding.status}`);
  const coachId = ((await onboarding.json()) as { coach: { id: string } }).coach.id;
  return { cookie, userId, coachId };
}
