import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './database';
import { freePort, launchServer, onboardedPerson, waitHealthy, type ServerProcess } from './server-process';

/**
 * WORKERS=2: the real server (server/src/main.ts) as a node:cluster primary with two workers on one port,
 * on a copy of the test database (the embedded PostgreSQL a primary starts itself is the single server's,
 * tested with it).
 */

let dataDir: string;
let server: ServerProcess;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** Where the test is, printed with the server's output when it does not finish. */
let phase = 'starting';
const output = () => fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8');

/** The processes whose parent is `pid`, read from /proc. */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent; the command in field 2 may hold spaces, so split after it.
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const nodeWorkersOf = (pid: number) =>
  childrenOf(pid).filter((child) => {
    try {
      return fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('server/src/main.ts');
    } catch {
      return false;
    }
  });

/** A GET over a connection of its own, so the cluster may hand it to either worker. */
function freshGet(port: number, url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: url, headers: { cookie }, agent: false, timeout: 15_000 },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode!));
        },
      )
      .on('timeout', () => reject(new Error(`GET ${url} had no answer within 15 s`)))
      .on('error', reject);
  });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-cluster-'));
  database = await createTestDatabase();
  server = launchServer({
    dataDir,
    port: await freePort(),
    databaseUrl: database.url,
    logFile: path.join(dataDir, 'server.log'),
    workers: 2,
  });
  try {
    await waitHealthy(server, Date.now(), 120_000);
  } catch (error) {
    server.child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${output()}`);
  }
}, 150_000);

afterAll(async () => {
  if (phase !== 'done') console.log(`cluster test stopped while ${phase}; server output:\n${output()}`);
  if (server.child.exitCode === null && server.child.signalCode === null) {
    for (const worker of nodeWorkersOf(server.child.pid!)) process.kill(worker, 'SIGKILL');
    server.child.kill('SIGKILL');
  }
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('WORKERS=2', () => {
  it('serves one person from both workers, replaces a worker that dies, and stops cleanly', async () => {
    phase = 'waiting for both workers';
    const primary = server.child.pid!;
    await expect.poll(() => output(), { timeout: 20_000 }).toContain('(2 workers)');
    const workers = nodeWorkersOf(primary);
    expect(workers).toHaveLength(2);

    phase = 'signing up';
    // Signed up through one connection, the person is known on every connection after it.
    const port = Number(new URL(server.baseUrl).port);
    const person = await onboardedPerson(server.baseUrl, `http://localhost:${port}`);
    for (let i = 0; i < 12; i++) expect(await freshGet(port, '/api/v1/me', person.cookie)).toBe(200);

    phase = 'replacing a killed worker';
    // A worker killed outright is replaced; meanwhile the other one answers.
    process.kill(workers[0]!, 'SIGKILL');
    await expect
      .poll(() => output(), { timeout: 20_000 })
      .toMatch(/worker \d+ stopped \(SIGKILL\): starting another/);
    expect(await freshGet(port, '/api/v1/me', person.cookie)).toBe(200);
    await expect
      .poll(() => nodeWorkersOf(primary).filter((pid) => pid !== workers[0]), { timeout: 60_000 })
      .toHaveLength(2);
    await waitHealthy(server, Date.now(), 60_000);

    phase = 'stopping';
    // SIGTERM to the primary: the workers drain and stop, then the primary exits with 0.
    const remaining = nodeWorkersOf(primary);
    server.child.kill('SIGTERM');
    await server.exited;
    expect(server.child.exitCode).toBe(0);
    for (const pid of remaining) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
    phase = 'done';
  }, 180_000);
});
