import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { voiceRateLimits } from '../../db/schema-voice';

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
