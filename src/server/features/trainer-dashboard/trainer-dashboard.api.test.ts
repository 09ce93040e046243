import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  booking as bookingTable,
  payoutBooking,
  payout as payoutTable,
  trainer as trainerTable,
} from '#server/db/schema.ts';
import { createReviewRow, createUserRow } from '#server/test/scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { istDate, istHour, slotLabel } from '#shared/ist.ts';
import { MESSAGES } from '#shared/messages.ts';
import { DASHBOARD_MESSAGES } from '#shared/trainer-dashboard-api.ts';

// Tuesday 10 March 2026, 10:00 AM IST.
const NOW = '2026-03-10T04:30:00.000Z';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(NOW));

const ROUTES = [
  ['GET', '/api/trainer/dashboard'],
  ['GET', '/api/trainer/sessions/upcoming'],
  ['GET', '/api/trainer/sessions/history'],
  ['PUT', '/api/trainer/feedback-selection'],
  ['GET', '/api/trainer/clients'],
  ['GET', '/api/trainer/earnings'],
] as const;

/** A signed-up user who became a trainer, published so the public profile answers. */
async function trainerAccount(firstName = 'Ritu', lastName = 'Sharma') {
  const account = await ctx.signUp({ firstName, lastName });
  await ctx.request({ method: 'POST', url: '/api/auth/become-trainer', token: account.token });
  const [row] = await ctx.database.db
    .update(trainerTable)
    .set({ name: `${firstName} ${lastName}`, status: 'approved', published: true })
    .where(eq(trainerTable.userId, account.userId))
    .returning({ id: trainerTable.id });
  return { ...account, trainerId: row!.id };
}

type Status = 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'expired';

/** A booking as the app would have written it, at an IST wall-clock time. */
async function session(
  trainerId: string,
  clientId: string,
  startsAt: string,
  status: Status,
  extra: Partial<typeof bookingTable.$inferInsert> & { minutes?: number } = {},
) {
  const { minutes = 60, ...values } = extra;
  const start = new Date(startsAt);
  const pricePaise = values.pricePaise ?? 150_000;
  const row = {
    id: randomUUID(),
    clientId,
    trainerId,
    service: 'personal' as const,
    location: 'gym' as const,
    sessionDate: istDate(start),
    timeSlot: slotLabel(istHour(start)),
    startsAt: start,
    endsAt: new Date(start.getTime() + minutes * 60_000),
    status,
    pricePaise,
    totalPaise: pricePaise,
    createdAt: new Date(start.getTime() - 2 * 86_400_000),
    ...values,
  };
  await ctx.database.db.insert(bookingTable).values(row);
  return row;
}

const review = (row: { id: string; clientId: string; trainerId: string }, rating: number) =>
  createReviewRow(ctx.database.db, {
    bookingId: row.id,
    clientId: row.clientId,
    trainerId: row.trainerId,
    rating,
    comment: `Rated ${rating}`,
  });

const get = (url: string, token: string) => ctx.request({ method: 'GET', url, token });
const ids = (items: { id: string }[]) => items.map((item) => item.id);

/**
 * A trainer at 10:00 IST on Tuesday 10 March 2026 with every kind of booking, and clients:
 * Asha (a regular, joined in February), Bala (last seen in December), Chitra (new, one
 * upcoming), Dev (only a session the trainer cancelled), Esha (only holds, never a session).
 */
