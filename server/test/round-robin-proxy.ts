import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer for tests: each request goes to the next upstream in turn (no sticky sessions, as
 * docs/deploy.md asks of a real one), bodies stream both ways unbuffered (server-sent events arrive as
 * they are written), and the client's address is appended to X-Forwarded-For.
 */
export interface RoundRobinProxy {
  /** Where clients reach the proxy, `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** Requests forwarded so far to each upstream, in the order the upstreams were given. */
  readonly forwarded: readonly number[];
  close(): Promise<void>;
}

/** Headers that describe one connection, not the message, so they are not passed on (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  const forwarded = targets.map(() => 0);
  let next = 0;

  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    forwarded[index]! += 1;
    const target = targets[index]!;
    const client = request.socket.remoteAddress ?? '';
    const forwardedFor = request.headers['x-forwarded-for'];
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        // The Host people asked for stays, as the app would see it behind a real proxy.
        headers: {
          ...endToEnd(request.headers),
          'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${client}` : client,
          'x-forwarded-host': request.headers.host ?? '',
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        // Each chunk is passed on as it comes, so a stream's events are not held back.
        response.flushHeaders();
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { 'content-type': 'text/plain' }).end('upstream unreachable');
    });
    // A client that leaves (a closed event stream) ends the upstream request too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });

  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
