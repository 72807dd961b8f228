import cluster, { type Worker } from 'node:cluster';
import type { Env } from './config/env';
import { resolveAuthSecret, resolveVapidKeys } from './config/secrets';
import { openDatabase } from './db/database';

/** A worker that keeps dying is a bug, not bad luck: give up after this many restarts in a minute. */
const MAX_RESTARTS_PER_MINUTE = 5;
/** How long workers get to drain their requests on shutdown before they are killed. */
const WORKER_STOP_MS = 10_000;

/** What the primary tells a worker over the cluster channel. */
export const SHUTDOWN_MESSAGE = 'flowmind:shutdown';

const log = (message: string) => console.log(`[flowmind] ${message}`);

/**
 * Runs `env.WORKERS` server processes that share the port (node:cluster hands connections round-robin).
 * The primary opens the database once (the embedded PostgreSQL lives with it, migrations and seeding run
 * once), settles the auth secret, and passes both to the workers, which are ordinary single servers on
 * DATABASE_URL: every state they share is already in PostgreSQL. A worker that dies is replaced; on
 * SIGINT/SIGTERM every worker drains its requests, then the database stops.
 */
export async function runCluster(env: Env): Promise<void> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, log });
  const workerEnv = {
    DATABASE_URL: database.connectionString,
    AUTH_SECRET: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
    ...vapidKeysEnv(env),
  };
  let stopping = false;
  const restarts: number[] = [];
  const listening = new Set<number>();
  let announced = false;

  const fork = () => cluster.fork(workerEnv);
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (!announced && listening.size === env.WORKERS) {
      announced = true;
      log(
        `Flowmind is running at ${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`} (${env.WORKERS} workers)`,
      );
    }
  });

  const stopAll = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    await Promise.all(workers.map(stopWorker));
    await database.close();
    process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) return;
    log(`worker ${worker.process.pid} stopped (${signal ?? `code ${code}`}): starting another`);
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      log(`workers keep stopping (${restarts.length} in a minute): shutting down`);
      void stopAll(1);
      return;
    }
    fork();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log(`${signal} received again: stopping now`);
        process.exit(1);
      }
      log(`${signal} received: workers finish their requests, then the database stops`);
      void stopAll(0);
    });
  }
  for (let i = 0; i < env.WORKERS; i++) fork();
}

/** Asks a worker to drain and stop; kills it if it has not within WORKER_STOP_MS. */
function stopWorker(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_MS);
    worker.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    // The cluster channel, not a signal: a Ctrl-C already reached every worker of the terminal's group,
    // and a second signal would mean 'stop now'.
    if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
    else worker.process.kill('SIGTERM');
  });
}

/** The VAPID key pair, settled once by the primary, as the workers' settings (every worker signs with it). */
function vapidKeysEnv(env: Env): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const keys = resolveVapidKeys(
    { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
    env.DATA_DIR,
  );
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
