import type { NotificationListener } from '../db/notification-listener';
import type { SessionUser } from './session-user';
import { RecentlyEndedSessions } from './recently-ended-sessions';

export const SESSIONS_CHANNEL = 'flowmind_sessions';

interface CachedSession {
  user: SessionUser;
  validUntil: number;
}

/**
 * Recently checked sessions, keyed by a digest of the exact session cookie better-auth verified, so the
 * session guard costs no database round trip on most requests. Safe across instances because ending a
 * session notifies every instance (migration 0007), which drops it at once, and the instance that ended it
 * answers only once every instance has (SessionEndBarrier); while those notifications cannot be received,
 * nothing is served from the cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private readonly keysBySession = new Map<string, Set<string>>();
  private readonly endedSessions: RecentlyEndedSessions;

  constructor(
    private readonly notifications: NotificationListener,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 100_000,
    private readonly now: () => number = Date.now,
  ) {
    // A check that read a session just before its end was announced must not cache it afterwards.
    this.endedSessions = new RecentlyEndedSessions(now);
    notifications.on(SESSIONS_CHANNEL, (sessionId) => this.forgetSession(sessionId));
    // Ended sessions may have been missed while away: start over.
    notifications.onDisconnect(() => this.clear());
    notifications.onReconnect(() => this.clear());
  }

  get(key: string): SessionUser | undefined {
    if (!this.notifications.connected) {
      this.notifications.ensureStarted();
      return undefined;
    }
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.validUntil <= this.now()) {
      this.forgetKey(key, entry.user.sessionId);
      return undefined;
    }
    return entry.user;
  }

  set(key: string, user: SessionUser, expiresAt: Date): void {
    if (!this.notifications.connected) return;
    // A check that began before the session ended may finish after its end was announced.
    if (this.endedSessions.has(user.sessionId)) return;
    if (this.entries.size >= this.maxEntries) this.clear();
    const validUntil = Math.min(this.now() + this.ttlMs, expiresAt.getTime());
    this.entries.set(key, { user, validUntil });
    let keys = this.keysBySession.get(user.sessionId);
    if (!keys) this.keysBySession.set(user.sessionId, (keys = new Set()));
    keys.add(key);
  }

  forgetSession(sessionId: string): void {
    for (const key of this.keysBySession.get(sessionId) ?? []) this.entries.delete(key);
    this.keysBySession.delete(sessionId);
    this.endedSessions.remember(sessionId);
  }

  /**
   * Drops every cached session of one person. Called by the instance that ended them before it answers,
   * so the very next request to this instance is checked against the database even if the notification
   * has not arrived yet (other instances still learn of it through the notification).
   */
  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) {
      if (entry.user.id === userId) this.forgetKey(key, entry.user.sessionId);
    }
  }

  /** The person a cached credential belongs to, without touching its expiry. */
  userOf(key: string): string | undefined {
    return this.entries.get(key)?.user.id;
  }

  private forgetKey(key: string, sessionId: string): void {
    this.entries.delete(key);
    const keys = this.keysBySession.get(sessionId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysBySession.delete(sessionId);
  }

  clear(): void {
    this.entries.clear();
    this.keysBySession.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
