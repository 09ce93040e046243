import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3TestServer {
  /** `http://127.0.0.1:<port>`, for S3_ENDPOINT. */
  endpoint: string;
  /** Objects by `<bucket>/<key>`. */
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  close: () => Promise<void>;
}

/**
 * A path-style, in-memory stand-in for S3 on localhost, so the S3 adapter's whole flow runs
 * in tests without the network. It answers PUT, GET, HEAD and DELETE on objects and does
 * not check signatures (the adapter's signing is tested on its own).
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const objects: S3TestServer['objects'] = new Map();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const name = decodeURIComponent(url.pathname.slice(1));
    const object = objects.get(name);
    switch (request.method) {
      case 'PUT': {
        const contentType = request.headers['content-type'];
        objects.set(name, { body: await readBody(request), contentType });
        response.writeHead(200, { etag: '"test"' }).end();
        return;
      }
      case 'HEAD':
        if (!object) return void response.writeHead(404).end();
        response.writeHead(200, { 'content-length': object.body.length }).end();
        return;
      case 'GET':
        if (!object) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(
              '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
            );
          return;
        }
        response
          .writeHead(200, {
            'content-length': object.body.length,
            'content-type': object.contentType ?? 'application/octet-stream',
          })
          .end(object.body);
        return;
      case 'DELETE':
        objects.delete(name);
        response.writeHead(204).end();
        return;
      default:
        response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
