import { randomUUID } from 'node:crypto';
import { inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, outboxEvent } from '#server/db/schema.ts';
import { chatPair } from '#server/features/chat/chat-scenarios.ts';
import { PUBLIC_DATA_TTL_MS } from '#server/features/seo/seo.service.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import { mailEffect } from '#server/outbox/side-effect.ts';
import { signUpAdmin, signUpTrainer, uploadPicture } from '#server/test/accounts.ts';
import { type ApiProcess, exitOf, startApiProcess } from '#server/test/api-process.ts';
import { testRedisEnv } from '#server/test/redis-env.ts';
import { createTrainerRow, services } from '#server/test/scenarios.ts';
import {
  type ClientSocket,
  connected,
  nextEvent,
  type Payload,
  socketClients,
} from '#server/test/sockets.ts';
import { type StickyProxy, startStickyProxy } from '#server/test/sticky-proxy.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { chatIdOf } from '#shared/chat-api.ts';
import { samplePortfolio } from '#shared/portfolio-sample.ts';

// Production's shape: two server processes on one PostgreSQL database and one Redis, behind a
// load balancer that keeps socket.io's polling on one process. Whatever a user does through
// one process, the other knows at once. Runs with TEST_DATABASE_URL and TEST_REDIS_URL.
const NOW = '2026-03-02T04:30:00.000Z'; // Monday 2 March 2026, 10:00 IST
const redisEnv = testRedisEnv();

let ctx: TestContext;
let a: ApiProcess;
let b: ApiProcess;
let proxy: StickyProxy;
const clients = socketClients();

/** A request as a browser or app sends it, to one process or to the proxy. */
async function call(
  url: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  return { status: response.status, text, json };
}

/** Resolves when the socket receives the message with this text (senders hear their own too). */
const messageArriving = (socket: ClientSocket, text: string) =>
  new Promise<void>((resolve) => {
    const listener = ({ message }: Payload<'new_message'>) => {
      if (message.text !== text) return;
      socket.off('new_message', listener);
      resolve();
    };
    socket.on('new_message', listener);
  });

