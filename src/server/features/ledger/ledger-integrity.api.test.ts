import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentSeries,
  ledgerEntry,
  ledgerLine,
  payment,
  taxDocument,
} from '#server/db/schema.ts';
import { issueBookingDocuments } from '#server/features/tax-documents/issue-documents.repository.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { ledgerTrainer, paidSession, unbalancedEntries } from './ledger-scenarios.repository';
import { postCapture, postCommission, postRefundOwed } from './money-postings.repository';
import { postEntry } from './post-entry';

/**
 * What the database itself guarantees about money records (migration 0024,
 * docs/decisions/0038-ledger-and-tax-documents.md): an entry that does not balance never commits,
 * entries, lines and tax documents are never changed or removed, and a change posted twice posts
 * once.
 */

// Monday 2 March 2026, 10:00 AM IST.
const NOW = '2026-03-02T04:30:00.000Z';

let ctx: TestContext;
let bookingId: string;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  const trainer = await ledgerTrainer(ctx);
  const client = await ctx.signUp();
  bookingId = await paidSession(ctx, {
    trainerId: trainer.trainerId,
    clientToken: client.token,
    date: '2026-03-05',
    slot: '7:00 AM',
  });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** The SQLSTATE under the ORM's and the driver's wrapping. */
function sqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
async function refusal(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    return sqlState(error);
  }
  return 'committed';
}
const CHECK_VIOLATION = '23514';
const REFUSED_CHANGE = '42501';

const count = async (table: 'ledger_entry' | 'ledger_line' | 'tax_document') => {
  const rows = await db().execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as {
    n: number;
  }[];
  return list[0]?.n ?? 0;
};

describe('an entry that does not add up to zero', () => {
  it('is refused when its transaction commits, with nothing of it kept', async () => {
    const before = await count('ledger_line');
    const id = randomUUID();
    const state = await refusal(
      db().transaction(async (tx) => {
        await tx.insert(ledgerEntry).values({
          id,
          kind: 'capture',
          source: `test-unbalanced:${id}`,
          occurredAt: new Date(NOW),
          memo: 'One paisa out',
        });
        await tx.insert(ledgerLine).values([
          { entryId: id, lineNo: 1, account: 'gateway', amountPaise: 100_000 },
          { entryId: id, lineNo: 2, account: 'platform_fee_income', amountPaise: -99_999 },
        ]);
      }),
    );
    expect(state).toBe(CHECK_VIOLATION);
    expect(await count('ledger_line')).toBe(before);
    expect(await db().select().from(ledgerEntry).where(eq(ledgerEntry.id, id))).toEqual([]);
  });

  it('is refused with a single line, and with no lines at all', async () => {
    for (const lines of [[{ account: 'gateway' as const, amountPaise: 100 }], []]) {
      const id = randomUUID();
      const state = await refusal(
        db().transaction(async (tx) => {
          await tx.insert(ledgerEntry).values({
            id,
            kind: 'capture',
            source: `test-short:${id}`,
            occurredAt: new Date(NOW),
            memo: 'Too few lines',
          });
          if (lines.length > 0) {
            await tx
              .insert(ledgerLine)
              .values(lines.map((line, index) => ({ ...line, entryId: id, lineNo: index + 1 })));
          }
        }),
      );
      expect(state).toBe(CHECK_VIOLATION);
    }
  });

  it('is refused when a line is added later to an entry that balanced', async () => {
    const [entry] = await db().select({ id: ledgerEntry.id }).from(ledgerEntry).limit(1);
    const state = await refusal(
      db()
        .insert(ledgerLine)
        .values({
          entryId: entry?.id ?? '',
          lineNo: 99,
          account: 'gateway',
          amountPaise: 1,
        }),
    );
    expect(state).toBe(CHECK_VIOLATION);
  });

  it('balances when its lines add up, in whatever order they are listed', async () => {
    const id = randomUUID();
    await db().transaction(async (tx) => {
      await tx.insert(ledgerEntry).values({
        id,
        kind: 'capture',
        source: `test-balanced:${id}`,
        occurredAt: new Date(NOW),
        memo: 'Balanced',
      });
      await tx.insert(ledgerLine).values([
        { entryId: id, lineNo: 2, account: 'platform_fee_income', amountPaise: -500 },
        { entryId: id, lineNo: 1, account: 'gateway', amountPaise: 500 },
      ]);
    });
    expect(await unbalancedEntries(ctx)).toEqual([]);
  });

  it('is refused when its lines come in two statements: an entry is written whole', async () => {
    const id = randomUUID();
    const state = await refusal(
      db().transaction(async (tx) => {
        await tx.insert(ledgerEntry).values({
          id,
          kind: 'capture',
          source: `test-halves:${id}`,
          occurredAt: new Date(NOW),
          memo: 'Halves',
        });
        await tx
          .insert(ledgerLine)
          .values({ entryId: id, lineNo: 1, account: 'gateway', amountPaise: 500 });
        await tx
          .insert(ledgerLine)
          .values({ entryId: id, lineNo: 2, account: 'platform_fee_income', amountPaise: -500 });
      }),
    );
    expect(state).toBe(CHECK_VIOLATION);
    expect(await unbalancedEntries(ctx)).toEqual([]);
  });

  it('is refused by postEntry before it reaches the database', async () => {
    await expect(
      db().transaction((tx) =>
        postEntry(tx, {
          kind: 'capture',
          source: `test-post:${randomUUID()}`,
          occurredAt: new Date(NOW),
          memo: 'Off by one',
          lines: [
            { account: 'gateway', amountPaise: 100 },
            { account: 'platform_fee_income', amountPaise: -99 },
          ],
        }),
      ),
    ).rejects.toThrow(/does not balance/);
  });
});

