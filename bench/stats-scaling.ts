/**
 * Stats cost must not grow with history, so a long-time user's progress loads as fast as a newcomer's:
 * p50 of GET /api/v1/progress, and of GET /api/v1/practices/insights (what helps them, from running
 * totals), for a person with 10 rows of history and for one with 100,000 rows, and their ratios
 * (budget: <= 1.5 each).
 * Usage: node --import tsx bench/stats-scaling.ts   (embedded PostgreSQL; or set DATABASE_URL)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { connectDatabase } from '../server/src/db/client';
import { startEmbeddedPostgres } from '../server/src/db/embedded-postgres';
import { runMigrations } from '../server/src/db/migrate';
import { seedCatalogue } from '../server/src/db/seed';
import { createVoiceServices } from '../server/src/modules/voice/voice-engines';
import { benchAppOptions } from './support/in-process-app';

const BUDGET = 1.5;
const SAMPLES = 400;
const publicUrl = 'http://localhost:3000';

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-bench-'));
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(tempDir);
let url = process.env.DATABASE_URL ?? embedded!.connectionString;
const databaseName = `flowmind_bench_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE DATABASE ${databaseName}`);
url = Object.assign(new URL(url), { pathname: `/${databaseName}` }).toString();

// No request timeouts: seeding 100,000 rows below is one long statement.
const database = connectDatabase(url, 10, false);
await runMigrations(database.db);
await seedCatalogue(database.db);
const app = await buildApp({
  ...benchAppOptions(tempDir),
  database,
  publicUrl,
  voice: createVoiceServices({ dataDir: tempDir }),
});
await app.ready();

async function person(email: string): Promise<{ cookie: string; id: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: publicUrl },
    payload: { email, password: 'bench-password', name: 'Bench Person' },
  });
  const cookie = [response.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
  const id = response.json().user.id as string;
  await database.pool.query(`update users set onboarding_completed = true, timezone = 'UTC' where id = $1`, [
    id,
  ]);
  return { cookie, id };
}

const small = await person('small@bench.local');
const large = await person('large@bench.local');

/**
 * Daily history ending today: `moods` mood entries and practice completions across the catalogue, each
 * completion with both moods answered at its own hour, and the insight totals those completions leave
 * (the app keeps them with each completion; here they are summed from the rows at once).
 */
async function seedHistory(userId: string, moods: number, completions: number): Promise<void> {
  await database.pool.query(
    `insert into mood_entries (user_id, mood_score, energy_level, stress_level, notes, local_date, created_at)
     select $1, 1 + (g % 10), 5, 5, null, current_date - ($2 - 1 - g / 20), now() - make_interval(days => $2 - 1 - g / 20)
     from generate_series(0, $2 * 20 - 1) g where g < $3`,
    [userId, Math.ceil(moods / 20), moods],
  );
  const practices = (
    await database.pool.query<{ id: string }>('select id from practices order by name')
  ).rows.map((r) => r.id);
  const days = Math.ceil(completions / practices.length);
  await database.pool.query(
    `insert into practice_effectiveness
       (user_id, practice_id, local_date, completion_date, effectiveness_rating, mood_before, mood_after)
     select $1, p.id, current_date - d, now() - make_interval(days => d, hours => (d * 7 + p.n::int) % 24),
            1 + (d % 10), 1 + (d + p.n) % 5, 3 + (d * 3 + p.n) % 8
     from generate_series($3 - 1, 0, -1) d cross join unnest($2::uuid[]) with ordinality p(id, n)
     limit $4`,
    [userId, practices, days, completions],
  );
  await database.pool.query(
    `insert into practice_insight_totals (user_id, practice_id, sessions, mood_change_sum, rated_sessions, rating_sum)
     select user_id, practice_id, count(*), sum(mood_after - mood_before), count(*), sum(effectiveness_rating)
     from practice_effectiveness where user_id = $1 group by user_id, practice_id`,
    [userId],
  );
  await database.pool.query(
    `insert into time_of_day_insight_totals (user_id, time_of_day, sessions, mood_change_sum)
     select user_id,
            case when hour between 5 and 11 then 'morning' when hour between 12 and 16 then 'afternoon'
                 when hour between 17 and 21 then 'evening' else 'night' end,
            count(*), sum(mood_after - mood_before)
     from (select *, extract(hour from completion_date at time zone 'UTC')::int as hour
           from practice_effectiveness where user_id = $1) completions
     group by 1, 2`,
    [userId],
  );
}

const started = Date.now();
await seedHistory(small.id, 5, 5);
await seedHistory(large.id, 60_000, 40_000);
const counts = await database.pool.query(
  `select (select count(*) from mood_entries where user_id = $1) + (select count(*) from practice_effectiveness where user_id = $1) as small,
          (select count(*) from mood_entries where user_id = $2) + (select count(*) from practice_effectiveness where user_id = $2) as large`,
  [small.id, large.id],
);
console.log(
  `history rows: ${counts.rows[0].small} and ${counts.rows[0].large} (seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
await database.pool.query('analyze');

async function p50(url: string, cookie: string): Promise<number> {
  for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url, headers: { cookie } });
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** The p50 of one endpoint at 10 and at 100,000 rows, printed with their ratio; true within budget. */
async function compare(url: string): Promise<boolean> {
  // Interleave the two measurements so drift on the machine affects both alike.
  const smallP50 = ((await p50(url, small.cookie)) + (await p50(url, small.cookie))) / 2;
  const largeP50 = ((await p50(url, large.cookie)) + (await p50(url, large.cookie))) / 2;
  const ratio = largeP50 / smallP50;
  console.log(
    `GET ${url} p50: ${smallP50.toFixed(2)} ms at 10 rows, ${largeP50.toFixed(2)} ms at 100,000 rows`,
  );
  console.log(`ratio ${ratio.toFixed(2)} (budget <= ${BUDGET}) ${ratio <= BUDGET ? 'ok' : 'OVER BUDGET'}`);
  return ratio <= BUDGET;
}

const withinBudget = [await compare('/api/v1/progress'), await compare('/api/v1/practices/insights')].every(
  Boolean,
);

await app.close();
await database.close();
await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
await admin.end();
await embedded?.stop();
fs.rmSync(tempDir, { recursive: true, force: true });
// Explicitly: embedded-postgres' exit hook ends a process that runs out of work with code 0.
process.exit(withinBudget ? 0 : 1);
