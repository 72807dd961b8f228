import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';
import { seedCatalogue } from '../src/db/seed';
import { createRiskClassifier } from '../src/integrations/risk/risk-classifier';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts one PostgreSQL for the whole run (embedded in a temp folder, or the server at DATABASE_URL),
 * migrates and seeds a template database; each test file clones it (see test/database.ts).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let tempDir: string | undefined;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-test-'));
    embedded = await startEmbeddedPostgres(tempDir);
    adminUrl = embedded.connectionString;
  }

  const templateDatabase = `flowmind_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  const template = connectDatabase(withDatabase(adminUrl, templateDatabase), 2);
  await runMigrations(template.db);
  await seedCatalogue(template.db);
  await template.close();

  // Learned once here and kept on disk (see the risk module's model cache), so the test files that build
  // the app read the model instead of each learning it again.
  createRiskClassifier();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    const clones = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`${templateDatabase}_%`, templateDatabase],
    );
    for (const { datname } of clones.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}
