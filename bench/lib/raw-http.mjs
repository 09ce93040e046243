import net from 'node:net';

/**
 * A bare HTTP/1.1 keep-alive connection for benches that fire many requests at one instant:
 * the request is written as prepared bytes and the answer read only as far as its status and
 * length, so the bench's own work (which shares the machine with the server) stays a small
 * part of what it measures. Answers must carry Content-Length, as Fastify's JSON answers do.
 * `localAddress` (another loopback address, 127.0.0.2 and up) makes the server see another
 * client address, as phones on their own networks would be: per-address limits apply to each.
 */
export async function openConnection(baseUrl, { localAddress } = {}) {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect({ host: hostname, port: Number(port), noDelay: true, localAddress });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffer = Buffer.alloc(0);
  let waiting = null;

  socket.on('data', (chunk) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    const headerEnd = buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0 || !waiting) return;
    const head = buffer.subarray(0, headerEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (buffer.length < headerEnd + 4 + length) return;
    const status = Number(head.slice(9, 12));
    const body = buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString();
    buffer = buffer.subarray(headerEnd + 4 + length);
    const { resolve } = waiting;
    waiting = null;
    resolve({ status, text: body });
  });
  socket.on('error', (error) => waiting?.reject(error));

  return {
    /** Sends one request; resolves with its status and body. */
    send(method, path, { headers = {}, body = null } = {}) {
      const payload = body === null ? '' : body;
      const lines = [
        `${method} ${path} HTTP/1.1`,
        `host: ${hostname}:${port}`,
        'connection: keep-alive',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        ...(body === null ? [] : [`content-length: ${Buffer.byteLength(payload)}`]),
      ];
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(`${lines.join('\r\n')}\r\n\r\n${payload}`);
      });
    },
    close: () => socket.destroy(),
  };
}
