import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

/** The proxy's cookie naming the process that served a client first. */
const UPSTREAM_COOKIE = 'kasrat_upstream';
/** Headers about one connection, not the message: each hop sets its own. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade'];

function endToEnd<T extends Record<string, unknown>>(headers: T): T {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

export interface StickyProxy {
  url: string;
  /** Requests and WebSocket upgrades sent to each upstream, in the order given. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A load balancer for tests and benches, as an operator's nginx or Caddy would stand in front
 * of several server processes: round-robin, except that a client carrying the proxy's cookie
 * stays on the process that set it (socket.io's polling transport sends each request of one
 * connection separately, and only the process that opened the connection knows it). Every
 * answer to a client without the cookie sets it, as HAProxy's `cookie … insert` does; a client
 * that keeps no cookies (fetch, a bench) is spread request by request. WebSocket upgrades are
 * piped through. The Host header is kept and X-Forwarded-For/-Proto/-Host added, as the
 * README's configurations do.
 */
export async function startStickyProxy(upstreams: readonly string[]): Promise<StickyProxy> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  const served = targets.map(() => 0);
  const agent = new http.Agent({ keepAlive: true });
  const piped = new Set<net.Socket>();
  let turn = 0;

  /** The upstream for a request, and whether the client is already bound to it. */
  function choose(request: http.IncomingMessage): { index: number; sticky: boolean } {
    const bound = new RegExp(`(?:^|;\\s*)${UPSTREAM_COOKIE}=(\\d+)`).exec(
      request.headers.cookie ?? '',
    );
    const index = bound ? Number(bound[1]) : Number.NaN;
    if (index >= 0 && index < targets.length) return { index, sticky: true };
    turn = (turn + 1) % targets.length;
    return { index: turn, sticky: false };
  }

  function forwardedHeaders(request: http.IncomingMessage) {
    const peer = request.socket.remoteAddress ?? '';
    const earlier = request.headers['x-forwarded-for'];
    return {
      'x-forwarded-for': earlier ? `${earlier}, ${peer}` : peer,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': request.headers.host ?? '',
    };
  }

  const server = http.createServer((request, response) => {
    const { index, sticky } = choose(request);
    served[index]! += 1;
    const target = targets[index]!;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...endToEnd(request.headers), ...forwardedHeaders(request) },
        agent,
      },
      (answer) => {
        const headers = endToEnd(answer.headers);
        if (!sticky) {
          const cookie = `${UPSTREAM_COOKIE}=${index}; Path=/; HttpOnly; SameSite=Lax`;
          headers['set-cookie'] = [...(answer.headers['set-cookie'] ?? []), cookie];
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    request.pipe(upstream);
  });

  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const { index } = choose(request);
    served[index]! += 1;
    const target = targets[index]!;
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      }
      for (const [name, value] of Object.entries(forwardedHeaders(request))) {
        lines.push(`${name}: ${value}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    piped.add(client).add(upstream);
    const end = () => {
      upstream.destroy();
      client.destroy();
      piped.delete(client);
      piped.delete(upstream);
    };
    upstream.on('error', end);
    client.on('error', end);
    upstream.on('close', end);
    client.on('close', end);
  });

  // as long as nginx's default, so a client's idle connection outlives a pause between requests
  server.keepAliveTimeout = 75_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    async close() {
      for (const socket of piped) socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
