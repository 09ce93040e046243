import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { executeRows } from '#server/db/rows.ts';
import { trainerKyc, trainer as trainerTable, user } from '#server/db/schema.ts';
import { services } from '#server/test/scenarios.ts';
import type { TestContext } from '#server/test/test-app.ts';
import { istInstant } from '#shared/ist.ts';

/**
 * Scenario builders for the ledger and tax-document tests: trainers as KYC leaves them (with or
 * without a PAN or GSTIN) and sessions booked, paid and attended through the app's own routes,
 * so every posting is the one a real user's action writes.
 */

const CITIES = {
  Mumbai: { latitude: 19.076, longitude: 72.8777 },
  Delhi: { latitude: 28.6139, longitude: 77.209 },
} as const;

/** Every hour from 6 AM to 9 PM: room for many sessions a day. */
const SLOTS = Array.from({ length: 16 }, (_, index) => {
  const hour = 6 + index;
  return `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}`;
});

export const slotHour = (slot: string) => {
  const [clock = '', half] = slot.split(' ');
  const hour = Number(clock.split(':')[0]) % 12;
  return half === 'PM' ? hour + 12 : hour;
};

export interface LedgerTrainer {
  trainerId: string;
  userId: string;
  token: string;
}

/**
 * A signed-up trainer, approved and published, with a completed KYC: a PAN unless `pan` is false,
 * a GSTIN when given. Prices in rupees.
 */
export async function ledgerTrainer(
  ctx: TestContext,
  options: {
    firstName?: string;
    city?: keyof typeof CITIES;
    prices?: Partial<Record<'personal' | 'group' | 'online', number>>;
    pan?: boolean;
    gstin?: string;
  } = {},
): Promise<LedgerTrainer> {
  const firstName = options.firstName ?? 'Kabir';
  const account = await ctx.signUp({ firstName, lastName: 'Rao' });
  await ctx.request({ method: 'POST', url: '/api/auth/become-trainer', token: account.token });
  const city = options.city ?? 'Mumbai';
  const [row] = await ctx.database.db
    .update(trainerTable)
    .set({
      name: `${firstName} Rao`,
      status: 'approved',
      published: true,
      city,
      ...CITIES[city],
      services: services(options.prices ?? { personal: 1500, online: 1000 }),
      availableTimes: SLOTS,
      trainsAtGym: true,
      gymAddress: `Gym Road, ${city}`,
    })
    .where(eq(trainerTable.userId, account.userId))
    .returning({ id: trainerTable.id });
  const trainerId = row?.id;
  if (!trainerId) throw new Error('become-trainer made no trainer');
  await ctx.database.db.update(user).set({ role: 'trainer' }).where(eq(user.id, account.userId));
  await ctx.database.db.insert(trainerKyc).values({
    trainerId,
    status: 'completed',
    panName: `${firstName} Rao`,
    panLast4: options.pan === false ? null : '234F',
    gstin: options.gstin ?? null,
  });
  return { trainerId, userId: account.userId, token: account.token };
}

export interface SessionRequest {
  trainerId: string;
  clientToken: string;
  date: string;
  slot: string;
  service?: 'personal' | 'online';
}

let phones = 0;

/**
 * A 15-minute hold through POST /api/bookings; the booking's id, or null when refused. Each comes
 * from a phone of its own, as clients' holds do: the per-address limit is not what is tested here.
 */
export async function hold(ctx: TestContext, request: SessionRequest): Promise<string | null> {
  const service = request.service ?? 'personal';
  phones += 1;
  const response = await ctx.request({
    method: 'POST',
    url: '/api/bookings',
    token: request.clientToken,
    remoteAddress: `10.27.${Math.floor(phones / 250) % 250}.${(phones % 250) + 1}`,
    payload: {
      trainerId: request.trainerId,
      service,
      date: request.date,
      timeSlot: request.slot,
      location: service === 'online' ? 'online' : 'gym',
    },
  });
  return response.statusCode === 201 ? (response.json().data.id as string) : null;
}

/** The sandbox checkout's success handed to /api/payment/verify, as the page does. */
export async function payInSandbox(ctx: TestContext, clientToken: string, bookingId: string) {
  const order = await ctx.request({
    method: 'POST',
    url: '/api/payment/create-order',
    token: clientToken,
    payload: { bookingId },
  });
  expect(order.statusCode).toBe(200);
  const completed = await ctx.request({
    method: 'POST',
    url: '/api/payment/sandbox/complete',
    token: clientToken,
    payload: { orderId: order.json().data.orderId, outcome: 'success', method: 'upi' },
  });
  return () =>
    ctx.request({
      method: 'POST',
      url: '/api/payment/verify',
      token: clientToken,
      payload: { bookingId, ...completed.json().data },
    });
}

/** Held and paid in the sandbox: a confirmed session. */
export async function paidSession(ctx: TestContext, request: SessionRequest): Promise<string> {
  const bookingId = await hold(ctx, request);
  if (!bookingId) throw new Error(`the slot ${request.date} ${request.slot} was refused`);
  const verified = await (await payInSandbox(ctx, request.clientToken, bookingId))();
  expect(verified.statusCode).toBe(200);
  return bookingId;
}

export const confirmAttendance = (ctx: TestContext, bookingId: string, token: string) =>
  ctx.request({ method: 'POST', url: `/api/bookings/${bookingId}/confirm-attendance`, token });

/**
 * A session booked two days ahead, paid, then attended: the clock moves to its end and both sides
 * confirm, which completes it (and posts the commission). Leaves the clock there.
 */
export async function completedSession(
  ctx: TestContext,
  request: SessionRequest & { trainerToken: string },
): Promise<string> {
  const startsAt = istInstant(request.date, slotHour(request.slot));
  ctx.clock.set(new Date(startsAt.getTime() - 2 * 86_400_000));
  const bookingId = await paidSession(ctx, request);
  ctx.clock.set(new Date(startsAt.getTime() + 3_600_000));
  expect((await confirmAttendance(ctx, bookingId, request.clientToken)).statusCode).toBe(200);
  expect((await confirmAttendance(ctx, bookingId, request.trainerToken)).statusCode).toBe(200);
  return bookingId;
}

/** Each ledger entry whose lines do not add up to zero, or that has fewer than two. */
export const unbalancedEntries = (ctx: TestContext) =>
  executeRows<{ source: string; total: number; lines: number }>(
    ctx.database.db,
    sql`select e.source, coalesce(sum(l.amount_paise), 0)::bigint as total, count(l.*)::int as lines
        from ledger_entry e left join ledger_line l on l.entry_id = e.id
        group by e.id, e.source
        having coalesce(sum(l.amount_paise), 0) <> 0 or count(l.*) < 2`,
  );

/** The balance of an account (debits positive), for one trainer when given. */
export async function accountBalance(ctx: TestContext, account: string, trainerId?: string) {
  const [row] = await executeRows<{ balance: string | number }>(
    ctx.database.db,
    sql`select coalesce(sum(amount_paise), 0)::bigint as balance from ledger_line
        where account = ${account} ${trainerId ? sql`and trainer_id = ${trainerId}` : sql``}`,
  );
  return Number(row?.balance ?? 0);
}

/** What an account owes (its credit balance): a liability's or an income's, as a positive sum. */
export const creditBalance = async (ctx: TestContext, account: string, trainerId?: string) =>
  0 - (await accountBalance(ctx, account, trainerId));
