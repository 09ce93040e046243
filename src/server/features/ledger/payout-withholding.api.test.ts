import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntry, ledgerLine, payout, payoutBooking, taxDocument } from '#server/db/schema.ts';
import { createWeeklyPayouts } from '#server/jobs/create-weekly-payouts.ts';
import { runJobOnce } from '#server/jobs/job-runner.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import {
  completedSession,
  type LedgerTrainer,
  ledgerTrainer,
  unbalancedEntries,
} from './ledger-scenarios.repository';

/**
 * What the weekly payout run withholds (docs/product/tax.md#tds-under-194-o,
 * docs/product/tax.md#tcs-under-section-52), over sessions booked, paid and attended through the
 * app: TDS from the payout that takes a trainer with a PAN past ₹5,00,000 in the financial year,
 * 5 % without a PAN, TCS from a GST-registered trainer, and each payout's entry in the ledger.
 */

/** Fridays, 10:00 AM IST: each pays the Monday-to-Sunday week that ended five days before. */
const FRIDAY_13_MARCH = '2026-03-13T04:30:00.000Z';
const FRIDAY_20_MARCH = '2026-03-20T04:30:00.000Z';
const FRIDAY_27_MARCH = '2026-03-27T04:30:00.000Z';
const FRIDAY_17_APRIL = '2026-04-17T04:30:00.000Z';
/** Monday 2 to Saturday 7 March 2026. */
const FIRST_WEEK = ['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'];

let ctx: TestContext;
let crossing: LedgerTrainer;
let noPan: LedgerTrainer;
let registered: LedgerTrainer;
const GSTIN = '27AAPFU0939F1ZV';
const clients: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-01T04:30:00.000Z' });
  // ₹1,00,000 a session: five of them are exactly the ₹5,00,000 of the exemption.
  crossing = await ledgerTrainer(ctx, { firstName: 'Kabir', prices: { personal: 100_000 } });
  noPan = await ledgerTrainer(ctx, { firstName: 'Meera', pan: false });
  // ₹1,234 a session, so that rounding each session's tax and the week's total differ.
  registered = await ledgerTrainer(ctx, {
    firstName: 'Rohan',
    gstin: GSTIN,
    prices: { personal: 1_234 },
  });
}, 120_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** Sessions of one trainer with a client of their own (holds are limited per account). */
async function attend(trainer: LedgerTrainer, dates: readonly string[], slot: string) {
  const clientToken = clients[trainer.trainerId] ?? (await ctx.signUp()).token;
  clients[trainer.trainerId] = clientToken;
  const ids = [];
  for (const date of dates) {
    ids.push(
      await completedSession(ctx, {
        trainerId: trainer.trainerId,
        trainerToken: trainer.token,
        clientToken,
        date,
        slot,
      }),
    );
  }
  return ids;
}

/** The app's weekly run at `friday`, paying sandbox sessions as the embedded demo does. */
async function payoutRun(friday: string) {
  ctx.clock.set(friday);
  const job = createWeeklyPayouts(ctx.config.payouts.kind, {
    sandboxPayments: true,
    tax: ctx.config.tax,
  });
  expect(await runJobOnce(db(), job, new Date(friday))).toBe(true);
}

const payoutsOf = (trainer: LedgerTrainer) =>
  db()
    .select()
    .from(payout)
    .where(eq(payout.trainerId, trainer.trainerId))
    .orderBy(asc(payout.weekStart));

/** The payout's ledger entry, line by line, as account → paise. */
async function payoutEntry(payoutId: string) {
  const lines = await db()
    .select({ account: ledgerLine.account, amountPaise: ledgerLine.amountPaise })
    .from(ledgerLine)
    .innerJoin(ledgerEntry, eq(ledgerEntry.id, ledgerLine.entryId))
    .where(eq(ledgerEntry.source, `payout-created:${payoutId}`));
  return Object.fromEntries(lines.map((line) => [line.account, line.amountPaise]));
}

/** The GST on the commission invoices of a payout's sessions, as issued. */
async function commissionGstInvoiced(payoutId: string) {
  const sessions = await db()
    .select({ bookingId: payoutBooking.bookingId })
    .from(payoutBooking)
    .where(eq(payoutBooking.payoutId, payoutId));
  const invoices = await db()
    .select()
    .from(taxDocument)
    .where(
      and(
        eq(taxDocument.supply, 'commission'),
        inArray(
          taxDocument.bookingId,
          sessions.map((session) => session.bookingId),
        ),
      ),
    );
  expect(invoices).toHaveLength(sessions.length);
  return invoices.reduce(
    (sum, invoice) => sum + invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise,
    0,
  );
}

