import type { NotificationListener } from '../../db/notification-listener';

export const LIVE_EVENTS_CHANNEL = 'flowmind_events';
export const LIVE_EVENT_TYPES = ['mood_logged', 'practice_completed', 'profile_changed'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export interface LiveEvent {
  userId: string;
  type: LiveEventType;
}

export interface LiveListener {
  onEvent(event: LiveEvent): void;
  /** The connection was lost and is back: changes in between were missed, so reload everything. */
  onResync(): void;
}

/** The trigger's payload, or undefined for anything else someone sends on the channel. */
export function parseLiveEvent(payload: string): LiveEvent | undefined {
  try {
    const value = JSON.parse(payload) as { userId?: unknown; type?: unknown };
    if (typeof value.userId !== 'string') return undefined;
    const type = LIVE_EVENT_TYPES.find((known) => known === value.type);
    return type ? { userId: value.userId, type } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fans the database's live-event notifications (raised by the triggers of migration 0006, whoever
 * writes, on any instance) out to each person's open streams, by person.
 */
export class EventHub {
  private readonly listeners = new Map<string, Set<LiveListener>>();

  constructor(private readonly notifications: NotificationListener) {
    notifications.on(LIVE_EVENTS_CHANNEL, (payload) => {
      const event = parseLiveEvent(payload);
      if (!event) return;
      for (const listener of this.listeners.get(event.userId) ?? []) listener.onEvent(event);
    });
    notifications.onReconnect(() => {
      for (const set of this.listeners.values()) for (const listener of set) listener.onResync();
    });
  }

  /** Waits for the LISTEN connection (briefly) so a stream that says `ready` misses nothing. */
  async ready(): Promise<void> {
    await this.notifications.start().catch(() => this.notifications.ensureStarted());
  }

  subscribe(userId: string, listener: LiveListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    this.notifications.ensureStarted();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  close(): void {
    this.listeners.clear();
  }
}