async function busyTrainer() {
  const trainer = await trainerAccount();
  const db = ctx.database.db;
  const asha = await createUserRow(db, {
    firstName: 'Asha',
    lastName: 'Verma',
    name: 'Asha Verma',
    email: `asha.${randomUUID().slice(0, 6)}@example.in`,
    phone: '+91 98200 12345',
  });
  const bala = await createUserRow(db, {
    firstName: 'Bala',
    lastName: 'Krishnan',
    name: 'Bala Krishnan',
    email: `bala.${randomUUID().slice(0, 6)}@example.in`,
  });
  const chitra = await createUserRow(db, {
    firstName: 'Chitra',
    lastName: 'Iyer',
    name: 'Chitra Iyer',
    email: `chitra.${randomUUID().slice(0, 6)}@example.in`,
  });
  const dev = await createUserRow(db, {
    firstName: 'Dev',
    lastName: 'Rao',
    name: 'Dev Rao',
    email: `dev_rao.${randomUUID().slice(0, 6)}@example.in`,
  });
  const esha = await createUserRow(db, {
    firstName: 'Esha',
    lastName: 'Gill',
    name: 'Esha Gill',
    email: `esha.${randomUUID().slice(0, 6)}@example.in`,
  });
  const id = trainer.trainerId;
  const s = {
    ashaFirst: await session(id, asha.id, '2026-03-05T07:00:00+05:30', 'completed', {
      createdAt: new Date('2026-02-20T10:00:00+05:30'),
    }),
    ashaOnline: await session(id, asha.id, '2026-03-07T18:00:00+05:30', 'completed', {
      service: 'online',
      location: 'online',
      pricePaise: 100_000,
    }),
    balaOld: await session(id, bala.id, '2025-12-01T07:00:00+05:30', 'completed'),
    ashaAwaiting: await session(id, asha.id, '2026-03-09T07:00:00+05:30', 'confirmed'),
    chitraSoon: await session(id, chitra.id, '2026-03-12T07:00:00+05:30', 'confirmed'),
    ashaLater: await session(id, asha.id, '2026-03-20T18:00:00+05:30', 'confirmed'),
    devCancelled: await session(id, dev.id, '2026-03-11T07:00:00+05:30', 'cancelled', {
      cancelledBy: 'trainer',
      cancelledAt: new Date('2026-03-08T09:00:00+05:30'),
    }),
    chitraCancelled: await session(id, chitra.id, '2026-03-08T18:00:00+05:30', 'cancelled', {
      cancelledBy: 'client',
      cancelledAt: new Date('2026-03-06T09:00:00+05:30'),
    }),
    // Holds never paid: given up, lapsed, and one still open. None is a session.
    eshaGivenUp: await session(id, esha.id, '2026-03-13T07:00:00+05:30', 'cancelled', {
      cancelledBy: 'client',
      holdExpiresAt: new Date('2026-03-09T10:15:00+05:30'),
    }),
    eshaLapsed: await session(id, esha.id, '2026-03-14T07:00:00+05:30', 'expired', {
      holdExpiresAt: new Date('2026-03-09T10:15:00+05:30'),
    }),
    eshaHolding: await session(id, esha.id, '2026-03-15T07:00:00+05:30', 'pending', {
      holdExpiresAt: new Date('2026-03-10T10:10:00+05:30'),
    }),
  };
  await review(s.ashaFirst, 5);
  await review(s.ashaOnline, 4);
  return { trainer, clients: { asha, bala, chitra, dev, esha }, sessions: s };
}

/** Another trainer whose bookings share the days and the clients of the busy one. */
async function neighbour(clientId: string) {
  const other = await trainerAccount('Kabir', 'Singh');
  const stranger = await createUserRow(ctx.database.db, {
    firstName: 'Zoya',
    lastName: 'Khan',
    name: 'Zoya Khan',
  });
  const past = await session(other.trainerId, clientId, '2026-03-06T07:00:00+05:30', 'completed');
  await session(other.trainerId, stranger.id, '2026-03-06T08:00:00+05:30', 'completed');
  await session(other.trainerId, stranger.id, '2026-03-11T08:00:00+05:30', 'confirmed');
  await review(past, 2);
  return { other, stranger, past };
}

describe('who may use the dashboard', () => {
  it('asks a visitor to sign in and refuses a client on every route', async () => {
    const client = await ctx.signUp();
    for (const [method, url] of ROUTES) {
      const payload = method === 'PUT' ? { selectedBookingIds: [] } : undefined;
      const anonymous = await ctx.request({ method, url, payload });
      expect(anonymous.statusCode, url).toBe(401);
      const refused = await ctx.request({ method, url, token: client.token, payload });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.forbidden);
    }
  });
});