describe.runIf(process.env.TEST_DATABASE_URL && redisEnv)(
  'two processes behind one address',
  () => {
    beforeAll(async () => {
      ctx = await createTestContext({ now: NOW, env: redisEnv! });
      // As the README configures processes behind one proxy.
      const env = { ...redisEnv!, TEST_RUN_JOBS: 'true', TRUST_PROXY: '1' };
      [a, b] = await Promise.all([
        startApiProcess({ url: ctx.databaseUrl! }, NOW, env),
        startApiProcess({ url: ctx.databaseUrl! }, NOW, env),
      ]);
      proxy = await startStickyProxy([a.url, b.url]);
    }, 120_000);

    afterAll(async () => {
      clients.closeAll();
      await proxy?.close();
      const started = [a, b].filter(Boolean);
      for (const api of started) api.process.kill('SIGTERM');
      // a deploy's stop, with users leaving as it comes: each exits cleanly
      expect(await Promise.all(started.map(exitOf))).toEqual(started.map(() => 0));
      await ctx?.close();
    });

    it('refuses through B, at once, a slot held through A', async () => {
      const trainer = await createTrainerRow(ctx.database.db, {
        latitude: 19.076,
        longitude: 72.8777,
        services: services({ personal: 1500 }),
        availableTimes: ['7:00 AM', '8:00 AM'],
        trainsAtGym: true,
      });
      const [first, second] = [await ctx.signUp(), await ctx.signUp()];
      const slot = {
        trainerId: trainer.id,
        service: 'personal',
        date: '2026-03-03',
        timeSlot: '7:00 AM',
        location: 'gym',
      };
      const held = await call(a.url, 'POST', '/api/bookings', { token: first.token, body: slot });
      expect(held.status).toBe(201);

      const day = await call(
        b.url,
        'GET',
        `/api/bookings/available-slots?trainerId=${trainer.id}&date=2026-03-03`,
      );
      expect(day.json.data.availableSlots).toEqual(['8:00 AM']);
      const refused = await call(b.url, 'POST', '/api/bookings', {
        token: second.token,
        body: slot,
      });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe(BOOKING_MESSAGES.slotAlreadyBooked);
    });

    it("lists a portfolio approved through A on B's next search, and in B's public pages within their cache's minute", async () => {
      const admin = await signUpAdmin(ctx, { firstName: 'Anita' });
      const trainer = await signUpTrainer(ctx, { firstName: 'Meera', lastName: 'Iyer' });
      const picture = { width: 900, height: 700, background: { r: 200, g: 90, b: 40 } };
      const gym = { lat: 19.0544, lng: 72.8347 };
      const saved = await ctx.request({
        method: 'PUT',
        url: '/api/trainer/portfolio',
        token: trainer.token,
        payload: samplePortfolio({
          profileImage: await uploadPicture(ctx, trainer.token, 'profileImage', picture),
          listingImage: await uploadPicture(ctx, trainer.token, 'listingImage', picture),
          location: null,
          gymInfo: { ...samplePortfolio().gymInfo, coordinates: gym },
        }),
      });
      expect(saved.statusCode).toBe(200);

      const search = async () => {
        const { json } = await call(
          b.url,
          'GET',
          `/api/trainers/nearby?latitude=${gym.lat}&longitude=${gym.lng}&radius=5&limit=50`,
        );
        return {
          ids: json.data.map((card: { id: string }) => card.id) as string[],
          total: json.pagination.totalCount as number,
        };
      };
      const sitemap = async () => (await call(b.url, 'GET', '/sitemap.xml')).text;
      const before = await search();
      expect(before.ids).not.toContain(trainer.trainerId);
      // B has read its public pages' data (the sitemap, the listing's heads) before the approval
      expect(await sitemap()).not.toContain(trainer.trainerId);

      const approved = await call(
        a.url,
        'POST',
        `/api/admin/portfolios/${trainer.trainerId}/approve`,
        {
          token: admin.token,
        },
      );
      expect(approved.status).toBe(200);

      // The listing keeps no copy of its own
      // (docs/decisions/0009-listing-and-holds-from-postgresql-alone.md): B's very next search
      // shows her.
      const after = await search();
      expect(after.ids).toContain(trainer.trainerId);
      expect(after.total).toBe(before.total + 1);

      // The public pages' data is kept per process for PUBLIC_DATA_TTL_MS and then refreshed
      // while the stale copy is served once; everyone's clock moves past that minute.
      const later = new Date(ctx.clock.now().getTime() + PUBLIC_DATA_TTL_MS + 1000);
      ctx.clock.set(later);
      for (const api of [a, b]) {
        const moved = await call(api.url, 'POST', '/api/test/clock', {
          body: { now: later.toISOString() },
        });
        expect(moved.status).toBe(200);
      }
      await expect.poll(sitemap, { interval: 50, timeout: 5000 }).toContain(trainer.trainerId);
    });

    it('delivers each mail exactly once while both processes deliver the outbox', async () => {
      const db = ctx.database.db;
      const undelivered = async () =>
        (await db.select().from(outboxEvent).where(isNull(outboxEvent.deliveredAt))).length;
      /** Mails delivered so far by the test's own app and the two processes, from their metrics. */
      const delivered = async () => {
        const texts = [
          (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body,
          ...(await Promise.all(
            [a, b].map(async (api) => (await call(api.url, 'GET', '/metrics')).text),
          )),
        ];
        return texts.reduce((sum, text) => {
          const line = /^kasrat_side_effects_total\{kind="mail",outcome="delivered"\} (\d+)$/m.exec(
            text,
          );
          return sum + Number(line?.[1] ?? 0);
        }, 0);
      };
      await expect.poll(undelivered, { timeout: 15_000 }).toBe(0);
      const deliveredBefore = await delivered();

      const recipients = Array.from(
        { length: 40 },
        (_, n) => `outbox${n}.${randomUUID()}@example.in`,
      );
      await enqueueSideEffects(
        db,
        recipients.map((to) =>
          mailEffect({ to, subject: 'Your session is confirmed', text: 'See you on Tuesday.' }),
        ),
        ctx.clock.now(),
      );
      // Both start draining at the same moment (the dev mailbox delivers what is due first), while
      // their periodic delivery job ticks every 5 s.
      await Promise.all([a, b].map((api) => call(api.url, 'GET', '/api/dev/outbox')));
      await expect.poll(undelivered, { timeout: 15_000 }).toBe(0);

      const mails = await db
        .select({ to: mailOutbox.toAddress })
        .from(mailOutbox)
        .where(inArray(mailOutbox.toAddress, recipients));
      expect(mails.map((mail) => mail.to).toSorted()).toEqual(recipients.toSorted());
      expect((await delivered()) - deliveredBefore).toBe(recipients.length);
    });

    it('shows a socket on A the presence and messages of a user connected to B', async () => {
      const { client, trainer } = await chatPair(ctx, { client: 'Kavya', trainer: 'Vikram' });
      const chatId = chatIdOf(client.userId, trainer.userId);
      const trainerSocket = await clients.connect(a.url, trainer.token);
      const alone = nextEvent(trainerSocket, 'online_users');
      expect(await trainerSocket.emitWithAck('join_chat', { chatId })).toEqual({
        ok: true,
        chatId,
      });
      expect((await alone).onlineUsers).toEqual([trainer.userId]);

      const online = nextEvent(trainerSocket, 'user_online');
      const clientSocket = await clients.connect(b.url, client.token);
      expect(await online).toMatchObject({ userId: client.userId, userName: 'Kavya Verma' });

      const arrived = nextEvent(trainerSocket, 'new_message');
      const sent = await call(b.url, 'POST', `/api/chat/${chatId}/messages`, {
        token: client.token,
        body: { message: 'Can we move Thursday to 7 AM?' },
      });
      expect(sent.status).toBe(201);
      expect(await arrived).toMatchObject({
        chatId,
        message: { id: sent.json.data.id, text: 'Can we move Thursday to 7 AM?' },
      });

      const offline = nextEvent(trainerSocket, 'user_offline');
      clientSocket.disconnect();
      expect(await offline).toMatchObject({ userId: client.userId });
    });

    it("keeps a browser's polling connection on one process through the proxy, and spreads requests", async () => {
      const { client, trainer } = await chatPair(ctx, { client: 'Rohan', trainer: 'Farah' });
      const chatId = chatIdOf(client.userId, trainer.userId);
      const servedBefore = [...proxy.served];
      // The browser's first choice, a WebSocket upgraded through the proxy; and its fallback, long
      // polling, each request on its own with the proxy's cookie kept.
      const trainerSocket = await clients.connect(proxy.url, trainer.token);
      const polling = await clients.connect(proxy.url, client.token, {
        transports: ['polling'],
        withCredentials: true,
      });
      for (const socket of [trainerSocket, polling]) {
        expect(await socket.emitWithAck('join_chat', { chatId })).toEqual({ ok: true, chatId });
      }

      // Messages sent through the proxy by a client that keeps no cookie reach either process.
      const texts = ['See you at 7.', 'Bring a towel.'];
      const arrived = Promise.all(texts.map((text) => messageArriving(polling, text)));
      for (const message of texts) {
        const sent = await call(proxy.url, 'POST', `/api/chat/${chatId}/messages`, {
          token: trainer.token,
          body: { message },
        });
        expect(sent.status).toBe(201);
      }
      await arrived;
      const reply = messageArriving(trainerSocket, 'Will do!');
      const answered = await call(proxy.url, 'POST', `/api/chat/${chatId}/messages`, {
        token: client.token,
        body: { message: 'Will do!' },
      });
      expect(answered.status).toBe(201);
      await reply;
      expect(proxy.served.map((count, index) => count - servedBefore[index]!)).not.toContain(0);

      // Without the cookie the same connection's requests alternate between the processes, and
      // the one that did not open it refuses them: why the README's proxy keeps sessions sticky.
      const unbound = clients.open(proxy.url, { token: client.token }, { transports: ['polling'] });
      await expect(connected(unbound)).rejects.toThrow();
    });
  },
);
