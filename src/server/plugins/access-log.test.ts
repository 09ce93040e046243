import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog } from './access-log';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream, redact: ['req.headers.authorization'] },
    logController: new AccessLog(),
  });
  app.get('/api/things', async () => ({ ok: true }));
  app.get('/api/health', async () => ({ ok: true }));
  return { app, lines };
}

describe('access log', () => {
  it('writes one line per request with its method, URL, status and time', async () => {
    const { app, lines } = appWithLog();
    await app.inject({ method: 'GET', url: '/api/things?page=2' });
    await app.inject({ method: 'GET', url: '/api/nothing' });
    const requests = lines.filter((line) => line.req);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/things?page=2' },
      res: { statusCode: 200 },
    });
    expect(requests[0]?.responseTime).toEqual(expect.any(Number));
    expect(requests[1]).toMatchObject({ res: { statusCode: 404 } });
    await app.close();
  });

  it('leaves out health checks', async () => {
    const { app, lines } = appWithLog();
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(lines.filter((line) => line.req)).toEqual([]);
    await app.close();
  });
});
