import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payment } from '#server/db/schema.ts';
import { signUpAdmin, signUpTrainer } from '#server/test/accounts.ts';
import { paidInSandbox, verify } from '#server/test/payment-scenarios.ts';
import { createBookingRow, createTrainerRow, services } from '#server/test/scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { istInstant } from '#shared/ist.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { Reconciliation } from '#shared/tax/accounting.ts';
import { ACCOUNTING_MESSAGES } from '#shared/tax/accounting-messages.ts';
import { csvTable, kycApprovedTrainer, PAYOUT_FRIDAY, paidOutWeek } from './accounting-scenarios';

// Monday 2 March 2026, 10:00 IST; the sessions are on Wednesday 4 March at 7:00 AM.
const NOW = '2026-03-02T04:30:00.000Z';
const MUMBAI = { city: 'Mumbai', latitude: 19.076, longitude: 72.8777 };
const BANGALORE = { city: 'Bangalore', latitude: 12.9716, longitude: 77.5946 };

let ctx: TestContext;
let admin: { token: string };
beforeAll(async () => {
  ctx = await createTestContext({
    now: NOW,
    // every rupee paid to a trainer with a PAN is taxed, so a week's payout carries TDS
    env: { TDS_194O_EXEMPTION_RUPEES: '0' },
  });
});
afterAll(() => ctx.close());
// an admin of each test's own: the exports allow an account a few requests a minute
beforeEach(async () => {
  admin = await signUpAdmin(ctx, { firstName: 'Anita', lastName: 'Rao' });
});

const get = (url: string, token = admin.token) => ctx.request({ method: 'GET', url, token });
const reconciliationOf = async (date?: string) => {
  const response = await get(`/api/admin/reconciliation${date ? `?date=${date}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Reconciliation;
};

/** A client's paid ₹1,500 session at 7:00 AM on 4 March with a new trainer in `place`. */
async function paidSession(place = MUMBAI, firstName = 'Ritu') {
  const trainerAccount = await ctx.signUp({ firstName, lastName: 'Sharma' });
  const trainer = await createTrainerRow(ctx.database.db, {
    ...place,
    userId: trainerAccount.userId,
    name: `${firstName} Sharma`,
    services: services({ personal: 1500 }),
    availableTimes: ['7:00 AM'],
    trainsAtGym: true,
  });
  const client = await ctx.signUp({ firstName: 'Asha', lastName: 'Verma' });
  const held = await ctx.request({
    method: 'POST',
    url: '/api/bookings',
    token: client.token,
    payload: {
      trainerId: trainer.id,
      service: 'personal',
      date: '2026-03-04',
      timeSlot: '7:00 AM',
      location: 'gym',
    },
  });
  expect(held.statusCode, held.body).toBe(201);
  const bookingId: string = held.json().data.id;
  const { payment: paid } = await paidInSandbox(ctx, client.token, bookingId);
  const verified = await verify(ctx, client.token, { bookingId, ...paid });
  expect(verified.statusCode, verified.body).toBe(200);
  return { trainerAccount, client, bookingId };
}

describe('the daily reconciliation', () => {
  it('matches a day with a capture and its processed refund, with nothing owed after', async () => {
    ctx.clock.set(NOW);
    const { client, bookingId } = await paidSession();
    const cancelled = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      token: client.token,
    });
    expect(cancelled.json().data.paymentStatus).toBe('refund_pending');
    await ctx.app.outbox.drain();

    const day = await reconciliationOf('2026-03-02');
    expect(day.gateway).toEqual({
      captured: [
        { provider: 'razorpay', count: 0, amountPaise: 0 },
        { provider: 'sandbox', count: 1, amountPaise: 150_000 },
      ],
      refunded: [
        { provider: 'razorpay', count: 0, amountPaise: 0 },
        { provider: 'sandbox', count: 1, amountPaise: 150_000 },
      ],
    });
    expect(day.ledger).toEqual({
      capturedPaise: 150_000,
      captureCount: 1,
      refundedPaise: 150_000,
      refundCount: 1,
      otherPaise: 0,
    });
    expect(day.differences).toEqual([]);
    expect(day.balances).toMatchObject({ gatewayPaise: 0, refundPayablePaise: 0 });
    expect(day.refundsOwed).toEqual({ count: 0, items: [] });
    expect(day.ledgerCheck.unbalanced).toEqual([]);
    // capture, refund owed, refund paid: the ledger's first entries
    expect(day.ledgerCheck.entries).toBe(3);

    const csv = await get('/api/admin/reconciliation.csv?date=2026-03-02');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="kasrat-reconciliation-2026-03-02.csv"',
    );
    const rows = csvTable(csv.body);
    expect(rows).toContainEqual(
      expect.objectContaining({
        Section: 'Gateway',
        Item: 'Payments captured',
        Provider: 'Sandbox',
        Count: '1',
        'Gateway amount': '1500.00',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ Section: 'Difference', Item: ACCOUNTING_MESSAGES.allMatch }),
    );
  });

  it('lists a payment captured with no ledger entry (before the ledger), yesterday by default', async () => {
    ctx.clock.set(NOW);
    const trainer = await createTrainerRow(ctx.database.db, { ...MUMBAI, name: 'Old Trainer' });
    const client = await ctx.signUp();
    const booking = await createBookingRow(ctx.database.db, {
      clientId: client.userId,
      trainerId: trainer.id,
      service: 'personal',
      location: 'gym',
      sessionDate: '2026-03-05',
      timeSlot: '7:00 AM',
      startsAt: istInstant('2026-03-05', 7),
      status: 'confirmed',
    });
    const paymentId = randomUUID();
    // as a payment made before migration 0024 was stored: no capture entry
    await ctx.database.db.insert(payment).values({
      id: paymentId,
      bookingId: booking.id,
      provider: 'sandbox',
      orderId: `order_${paymentId}`,
      amountPaise: 150_000,
      status: 'paid',
      paymentId: 'pay_PRELEDGER01',
      paidAt: istInstant('2026-03-01', 18),
    });

    const yesterday = await reconciliationOf();
    expect(yesterday.date).toBe('2026-03-01');
    expect(yesterday.gateway.captured[1]).toEqual({
      provider: 'sandbox',
      count: 1,
      amountPaise: 150_000,
    });
    expect(yesterday.ledger.capturedPaise).toBe(0);
    expect(yesterday.differences).toEqual([
      {
        kind: 'capture_missing',
        paymentId,
        refundId: null,
        bookingId: booking.id,
        provider: 'sandbox',
        providerPaymentId: 'pay_PRELEDGER01',
        gatewayPaise: 150_000,
        ledgerPaise: null,
        gatewayDate: '2026-03-01',
        ledgerDate: null,
      },
    ]);
    const csv = csvTable((await get('/api/admin/reconciliation.csv')).body);
    expect(csv).toContainEqual(
      expect.objectContaining({
        Section: 'Difference',
        Item: 'Captured, no ledger entry',
        Payment: paymentId,
        'Gateway payment id': 'pay_PRELEDGER01',
        Difference: '1500.00',
      }),
    );
  });

  it('refuses a day that is not one, is before GST, or has not come', async () => {
    ctx.clock.set(NOW);
    for (const [query, message] of [
      ['date=2026-02-30', ACCOUNTING_MESSAGES.dateInvalid],
      ['date=yesterday', ACCOUNTING_MESSAGES.dateInvalid],
      ['date=2026-03-03', ACCOUNTING_MESSAGES.dateInFuture],
      ['date=2017-06-30', ACCOUNTING_MESSAGES.dateBeforeGst],
      ['date=0048-10-01', ACCOUNTING_MESSAGES.dateBeforeGst],
    ] as const) {
      for (const path of ['/api/admin/reconciliation', '/api/admin/reconciliation.csv']) {
        const refused = await get(`${path}?${query}`);
        expect(refused.statusCode, `${path}?${query}`).toBe(400);
        expect(refused.json().message).toBe(message);
      }
    }
  });
});

