/**
 * A benchmark run's working folder (the server's data and log) and, with DATABASE_URL, a throwaway
 * database on that server; and how a run ends: the server stopped, the database dropped, the folder
 * removed unless the run failed (its server log is then still there to read).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { throwawayDatabase, type ServerProcess } from './server-process';

export interface BenchWorkspace {
  tempDir: string;
  /** The server's data folder (the embedded PostgreSQL's cluster among it). */
  dataDir: string;
  logFile: string;
  /** The database on DATABASE_URL's server, when set; otherwise the server runs an embedded PostgreSQL. */
  external: { url: string; drop(): Promise<void> } | undefined;
}

/** A new folder `flowmind-<name>-…` in the system's temporary folder, and a `flowmind_<name>_…` database. */
export async function benchWorkspace(name: string): Promise<BenchWorkspace> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), `flowmind-${name}-`));
  return {
    tempDir,
    dataDir: path.join(tempDir, 'data'),
    logFile: path.join(tempDir, 'server.log'),
    external: process.env.DATABASE_URL
      ? await throwawayDatabase(process.env.DATABASE_URL, `flowmind_${name}`)
      : undefined,
  };
}

/** Stops the server with SIGTERM, unless it has already exited, and waits until it has. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/** Drops the throwaway database and removes the folder when the run passed. */
export async function removeWorkspace(workspace: BenchWorkspace, failed: boolean): Promise<void> {
  await workspace.external?.drop();
  if (!failed) fs.rmSync(workspace.tempDir, { recursive: true, force: true });
}
