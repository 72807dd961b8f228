import cluster from 'node:cluster';
import { loadEnv } from './config/env';
import { runCluster, SHUTDOWN_MESSAGE } from './cluster';
import { takeOverShutdownSignals } from './db/embedded-postgres';
import { startServer } from './server';

/**
 * How long requests in flight get to finish after SIGTERM/SIGINT before their connections are closed;
 * under the 10 s after which `docker stop` and most service managers send SIGKILL.
 */
const SHUTDOWN_GRACE_MS = 8_000;

async function main(): Promise<void> {
  // The shutdown below drains requests, then stops the database (see takeOverShutdownSignals).
  takeOverShutdownSignals();
  const env = loadEnv();
  if (cluster.isPrimary && env.WORKERS > 1) return runCluster(env);
  const starting = startServer(env);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      console.log(`[flowmind] ${signal} received again: stopping now`);
      process.exit(1);
    }
    stopping = true;
    console.log(`[flowmind] ${signal} received: finishing requests and stopping`);
    // A signal during start-up stops the server as soon as it is up (the database included).
    starting
      .then(async (server) => {
        const grace = setTimeout(() => {
          console.log(`[flowmind] requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: closing them`);
          server.app.server.closeAllConnections();
        }, SHUTDOWN_GRACE_MS);
        grace.unref();
        await server.stop();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('[flowmind] shutdown failed', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  if (cluster.isWorker) {
    // The primary asks over the cluster channel; a primary that is gone (the channel closed) is the same.
    process.on('message', (message) => {
      if (message === SHUTDOWN_MESSAGE && !stopping) shutdown('shutdown request');
    });
    process.on('disconnect', () => {
      if (!stopping) shutdown('primary gone');
    });
  }
  await starting;
}

main().catch((error: unknown) => {
  console.error(`[flowmind] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
