/**
 * API throughput against the database's own: for the hot signed-in endpoints, the requests/s
 * and latency of the real server under autocannon, next to the transactions/s pgbench gets from the
 * same PostgreSQL running the very statements the endpoint runs, with as many clients. The ratio
 * (rps / tps) is what the HTTP layer, validation, serialisation and the Node driver cost on top of the
 * queries; budget >= 0.8 (PostgREST measures 0.73-0.87 on its own stack).
 *
 * 1. Starts the server (`node --import tsx server/src/main.ts`, embedded PostgreSQL in a temporary
 *    folder, or a throwaway database on DATABASE_URL); signs up and onboards a reader, with 60 days of
 *    moods (two a day) and completions (three today, one a day before), and a writer.
 * 2. Captures the SQL each endpoint's service runs by calling it in this process on a drizzle instance
 *    with a query logger (same code, same statements, same parameters), and writes it as a pgbench
 *    script with the parameters as `-D` variables.
 * 3. Per endpoint: autocannon (CONNECTIONS connections, WARM_UP_SECONDS then SECONDS) on the server,
 *    the same on a bare node:http + node-postgres server running the same statements (the most a Node
 *    server can get here: bench/support/raw-pg-server.ts), then pgbench (-c CONNECTIONS -T SECONDS -M
 *    prepared) on the database.
 *
 * 4. The same autocannon load again on WORKERS=N (node:cluster, one process per core) beside WORKERS=1.
 *
 * Usage: npm run bench:api [-- --seconds 10] [-- --workers N] [-- --strict] [-- --profile DIR]
 *   --strict: exit 1 when a ratio is under budget; --profile: the server writes a V8 CPU profile into DIR
 *   (open it in Chromium's DevTools) to see where a request's time goes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../server/src/db/schema';
import type { Database } from '../server/src/db/client';
import { runningEmbeddedConnectionString } from '../server/src/db/embedded-postgres';
import { getMoodHistory, logMood } from '../server/src/modules/mood/mood.service';
import { getTodayCompletions } from '../server/src/modules/practices/practices.service';
import {
  freePort,
  launchServer,
  onboardedPerson,
  option,
  waitHealthy,
  type ServerProcess,
} from './support/server-process';
import { benchWorkspace, removeWorkspace, stopServer } from './support/workspace';

const SECONDS = option('seconds', 10);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 10;
const RATIO_BUDGET = 0.8;
const HISTORY_DAYS = 30;
/** Workers of the second pass: one per core, as production runs (`--workers N` to choose). */
const WORKERS = option('workers', os.availableParallelism());
const strict = process.argv.includes('--strict');
const profileIndex = process.argv.indexOf('--profile');
const profileDir = profileIndex > 0 ? process.argv[profileIndex + 1] : undefined;

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeout?: number;
}) => Promise<AutocannonResult>;
// autocannon ships no types; only the part used here is described above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  cookie: string;
  body?: object;
  /** Runs the endpoint's service function, so its statements can be captured. */
  service: (db: Database) => Promise<unknown>;
}

interface Row {
  endpoint: string;
  statements: number;
  rps: number;
  p50: number;
  p99: number;
  rawRps: number;
  tps: number;
}

const workspace = await benchWorkspace('api');
const { tempDir, dataDir, logFile, external } = workspace;
let server: ServerProcess | undefined;

function pgbenchBinary(): string {
  const bundled = '/usr/lib/postgresql/15/bin/pgbench';
  return fs.existsSync(bundled) ? bundled : 'pgbench';
}

/** The statements a service function sends, in order, with their parameters. */
async function captureStatements(
  pool: pg.Pool,
  run: (db: Database) => Promise<unknown>,
): Promise<Array<{ sql: string; params: unknown[] }>> {
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  });
  await run(db);
  return statements;
}

/**
 * A pgbench script of those statements: `$n` become `:pK` variables given with `-D` (sent as
 * parameters under -M prepared, like the driver's); a null cannot be given with -D, so it is written
 * in place.
 */
