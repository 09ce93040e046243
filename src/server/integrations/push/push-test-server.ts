import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  url: string;
  headers: IncomingMessage['headers'];
  /** The encrypted body (aes128gcm): not decrypted here. */
  body: Buffer;
}

/**
 * Stands in for a browser's push service (RFC 8030) on localhost: every POST to /push/<name> is a
 * subscription's endpoint; it answers 201 as push services do, or what a test sets for a name.
 */
export async function startPushServiceStandIn() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();

  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = request.url ?? '';
    received.push({ url, headers: request.headers, body: Buffer.concat(chunks) });
    response.statusCode = answers.get(url) ?? 201;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** The endpoint of a made-up subscription. */
    endpoint: (name: string) => `${origin}/push/${name}`,
    received,
    /** From now on, POSTs to this endpoint are answered with `status` (410: unsubscribed). */
    answer(endpoint: string, status: number) {
      answers.set(new URL(endpoint).pathname, status);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