describe('GET /api/trainer/dashboard', () => {
  it('shows "New" and zeros for a trainer with no bookings yet', async () => {
    const trainer = await trainerAccount();
    const response = await get('/api/trainer/dashboard', trainer.token);
    expect(response.json()).toEqual({
      success: true,
      data: {
        totalRatings: 0,
        averageRating: null,
        totalSessions: 0,
        activeClients: 0,
        upcomingSessions: 0,
        trainerCancellations: 0,
      },
    });
  });

  it('counts from real bookings and reviews, and only the trainer’s own', async () => {
    const { trainer, clients } = await busyTrainer();
    const { other } = await neighbour(clients.asha.id);
    const response = await get('/api/trainer/dashboard', trainer.token);
    expect(response.json().data).toEqual({
      totalRatings: 2,
      averageRating: 4.5,
      totalSessions: 3,
      // Asha (sessions this month) and Chitra (one upcoming); Bala's last was in December.
      activeClients: 2,
      upcomingSessions: 2,
      trainerCancellations: 1,
    });
    const theirs = await get('/api/trainer/dashboard', other.token);
    expect(theirs.json().data).toMatchObject({
      totalRatings: 1,
      averageRating: 2,
      totalSessions: 2,
      activeClients: 2,
      upcomingSessions: 1,
    });
  });
});

