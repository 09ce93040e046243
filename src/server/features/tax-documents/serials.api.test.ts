import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking as bookingTable, taxDocument } from '#server/db/schema.ts';
import {
  hold,
  ledgerTrainer,
  paidSession,
  payInSandbox,
  unbalancedEntries,
} from '#server/features/ledger/ledger-scenarios.repository.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { addIstDays } from '#shared/ist.ts';
import { nextSerial } from './serials.repository';

/**
 * Serial numbers and the GST split of the documents a payment issues
 * (docs/product/tax.md#serial-numbers, docs/product/tax.md#place-of-supply), with a platform fee
 * so that the platform's own series is issued too. Run on PostgreSQL (TEST_DATABASE_URL) the
 * concurrent payments really run at once, each on its own connection.
 */

// Monday 2 March 2026, 10:00 AM IST: financial year 2025-26.
const NOW = '2026-03-02T04:30:00.000Z';
const FEE_PERCENT = 5;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW, env: { PLATFORM_FEE_PERCENT: String(FEE_PERCENT) } });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const documentsOf = (bookingIds: readonly string[]) =>
  db()
    .select()
    .from(taxDocument)
    .where(inArray(taxDocument.bookingId, [...bookingIds]))
    .orderBy(asc(taxDocument.serial));
const numberOf = (serial: string) => Number(serial.slice(serial.lastIndexOf('/') + 1));
const bookingRow = async (id: string) =>
  (await db().select().from(bookingTable).where(eq(bookingTable.id, id)))[0];

/** The numbers of each series, in order. */
function numbersBySeries(documents: readonly { series: string; serial: string }[]) {
  const bySeries = new Map<string, number[]>();
  for (const document of documents) {
    expect(document.serial.startsWith(`${document.series}/`)).toBe(true);
    expect(document.serial.length).toBeLessThanOrEqual(16);
    bySeries.set(document.series, [
      ...(bySeries.get(document.series) ?? []),
      numberOf(document.serial),
    ]);
  }
  for (const numbers of bySeries.values()) numbers.sort((a, b) => a - b);
  return bySeries;
}
const oneTo = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

