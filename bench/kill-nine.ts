/**
 * Durability under kill -9: N cycles (50 by default) of starting the real server on the same
 * data, driving a write load (mood entries and practice completions from several signed-in people),
 * and killing it with SIGKILL at a random moment. Every write the server acknowledged (a 2xx with the
 * new row's id) must still be in the database afterwards: lost writes must be 0.
 *
 * On the embedded PostgreSQL, odd cycles kill the server process only (its PostgreSQL lives on as an
 * orphan the next start takes over) and even cycles kill the server and its PostgreSQL together
 * (crash recovery from the write-ahead log, as after a power cut). With DATABASE_URL only the API
 * process is killed, on a throwaway database of that server.
 *
 * Usage: npm run bench:kill9 [-- --cycles 50]
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { isProcessAlive } from '../server/src/db/data-dir-lock';
import { runningEmbeddedConnectionString } from '../server/src/db/embedded-postgres';
import {
  freePort,
  launchServer,
  onboardedPerson,
  option,
  percentile,
  seconds,
  waitHealthy,
  type ServerProcess,
} from './support/server-process';
import { benchWorkspace, removeWorkspace, stopServer } from './support/workspace';

const CYCLES = option('cycles', 50);
const WRITERS = 8;
const INITIAL_PEOPLE = 4;
const NEW_PEOPLE_PER_CYCLE = 2;
const KILL_AFTER_MS = { min: 300, max: 3_000 };

const workspace = await benchWorkspace('kill9');
const { tempDir, dataDir, logFile, external } = workspace;
const port = await freePort();
const publicUrl = `http://localhost:${port}`;

interface Person {
  cookie: string;
  /** Practices this person has an acknowledged completion of (completions count once per local day). */
  completed: Set<string>;
}

const acknowledged = { mood: [] as string[], completion: new Set<string>() };
let refusedBeforeKill = 0;
let inFlightAtKill = 0;
let crashRecoveries = 0;
const restartTimes: number[] = [];
const people: Person[] = [];
let server: ServerProcess | undefined;

function postmasterPid(): number | undefined {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

/**
 * Whether the cluster was left running rather than shut down: the state field of global/pg_control
 * (an int32 after the 8-byte system identifier and two uint32 versions; 6 = "in production"). The
 * next start then replays the write-ahead log: crash recovery.
 */
function clusterLeftRunning(): boolean {
  const control = fs.readFileSync(path.join(dataDir, 'postgres', 'global', 'pg_control'));
  return control.readInt32LE(16) === 6;
}

function databaseUrl(): string {
  const url = external?.url ?? runningEmbeddedConnectionString(dataDir);
  if (!url) throw new Error('the embedded PostgreSQL is not running');
  return url;
}

/** How many acknowledged writes the database has lost so far. */
async function lostWrites(): Promise<{ mood: number; completion: number }> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const count = async (table: string, ids: string[]) =>
      ids.length -
      Number(
        (
          await client.query<{ n: string }>(`select count(*) as n from ${table} where id = any($1::uuid[])`, [
            ids,
          ])
        ).rows[0]!.n,
      );
    return {
      mood: await count('mood_entries', acknowledged.mood),
      completion: await count('practice_effectiveness', [...acknowledged.completion]),
    };
  } finally {
    await client.end();
  }
}

/** PostgreSQL's durability settings: an acknowledged commit must be flushed to disk. */
async function durabilitySettings(): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const settings: Record<string, string> = {};
    for (const name of ['fsync', 'synchronous_commit', 'full_page_writes']) {
      settings[name] = (await client.query<Record<string, string>>(`show ${name}`)).rows[0]![name]!;
    }
    return settings;
  } finally {
    await client.end();
  }
}

async function start(): Promise<number> {
  const startedAt = Date.now();
  server = launchServer({ dataDir, port, databaseUrl: external?.url, logFile, ownProcessGroup: true });
  return waitHealthy(server, startedAt);
}