function pgbenchScript(statements: Array<{ sql: string; params: unknown[] }>): {
  script: string;
  defines: string[];
} {
  const defines: string[] = [];
  let variable = 0;
  const lines = statements.map(({ sql, params }) => {
    const names = params.map((value) => {
      if (value === null || value === undefined) return 'NULL';
      const name = `p${++variable}`;
      let text: string;
      if (value instanceof Date) text = value.toISOString();
      else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        text = String(value);
      else throw new Error(`a parameter pgbench cannot be given: ${JSON.stringify(value)}`);
      if (/\s/.test(text)) throw new Error(`pgbench -D cannot carry the parameter ${JSON.stringify(text)}`);
      defines.push('-D', `${name}=${text}`);
      return `:${name}`;
    });
    return `${sql.replace(/\$(\d+)/g, (_, n: string) => names[Number(n) - 1]!)};`;
  });
  return { script: lines.join('\n') + '\n', defines };
}

function runPgbench(databaseUrl: string, scriptFile: string, defines: string[]): Promise<number> {
  const args = [
    '-n',
    '-c',
    String(CONNECTIONS),
    // One load-generating thread, like autocannon's.
    '-j',
    '1',
    '-T',
    String(SECONDS),
    '-M',
    'prepared',
    '-f',
    scriptFile,
    ...defines,
    databaseUrl,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(pgbenchBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
      const failed = /number of failed transactions: (\d+)/.exec(output)?.[1];
      if (code !== 0 || !tps) return reject(new Error(`pgbench failed (${code}):\n${output}`));
      if (failed && failed !== '0') return reject(new Error(`pgbench: ${failed} failed transactions`));
      resolve(Number(tps));
    });
  });
}

/** autocannon on a bare node:http server in a process of its own. */
async function bareNodeRps(): Promise<number> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, r) => { r.setHeader('content-type', 'application/json'); r.end('{"ok":true}'); }).listen(${port}, '127.0.0.1', () => console.log('up'))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  try {
    const run = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}/`,
        connections: CONNECTIONS,
        duration,
        method: 'GET',
        headers: {},
      });
    await run(WARM_UP_SECONDS);
    const result = await run(SECONDS);
    return result.requests.total / result.duration;
  } finally {
    child.kill();
  }
}

/** autocannon on bench/support/raw-pg-server.ts running these statements: Node's own ceiling here. */
async function rawNodeRps(
  databaseUrl: string,
  statements: Array<{ sql: string; params: unknown[] }>,
  endpoint: Endpoint,
): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/raw-pg-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      STATEMENTS: JSON.stringify(statements),
      POOL_SIZE: String(CONNECTIONS),
    },
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  try {
    const run = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}${endpoint.path}`,
        connections: CONNECTIONS,
        duration,
        method: endpoint.method,
        headers: endpoint.body ? { 'content-type': 'application/json' } : {},
        body: endpoint.body ? JSON.stringify(endpoint.body) : undefined,
      });
    await run(WARM_UP_SECONDS);
    const result = await run(SECONDS);
    if (result.non2xx + result.errors > 0) throw new Error(`raw server: ${result.non2xx} failed answers`);
    return result.requests.total / result.duration;
  } finally {
    child.kill('SIGTERM');
  }
}

