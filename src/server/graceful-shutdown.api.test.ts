import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiProcess, exitOf, startApiProcess } from '#server/test/api-process.ts';

const NOW = '2026-03-02T04:30:00.000Z';
const EVENT = JSON.stringify({ name: 'page_view', path: '/trainers', params: { page_title: 'x' } });

let dataDir: string | null = null;
let api: ApiProcess | null = null;

afterEach(async () => {
  if (api && api.process.exitCode === null) api.process.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  api = null;
  dataDir = null;
});

async function startEmbedded() {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kasrat-shutdown-'));
  api = await startApiProcess({ dataDir }, NOW);
  return api;
}

/** A POST of one analytics event whose body is sent up to `sentBytes` until `finish` is called. */
function slowEvent(url: string, sentBytes: number) {
  const target = new URL('/api/events', url);
  let finish = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(EVENT) },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.write(EVENT.slice(0, sentBytes));
    finish = () => outgoing.end(EVENT.slice(sentBytes));
  });
  return { answer, finish: () => finish() };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping the server with SIGTERM', () => {
  it('refuses new connections, answers the request in flight, then exits 0', async () => {
    const server = await startEmbedded();
    const inFlight = slowEvent(server.url, 10);
    await settle(200);
    server.process.kill('SIGTERM');
    await settle(300);

    const refused = await fetch(`${server.url}/api/health`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    expect(server.process.exitCode).toBeNull();

    inFlight.finish();
    expect(await inFlight.answer).toEqual({ status: 202, body: '{"success":true}' });
    expect(await exitOf(server)).toBe(0);
  }, 60_000);

  it('cuts a request that never finishes after 10 s and still exits 0', async () => {
    const server = await startEmbedded();
    const stuck = slowEvent(server.url, 10);
    const cut = stuck.answer.catch((error: Error) => error);
    await settle(200);
    server.process.kill('SIGTERM');
    // still waiting for the request halfway through the grace period ...
    await settle(5_000);
    expect(server.process.exitCode).toBeNull();
    // ... then it is cut and the process exits cleanly
    expect(await exitOf(server)).toBe(0);
    expect(await cut).toBeInstanceOf(Error);
  }, 60_000);
});
