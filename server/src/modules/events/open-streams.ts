import type { NotificationListener } from '../../db/notification-listener';
import { SESSIONS_CHANNEL } from '../../auth/session-cache';
import { RecentlyEndedSessions } from '../../auth/recently-ended-sessions';

/** A tab or device each is plenty; every stream holds a connection and memory on the instance. */
export const MAX_STREAMS_PER_PERSON = 5;

/** Why the server ended a stream (sent to the browser as the `end` event, except on shutdown). */
export type StreamEndReason = 'session_ended' | 'too_many_streams' | 'shutdown';

export interface OpenStream {
  readonly userId: string;
  /** The session the stream was opened with: the stream ends with it. */
  readonly sessionId: string;
  /** Closes the stream; called once, after the registry has forgotten it. */
  end(reason: StreamEndReason): void;
}

export interface OpenStreamsOptions {
  maxPerPerson?: number;
  /** Of the given session ids, those that still exist; asked after notifications may have been missed. */
  activeSessions?: (sessionIds: string[]) => Promise<Set<string>>;
  log?: (message: string) => void;
  now?: () => number;
}

/**
 * The event streams open on this instance, by person and by session. A person has at most
 * `maxPerPerson` (opening one more ends their oldest), and a stream ends as soon as the session it was
 * opened with ends: sign-out and account deletion delete session rows, whose trigger (migration 0007)
 * notifies every instance. Notifications sent while the LISTEN connection was down are lost, so after it
 * reconnects the sessions of the open streams are checked once.
 */
export class OpenStreams {
  /** Oldest first. */
  private readonly byPerson = new Map<string, OpenStream[]>();
  private readonly bySession = new Map<string, Set<OpenStream>>();
  private readonly endedSessions: RecentlyEndedSessions;
  private readonly maxPerPerson: number;

  constructor(
    notifications: NotificationListener,
    private readonly options: OpenStreamsOptions = {},
  ) {
    this.maxPerPerson = options.maxPerPerson ?? MAX_STREAMS_PER_PERSON;
    // A stream whose session ended between the session guard's check and its registration ends as it
    // registers, instead of staying open unnoticed.
    this.endedSessions = new RecentlyEndedSessions(options.now);
    notifications.on(SESSIONS_CHANNEL, (sessionId) => this.endSession(sessionId));
    notifications.onReconnect(() => void this.endStreamsOfMissedSessions());
  }

  /** Registers a newly opened stream, ending the person's oldest beyond the limit. */
  add(stream: OpenStream): void {
    if (this.endedSessions.has(stream.sessionId)) {
      stream.end('session_ended');
      return;
    }
    let streams = this.byPerson.get(stream.userId);
    if (!streams) this.byPerson.set(stream.userId, (streams = []));
    streams.push(stream);
    let ofSession = this.bySession.get(stream.sessionId);
    if (!ofSession) this.bySession.set(stream.sessionId, (ofSession = new Set()));
    ofSession.add(stream);
    while (streams.length > this.maxPerPerson) this.end(streams[0]!, 'too_many_streams');
  }

  /** Forgets a stream that closed (the browser left); forgetting one twice is harmless. */
  remove(stream: OpenStream): void {
    const streams = this.byPerson.get(stream.userId);
    const index = streams?.indexOf(stream) ?? -1;
    if (index >= 0) streams!.splice(index, 1);
    if (streams?.length === 0) this.byPerson.delete(stream.userId);
    const ofSession = this.bySession.get(stream.sessionId);
    ofSession?.delete(stream);
    if (ofSession?.size === 0) this.bySession.delete(stream.sessionId);
  }

  endSession(sessionId: string): void {
    this.endedSessions.remember(sessionId);
    for (const stream of [...(this.bySession.get(sessionId) ?? [])]) this.end(stream, 'session_ended');
  }

  endAll(reason: StreamEndReason): void {
    for (const streams of [...this.byPerson.values()]) {
      for (const stream of [...streams]) this.end(stream, reason);
    }
  }

  /** Open streams of the person (of everyone without one). */
  count(userId?: string): number {
    if (userId !== undefined) return this.byPerson.get(userId)?.length ?? 0;
    let total = 0;
    for (const streams of this.byPerson.values()) total += streams.length;
    return total;
  }

  /** Ends the streams whose sessions ended while their notifications could not be received. */
  async endStreamsOfMissedSessions(): Promise<void> {
    const sessionIds = [...this.bySession.keys()];
    if (sessionIds.length === 0 || !this.options.activeSessions) return;
    let active: Set<string>;
    try {
      active = await this.options.activeSessions(sessionIds);
    } catch (error) {
      this.options.log?.(`events: could not check the sessions of open streams: ${(error as Error).message}`);
      return;
    }
    for (const sessionId of sessionIds) if (!active.has(sessionId)) this.endSession(sessionId);
  }

  private end(stream: OpenStream, reason: StreamEndReason): void {
    this.remove(stream);
    stream.end(reason);
  }
}
