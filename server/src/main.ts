import { loadEnv } from './config/env';
import { startServer } from './server';

async function main(): Promise<void> {
  const env = loadEnv();
  const server = await startServer(env);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[flowmind] ${signal} received: finishing requests and stopping`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[flowmind] shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`[flowmind] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