describe('money records once written', () => {
  const changes = [
    ['ledger_entry', sql`update ledger_entry set memo = 'changed'`],
    ['ledger_entry', sql`delete from ledger_entry`],
    ['ledger_entry', sql`truncate ledger_entry cascade`],
    ['ledger_line', sql`update ledger_line set amount_paise = amount_paise * 2`],
    ['ledger_line', sql`delete from ledger_line`],
    ['ledger_line', sql`truncate ledger_line`],
    ['tax_document', sql`update tax_document set total_paise = total_paise`],
    ['tax_document', sql`delete from tax_document`],
    ['tax_document', sql`truncate tax_document`],
  ] as const;

  it.each(changes.map(([table, statement], index) => [index, table, statement] as const))(
    'refuse change %i (%s), and keep every row',
    async (_index, table, statement) => {
      const before = await count(table);
      expect(before).toBeGreaterThan(0);
      expect(await refusal(db().execute(statement))).toBe(REFUSED_CHANGE);
      expect(await count(table)).toBe(before);
    },
  );

  it('refuse a change even of a single row by its id', async () => {
    const [document] = await db().select().from(taxDocument).limit(1);
    const state = await refusal(
      db()
        .update(taxDocument)
        .set({ recipientName: 'Someone else' })
        .where(eq(taxDocument.id, document?.id ?? '')),
    );
    expect(state).toBe(REFUSED_CHANGE);
  });
});

describe('the same change posted twice', () => {
  const entriesOf = (source: string) =>
    db().select().from(ledgerEntry).where(eq(ledgerEntry.source, source));
  const lastNumbers = async () =>
    Object.fromEntries(
      (await db().select().from(documentSeries)).map((row) => [row.series, row.lastNumber]),
    );

  it('posts the capture once, and issues its documents once, taking no serial', async () => {
    const [paid] = await db()
      .select({ id: payment.id })
      .from(payment)
      .where(eq(payment.bookingId, bookingId));
    const paymentId = paid?.id ?? '';
    const documents = await db()
      .select()
      .from(taxDocument)
      .where(eq(taxDocument.bookingId, bookingId));
    const serials = await lastNumbers();
    const now = new Date('2026-03-02T05:00:00.000Z');
    await db().transaction((tx) =>
      postCapture(tx, ctx.config.tax, paymentId, now, { documents: true }),
    );
    await db().transaction((tx) => issueBookingDocuments(tx, ctx.config.tax, bookingId, now));
    expect(await entriesOf(`capture:${paymentId}`)).toHaveLength(1);
    expect(
      await db().select().from(taxDocument).where(eq(taxDocument.bookingId, bookingId)),
    ).toEqual(documents);
    // A serial taken for a document that is not stored would leave a gap in the series.
    expect(await lastNumbers()).toEqual(serials);
  });

  it('posts the commission once however many times completion is posted', async () => {
    const now = new Date('2026-03-05T03:00:00.000Z');
    for (let time = 0; time < 2; time += 1) {
      await db().transaction((tx) => postCommission(tx, ctx.config.tax, bookingId, now));
    }
    expect(await entriesOf(`commission:${bookingId}`)).toHaveLength(1);
    const invoices = await db()
      .select()
      .from(taxDocument)
      .where(eq(taxDocument.bookingId, bookingId));
    expect(invoices.filter((document) => document.supply === 'commission')).toHaveLength(1);
    expect(await unbalancedEntries(ctx)).toEqual([]);
  });

  it('owes a refund once, with one credit note per document, however often it is posted', async () => {
    const trainer = await ledgerTrainer(ctx, { firstName: 'Meera' });
    const client = await ctx.signUp();
    const cancelled = await paidSession(ctx, {
      trainerId: trainer.trainerId,
      clientToken: client.token,
      date: '2026-03-06',
      slot: '8:00 AM',
    });
    const answer = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${cancelled}/cancel`,
      token: client.token,
    });
    expect(answer.statusCode).toBe(200);
    const refunds = await db().execute(
      sql`select r.id, r.payment_id from refund r join payment p on p.id = r.payment_id where p.booking_id = ${cancelled}`,
    );
    const [refund] = (Array.isArray(refunds) ? refunds : (refunds as { rows: unknown[] }).rows) as {
      id: string;
      payment_id: string;
    }[];
    const serials = await lastNumbers();
    await db().transaction((tx) =>
      postRefundOwed(tx, ctx.config.tax, refund?.id ?? '', new Date(NOW)),
    );
    expect(await entriesOf(`refund-owed:${refund?.payment_id}`)).toHaveLength(1);
    const documents = await db()
      .select()
      .from(taxDocument)
      .where(eq(taxDocument.bookingId, cancelled));
    expect(documents.map((document) => document.kind).sort()).toEqual([
      'bill_of_supply',
      'credit_note',
    ]);
    expect(await lastNumbers()).toEqual(serials);
  });
});