describe('GET /api/trainer/sessions/upcoming', () => {
  it('lists confirmed sessions not started, soonest first, as the trainer sees them', async () => {
    const { trainer, sessions, clients } = await busyTrainer();
    await neighbour(clients.asha.id);
    const response = await get('/api/trainer/sessions/upcoming', trainer.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(ids(body.data)).toEqual([sessions.chitraSoon.id, sessions.ashaLater.id]);
    expect(body.data[0]).toMatchObject({
      viewerRole: 'trainer',
      status: 'confirmed',
      client: { id: clients.chitra.id, name: 'Chitra Iyer' },
      sessionDate: '2026-03-12',
      timeSlot: '7:00 AM',
      actions: { canCancel: true, cancelRefunds: true, canConfirmAttendance: false },
    });
    expect(body.counts).toEqual({
      upcomingWeek: 1,
      completed: 3,
      pending: 1,
      cancelled: 2,
      cancelledByTrainer: 1,
      onProfile: 0,
    });
  });
});

describe('GET /api/trainer/sessions/history', () => {
  it('pages through started and cancelled sessions, newest first, with reviews', async () => {
    const { trainer, sessions, clients } = await busyTrainer();
    await neighbour(clients.asha.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    const pages: number[] = [];
    do {
      const query: string = cursor ? `&before=${encodeURIComponent(cursor)}` : '';
      const response = await get(`/api/trainer/sessions/history?limit=2${query}`, trainer.token);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      seen.push(...ids(data.sessions));
      pages.push(data.sessions.length);
      cursor = data.nextCursor;
    } while (cursor);
    expect(pages).toEqual([2, 2, 2]);
    expect(seen).toEqual([
      sessions.devCancelled.id,
      sessions.ashaAwaiting.id,
      sessions.chitraCancelled.id,
      sessions.ashaOnline.id,
      sessions.ashaFirst.id,
      sessions.balaOld.id,
    ]);

    const first = (await get('/api/trainer/sessions/history', trainer.token)).json().data;
    expect(first.nextCursor).toBeNull();
    const byId = new Map(first.sessions.map((item: { id: string }) => [item.id, item]));
    expect(byId.get(sessions.ashaAwaiting.id)).toMatchObject({
      status: 'confirmed',
      actions: { canConfirmAttendance: true, canCancel: false },
    });
    expect(byId.get(sessions.ashaOnline.id)).toMatchObject({
      status: 'completed',
      rating: 4,
      comment: 'Rated 4',
    });
    expect(byId.get(sessions.devCancelled.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'trainer',
    });
    expect(first.selectedFeedback).toEqual([]);
  });

  it('refuses a cursor it did not make and a limit out of range', async () => {
    const { trainer } = await busyTrainer();
    for (const before of ['nonsense', Buffer.from('yesterday|abc').toString('base64url'), '']) {
      const response = await get(
        `/api/trainer/sessions/history?before=${encodeURIComponent(before)}`,
        trainer.token,
      );
      expect(response.statusCode, before).toBe(400);
      expect(response.json().message).toBe(DASHBOARD_MESSAGES.invalidCursor);
    }
    const tooMany = await get('/api/trainer/sessions/history?limit=51', trainer.token);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(MESSAGES.invalidLimit);
  });
});

describe('PUT /api/trainer/feedback-selection', () => {
  const select = (token: string, selectedBookingIds: unknown) =>
    ctx.request({
      method: 'PUT',
      url: '/api/trainer/feedback-selection',
      token,
      payload: { selectedBookingIds } as Record<string, unknown>,
    });

  /** A trainer with `count` reviewed sessions, one a day from 1 February 2026. */
  async function reviewedTrainer(count: number) {
    const trainer = await trainerAccount();
    const client = await createUserRow(ctx.database.db, { firstName: 'Meera', lastName: 'Nair' });
    const rows = [];
    for (let day = 1; day <= count; day += 1) {
      const start = `2026-02-${String(day).padStart(2, '0')}T07:00:00+05:30`;
      const row = await session(trainer.trainerId, client.id, start, 'completed');
      await review(row, 5 - (day % 3));
      rows.push(row);
    }
    return { trainer, rows };
  }

  it('puts the chosen reviews on the public profile at once', async () => {
    const { trainer, rows } = await reviewedTrainer(4);
    const chosen = [rows[2]!.id, rows[0]!.id];
    const saved = await select(trainer.token, [...chosen, rows[2]!.id]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: DASHBOARD_MESSAGES.feedbackSaved,
      data: { selectedFeedback: chosen },
    });
    const profile = await ctx.request({
      method: 'GET',
      url: `/api/trainers/${trainer.trainerId}/selected-feedback`,
    });
    expect(
      profile
        .json()
        .data.map((item: { bookingId: string }) => item.bookingId)
        .sort(),
    ).toEqual([...chosen].sort());
    const history = (await get('/api/trainer/sessions/history', trainer.token)).json().data;
    expect(history.selectedFeedback).toEqual(chosen);
    const upcoming = (await get('/api/trainer/sessions/upcoming', trainer.token)).json();
    expect(upcoming.counts.onProfile).toBe(2);
  });

  it('takes at most 10', async () => {
    const { trainer, rows } = await reviewedTrainer(11);
    const all = ids(rows);
    const refused = await select(trainer.token, all);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(DASHBOARD_MESSAGES.tooManyFeedback);
    const ten = await select(trainer.token, all.slice(0, 10));
    expect(ten.json().data.selectedFeedback).toEqual(all.slice(0, 10));
  });

  it('refuses a session without a review or of another trainer, changing nothing', async () => {
    const { trainer, sessions, clients } = await busyTrainer();
    const { past: theirs } = await neighbour(clients.asha.id);
    await select(trainer.token, [sessions.ashaFirst.id]);
    for (const wrong of [
      [sessions.balaOld.id],
      [sessions.ashaOnline.id, theirs.id],
      ['no-such-id'],
    ]) {
      const refused = await select(trainer.token, wrong);
      expect(refused.statusCode, wrong.join()).toBe(400);
      expect(refused.json().message).toBe(DASHBOARD_MESSAGES.feedbackNotYours);
    }
    const [row] = await ctx.database.db
      .select({ selectedFeedback: trainerTable.selectedFeedback })
      .from(trainerTable)
      .where(eq(trainerTable.id, trainer.trainerId));
    expect(row!.selectedFeedback).toEqual([sessions.ashaFirst.id]);
    const cleared = await select(trainer.token, []);
    expect(cleared.json().data.selectedFeedback).toEqual([]);
  });
});

describe('GET /api/trainer/clients', () => {
  it('lists each client with a session, from their own profile, most recent first', async () => {
    const { trainer, clients } = await busyTrainer();
    await neighbour(clients.asha.id);
    const response = await get('/api/trainer/clients', trainer.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toEqual([
      {
        _id: clients.asha.id,
        name: 'Asha Verma',
        email: clients.asha.email,
        phone: '+91 98200 12345',
        joinDate: '2026-02-20T04:30:00.000Z',
        totalSessions: 4,
        lastSession: '2026-03-20T12:30:00.000Z',
        status: 'active',
      },
      {
        _id: clients.chitra.id,
        name: 'Chitra Iyer',
        email: clients.chitra.email,
        phone: null,
        joinDate: '2026-03-06T12:30:00.000Z',
        totalSessions: 1,
        lastSession: '2026-03-12T01:30:00.000Z',
        status: 'active',
      },
      {
        _id: clients.bala.id,
        name: 'Bala Krishnan',
        email: clients.bala.email,
        phone: null,
        joinDate: '2025-11-29T01:30:00.000Z',
        totalSessions: 1,
        lastSession: '2025-12-01T01:30:00.000Z',
        status: 'inactive',
      },
      {
        _id: clients.dev.id,
        name: 'Dev Rao',
        email: clients.dev.email,
        phone: null,
        joinDate: '2026-03-09T01:30:00.000Z',
        totalSessions: 0,
        lastSession: null,
        status: 'inactive',
      },
    ]);
    // New this month: Chitra and Dev (Asha first booked in February).
    expect(body.stats).toEqual({ total: 4, active: 2, newThisMonth: 2, repeat: 1 });
    expect(body.pagination).toMatchObject({ currentPage: 1, totalCount: 4, hasNextPage: false });
  });

  it('pages through the clients, the stats always over all of them', async () => {
    const { trainer, clients } = await busyTrainer();
    const page = async (query: string) =>
      (await get(`/api/trainer/clients?limit=2&${query}`, trainer.token)).json();
    const first = await page('page=1');
    expect(first.data.map((client: { _id: string }) => client._id)).toEqual([
      clients.asha.id,
      clients.chitra.id,
    ]);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalCount: 4,
      hasNextPage: true,
      hasPrevPage: false,
      limit: 2,
    });
    const second = await page('page=2');
    expect(second.data.map((client: { _id: string }) => client._id)).toEqual([
      clients.bala.id,
      clients.dev.id,
    ]);
    const beyond = await page('page=3');
    expect(beyond.data).toEqual([]);
    expect(beyond.stats).toEqual({ total: 4, active: 2, newThisMonth: 2, repeat: 1 });
    const searched = await page('q=verma');
    expect(searched.pagination).toMatchObject({ totalCount: 1, totalPages: 1 });
    expect(searched.stats.total).toBe(4);
    const bad = await get('/api/trainer/clients?page=0', trainer.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.invalidPage);
  });

  it('searches name and e-mail on the server, wildcards taken literally', async () => {
    const { trainer, clients } = await busyTrainer();
    const search = async (q: string) => {
      const response = await get(`/api/trainer/clients?q=${encodeURIComponent(q)}`, trainer.token);
      expect(response.statusCode, q).toBe(200);
      return response.json();
    };
    const found = async (q: string) =>
      (await search(q)).data.map((client: { _id: string }) => client._id);
    expect(await found('VERMA')).toEqual([clients.asha.id]);
    expect(await found(clients.bala.email.slice(0, 8).toUpperCase())).toEqual([clients.bala.id]);
    expect(await found('_')).toEqual([clients.dev.id]);
    expect((await search('%')).data).toEqual([]);
    expect((await search('Esha')).data).toEqual([]);
    expect((await search('chitra iyer')).stats).toEqual({
      total: 4,
      active: 2,
      newThisMonth: 2,
      repeat: 1,
    });
    const tooLong = await get(`/api/trainer/clients?q=${'a'.repeat(101)}`, trainer.token);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(DASHBOARD_MESSAGES.searchTooLong);
  });

  it('never shows another trainer’s clients', async () => {
    const { trainer, clients } = await busyTrainer();
    const { other, stranger } = await neighbour(clients.asha.id);
    const mine = (await get('/api/trainer/clients', trainer.token)).json();
    expect(mine.data.map((c: { _id: string }) => c._id)).not.toContain(stranger.id);
    const theirs = (await get('/api/trainer/clients', other.token)).json();
    expect(theirs.data.map((c: { _id: string }) => c._id).sort()).toEqual(
      [clients.asha.id, stranger.id].sort(),
    );
    expect(theirs.data.find((c: { _id: string }) => c._id === clients.asha.id)).toMatchObject({
      totalSessions: 1,
      lastSession: '2026-03-06T01:30:00.000Z',
    });
  });
});