describe('serials of documents issued by payments confirmed at once', () => {
  it('are 1..n in each series, with no gap and no number twice', async () => {
    const trainers = [];
    for (const firstName of ['Kabir', 'Meera', 'Rohan']) {
      trainers.push(await ledgerTrainer(ctx, { firstName }));
    }
    // Ten clients, each holding one slot with each trainer: 30 holds within the hold limits.
    const holds: { bookingId: string; clientToken: string }[] = [];
    for (let client = 0; client < 10; client += 1) {
      const { token } = await ctx.signUp();
      for (const trainer of trainers) {
        const bookingId = await hold(ctx, {
          trainerId: trainer.trainerId,
          clientToken: token,
          date: addIstDays('2026-03-04', client % 5),
          slot: ['7:00 AM', '8:00 AM'][Math.floor(client / 5)] ?? '9:00 AM',
        });
        expect(bookingId).not.toBeNull();
        holds.push({ bookingId: bookingId ?? '', clientToken: token });
      }
    }
    const verifications = [];
    for (const { bookingId, clientToken } of holds) {
      verifications.push(await payInSandbox(ctx, clientToken, bookingId));
    }

    const answers = await Promise.all(verifications.map((verify) => verify()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(holds.map(() => 200));

    const bookingIds = holds.map((held) => held.bookingId);
    const documents = await documentsOf(bookingIds);
    const sessions = documents.filter((document) => document.supply === 'session');
    const fees = documents.filter((document) => document.supply === 'platform_fee');
    expect(sessions).toHaveLength(30);
    expect(fees).toHaveLength(30);
    expect(new Set(documents.map((document) => document.serial)).size).toBe(60);

    const sessionSeries = numbersBySeries(sessions);
    expect([...sessionSeries.keys()].every((series) => /^T[0-9A-Z]{4}\/2526$/.test(series))).toBe(
      true,
    );
    expect([...sessionSeries.values()]).toEqual([oneTo(10), oneTo(10), oneTo(10)]);
    expect(numbersBySeries(fees)).toEqual(new Map([['KI/2526', oneTo(30)]]));
    // Each booking has its one session document and its one fee invoice.
    for (const bookingId of bookingIds) {
      const own = documents.filter((document) => document.bookingId === bookingId);
      expect(own.map((document) => document.supply).sort()).toEqual(['platform_fee', 'session']);
    }
    expect(await unbalancedEntries(ctx)).toEqual([]);
  });
});

describe('a serial taken in a transaction that rolls back', () => {
  it('is given back: the next document takes the same number', async () => {
    const series = 'KI/2526';
    const taken = await db().transaction((tx) => nextSerial(tx, series));
    const undone = numberOf(taken) + 1;
    await expect(
      db().transaction(async (tx) => {
        expect(numberOf(await nextSerial(tx, series))).toBe(undone);
        throw new Error('the payment failed after its documents were numbered');
      }),
    ).rejects.toThrow(/payment failed/);
    expect(numberOf(await db().transaction((tx) => nextSerial(tx, series)))).toBe(undone);
  });

  it('is given back to a transaction that waited for it', async () => {
    const series = 'KC/2526';
    const base = numberOf(await db().transaction((tx) => nextSerial(tx, series)));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // On PostgreSQL the second waits on the series row until the first rolls back.
    const first = db().transaction(async (tx) => {
      await nextSerial(tx, series);
      await pause(150);
      throw new Error('rolled back');
    });
    await pause(30);
    const second = db().transaction((tx) => nextSerial(tx, series));
    const [firstOutcome, secondSerial] = await Promise.allSettled([first, second]);
    expect(firstOutcome.status).toBe('rejected');
    expect(secondSerial).toEqual({
      status: 'fulfilled',
      value: `${series}/${String(base + 1).padStart(6, '0')}`,
    });
  });
});

describe('the financial year of a serial', () => {
  it('is the payment’s: 31 March 23:59 IST numbers in 2526, 1 April 00:00 IST starts 2627 at 1', async () => {
    const trainer = await ledgerTrainer(ctx, { firstName: 'Tara' });
    const march = await ctx.signUp();
    const april = await ctx.signUp();
    ctx.clock.set('2026-03-31T23:50:00+05:30');
    const lastOfYear = await hold(ctx, {
      trainerId: trainer.trainerId,
      clientToken: march.token,
      date: '2026-04-02',
      slot: '7:00 AM',
    });
    const firstOfYear = await hold(ctx, {
      trainerId: trainer.trainerId,
      clientToken: april.token,
      date: '2026-04-02',
      slot: '8:00 AM',
    });
    const payMarch = await payInSandbox(ctx, march.token, lastOfYear ?? '');
    const payApril = await payInSandbox(ctx, april.token, firstOfYear ?? '');
    ctx.clock.set('2026-03-31T23:59:00+05:30');
    expect((await payMarch()).statusCode).toBe(200);
    ctx.clock.set('2026-04-01T00:00:00+05:30');
    expect((await payApril()).statusCode).toBe(200);

    const [marchSession, marchFee] = partition(await documentsOf([lastOfYear ?? '']));
    expect(marchSession).toMatchObject({ financialYear: '2025-26', issueDate: '2026-03-31' });
    expect(marchSession?.serial).toMatch(/^T[0-9A-Z]{4}\/2526\/00001$/);
    expect(marchFee).toMatchObject({ financialYear: '2025-26', issueDate: '2026-03-31' });
    expect(marchFee?.serial).toMatch(/^KI\/2526\/\d{6}$/);

    const [aprilSession, aprilFee] = partition(await documentsOf([firstOfYear ?? '']));
    expect(aprilSession).toMatchObject({ financialYear: '2026-27', issueDate: '2026-04-01' });
    expect(aprilSession?.serial).toMatch(/^T[0-9A-Z]{4}\/2627\/00001$/);
    expect(aprilFee).toMatchObject({
      financialYear: '2026-27',
      issueDate: '2026-04-01',
      serial: 'KI/2627/000001',
    });
    ctx.clock.set(NOW);
  });
});

/** A booking's session document and its platform-fee invoice. */
function partition(documents: readonly (typeof taxDocument.$inferSelect)[]) {
  return [
    documents.find((document) => document.supply === 'session'),
    documents.find((document) => document.supply === 'platform_fee'),
  ] as const;
}

describe('the GST on the platform fee, by place of supply', () => {
  const feeInvoice = async (
    city: 'Mumbai' | 'Delhi',
    service: 'personal' | 'online',
    date: string,
  ) => {
    const trainer = await ledgerTrainer(ctx, {
      firstName: city === 'Delhi' ? 'Arjun' : 'Nisha',
      city,
    });
    const client = await ctx.signUp();
    const bookingId = await paidSession(ctx, {
      trainerId: trainer.trainerId,
      clientToken: client.token,
      date,
      slot: '6:00 PM',
      service,
    });
    const [, fee] = partition(await documentsOf([bookingId]));
    return { fee, booking: await bookingRow(bookingId) };
  };

  it('is IGST for an in-person session in another state than the platform’s', async () => {
    const { fee, booking } = await feeInvoice('Delhi', 'personal', '2026-03-10');
    // ₹1,500 at 5 % is a ₹75 fee, and 18 % GST on it ₹13.50, rounded to ₹14.
    expect(booking).toMatchObject({
      pricePaise: 150_000,
      platformFeePaise: 7_500,
      gstPaise: 1_400,
    });
    expect(fee).toMatchObject({
      kind: 'tax_invoice',
      supplierState: '27',
      placeOfSupply: '07',
      recipientState: '07',
      taxablePaise: 7_500,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_400,
      totalPaise: 8_900,
      gstRateBp: 1_800,
    });
  });

  it('is CGST + SGST, half each, for one in the platform’s state', async () => {
    const { fee } = await feeInvoice('Mumbai', 'personal', '2026-03-10');
    expect(fee).toMatchObject({
      placeOfSupply: '27',
      taxablePaise: 7_500,
      cgstPaise: 700,
      sgstPaise: 700,
      igstPaise: 0,
      totalPaise: 8_900,
    });
  });

  it('is CGST + SGST for an online session, supplied where the platform is', async () => {
    const { fee } = await feeInvoice('Delhi', 'online', '2026-03-11');
    // ₹1,000 online at 5 % is ₹50, and GST ₹9.
    expect(fee).toMatchObject({
      placeOfSupply: '27',
      taxablePaise: 5_000,
      cgstPaise: 450,
      sgstPaise: 450,
      igstPaise: 0,
    });
  });
});
