import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, ledgerEntry, refund, sessionPack } from '#server/db/schema.ts';
import { createSeriesPack } from '#server/features/packs/pack-credits.repository.ts';
import { packTrainer } from '#server/test/pack-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { istInstant } from '#shared/ist.ts';
import { PACK_MESSAGES } from '#shared/pack-messages.ts';

// The attacker's side of session packs: other people's packs, forged and replayed payments.
const NOW = '2026-03-02T04:30:00.000Z';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());

const post = (url: string, token: string, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url, token, payload });

async function reserved() {
  const { trainer } = await packTrainer(ctx);
  const owner = await ctx.signUp();
  const pack = (
    await post('/api/packs', owner.token, {
      trainerId: trainer.id,
      service: 'personal',
      sessions: 5,
    })
  ).json().data;
  return { trainer, owner, pack };
}

describe('someone else’s pack', () => {
  it('is hidden from reads, orders, checkout and verify', async () => {
    const { owner, pack } = await reserved();
    const attacker = await ctx.signUp();
    expect(
      (await ctx.request({ method: 'GET', url: `/api/packs/${pack.id}`, token: attacker.token }))
        .statusCode,
    ).toBe(404);
    const order = await post('/api/payment/create-order', attacker.token, { packId: pack.id });
    expect(order.statusCode).toBe(404);
    expect(order.json().message).toBe(PACK_MESSAGES.packNotFound);
    const real = (await post('/api/payment/create-order', owner.token, { packId: pack.id })).json()
      .data;
    const checkout = await post('/api/payment/sandbox/complete', attacker.token, {
      orderId: real.orderId,
      outcome: 'success',
      method: 'upi',
    });
    expect(checkout.statusCode).toBe(404);
    const paid = (
      await post('/api/payment/sandbox/complete', owner.token, {
        orderId: real.orderId,
        outcome: 'success',
        method: 'upi',
      })
    ).json().data;
    const verify = await post('/api/payment/verify', attacker.token, { packId: pack.id, ...paid });
    expect(verify.statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(sessionPack)
      .where(eq(sessionPack.id, pack.id));
    expect(row?.status).toBe('pending');
  });

  it('cannot pay for the attacker’s session', async () => {
    const { trainer, pack } = await reserved();
    const attacker = await ctx.signUp();
    const response = await post('/api/bookings', attacker.token, {
      trainerId: trainer.id,
      service: 'personal',
      date: '2026-03-04',
      timeSlot: '7:00 AM',
      location: 'gym',
      packId: pack.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PACK_MESSAGES.packNotUsable);
  });
});

describe('a pack’s payment', () => {
  it('refuses a forged signature, a wrong amount, and a body naming both a booking and a pack', async () => {
    const { owner, pack } = await reserved();
    expect(
      (await post('/api/payment/create-order', owner.token, { packId: pack.id, amountPaise: 100 }))
        .statusCode,
    ).toBe(400);
    const order = (await post('/api/payment/create-order', owner.token, { packId: pack.id })).json()
      .data;
    const forged = await post('/api/payment/verify', owner.token, {
      packId: pack.id,
      razorpay_order_id: order.orderId,
      razorpay_payment_id: 'pay_forged',
      razorpay_signature: 'f'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(BOOKING_MESSAGES.invalidSignature);
    const both = await post('/api/payment/create-order', owner.token, {
      packId: pack.id,
      bookingId: randomUUID(),
    });
    expect(both.statusCode).toBe(400);
  });

  it('captures once when verify is replayed', async () => {
    const { owner, pack } = await reserved();
    const order = (await post('/api/payment/create-order', owner.token, { packId: pack.id })).json()
      .data;
    const paid = (
      await post('/api/payment/sandbox/complete', owner.token, {
        orderId: order.orderId,
        outcome: 'success',
        method: 'upi',
      })
    ).json().data;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await post('/api/payment/verify', owner.token, { packId: pack.id, ...paid })).statusCode,
      ).toBe(200);
    }
    const entries = await ctx.database.db
      .select()
      .from(ledgerEntry)
      .where(like(ledgerEntry.source, 'pack-capture:%'));
    const mine = entries.filter((entry) => entry.memo.includes(pack.id));
    expect(mine).toHaveLength(1);
    const again = await post('/api/payment/create-order', owner.token, { packId: pack.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PACK_MESSAGES.packAlreadyPaid);
  });
});

describe('a weekly repeat paid as one series pack', () => {
  it('confirms its held sessions, each with a credit, and refunds the one whose slot was lost', async () => {
    const { trainer } = await packTrainer(ctx);
    const client = await ctx.signUp();
    const now = new Date(NOW);
    const seriesId = randomUUID();
    const { packId } = await ctx.database.db.transaction((tx) =>
      createSeriesPack(tx, {
        clientId: client.userId,
        trainerId: trainer.id,
        service: 'personal',
        sessions: 3,
        now,
      }),
    );
    const dates = ['2026-03-04', '2026-03-09', '2026-03-14'];
    const ids: string[] = [];
    for (const date of dates) {
      const id = randomUUID();
      ids.push(id);
      const startsAt = istInstant(date, 7);
      await ctx.database.db.insert(booking).values({
        id,
        clientId: client.userId,
        trainerId: trainer.id,
        service: 'personal',
        location: 'gym',
        sessionDate: date,
        timeSlot: '7:00 AM',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        pricePaise: 150_000,
        totalPaise: 150_000,
        status: 'pending',
        holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
        packId,
        seriesId,
        createdAt: now,
        updatedAt: now,
      });
    }
    // The last week's hold is let go and someone else takes the slot before the payment.
    await ctx.database.db.update(booking).set({ status: 'expired' }).where(eq(booking.id, ids[2]!));
    const rival = await ctx.signUp();
    expect(
      (
        await post('/api/bookings', rival.token, {
          trainerId: trainer.id,
          service: 'personal',
          date: '2026-03-14',
          timeSlot: '7:00 AM',
          location: 'gym',
        })
      ).statusCode,
    ).toBe(201);

    const order = (await post('/api/payment/create-order', client.token, { packId })).json().data;
    expect(order.packData).toMatchObject({ kind: 'series', sessions: 3, totalPaise: 450_000 });
    const paid = (
      await post('/api/payment/sandbox/complete', client.token, {
        orderId: order.orderId,
        outcome: 'success',
        method: 'upi',
      })
    ).json().data;
    expect((await post('/api/payment/verify', client.token, { packId, ...paid })).statusCode).toBe(
      200,
    );

    const rows = await ctx.database.db.select().from(booking).where(eq(booking.packId, packId));
    const status = Object.fromEntries(rows.map((row) => [row.id, row.status]));
    expect([status[ids[0]!], status[ids[1]!], status[ids[2]!]]).toEqual([
      'confirmed',
      'confirmed',
      'expired',
    ]);
    const [pack] = await ctx.database.db
      .select()
      .from(sessionPack)
      .where(eq(sessionPack.id, packId));
    expect(pack).toMatchObject({ status: 'active', creditsLeft: 0 });
    expect(pack?.expiresAt?.toISOString()).toBe('2026-03-15T18:29:59.000Z');
    const refunds = await ctx.database.db.select().from(refund);
    expect(
      refunds.filter((row) => row.scope === `booking:${ids[2]}`).map((r) => r.amountPaise),
    ).toEqual([150_000]);

    // A held session cancelled in time is refunded at once: a series' credit is not reusable.
    const cancelled = await post(`/api/bookings/${ids[1]}/cancel`, client.token, {});
    expect(cancelled.json().message).toBe(PACK_MESSAGES.creditRefunded);
    const after = await ctx.database.db.select().from(refund);
    expect(
      after.filter((row) => row.scope === `booking:${ids[1]}`).map((r) => r.amountPaise),
    ).toEqual([150_000]);
  });
});