async function seedHistory(pool: pg.Pool, userId: string): Promise<void> {
  // Two moods a day for 60 days before today (the reader logs nothing today).
  await pool.query(
    `insert into mood_entries (user_id, mood_score, energy_level, stress_level, local_date, created_at)
     select $1, 1 + (g % 10), 5, 5, current_date - (1 + g / 2), now() - make_interval(days => 1 + g / 2, hours => g % 2)
     from generate_series(0, 119) g`,
    [userId],
  );
  const practices = (await pool.query<{ id: string }>('select id from practices order by name')).rows.map(
    (r) => r.id,
  );
  // Three completions today, one on each of the 60 days before.
  await pool.query(
    `insert into practice_effectiveness (user_id, practice_id, local_date, completion_date, effectiveness_rating)
     select $1, ($2::uuid[])[1 + (d % array_length($2::uuid[], 1))], current_date - d, now() - make_interval(days => d), 7
     from generate_series(1, 60) d`,
    [userId, practices],
  );
  await pool.query(
    `insert into practice_effectiveness (user_id, practice_id, local_date, completion_date, effectiveness_rating)
     select $1, p, current_date, now() - make_interval(mins => n::int), 8
     from unnest(($2::uuid[])[1:3]) with ordinality t(p, n)`,
    [userId, practices],
  );
}

/** autocannon on one endpoint: WARM_UP_SECONDS, then SECONDS measured; any error or non-2xx fails the run. */
async function loadTest(baseUrl: string, endpoint: Endpoint): Promise<AutocannonResult> {
  const load = (duration: number) =>
    autocannon({
      url: baseUrl + endpoint.path,
      connections: CONNECTIONS,
      duration,
      method: endpoint.method,
      headers: {
        cookie: endpoint.cookie,
        ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
      },
      body: endpoint.body ? JSON.stringify(endpoint.body) : undefined,
      timeout: 10,
    });
  await load(WARM_UP_SECONDS);
  const result = await load(SECONDS);
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors > 0) throw new Error(`${endpoint.name}: ${errors} errors or non-2xx answers under load`);
  return result;
}

const table = (rows: string[][]) => {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n');
};

