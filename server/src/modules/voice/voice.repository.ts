import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { voiceAudio, voiceRateLimits } from '../../db/schema-voice';

export interface RateLimitCount {
  /** Requests in the current window, this one included. */
  count: number;
  /** Seconds until the window resets. */
  resetInSeconds: number;
}

/**
 * Counts one request of a person in a fixed window, atomically in one statement (safe across instances):
 * the first request after the window ended starts a new one.
 */
export async function countVoiceRequest(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<RateLimitCount> {
  const expired = sql`${voiceRateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(voiceRateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: voiceRateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${voiceRateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${voiceRateLimits.windowStart} end`,
      },
    })
    .returning({
      count: voiceRateLimits.count,
      resetInSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${voiceRateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now()))))::int`,
    });
  return row!;
}

/** The app's database, or a transaction of it. */
type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Records the person as the owner of stored audio, unless their account is gone; true when recorded (or
 * already recorded as theirs). The account row is read FOR KEY SHARE, so this serialises with an account
 * deletion: one in progress makes it wait and then record nothing, and one that starts later waits for
 * this row, which the deletion's sweep then finds.
 */
export async function recordAudioOwner(db: Queryable, key: string, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    insert into voice_audio (key, user_id)
    select ${key}, id from auth_users where id = ${userId} for key share
    on conflict (key) do update set created_at = voice_audio.created_at
      where voice_audio.user_id = excluded.user_id
    returning key`);
  return result.rows.length > 0;
}

export async function isAudioRecorded(db: Queryable, key: string): Promise<boolean> {
  const [row] = await db.select({ key: voiceAudio.key }).from(voiceAudio).where(eq(voiceAudio.key, key));
  return row !== undefined;
}

/** Up to `limit` keys of the person's audio, locked until the transaction ends so no one records them anew meanwhile. */
export async function lockAudioKeysOf(db: Queryable, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: voiceAudio.key })
    .from(voiceAudio)
    .where(eq(voiceAudio.userId, userId))
    .orderBy(voiceAudio.key)
    .limit(limit)
    .for('update');
  return rows.map((row) => row.key);
}

export async function deleteAudioRows(db: Queryable, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(voiceAudio).where(inArray(voiceAudio.key, keys));
}
