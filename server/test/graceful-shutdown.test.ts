import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestDatabase } from './database';
import { freePort, launchServer, onboardedPerson, waitHealthy } from './server-process';

/**
 * Issue 8, durability: SIGTERM to the real server process (server/src/main.ts) while requests are in
 * flight. Slow requests (a body still uploading, a write waiting on a row lock) finish with their 201,
 * new connections are refused at once, an open live-events stream does not hold the process up, and it
 * exits with 0. The server runs on its own copy of the test database (embedded run or DATABASE_URL).
 */

let child: ChildProcess | undefined;
let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-shutdown-'));
});
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The server's output so far: stdout and stderr go to a log file in its data folder. */
const output = () => fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8');

async function startServerProcess(port: number): Promise<ChildProcess> {
  const server = launchServer({
    dataDir,
    port,
    databaseUrl: database.url,
    logFile: path.join(dataDir, 'server.log'),
  });
  try {
    await waitHealthy(server, Date.now(), 25_000);
  } catch (error) {
    server.child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${output()}`);
  }
  return server.child;
}

interface Reply {
  status: number;
  body: string;
}

/** A request over its own connection; the body is written by the caller, so it can be slow. */
function openRequest(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  agent: http.Agent | false = false,
) {
  const request = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent });
  const reply = new Promise<Reply>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  return { request, reply };
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

function exitOf(process: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (process.exitCode !== null || process.signalCode !== null) {
    return Promise.resolve({ code: process.exitCode, signal: process.signalCode });
  }
  return new Promise((resolve) => process.once('exit', (code, signal) => resolve({ code, signal })));
}

describe('graceful shutdown', () => {
  it('finishes requests in flight, refuses new connections and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    child = await startServerProcess(port);
    // Signed up and onboarded; either step failing throws with its status.
    const { cookie, userId } = await onboardedPerson(`http://127.0.0.1:${port}`, `http://localhost:${port}`);

    // A live-events stream, open as in every signed-in tab.
    const events = openRequest(port, 'GET', '/api/v1/events', { cookie });
    events.request.end();
    const streamEnded = new Promise<string>((resolve, reject) => {
      events.request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(text));
        response.on('error', reject);
      });
    });

    // Slow request 1 and 2: bodies still uploading when the signal arrives.
    const body = JSON.stringify({ mood_score: 7 });
    const uploads = [0, 1].map(() => {
      const upload = openRequest(port, 'POST', '/api/v1/mood', {
        cookie,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      });
      upload.request.write(body.slice(0, 5));
      return upload;
    });

    // Slow request 3: a write waiting on a row lock the test holds (the mood's foreign key needs it), on
    // a keep-alive connection as browsers use: it must not keep the server waiting once answered.
    const locker: pg.PoolClient = await database.pool.connect();
    await locker.query('begin');
    await locker.query('select id from users where id = $1 for update', [userId]);
    const keepAlive = new http.Agent({ keepAlive: true });
    const lockedWrite = openRequest(
      port,
      'POST',
      '/api/v1/mood',
      { cookie, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      keepAlive,
    );
    lockedWrite.request.end(body);
    await expect
      .poll(
        async () =>
          (
            await database.pool.query(
              `select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
            )
          ).rows[0].waiting,
        { timeout: 10_000 },
      )
      .toBe(1);

    const signalledAt = Date.now();
    const exited = exitOf(child);
    child.kill('SIGTERM');

    // New connections are refused while the slow requests are still running.
    await expect.poll(() => connectionRefused(port), { timeout: 3_000, interval: 50 }).toBe(true);
    const ended = await Promise.race([
      streamEnded.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000)),
    ]);
    expect(ended).toBe(true);
    expect(child.exitCode).toBeNull();

    // Now let the slow requests finish.
    for (const upload of uploads) upload.request.end(body.slice(5));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await locker.query('commit');
    locker.release();

    const replies = await Promise.all([...uploads.map((upload) => upload.reply), lockedWrite.reply]);
    for (const reply of replies) expect(reply.status).toBe(201);
    const ids = replies.map((reply) => (JSON.parse(reply.body) as { entry: { id: string } }).entry.id);

    const { code, signal } = await exited;
    keepAlive.destroy();
    const shutdownMs = Date.now() - signalledAt;
    console.log(
      `SIGTERM with 3 slow requests in flight and a live stream open: 3 × 201, new connections refused, ` +
        `exit code ${code} after ${shutdownMs} ms`,
    );
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(shutdownMs).toBeLessThan(5_000);
    expect(output()).toContain('SIGTERM received: finishing requests and stopping');
    expect(output()).not.toMatch(/shutdown failed|still running/);

    const stored = await database.pool.query('select id from mood_entries where id = any($1::uuid[])', [ids]);
    expect(stored.rowCount).toBe(3);
  }, 60_000);
});
