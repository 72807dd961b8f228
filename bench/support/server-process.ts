/**
 * What the benchmarks share: the real server as a child process (the same helpers the server's process
 * tests use), throwaway databases, percentiles and command-line options.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export {
  freePort,
  launchServer,
  onboardedPerson,
  waitHealthy,
  type LaunchOptions,
  type ServerProcess,
} from '../../server/test/server-process';

/** A database of its own on the DATABASE_URL server, dropped afterwards. */
export async function throwawayDatabase(
  databaseUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = Object.assign(new URL(databaseUrl), { pathname: `/${name}` }).toString();
  return {
    url,
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? NaN;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `--name value` from the command line, or the default. */
export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}