describe('GSTR-1 data', () => {
  it('groups B2C small by state: CGST + SGST within Maharashtra, IGST to Karnataka', async () => {
    ctx.clock.set(NOW);
    const mumbai = await paidSession(MUMBAI, 'Meera');
    const bangalore = await paidSession(BANGALORE, 'Kabir');
    // 7:30 AM on 4 March: both sides confirm, the platform invoices its commission
    ctx.clock.set('2026-03-04T02:00:00.000Z');
    for (const session of [mumbai, bangalore]) {
      for (const token of [session.client.token, session.trainerAccount.token]) {
        const confirmed = await ctx.request({
          method: 'POST',
          url: `/api/bookings/${session.bookingId}/confirm-attendance`,
          token,
        });
        expect(confirmed.statusCode, confirmed.body).toBe(200);
      }
    }

    const response = await get('/api/admin/exports/gstr1?month=2026-03&table=b2cs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="kasrat-gstr1-b2cs-2026-03.csv"',
    );
    // 5 % of ₹1,500 with 18 % GST inside: ₹63.56 taxable and ₹11.44 tax
    expect(response.body.split('\r\n')).toEqual([
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount',
      'OE,27-Maharashtra,,18,63.56,0.00,,0.00,5.72,5.72',
      'OE,29-Karnataka,,18,63.56,0.00,,11.44,0.00,0.00',
      '',
    ]);
    const b2b = await get('/api/admin/exports/gstr1?month=2026-03&table=b2b');
    expect(csvTable(b2b.body)).toEqual([]);
  });

  it('refuses a month or table that is not one, a month before GST, and a month still to come', async () => {
    ctx.clock.set(NOW);
    for (const [query, message] of [
      ['month=2026-13&table=b2cs', ACCOUNTING_MESSAGES.monthInvalid],
      ['month=March&table=b2cs', ACCOUNTING_MESSAGES.monthInvalid],
      ['table=b2cs', ACCOUNTING_MESSAGES.monthInvalid],
      ['month=2026-03&table=b2x', ACCOUNTING_MESSAGES.tableInvalid],
      ['month=2026-03', ACCOUNTING_MESSAGES.tableInvalid],
      ['month=2026-04&table=b2cs', ACCOUNTING_MESSAGES.monthInFuture],
      ['month=2017-06&table=b2cs', ACCOUNTING_MESSAGES.monthBeforeGst],
    ] as const) {
      const refused = await get(`/api/admin/exports/gstr1?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const gstr8 = await get('/api/admin/exports/gstr8?month=26-03');
    expect(gstr8.statusCode).toBe(400);
    expect(gstr8.json().message).toBe(ACCOUNTING_MESSAGES.monthInvalid);
    // Found by the OpenAPI fuzz: a year before 100 had answered 500.
    const ancient = await get('/api/admin/exports/gstr8?month=0048-10');
    expect(ancient.statusCode).toBe(400);
    expect(ancient.json().message).toBe(ACCOUNTING_MESSAGES.monthBeforeGst);
    const july2017 = await get('/api/admin/exports/gstr8?month=2017-07');
    expect(july2017.statusCode).toBe(200);
  });
});

describe('Form 26Q data', () => {
  it('lists the TDS of a payout with the deductee’s full PAN', async () => {
    const trainer = await kycApprovedTrainer(ctx, admin.token, {
      firstName: 'Kabir',
      lastName: 'Rao',
      pan: 'ABCPR1234F',
      panName: 'Kabir Rao',
    });
    await paidOutWeek(ctx, trainer.trainerId);
    ctx.clock.set(PAYOUT_FRIDAY);

    const response = await get('/api/admin/exports/26q?year=2025-26&quarter=4');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="kasrat-26q-2025-26-q4.csv"',
    );
    const rows = csvTable(response.body);
    // five ₹1,500 sessions, 0.1 % withheld
    expect(rows).toEqual([
      expect.objectContaining({
        'Deductee Code': '02',
        'PAN of the Deductee': 'ABCPR1234F',
        'Name of the Deductee': 'Kabir Rao',
        'Section Code': '194O',
        'Date of Payment/Credit': '13/03/2026',
        'Amount Paid/Credited': '7500.00',
        TDS: '7.50',
        'Total Tax Deducted': '7.50',
        'Rate at which Tax Deducted': '0.10',
        'Reason for Non-deduction/Lower/Higher Deduction': '',
        'Paid Through': 'Weekly payout',
      }),
    ]);
    const earlier = await get('/api/admin/exports/26q?year=2025-26&quarter=3');
    expect(csvTable(earlier.body)).toEqual([]);
  });

  it('refuses a year or quarter that is not one, and a year still to come', async () => {
    ctx.clock.set(NOW);
    for (const [query, message] of [
      ['year=2025-2026&quarter=1', ACCOUNTING_MESSAGES.yearInvalid],
      ['year=2025-27&quarter=1', ACCOUNTING_MESSAGES.yearInvalid],
      ['quarter=1', ACCOUNTING_MESSAGES.yearInvalid],
      ['year=2025-26&quarter=5', ACCOUNTING_MESSAGES.quarterInvalid],
      ['year=2025-26', ACCOUNTING_MESSAGES.quarterInvalid],
      ['year=2026-27&quarter=1', ACCOUNTING_MESSAGES.yearInFuture],
    ] as const) {
      const refused = await get(`/api/admin/exports/26q?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });
});

describe('who may call', () => {
  const ROUTES = [
    '/api/admin/reconciliation?date=2026-03-01',
    '/api/admin/reconciliation.csv?date=2026-03-01',
    '/api/admin/exports/gstr1?month=2026-03&table=b2cs',
    '/api/admin/exports/gstr8?month=2026-03',
    '/api/admin/exports/26q?year=2025-26&quarter=4',
  ];

  it('keeps the reconciliation and every export to admins', async () => {
    ctx.clock.set(NOW);
    const client = await ctx.signUp();
    const trainer = await signUpTrainer(ctx);
    for (const url of ROUTES) {
      const signedOut = await ctx.request({ method: 'GET', url });
      expect(signedOut.statusCode, url).toBe(401);
      expect(signedOut.json().message).toBe(MESSAGES.signInRequired);
      for (const token of [client.token, trainer.token]) {
        const refused = await get(url, token);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().message).toBe(MESSAGES.forbidden);
        expect(refused.body).not.toContain('ABCPR1234F');
      }
    }
  });
});