/** Writers log moods and complete practices until the server goes away. */
async function writeLoad(baseUrl: string, practiceIds: string[], cycle: number): Promise<void> {
  let inFlight = 0;
  const writer = async (index: number): Promise<void> => {
    for (let n = 0; ; n++) {
      const person = people[Math.floor(Math.random() * people.length)]!;
      const open = practiceIds.filter((id) => !person.completed.has(id));
      const completion = open.length > 0 && (n + index) % 2 === 0;
      const practiceId = completion ? open[Math.floor(Math.random() * open.length)]! : undefined;
      inFlight++;
      try {
        const response = await fetch(`${baseUrl}/api/v1/${completion ? 'practice-completions' : 'mood'}`, {
          method: 'POST',
          headers: { cookie: person.cookie, 'content-type': 'application/json' },
          body: JSON.stringify(
            completion
              ? { practiceId, effectivenessRating: 1 + (n % 10), durationActualMinutes: 5 }
              : { mood_score: 1 + ((n + cycle) % 10) },
          ),
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await response.json()) as { entry?: { id: string }; completion?: { id: string } };
        if (!response.ok) refusedBeforeKill++;
        else if (body.entry) acknowledged.mood.push(body.entry.id);
        else if (body.completion) {
          acknowledged.completion.add(body.completion.id);
          person.completed.add(practiceId!);
        }
      } catch {
        return; // the server is gone
      } finally {
        inFlight--;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
  const killAfter = KILL_AFTER_MS.min + Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min);
  await new Promise((resolve) => setTimeout(resolve, killAfter));

  const withPostgres = !external && cycle % 2 === 0;
  const postmaster = postmasterPid();
  inFlightAtKill += inFlight;
  process.kill(withPostgres ? -server!.child.pid! : server!.child.pid!, 'SIGKILL');
  await server!.exited;
  await Promise.all(writers);
  if (withPostgres && postmaster) {
    while (isProcessAlive(postmaster)) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stopEverything(): Promise<void> {
  await stopServer(server);
  const orphan = postmasterPid();
  if (!external && orphan && isProcessAlive(orphan)) process.kill(orphan, 'SIGINT');
}

process.once('SIGINT', () => void stopEverything().finally(() => process.exit(130)));

let failed = false;
try {
  const mode = external ? 'PostgreSQL at DATABASE_URL (API process killed)' : 'embedded PostgreSQL';
  console.log(`kill -9 under write load: ${CYCLES} cycles on ${mode}; data and server log in ${tempDir}`);
  const firstStart = await start();
  const settings = await durabilitySettings();
  console.log(
    `first start ${seconds(firstStart)}; ` +
      Object.entries(settings)
        .map(([name, value]) => `${name}=${value}`)
        .join(', '),
  );
  if (settings.fsync !== 'on' || settings.synchronous_commit === 'off') {
    throw new Error('PostgreSQL does not flush commits to disk: acknowledged writes could be lost');
  }
  for (let i = 0; i < INITIAL_PEOPLE; i++) {
    people.push({ ...(await onboardedPerson(server!.baseUrl, publicUrl)), completed: new Set() });
  }
  const catalogue = await fetch(`${server!.baseUrl}/api/v1/practices`, {
    headers: { cookie: people[0]!.cookie },
  });
  const practiceIds = ((await catalogue.json()) as { practices: Array<{ id: string }> }).practices.map(
    (practice) => practice.id,
  );

  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    for (let i = 0; i < NEW_PEOPLE_PER_CYCLE; i++) {
      people.push({ ...(await onboardedPerson(server!.baseUrl, publicUrl)), completed: new Set() });
    }
    await writeLoad(server!.baseUrl, practiceIds, cycle);
    const killed = !external && cycle % 2 === 0 ? 'server + PostgreSQL' : 'server';
    const orphan = postmasterPid();
    if (!external && !(orphan && isProcessAlive(orphan)) && clusterLeftRunning()) crashRecoveries++;
    const restart = await start();
    restartTimes.push(restart);
    const lost = await lostWrites();
    const total = acknowledged.mood.length + acknowledged.completion.size;
    console.log(
      `cycle ${String(cycle).padStart(2)}/${CYCLES}: killed ${killed.padEnd(19)} restart ${seconds(restart)}, ` +
        `${total} writes acknowledged so far, ${lost.mood + lost.completion} lost`,
    );
    if (lost.mood + lost.completion > 0) failed = true;
  }

  const lost = await lostWrites();
  const lostTotal = lost.mood + lost.completion;
  console.log('');
  console.log(
    `cycles: ${CYCLES} (${external ? `${CYCLES} API process` : `${Math.ceil(CYCLES / 2)} server only, ${Math.floor(CYCLES / 2)} server + PostgreSQL`})`,
  );
  console.log(
    `acknowledged writes: ${acknowledged.mood.length + acknowledged.completion.size} ` +
      `(${acknowledged.mood.length} mood entries, ${acknowledged.completion.size} practice completions, ` +
      `${people.length} people); ${inFlightAtKill} requests were in flight at the kills (unacknowledged)`,
  );
  if (!external)
    console.log(`PostgreSQL crash recoveries (cluster killed while running): ${crashRecoveries}`);
  console.log(`lost writes: ${lostTotal} (${lost.mood} mood entries, ${lost.completion} completions)`);
  console.log(
    `restart time: p50 ${seconds(percentile(restartTimes, 0.5))}, max ${seconds(Math.max(...restartTimes))}`,
  );
  console.log(`refused writes before a kill: ${refusedBeforeKill}`);
  failed ||= lostTotal > 0 || refusedBeforeKill > 0;
  console.log(failed ? 'FAILED' : 'ok: every acknowledged write survived');
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  console.error(`server log: ${logFile}`);
} finally {
  await stopEverything();
  await removeWorkspace(workspace, failed);
}
// Explicitly: embedded-postgres' exit hook ends a process that runs out of work with code 0.
process.exit(failed ? 1 : 0);
