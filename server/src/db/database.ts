import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';
import { acquireDataDirLock } from './data-dir-lock';
import { runMigrations } from './migrate';
import { seedCatalogue } from './seed';

export interface OpenedDatabase extends DatabaseHandle {
  embedded: boolean;
  /** Where the database answers: DATABASE_URL, or the embedded server this process started. */
  connectionString: string;
}

const MIN_SERVER_VERSION = 150000;

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR (locking the folder so a
 * second process fails at once), then migrates and seeds.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log: (message: string) => void;
}): Promise<OpenedDatabase> {
  const cleanup: Array<() => Promise<void> | void> = [];
  try {
    let connectionString = options.databaseUrl;
    if (!connectionString) {
      cleanup.unshift(acquireDataDirLock(options.dataDir));
      const embedded = await startEmbeddedPostgres(options.dataDir);
      cleanup.unshift(() => embedded.stop());
      connectionString = embedded.connectionString;
      options.log(`Embedded PostgreSQL started with its data in ${options.dataDir}`);
    }
    const handle = connectDatabase(connectionString);
    cleanup.unshift(() => handle.close());
    const { rows } = await handle.pool.query<{ server_version_num: string }>('show server_version_num');
    const version = Number(rows[0]?.server_version_num);
    if (version < MIN_SERVER_VERSION) {
      throw new Error(`Flowmind needs PostgreSQL 15 or newer; the server at DATABASE_URL runs ${version}.`);
    }
    // Migrations may wait for another instance's migration lock or run long: no request timeouts here.
    const migrator = connectDatabase(connectionString, 1, false);
    const seeded = await (async () => {
      try {
        await runMigrations(migrator.db);
        return await seedCatalogue(migrator.db);
      } finally {
        await migrator.close();
      }
    })();
    if (seeded.applied) options.log('Seeded coaches, practices and achievements');
    return {
      ...handle,
      embedded: !options.databaseUrl,
      connectionString,
      async close() {
        for (const step of cleanup) await step();
      },
    };
  } catch (error) {
    for (const step of cleanup) await Promise.resolve(step()).catch(() => {});
    throw error;
  }
}
