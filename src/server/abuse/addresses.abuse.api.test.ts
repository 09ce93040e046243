import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MAX_FAILURES } from '#server/auth/sign-in-throttle.ts';
import { EVENTS_PER_MINUTE_PER_ADDRESS } from '#server/features/analytics/analytics.routes.ts';
import { type ApiProcess, startApiProcess } from '#server/test/api-process.ts';
import { type StickyProxy, startStickyProxy } from '#server/test/sticky-proxy.ts';
import { SIGN_UP_AGREEMENTS } from '#shared/privacy.ts';

/**
 * The attacker of issue 24 item 2 and 17, against real server processes: a client that writes
 * its own address into every header a proxy might use, directly and through a proxy.
 */
const NOW = '2026-03-02T04:30:00.000Z';
const PASSWORD = 'Correct-Horse-42';

const spoofed = (n: number): Record<string, string> => ({
  'x-forwarded-for': `198.18.${n % 250}.${1 + Math.floor(n / 250)}`,
  forwarded: `for=198.19.${n % 250}.1`,
  'x-real-ip': `198.20.${n % 250}.1`,
  'x-client-ip': `198.21.${n % 250}.1`,
});

const servers: ApiProcess[] = [];
const dirs: string[] = [];
let proxy: StickyProxy | null = null;
afterAll(async () => {
  await proxy?.close();
  for (const server of servers) server.process.kill('SIGTERM');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function serve(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kasrat-abuse-'));
  dirs.push(dataDir);
  const server = await startApiProcess({ dataDir }, NOW, env);
  servers.push(server);
  return server.url;
}

/** As a browser on the site sends it: better-auth refuses a request without its origin. */
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin, ...headers },
    body: JSON.stringify(body),
  });

async function signUp(base: string) {
  const email = `guess.${randomUUID()}@example.in`;
  const response = await post(`${base}/api/auth/sign-up/email`, {
    email,
    password: PASSWORD,
    name: 'Asha Rao',
    firstName: 'Asha',
    ...SIGN_UP_AGREEMENTS,
  });
  expect(response.status).toBe(200);
  return email;
}

/** Twenty wrong guesses with a new claimed address each, then the right password. */
async function guessRotating(base: string, email: string) {
  const statuses: number[] = [];
  for (let n = 0; n < 20; n++) {
    const response = await post(
      `${base}/api/auth/sign-in/email`,
      { email, password: `wrong-${n}-password` },
      spoofed(n),
    );
    statuses.push(response.status);
  }
  const right = await post(
    `${base}/api/auth/sign-in/email`,
    { email, password: PASSWORD },
    spoofed(99),
  );
  return { statuses, right: right.status };
}

describe('a server facing clients directly (TRUST_PROXY unset)', () => {
  let base: string;
  beforeAll(async () => {
    base = await serve();
  });

  it('locks a guesser out however they rotate X-Forwarded-For, Forwarded and X-Real-IP', async () => {
    const email = await signUp(base);
    const { statuses, right } = await guessRotating(base, email);
    expect(statuses.slice(0, SIGN_IN_MAX_FAILURES)).toEqual(Array(SIGN_IN_MAX_FAILURES).fill(401));
    expect(new Set(statuses.slice(SIGN_IN_MAX_FAILURES))).toEqual(new Set([429]));
    expect(right).toBe(429);
  });

  it('holds a per-address route limit against rotated headers', async () => {
    let refused = 0;
    const event = { name: 'page_view', path: '/trainers' };
    const sends = Array.from({ length: EVENTS_PER_MINUTE_PER_ADDRESS + 20 }, (_, n) =>
      post(`${base}/api/events`, event, spoofed(n)).then((response) => {
        if (response.status === 429) refused++;
      }),
    );
    await Promise.all(sends);
    expect(refused).toBe(20);
  });

  it('hides /metrics from a request a same-host proxy forwarded, whatever header it uses', async () => {
    const proxyHeaders: Record<string, string>[] = [
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { 'x-forwarded-for': '203.0.113.7' },
    ];
    for (const headers of proxyHeaders) {
      expect((await fetch(`${base}/metrics`, { headers })).status).toBe(404);
    }
    expect((await fetch(`${base}/metrics`)).status).toBe(200);
  });
});

describe('a server behind one proxy that appends to X-Forwarded-For (TRUST_PROXY=1)', () => {
  let base: string;
  beforeAll(async () => {
    const upstream = await serve({ TRUST_PROXY: '1' });
    proxy = await startStickyProxy([upstream]);
    base = proxy.url;
  });

  it('believes only the address the proxy added, so rotating the rest gains nothing', async () => {
    const email = await signUp(base);
    const { statuses, right } = await guessRotating(base, email);
    expect(statuses.slice(0, SIGN_IN_MAX_FAILURES)).toEqual(Array(SIGN_IN_MAX_FAILURES).fill(401));
    expect(new Set(statuses.slice(SIGN_IN_MAX_FAILURES))).toEqual(new Set([429]));
    expect(right).toBe(429);
  });

  it('never serves /metrics through the proxy', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
  });
});
