import path from 'node:path';
import { createServer } from 'vite';
import { loadEnv } from './config/env';
import { repoRoot, startServer } from './server';

/** `npm run dev`: the API plus Vite's dev server (hot reload) proxying /api to it. */
async function dev(): Promise<void> {
  const env = loadEnv({ NODE_ENV: 'development', ...process.env });
  const vitePort = Number(process.env.VITE_PORT ?? 5173);
  const api = await startServer(env, {
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${vitePort}`,
    webDistDir: '',
  });
  const vite = await createServer({
    root: path.join(repoRoot, 'web'),
    configFile: path.join(repoRoot, 'web', 'vite.config.ts'),
    server: { port: vitePort, strictPort: true, proxy: { '/api': api.url } },
  });
  await vite.listen();
  vite.printUrls();
  const stop = async () => {
    await vite.close();
    await api.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

dev().catch((error: unknown) => {
  console.error(`[flowmind] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
