import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/server';

/**
 * `npm start` semantics on the embedded database, with real processes: first start initialises,
 * migrates and seeds; a second process on the same DATA_DIR fails at once; SIGTERM stops cleanly;
 * after kill -9 the next start recovers by itself. (Skipped when DATABASE_URL is set: nothing is embedded.)
 */
const embeddedOnly = process.env.DATABASE_URL ? describe.skip : describe;

interface Started {
  child: ChildProcess;
  output: () => string;
  port: number;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

let nextPort = 39_100 + Math.floor(Math.random() * 500);

function launch(dataDir: string): Started {
  const port = nextPort++;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, port, output: () => output };
}

async function waitHealthy(started: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`exited early:\n${started.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${started.port}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not healthy in time:\n${started.output()}`);
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

embeddedOnly('starting the app on the embedded PostgreSQL', () => {
  it('locks DATA_DIR, stops cleanly on SIGTERM and recovers after kill -9', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-start-'));
    try {
      const first = launch(dataDir);
      await waitHealthy(first);
      const coaches = await fetch(`http://127.0.0.1:${first.port}/api/v1/health`);
      expect(coaches.status).toBe(200);

      const second = launch(dataDir);
      expect(await exitOf(second.child)).toBe(1);
      expect(second.output()).toMatch(/already using the data folder/);

      const pgPid = postmasterPid(dataDir)!;
      expect(alive(pgPid)).toBe(true);
      first.child.kill('SIGTERM');
      expect(await exitOf(first.child)).toBe(0);
      expect(alive(pgPid)).toBe(false);

      const third = launch(dataDir);
      await waitHealthy(third);
      const orphan = postmasterPid(dataDir)!;
      third.child.kill('SIGKILL');
      await exitOf(third.child);
      // The PostgreSQL child outlives its parent; the next start must take over by itself.
      expect(alive(orphan)).toBe(true);

      const fourth = launch(dataDir);
      await waitHealthy(fourth);
      expect(alive(orphan)).toBe(false);
      fourth.child.kill('SIGTERM');
      expect(await exitOf(fourth.child)).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
