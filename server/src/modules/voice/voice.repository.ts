import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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

/**
 * Stores the audio in its row, as the person's, unless their account is gone (read FOR KEY SHARE, as in
 * recordAudioOwner); true when stored (or already stored as theirs).
 */
export async function storeAudioRow(
  db: Queryable,
  key: string,
  userId: string,
  audio: { bytes: Buffer; contentType: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into voice_audio (key, user_id, content_type, bytes, size, last_used_at)
    select ${key}, id, ${audio.contentType}, ${audio.bytes}, ${audio.bytes.length}, now()
    from auth_users where id = ${userId} for key share
    on conflict (key) do update set
      content_type = excluded.content_type, bytes = excluded.bytes, size = excluded.size, last_used_at = now()
      where voice_audio.user_id = excluded.user_id
    returning key`);
  return result.rows.length > 0;
}

/** Whether the row holds the audio; marks it used when it was last marked more than an hour ago. */
export async function hasAudioRow(db: Queryable, key: string): Promise<boolean> {
  const [row] = await db
    .select({ stale: sql<boolean>`${voiceAudio.lastUsedAt} < now() - interval '1 hour'` })
    .from(voiceAudio)
    .where(and(eq(voiceAudio.key, key), isNotNull(voiceAudio.bytes)));
  if (!row) return false;
  if (row.stale)
    await db
      .update(voiceAudio)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(voiceAudio.key, key));
  return true;
}

export async function findAudioRow(
  db: Queryable,
  key: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const [row] = await db
    .select({ bytes: voiceAudio.bytes, contentType: voiceAudio.contentType })
    .from(voiceAudio)
    .where(and(eq(voiceAudio.key, key), isNotNull(voiceAudio.bytes)));
  return row?.bytes ? { bytes: row.bytes, contentType: row.contentType ?? 'application/octet-stream' } : null;
}

export async function deleteAudioRowsOf(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .delete(voiceAudio)
    .where(eq(voiceAudio.userId, userId))
    .returning({ key: voiceAudio.key });
  return rows.map((row) => row.key);
}

/**
 * Deletes stored audio unused for `maxAgeDays`, then, while the rest is over `maxBytes`, the least recently
 * used of what has been idle for `minIdleMinutes` (audio in use now is never swept). One instance sweeps at a
 * time (a transaction-scoped advisory lock); the others skip. Returns the keys deleted.
 */
export async function sweepAudioRows(
  db: Database,
  limits: { maxAgeDays: number; maxBytes: number; minIdleMinutes: number },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('flowmind:voice-audio-sweep')) as ok`,
    );
    if (!(lock.rows[0] as { ok: boolean }).ok) return [];
    const old = await tx.execute(sql`
      delete from voice_audio
      where bytes is not null and last_used_at < now() - make_interval(days => ${limits.maxAgeDays})
      returning key`);
    const over = await tx.execute(sql`
      with newest_first as (
        select key, sum(size) over (order by last_used_at desc, key) as running
        from voice_audio where bytes is not null
      )
      delete from voice_audio v using newest_first n
      where v.key = n.key and n.running > ${limits.maxBytes}
        and v.last_used_at < now() - make_interval(mins => ${limits.minIdleMinutes})
      returning v.key`);
    return [...old.rows, ...over.rows].map((row) => (row as { key: string }).key);
  });
}