/** The money identity of a payout, and its entry: balanced, moving exactly its figures. */
async function expectAccounted(made: typeof payout.$inferSelect) {
  expect(made.netPaise).toBe(
    made.grossPaise - made.platformFeePaise - made.tdsPaise - made.tcsPaise,
  );
  expect(await payoutEntry(made.id)).toEqual({
    trainer_payable: made.grossPaise - made.platformFeePaise,
    ...(made.tdsPaise > 0 && { tds_payable: -made.tdsPaise }),
    ...(made.tcsPaise > 0 && { tcs_payable: -made.tcsPaise }),
    payout_payable: -made.netPaise,
  });
  expect(made.commissionGstPaise).toBe(await commissionGstInvoiced(made.id));
}

describe('the first week of the financial year’s payouts', () => {
  it('pays each trainer their five sessions', async () => {
    await attend(crossing, FIRST_WEEK, '7:00 AM');
    await attend(noPan, FIRST_WEEK, '8:00 AM');
    await attend(registered, FIRST_WEEK, '9:00 AM');
    await payoutRun(FRIDAY_13_MARCH);
    for (const trainer of [crossing, noPan, registered]) {
      expect(await payoutsOf(trainer)).toMatchObject([
        { weekStart: '2026-03-02', sessionCount: 5 },
      ]);
    }
    expect(await unbalancedEntries(ctx)).toEqual([]);
  });

  it('withholds no TDS from a trainer with a PAN whose year is exactly ₹5,00,000 so far', async () => {
    const [first] = await payoutsOf(crossing);
    expect(first).toMatchObject({
      grossPaise: 5_00_000_00,
      // 5 % commission, GST included.
      platformFeePaise: 25_000_00,
      tdsPaise: 0,
      tdsRateBp: 0,
      tcsPaise: 0,
      netPaise: 4_75_000_00,
    });
    await expectAccounted(found(first));
  });

  it('withholds 5 % of the gross from a trainer without a PAN, from the first rupee', async () => {
    const [first] = await payoutsOf(noPan);
    // Five ₹1,500 sessions: ₹7,500 gross, ₹375 commission, ₹375 TDS.
    expect(first).toMatchObject({
      grossPaise: 7_500_00,
      platformFeePaise: 375_00,
      tdsPaise: 375_00,
      tdsRateBp: 500,
      tcsPaise: 0,
      netPaise: 6_750_00,
    });
    await expectAccounted(found(first));
  });

  it('withholds 0.5 % TCS of the taxable value from a GST-registered trainer', async () => {
    const [first] = await payoutsOf(registered);
    // Five ₹1,234 sessions, each a tax invoice of ₹1,045.76 taxable + ₹188.24 GST.
    const invoices = await db()
      .select()
      .from(taxDocument)
      .where(
        and(eq(taxDocument.trainerId, registered.trainerId), eq(taxDocument.supply, 'session')),
      );
    expect(invoices).toHaveLength(5);
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({
        kind: 'tax_invoice',
        supplierGstin: GSTIN,
        taxablePaise: 1_045_76,
        totalPaise: 1_234_00,
      });
    }
    const taxable = invoices.reduce((sum, invoice) => sum + invoice.taxablePaise, 0);
    expect(taxable).toBe(5_228_80);
    expect(first).toMatchObject({
      grossPaise: 6_170_00,
      platformFeePaise: 308_50,
      tdsPaise: 0,
      // 0.5 % of ₹5,228.80 is ₹26.144: ₹26.14.
      tcsPaise: 26_14,
      netPaise: 6_170_00 - 308_50 - 26_14,
    });
    await expectAccounted(found(first));
  });
});

describe('the payout that takes the year past ₹5,00,000', () => {
  it('withholds 0.1 % of its whole gross, and so does the next', async () => {
    await attend(crossing, ['2026-03-10'], '7:00 AM');
    await payoutRun(FRIDAY_20_MARCH);
    await attend(crossing, ['2026-03-17'], '7:00 AM');
    await payoutRun(FRIDAY_27_MARCH);
    const [, crossed, next] = await payoutsOf(crossing);
    for (const made of [crossed, next]) {
      expect(made).toMatchObject({
        sessionCount: 1,
        grossPaise: 1_00_000_00,
        platformFeePaise: 5_000_00,
        // 0.1 % of ₹1,00,000.
        tdsPaise: 100_00,
        tdsRateBp: 10,
        netPaise: 1_00_000_00 - 5_000_00 - 100_00,
      });
      await expectAccounted(found(made));
    }
  });

  it('is counted afresh in a new financial year: April’s first payout withholds nothing', async () => {
    await attend(crossing, ['2026-04-07'], '7:00 AM');
    await payoutRun(FRIDAY_17_APRIL);
    const payouts = await payoutsOf(crossing);
    const april = payouts.at(-1);
    expect(april).toMatchObject({ weekStart: '2026-04-06', grossPaise: 1_00_000_00, tdsPaise: 0 });
    await expectAccounted(found(april));
    expect(await unbalancedEntries(ctx)).toEqual([]);
  });
});

function found<T>(value: T | undefined): T {
  expect(value).toBeDefined();
  return value as T;
}