let failed = false;
let overBudget: string[] = [];
let pool: pg.Pool | undefined;
try {
  const port = await freePort();
  const startedAt = Date.now();
  server = launchServer({
    dataDir,
    port,
    databaseUrl: external?.url,
    logFile,
    nodeArgs: profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : [],
  });
  await waitHealthy(server, startedAt);
  const baseUrl = server.baseUrl;
  const publicUrl = `http://localhost:${port}`;
  const databaseUrl = external?.url ?? runningEmbeddedConnectionString(dataDir);
  if (!databaseUrl) throw new Error('the embedded PostgreSQL is not running');
  pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

  const reader = await onboardedPerson(baseUrl, publicUrl);
  const writer = await onboardedPerson(baseUrl, publicUrl);
  await seedHistory(pool, reader.userId);
  await pool.query('analyze');

  const endpoints: Endpoint[] = [
    {
      name: `GET /api/v1/mood/history?days=${HISTORY_DAYS}`,
      method: 'GET',
      path: `/api/v1/mood/history?days=${HISTORY_DAYS}`,
      cookie: reader.cookie,
      service: (db) => getMoodHistory(db, reader.userId, HISTORY_DAYS),
    },
    {
      name: 'GET /api/v1/practice-completions/today',
      method: 'GET',
      path: '/api/v1/practice-completions/today',
      cookie: reader.cookie,
      service: (db) => getTodayCompletions(db, reader.userId),
    },
    {
      name: 'POST /api/v1/mood',
      method: 'POST',
      path: '/api/v1/mood',
      cookie: writer.cookie,
      body: { mood_score: 7 },
      service: (db) => logMood(db, writer.userId, { mood_score: 7 }),
    },
  ];

  console.log(
    `API throughput on ${external ? 'PostgreSQL at DATABASE_URL' : 'embedded PostgreSQL'}: ` +
      `${CONNECTIONS} connections/clients, ${SECONDS} s each (autocannon after ${WARM_UP_SECONDS} s of ` +
      `warm-up; pgbench -M prepared); server log in ${logFile}`,
  );
  const rows: Row[] = [];
  for (const endpoint of endpoints) {
    const statements = await captureStatements(pool, endpoint.service);
    const { script, defines } = pgbenchScript(statements);
    const scriptFile = path.join(tempDir, `${rows.length + 1}.sql`);
    fs.writeFileSync(scriptFile, script);
    console.log(`\n${endpoint.name}: ${statements.length} statements (pgbench script ${scriptFile})`);
    for (const { sql } of statements) console.log(`  ${sql}`);

    const result = await loadTest(baseUrl, endpoint);
    const rawRps = await rawNodeRps(databaseUrl, statements, endpoint);
    const tps = await runPgbench(databaseUrl, scriptFile, defines);
    rows.push({
      endpoint: endpoint.name,
      statements: statements.length,
      rps: result.requests.total / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rawRps,
      tps,
    });
    const row = rows[rows.length - 1]!;
    console.log(
      `  ${row.rps.toFixed(0)} requests/s (p50 ${row.p50} ms, p99 ${row.p99} ms); bare node:http + pg ` +
        `${rawRps.toFixed(0)} requests/s; pgbench ${tps.toFixed(0)} tps`,
    );
  }

  // What any Node server can answer here: the bounds of the ratio on this machine, not of this app.
  const bare = await bareNodeRps();
  console.log(
    `\nbare node:http answering {"ok":true}: ${bare.toFixed(0)} requests/s (same load; the most a Node server gets here)`,
  );

  console.log('');
  console.log(
    table([
      [
        'endpoint',
        'statements',
        'rps',
        'p50 ms',
        'p99 ms',
        'pgbench tps',
        'ratio',
        'node+pg rps',
        'node+pg ratio',
        'app / node+pg',
      ],
      ...rows.map((row) => [
        row.endpoint,
        String(row.statements),
        row.rps.toFixed(0),
        String(row.p50),
        String(row.p99),
        row.tps.toFixed(0),
        (row.rps / row.tps).toFixed(2),
        row.rawRps.toFixed(0),
        (row.rawRps / row.tps).toFixed(2),
        (row.rps / row.rawRps).toFixed(2),
      ]),
    ]),
  );
  console.log(
    '(node+pg: node:http and node-postgres alone running the same prepared statements, one process; ' +
      'its ratio is the most any single Node process reaches against pgbench on this machine)',
  );
  overBudget = rows.filter((row) => row.rps / row.tps < RATIO_BUDGET).map((row) => row.endpoint);

  // The same load on WORKERS processes sharing the port (node:cluster), one per core, on the same data.
  if (WORKERS > 1) {
    await pool.end();
    pool = undefined;
    await stopServer(server);
    const clusterStartedAt = Date.now();
    server = launchServer({ dataDir, port, databaseUrl: external?.url, logFile, workers: WORKERS });
    await waitHealthy(server, clusterStartedAt);
    const clustered: number[] = [];
    for (const endpoint of endpoints) {
      const result = await loadTest(baseUrl, endpoint);
      clustered.push(result.requests.total / result.duration);
    }
    console.log(
      `\nThe same load with WORKERS=1 and WORKERS=${WORKERS} (cores: ${os.availableParallelism()}):`,
    );
    console.log(
      table([
        ['endpoint', 'rps, 1 worker', `rps, ${WORKERS} workers`, 'speed-up'],
        ...rows.map((row, i) => [
          row.endpoint,
          row.rps.toFixed(0),
          clustered[i]!.toFixed(0),
          `${(clustered[i]! / row.rps).toFixed(2)}x`,
        ]),
      ]),
    );
    console.log('(autocannon runs on the same machine, so it takes a share of the cores the workers use)');
  }
  console.log(
    overBudget.length === 0
      ? `ok: every ratio >= ${RATIO_BUDGET}`
      : `UNDER BUDGET (ratio < ${RATIO_BUDGET}): ${overBudget.join(', ')}`,
  );
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  console.error(`server log: ${logFile}`);
} finally {
  await pool?.end();
  await stopServer(server);
  await removeWorkspace(workspace, failed);
}
// Explicitly: embedded-postgres' exit hook ends a process that runs out of work with code 0.
process.exit(failed || (strict && overBudget.length > 0) ? 1 : 0);