describe('GET /api/trainer/earnings', () => {
  /**
   * Sessions around the end of March 2026: one at 23:30 IST on 31 March (18:00 UTC, still
   * March in India), one at 00:15 IST on 1 April, three earlier in March in payouts paid,
   * processing and failed, one cancelled, and one at 23:30 IST on 28 February.
   */
  async function monthEndTrainer() {
    const trainer = await trainerAccount('Neel', 'Joshi');
    const db = ctx.database.db;
    const client = await createUserRow(db, {
      firstName: 'Tara',
      lastName: 'Das',
      name: 'Tara Das',
    });
    const id = trainer.trainerId;
    const s = {
      lateMarch: await session(id, client.id, '2026-03-31T23:30:00+05:30', 'completed', {
        minutes: 45,
        pricePaise: 180_000,
        totalPaise: 190_600,
      }),
      earlyApril: await session(id, client.id, '2026-04-01T00:15:00+05:30', 'confirmed', {
        service: 'online',
        location: 'online',
        pricePaise: 120_000,
      }),
      paidOut: await session(id, client.id, '2026-03-10T07:00:00+05:30', 'completed', {
        service: 'group',
        pricePaise: 70_000,
      }),
      processing: await session(id, client.id, '2026-03-16T07:00:00+05:30', 'completed', {
        pricePaise: 180_000,
      }),
      failedPayout: await session(id, client.id, '2026-03-02T07:00:00+05:30', 'completed', {
        pricePaise: 180_000,
      }),
      cancelled: await session(id, client.id, '2026-03-20T07:00:00+05:30', 'cancelled', {
        cancelledBy: 'client',
        pricePaise: 180_000,
      }),
      february: await session(id, client.id, '2026-02-28T23:30:00+05:30', 'completed', {
        pricePaise: 180_000,
      }),
    };
    const inPayout = async (
      row: { id: string; pricePaise: number },
      status: 'paid' | 'processing' | 'failed',
      weekStart: string,
    ) => {
      const payoutId = randomUUID();
      const fee = row.pricePaise === 70_000 ? 3_500 : 9_000;
      const at = new Date('2026-03-27T10:00:00+05:30');
      await db.insert(payoutTable).values({
        id: payoutId,
        trainerId: id,
        weekStart,
        weekEnd: weekStart,
        status,
        sessionCount: 1,
        grossPaise: row.pricePaise,
        platformFeePaise: fee,
        netPaise: row.pricePaise - fee,
        provider: 'manual',
        createdAt: at,
        updatedAt: at,
      });
      await db.insert(payoutBooking).values({
        payoutId,
        bookingId: row.id,
        grossPaise: row.pricePaise,
        platformFeePaise: fee,
      });
    };
    await inPayout(s.paidOut, 'paid', '2026-03-09');
    await inPayout(s.processing, 'processing', '2026-03-16');
    await inPayout(s.failedPayout, 'failed', '2026-03-02');
    return { trainer, client, sessions: s };
  }

  const MARCH_SUMMARY = {
    total: 190_600 + 70_000 + 180_000 + 180_000,
    sessions: 4,
    avgPerSession: 155_150,
    pending: 0,
    paid: 620_600,
    // 5% of each in-person session fee: 9000 + 3500 + 9000 + 9000
    trainerPlatformFeeTotal: 30_500,
    trainerEarningsTotal: 171_000 + 66_500 + 171_000 + 171_000,
    trainerPaymentPaid: 66_500,
    trainerPaymentProcessing: 171_000,
    trainerPaymentPending: 342_000,
  };

  it('counts a session at 23:30 IST on 31 March in March, in paise', async () => {
    const { trainer, sessions } = await monthEndTrainer();
    ctx.clock.set('2026-03-31T18:10:00.000Z'); // 23:40 IST, 31 March
    const response = await get('/api/trainer/earnings?period=thisMonth', trainer.token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ period: 'thisMonth', from: '2026-03-01', to: '2026-03-31' });
    expect(data.summary).toEqual(MARCH_SUMMARY);
    expect(ids(data.recentTransactions)).toEqual([
      sessions.lateMarch.id,
      sessions.processing.id,
      sessions.paidOut.id,
      sessions.failedPayout.id,
    ]);
    expect(data.recentTransactions[0]).toEqual({
      id: sessions.lateMarch.id,
      client: 'Tara Das',
      service: 'personal',
      amount: 190_600,
      trainerEarning: 171_000,
      trainerPlatformFee: 9_000,
      date: '2026-03-31T18:00:00.000Z',
      status: 'paid',
      trainerPaymentStatus: 'pending',
    });
    expect(
      data.recentTransactions.map(
        (item: { trainerPaymentStatus: string }) => item.trainerPaymentStatus,
      ),
    ).toEqual(['pending', 'processing', 'paid', 'pending']);

    const february = (await get('/api/trainer/earnings?period=lastMonth', trainer.token)).json()
      .data;
    expect(february).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(ids(february.recentTransactions)).toEqual([sessions.february.id]);
  });

  it('counts a session at 00:15 IST on 1 April in April, pending until completed', async () => {
    const { trainer, sessions, client } = await monthEndTrainer();
    await neighbour(client.id);
    ctx.clock.set('2026-04-10T04:30:00.000Z');
    const april = (await get('/api/trainer/earnings', trainer.token)).json().data;
    expect(april).toMatchObject({ period: 'thisMonth', from: '2026-04-01', to: '2026-04-30' });
    expect(april.summary).toEqual({
      total: 120_000,
      sessions: 0,
      // no completed session yet, so no average: not the booked one's price
      avgPerSession: 0,
      pending: 120_000,
      paid: 0,
      // 10% online
      trainerPlatformFeeTotal: 12_000,
      trainerEarningsTotal: 108_000,
      trainerPaymentPaid: 0,
      trainerPaymentProcessing: 0,
      trainerPaymentPending: 108_000,
    });
    expect(april.recentTransactions).toEqual([
      expect.objectContaining({
        id: sessions.earlyApril.id,
        service: 'online',
        status: 'pending',
        date: '2026-03-31T18:45:00.000Z',
      }),
    ]);
    const march = (await get('/api/trainer/earnings?period=lastMonth', trainer.token)).json().data;
    expect(march.summary).toEqual(MARCH_SUMMARY);
  });

  it('shows zeros for a month without sessions and refuses an unknown period', async () => {
    const { trainer } = await monthEndTrainer();
    ctx.clock.set('2026-06-10T04:30:00.000Z');
    const june = (await get('/api/trainer/earnings', trainer.token)).json().data;
    expect(june.recentTransactions).toEqual([]);
    expect(Object.values(june.summary).every((value) => value === 0)).toBe(true);
    const bad = await get('/api/trainer/earnings?period=lastYear', trainer.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(DASHBOARD_MESSAGES.invalidPeriod);
  });

  it('averages over the completed sessions it counts, and names each upcoming count', async () => {
    // The month: seven sessions completed, two booked ahead (one within the week). The
    // average once divided by all nine: ₹13,300 / 9 = ₹1,477.78 beside "7 completed".
    const trainer = await trainerAccount('Kiran', 'Rao');
    const client = await createUserRow(ctx.database.db);
    const completedPrices = [150_000, 150_000, 150_000, 150_000, 150_000, 180_000, 180_000];
    for (const [index, pricePaise] of completedPrices.entries()) {
      const day = String(2 + index).padStart(2, '0');
      await session(trainer.trainerId, client.id, `2026-03-${day}T07:00:00+05:30`, 'completed', {
        pricePaise,
      });
    }
    for (const day of ['12', '25']) {
      await session(trainer.trainerId, client.id, `2026-03-${day}T07:00:00+05:30`, 'confirmed', {
        pricePaise: 110_000,
      });
    }
    const { summary } = (await get('/api/trainer/earnings', trainer.token)).json().data;
    expect(summary).toMatchObject({
      total: 1_330_000,
      sessions: 7,
      paid: 1_110_000,
      pending: 220_000,
      // ₹11,100 / 7 = ₹1,585.71
      avgPerSession: 158_571,
    });
    const overview = (await get('/api/trainer/dashboard', trainer.token)).json().data;
    expect(overview).toMatchObject({ totalSessions: 7, upcomingSessions: 2 });
    const upcoming = (await get('/api/trainer/sessions/upcoming', trainer.token)).json();
    expect(upcoming.data).toHaveLength(2);
    expect(upcoming.counts).toMatchObject({ upcomingWeek: 1, completed: 7 });
  });

  it('never shows another trainer’s earnings', async () => {
    const { client, sessions } = await monthEndTrainer();
    const { other, past } = await neighbour(client.id);
    const theirs = (await get('/api/trainer/earnings', other.token)).json().data;
    expect(theirs.summary).toMatchObject({ total: 450_000, sessions: 2, pending: 150_000 });
    expect(theirs.recentTransactions).toHaveLength(3);
    expect(ids(theirs.recentTransactions)).toContain(past.id);
    for (const own of Object.values(sessions)) {
      expect(ids(theirs.recentTransactions)).not.toContain(own.id);
    }
  });
});
