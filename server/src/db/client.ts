import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

/** A transaction's handle: what a module's write receives when it must join another module's transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
  close(): Promise<void>;
}

/**
 * How long a request may wait on the database before it fails with a 503, so nothing hangs while
 * PostgreSQL is down or unreachable. `false` turns them off, for migrations that may legitimately
 * wait (another instance holding the migration lock) or run long.
 */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one when all are busy. */
  connectMs: number;
  /** PostgreSQL cancels a statement running longer than this (cleanly: the connection stays usable). */
  statementMs: number;
  /**
   * The client gives up waiting for an answer: covers a database that stopped answering altogether
   * (network partition), which no server-side timeout can. Longer than `statementMs`, so a merely slow
   * statement is cancelled by the server first.
   */
  queryMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 15_000,
};

export function connectDatabase(
  connectionString: string,
  max = 10,
  timeouts: Partial<DatabaseTimeouts> | false = {},
): DatabaseHandle {
  const limits = timeouts === false ? undefined : { ...DEFAULT_DATABASE_TIMEOUTS, ...timeouts };
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    ...(limits && {
      connectionTimeoutMillis: limits.connectMs,
      statement_timeout: limits.statementMs,
      query_timeout: limits.queryMs,
    }),
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
