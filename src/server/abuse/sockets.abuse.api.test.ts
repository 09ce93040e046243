import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPair } from '#server/features/chat/chat-scenarios.ts';
import { type ApiProcess, exitOf, startApiProcess } from '#server/test/api-process.ts';
import { testRedisEnv } from '#server/test/redis-env.ts';
import {
  type ClientSocket,
  type ConnectOptions,
  connected,
  nextEvent,
  type Payload,
  socketClients,
} from '#server/test/sockets.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';
import {
  CHAT_MESSAGES,
  CHAT_SOCKETS_PER_ACCOUNT,
  chatIdOf,
  type JoinAck,
} from '#shared/chat-api.ts';

// Issue 24 items 6 and 7, played as an attacker against real server processes: a socket kept
// open after sign-out, a foreign page riding the session cookie, an account opening hundreds
// of sockets. Embedded: one process on its own data directory. With TEST_DATABASE_URL and
// TEST_REDIS_URL: two processes sharing PostgreSQL and Redis, each attack spread over both.
const NOW = '2026-03-02T04:30:00.000Z';
const ATTACK_SOCKETS = 300;
/** PUBLIC_URL of every process, as behind one load balancer. */
const SITE = 'https://kasrat.example';

interface Target {
  /** The server processes; every attack alternates between them. */
  urls: string[];
  pair: Awaited<ReturnType<typeof chatPair>>;
}

function socketAttacks(target: () => Target) {
  const clients = socketClients();
  afterAll(() => clients.closeAll());
  const at = (i: number) => target().urls[i % target().urls.length]!;

  const call = async (url: string, route: string, token: string | null, body: unknown = {}) => {
    const response = await fetch(`${url}${route}`, {
      method: 'POST',
      // as the site's own page calls the API (better-auth checks the origin of a sign-in)
      headers: {
        origin: SITE,
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      response,
      json: (await response.json()) as { token?: string },
    };
  };

  const signIn = async (url: string, email: string) => {
    const { json, response } = await call(url, '/api/auth/sign-in/email', null, {
      email,
      password: TEST_PASSWORD,
    });
    return {
      token: json.token as string,
      cookie: response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; '),
    };
  };

  const outcome = (socket: ClientSocket) =>
    connected(socket).then(
      () => 'connected',
      (error: Error) => error.message,
    );

  const join = (socket: ClientSocket, chatId: string) =>
    new Promise<JoinAck>((resolve) => socket.emit('join_chat', { chatId }, resolve));

  it('a signed-out socket is closed, hears no new message, and cannot come back', async () => {
    const { client, trainer } = target().pair;
    const chatId = chatIdOf(client.userId, trainer.userId);
    const stolen = await signIn(at(0), client.email);
    const socket = await clients.connect(at(1), stolen.token);
    expect(await join(socket, chatId)).toMatchObject({ ok: true });
    const heard: Payload<'new_message'>[] = [];
    socket.on('new_message', (event) => heard.push(event));
    const told = nextEvent(socket, 'session_ended');
    const closed = new Promise((resolve) => socket.on('disconnect', resolve));

    expect((await call(at(0), '/api/auth/sign-out', stolen.token)).status).toBe(200);
    expect(await told).toEqual({ message: CHAT_MESSAGES.sessionEnded });
    expect(await closed).toBe('io server disconnect');

    const sent = await call(at(1), `/api/chat/${chatId}/messages`, trainer.token, {
      message: 'Your address for tomorrow is…',
    });
    expect(sent.status).toBe(201);
    expect(await outcome(clients.open(at(1), { token: stolen.token }))).toBe('unauthorized');
    expect(heard).toEqual([]);
  });

  it.each<[string, ConnectOptions['transports']]>([
    ['WebSocket', ['websocket']],
    ['long-polling', ['polling']],
  ])('a foreign page cannot ride the session cookie (%s)', async (_label, transports) => {
    const { cookie } = await signIn(at(0), target().pair.client.email);
    const evil = clients.open(at(1), { cookie, origin: 'https://evil.example' }, { transports });
    expect(await outcome(evil)).toBe(CHAT_MESSAGES.foreignOrigin);
    const bare = clients.open(at(1), { cookie }, { transports });
    expect(await outcome(bare)).toBe(CHAT_MESSAGES.foreignOrigin);
    const site = clients.open(at(1), { cookie, origin: SITE }, { transports });
    expect(await outcome(site)).toBe('connected');
  });

  it(`${ATTACK_SOCKETS} sockets on one token: ${CHAT_SOCKETS_PER_ACCOUNT} connect, the rest are told why`, async () => {
    const { token } = await signIn(at(0), target().pair.trainer.email);
    const outcomes = await Promise.all(
      Array.from({ length: ATTACK_SOCKETS }, (_, i) => outcome(clients.open(at(i), { token }))),
    );
    expect(outcomes.filter((each) => each === 'connected')).toHaveLength(CHAT_SOCKETS_PER_ACCOUNT);
    expect(new Set(outcomes.filter((each) => each !== 'connected'))).toEqual(
      new Set([CHAT_MESSAGES.tooManyConnections]),
    );
  });
}

describe('sockets against one server process', () => {
  let dataDir: string;
  let ctx: TestContext;
  let api: ApiProcess;
  let pair: Target['pair'];
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kasrat-abuse-sockets-'));
    ctx = await createTestContext({ now: NOW, dataDir });
    pair = await chatPair(ctx);
    // Embedded, the process opens the data directory once this context has let it go.
    if (!ctx.databaseUrl) await ctx.close();
    const database = ctx.databaseUrl ? { url: ctx.databaseUrl } : { dataDir };
    api = await startApiProcess(database, NOW, { PUBLIC_URL: SITE });
  }, 120_000);
  afterAll(async () => {
    api?.process.kill('SIGTERM');
    if (api) await exitOf(api);
    if (ctx?.databaseUrl) await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  socketAttacks(() => ({ urls: [api.url], pair }));
});

const redisEnv = testRedisEnv();
describe.runIf(process.env.TEST_DATABASE_URL && redisEnv)(
  'sockets against two server processes sharing PostgreSQL and Redis',
  () => {
    let ctx: TestContext;
    let processes: ApiProcess[] = [];
    let pair: Target['pair'];
    beforeAll(async () => {
      ctx = await createTestContext({ now: NOW, env: redisEnv! });
      pair = await chatPair(ctx);
      processes = await Promise.all(
        [0, 1].map(() =>
          startApiProcess({ url: ctx.databaseUrl! }, NOW, {
            ...redisEnv!,
            PUBLIC_URL: SITE,
          }),
        ),
      );
    }, 120_000);
    afterAll(async () => {
      for (const api of processes) api.process.kill('SIGTERM');
      await Promise.all(processes.map(exitOf));
      await ctx?.close();
    });

    socketAttacks(() => ({ urls: processes.map((api) => api.url), pair }));
  },
);
