import pg from 'pg';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

type PayloadHandler = (payload: string) => void;

/**
 * The application name of a listening connection, set once it listens on every channel, so an instance
 * can count in pg_stat_activity how many instances will receive a notification (see SessionEndBarrier).
 */
export const LISTENER_APPLICATION_NAME = 'flowmind-listener';

/**
 * One LISTEN connection per server process for every channel the app listens to (live events, ended
 * sessions). It connects on first use and, when the database goes away, reconnects with back-off and
 * tells its users, because notifications sent while it was away are lost.
 */
export class NotificationListener {
  private client: pg.Client | undefined;
  private readonly handlers = new Map<string, Set<PayloadHandler>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private readonly disconnectHandlers = new Set<() => void>();
  private closed = false;
  private retryDelay = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private connecting: Promise<void> | undefined;
  private hasConnectedBefore = false;

  constructor(
    /** The same settings as the app's pool, so the listener reaches the same database. */
    private readonly clientConfig: pg.ClientConfig,
    private readonly channels: readonly string[],
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Connects once (concurrent callers share the attempt); rejects when the database is unreachable. */
  async start(): Promise<void> {
    if (this.client || this.closed) return;
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  /** Starts in the background, retrying until the database answers. */
  ensureStarted(): void {
    if (!this.client && !this.retryTimer) this.start().catch(() => this.scheduleReconnect());
  }

  /** True while notifications are being received; what depends on them must not trust them otherwise. */
  get connected(): boolean {
    return this.client !== undefined;
  }

  on(channel: string, handler: PayloadHandler): () => void {
    if (!this.channels.includes(channel)) throw new Error(`Not listening on ${channel}`);
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  /** After a reconnect: notifications in between were missed. */
  onReconnect(handler: () => void): void {
    this.reconnectHandlers.add(handler);
  }

  onDisconnect(handler: () => void): void {
    this.disconnectHandlers.add(handler);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.clientConfig);
    client.on('notification', (message) => {
      if (!message.payload) return;
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload);
    });
    client.on('error', () => this.connectionLost(client));
    client.on('end', () => this.connectionLost(client));
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`LISTEN ${channel}`);
      await client.query(`SET application_name = '${LISTENER_APPLICATION_NAME}'`);
    } catch (error) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      client.removeAllListeners();
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryDelay = FIRST_RETRY_MS;
    if (this.hasConnectedBefore) for (const handler of this.reconnectHandlers) handler();
    this.hasConnectedBefore = true;
  }

  private connectionLost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners();
    client.on('error', () => {});
    for (const handler of this.disconnectHandlers) handler();
    this.log('notifications: lost the database connection, reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.start().catch(() => this.scheduleReconnect());
    }, delay);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.handlers.clear();
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = undefined;
    client?.removeAllListeners();
    await client?.end().catch(() => {});
  }
}
