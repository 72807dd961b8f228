import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that tests can cut and restore, so "the database goes away" is real
 * for the app's connections (and only for them: other test files keep their own database) on the
 * embedded PostgreSQL and on DATABASE_URL alike.
 *
 * - `stop()`: like PostgreSQL stopping: open connections are cut and new ones refused.
 * - `partition()`: like a network that stops delivering packets: connections stay open, but nothing
 *   gets through (held back, as TCP would retransmit it) until `restore()`.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly pairs = new Set<{ client: net.Socket; upstream: net.Socket | undefined }>();
  private state: 'open' | 'stopped' | 'partitioned' = 'open';
  private readonly held: Array<() => void> = [];
  private listenPort = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts a proxy to the host and port of `connectionString`. */
  static async start(connectionString: string): Promise<TcpProxy> {
    const target = new URL(connectionString);
    const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.listen();
    return proxy;
  }

  get port(): number {
    return this.listenPort;
  }

  /** `connectionString` with its host and port replaced by the proxy's. */
  via(connectionString: string): string {
    const url = new URL(connectionString);
    url.hostname = '127.0.0.1';
    url.port = String(this.listenPort);
    return url.toString();
  }

  /** Open connections and streams currently carried (for checks that nothing leaks). */
  get connectionCount(): number {
    return this.pairs.size;
  }

  async stop(): Promise<void> {
    this.state = 'stopped';
    this.held.length = 0;
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    this.pairs.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  partition(): void {
    this.state = 'partitioned';
  }

  async restore(): Promise<void> {
    if (this.state === 'stopped') await this.listen();
    this.state = 'open';
    for (const release of this.held.splice(0)) release();
  }

  async close(): Promise<void> {
    await this.stop();
  }

  private async listen(): Promise<void> {
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.listenPort, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    this.listenPort = typeof address === 'object' && address ? address.port : this.listenPort;
    this.server = server;
  }

  private accept(client: net.Socket): void {
    const pair: { client: net.Socket; upstream: net.Socket | undefined } = { client, upstream: undefined };
    this.pairs.add(pair);
    const forget = () => {
      pair.client.destroy();
      pair.upstream?.destroy();
      this.pairs.delete(pair);
    };
    client.on('error', forget);
    client.on('close', forget);

    // Bytes wait here while partitioned and go through in order once restored.
    const pending: Buffer[] = [];
    const connectUpstream = () => {
      if (client.destroyed) return;
      const upstream = net.connect(this.targetPort, this.targetHost);
      pair.upstream = upstream;
      upstream.on('error', forget);
      upstream.on('close', forget);
      upstream.on('connect', () => {
        for (const chunk of pending.splice(0)) upstream.write(chunk);
      });
      upstream.on('data', (chunk: Buffer) => this.deliver(() => client.write(chunk)));
    };
    client.on('data', (chunk: Buffer) =>
      this.deliver(() => {
        if (pair.upstream?.readyState === 'open') pair.upstream.write(chunk);
        else pending.push(chunk);
      }),
    );
    this.deliver(connectUpstream);
  }

  private deliver(send: () => void): void {
    if (this.state === 'open') send();
    else if (this.state === 'partitioned') this.held.push(send);
  }
}
