import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntry } from '#server/db/schema.ts';
import { SETTLEMENT_MESSAGES } from '#server/features/settlement/settlement.routes.ts';
import {
  type RouteStandIn,
  startRouteStandIn,
} from '#server/integrations/settlement/route-test-server.ts';
import {
  balance,
  KEYS,
  pay,
  routeContext,
  signedHook,
  transferOf,
  verifiedTrainerBooking,
} from '#server/test/route-scenarios.ts';
import type { TestContext } from '#server/test/test-app.ts';

// The attacker's side of Route's webhook (issue 27): whoever can reach it cannot fail a
// trainer's transfer without Razorpay's secret, and a captured event sent again changes nothing.
const NOW = '2026-03-02T04:30:00.000Z';
const GYM = 'Gold Gym, 14 Linking Road, Bandra West, Mumbai 400050';
const URL = '/api/settlement/razorpay/webhook';

let route: RouteStandIn;
let ctx: TestContext;
let close: () => Promise<void>;
let held: Awaited<ReturnType<typeof verifiedTrainerBooking>> & { paymentId: string };
beforeAll(async () => {
  route = await startRouteStandIn(KEYS);
  ({ ctx, close } = await routeContext(NOW, route));
  const booking = await verifiedTrainerBooking(ctx, GYM);
  await ctx.app.outbox.drain();
  const paymentId = await pay(ctx, route, booking);
  await ctx.app.outbox.drain();
  held = { ...booking, paymentId };
});
afterAll(async () => {
  await close();
  await route.close();
});

const failedEvent = (transferId: string | null | undefined, description: string) => ({
  event: 'transfer.failed',
  payload: {
    transfer: {
      entity: {
        id: transferId,
        source: held.paymentId,
        recipient: 'acc_x',
        status: 'failed',
        error: { description },
      },
    },
  },
});
const routeEntries = () =>
  ctx.database.db
    .select()
    .from(ledgerEntry)
    .where(like(ledgerEntry.source, `route-%`))
    .then((entries) => entries.filter((entry) => entry.bookingId === held.booking.id));

describe("an attacker at Route's webhook", () => {
  it('cannot fail a transfer with a forged signature, or one lifted from another body', async () => {
    const transfer = await transferOf(ctx, held.booking.id);
    const forged = signedHook(failedEvent(transfer?.providerTransferId, 'forged'), 'guessed');
    const lifted = signedHook({ event: 'transfer.processed', payload: {} });
    for (const attempt of [
      forged,
      {
        payload: JSON.stringify(failedEvent(transfer?.providerTransferId, 'lifted')),
        headers: lifted.headers,
      },
      { payload: forged.payload, headers: { 'content-type': 'application/json' } },
    ]) {
      const answer = await ctx.request({ method: 'POST', url: URL, ...attempt });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(SETTLEMENT_MESSAGES.webhookSignatureInvalid);
    }
    expect((await transferOf(ctx, held.booking.id))?.status).toBe('on_hold');
    expect(await balance(ctx, 'route_on_hold', held.trainer.id)).toBe(142_500);
  });

  it('changes nothing twice by replaying a genuine event', async () => {
    const transfer = await transferOf(ctx, held.booking.id);
    const genuine = signedHook(failedEvent(transfer?.providerTransferId, 'Account suspended'));
    for (let time = 0; time < 3; time += 1) {
      const answer = await ctx.request({ method: 'POST', url: URL, ...genuine });
      expect(answer.statusCode).toBe(200);
    }
    expect(await transferOf(ctx, held.booking.id)).toMatchObject({
      status: 'failed',
      lastError: 'Account suspended',
    });
    const entries = await routeEntries();
    expect(entries.map((entry) => entry.source).sort()).toEqual(
      [`route-failed:${transfer?.id}`, `route-transfer:${transfer?.id}`].sort(),
    );
    expect(await balance(ctx, 'route_on_hold', held.trainer.id)).toBe(0);
    // A replay of an older failure with another reason does not rewrite it either.
    await ctx.request({
      method: 'POST',
      url: URL,
      ...signedHook(failedEvent(transfer?.providerTransferId, 'Something else')),
    });
    const [row] = await ctx.database.db
      .select({ id: ledgerEntry.id })
      .from(ledgerEntry)
      .where(eq(ledgerEntry.source, `route-failed:${transfer?.id}`));
    expect(row).toBeDefined();
    expect((await transferOf(ctx, held.booking.id))?.lastError).toBe('Account suspended');
  });

  it('is slowed by the rate limit when flooding it', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 130; request += 1) {
      const answer = await ctx.request({
        method: 'POST',
        url: URL,
        payload: 'junk',
        headers: { 'content-type': 'text/plain', 'x-razorpay-signature': 'junk' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
