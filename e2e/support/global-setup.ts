import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The database created for the run on DATABASE_URL; empty when the app runs on its embedded one. */
    externalDatabaseUrl: string;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the real, built app (`npm run build` first) the way `npm start` does: embedded PostgreSQL in a
 * temporary DATA_DIR, or a fresh database on the server at DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  const webDistDir = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'web/dist');
  if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the e2e tests.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const name = `flowmind_e2e_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }

  const log = fs.createWriteStream(path.join(dataDir, 'server.log'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // No PUBLIC_URL, as on `npm start`: the app must work at every name of the address it listens on.
      PUBLIC_URL: '',
      DATABASE_URL: databaseUrl ?? '',
      // Each browser context sends its own X-Forwarded-For, so per-address rate limits apply per test.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      // Push reminders go to a push service the tests run on 127.0.0.1 (refused in production).
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `The app exited during start:\n${fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8')}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The app did not become healthy within 90 s.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('externalDatabaseUrl', databaseUrl ?? '');

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
