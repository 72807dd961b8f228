import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { LISTENER_APPLICATION_NAME, type NotificationListener } from '../db/notification-listener';

/** Sent after sessions ended: every instance answers once it has handled all notifications before it. */
export const SESSIONS_SYNC_CHANNEL = 'flowmind_sessions_sync';
/** An instance's answer to a sync, carrying the sync's token. */
export const SESSIONS_SYNCED_CHANNEL = 'flowmind_sessions_synced';

/**
 * Lets the instance that ended sessions answer only once every instance has dropped them from its session
 * cache, so the very next request, to whichever instance, is refused. Ended-session notifications reach
 * the other instances asynchronously (tens of milliseconds on a busy machine), and without this wait a
 * request sent elsewhere right after sign-out answered could still be served from a cache there.
 *
 * After the sessions' deletion has committed, the ender notifies a sync token. PostgreSQL delivers each
 * listener its notifications in commit order and the cache handles each as it arrives, so an instance
 * that receives the token has already dropped the sessions; it answers with the token. The ender waits
 * for as many answers as there are listening connections (named LISTENER_APPLICATION_NAME once they
 * listen), at most `timeoutMs`: one that does not answer by then is stuck or losing its connection,
 * which empties its cache anyway. An instance whose listener is down serves nothing from its cache.
 */
export class SessionEndBarrier {
  /** Token -> called with each answer. */
  private readonly waiting = new Map<string, () => void>();

  constructor(
    private readonly notifications: NotificationListener,
    private readonly pool: pg.Pool,
    private readonly log: (message: string) => void,
    private readonly timeoutMs = 2_000,
  ) {
    notifications.on(SESSIONS_SYNC_CHANNEL, (token) => {
      pool
        .query('select pg_notify($1, $2)', [SESSIONS_SYNCED_CHANNEL, token])
        .catch((error: unknown) => log(`sessions: could not answer a sync: ${(error as Error).message}`));
    });
    notifications.on(SESSIONS_SYNCED_CHANNEL, (token) => this.waiting.get(token)?.());
  }

  /** Resolves once every listening instance has handled the sessions ended so far (or after the timeout). */
  async waitForEveryInstance(): Promise<void> {
    // The answers come through this instance's own listener.
    await this.notifications.start().catch(() => {});
    if (!this.notifications.connected) return;
    const token = randomUUID();
    let answers = 0;
    let expected = Infinity;
    let release!: () => void;
    const allAnswered = new Promise<void>((resolve) => (release = resolve));
    this.waiting.set(token, () => {
      if (++answers >= expected) release();
    });
    const timer = setTimeout(release, this.timeoutMs);
    try {
      const { rows } = await this.pool.query<{ listeners: number }>(
        `select (select count(*)::int from pg_stat_activity
                  where datname = current_database() and application_name = $1) as listeners,
                pg_notify($2, $3)`,
        [LISTENER_APPLICATION_NAME, SESSIONS_SYNC_CHANNEL, token],
      );
      expected = rows[0]!.listeners;
      if (answers >= expected) release();
      await allAnswered;
      if (answers < expected) {
        this.log(`sessions: ${answers} of ${expected} instances confirmed ended sessions in time`);
      }
    } catch (error) {
      this.log(`sessions: could not sync ended sessions: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
      this.waiting.delete(token);
    }
  }
}
