/**
 * How long an announced end is remembered: longer than any session check can take (the database gives up
 * after 15 s), so work that read a session just before it ended (a cached check, a stream registering)
 * cannot bring it back afterwards.
 */
const ENDED_SESSION_MEMORY_MS = 60_000;
/** A bound on memory when very many sessions end at once; the oldest are forgotten first. */
const ENDED_SESSIONS_REMEMBERED = 10_000;

/** The sessions whose end this instance heard of in the last minute. */
export class RecentlyEndedSessions {
  /** Session id -> when its end was announced, oldest first (insertion order). */
  private readonly endedAt = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  remember(sessionId: string): void {
    const now = this.now();
    for (const [id, endedAt] of this.endedAt) {
      const recent = endedAt > now - ENDED_SESSION_MEMORY_MS;
      if (recent && this.endedAt.size < ENDED_SESSIONS_REMEMBERED) break;
      this.endedAt.delete(id);
    }
    this.endedAt.delete(sessionId);
    this.endedAt.set(sessionId, now);
  }

  has(sessionId: string): boolean {
    const endedAt = this.endedAt.get(sessionId);
    return endedAt !== undefined && endedAt > this.now() - ENDED_SESSION_MEMORY_MS;
  }
}
