import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEvent, payout, trainerKyc, user } from '#server/db/schema.ts';
import { sessionsOf, trainerWithKyc } from '#server/features/payouts/payout-scenarios.ts';
import { createWeeklyPayouts } from '#server/jobs/create-weekly-payouts.ts';
import { runJobOnce } from '#server/jobs/job-runner.ts';
import { loadTaxSettings } from '#server/tax-config.ts';
import { signUpAdmin } from '#server/test/accounts.ts';
import { heldBooking, paidInSandbox, verify } from '#server/test/payment-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { pdfView, textRenderers } from '#server/test/text-renderers.ts';
import { gstinCheckCharacter } from '#shared/tax/gstin.ts';
import type {
  PayoutStatementView,
  TaxDocumentView,
  TdsStatementView,
} from '#shared/tax/tax-document-view.ts';
import type { TaxDocumentSummary } from '#shared/tax/tax-documents-api.ts';
import { TAX_MESSAGES } from '#shared/tax/tax-messages.ts';

// Monday 2 March 2026, 10:00 IST (financial year 2025-26); the sessions are on Wednesday 4 March
// at 7:00 AM. The client pays a 2 % platform fee, so a booking has two documents.
const NOW = '2026-03-02T04:30:00.000Z';
/** Friday 13 March 2026, 10:00 IST: the payout run pays the week of 2–8 March. */
const FRIDAY = new Date('2026-03-13T04:30:00.000Z');
const GSTIN_BODY = '27ABCPV1234F1Z';
const GSTIN = `${GSTIN_BODY}${gstinCheckCharacter(GSTIN_BODY)}`;

let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext({
    now: NOW,
    env: { PLATFORM_FEE_PERCENT: '2' },
    app: { documentRenderers: textRenderers },
  });
  adminToken = (await signUpAdmin(ctx, { firstName: 'Anita', email: 'anita@example.in' })).token;
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(NOW));

const get = (url: string, token: string) => ctx.request({ method: 'GET', url, token });
const post = (url: string, token: string, payload?: object) =>
  ctx.request({ method: 'POST', url, token, ...(payload && { payload }) });

async function documentsOf(url: string, token: string): Promise<TaxDocumentSummary[]> {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function viewOf(id: string, token: string): Promise<TaxDocumentView> {
  const response = await get(`/api/documents/${id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Ritu Sharma's ₹1,500 session, paid by Asha in the sandbox; Ritu is a trainer account. */
async function paidBooking() {
  const held = await heldBooking(ctx);
  const { payment } = await paidInSandbox(ctx, held.client.token, held.booking.id);
  const verified = await verify(ctx, held.client.token, { bookingId: held.booking.id, ...payment });
  expect(verified.statusCode, verified.body).toBe(200);
  await ctx.database.db
    .update(user)
    .set({ role: 'trainer' })
    .where(eq(user.id, held.trainerAccount.userId));
  const booking = (await get(`/api/bookings/${held.booking.id}`, held.client.token)).json().data;
  return { ...held, booking };
}

const sessionDocument = (documents: TaxDocumentSummary[], kind: TaxDocumentSummary['kind']) =>
  documents.find((document) => document.supply === 'session' && document.kind === kind);

describe("a paid booking's documents", () => {
  it('gives the client a bill of supply for the price and a tax invoice for the fee', async () => {
    const { client, booking } = await paidBooking();
    const documents = await documentsOf('/api/me/documents', client.token);
    expect(documents).toHaveLength(2);
    const bill = sessionDocument(documents, 'bill_of_supply');
    expect(bill).toMatchObject({
      bookingId: booking.id,
      supplierName: 'Ritu Sharma',
      totalPaise: booking.pricePaise,
      issueDate: '2026-03-02',
    });
    expect(bill?.serial).toMatch(/^T\w{4}\/2526\/00001$/);
    const fee = documents.find((document) => document.supply === 'platform_fee');
    expect(fee).toMatchObject({
      kind: 'tax_invoice',
      totalPaise: booking.platformFeePaise + booking.gstPaise,
    });
    expect(booking.pricePaise + (fee?.totalPaise ?? 0)).toBe(booking.totalPaise);

    const view = await viewOf(bill!.id, client.token);
    expect(view).toMatchObject({
      kind: 'bill_of_supply',
      serial: bill!.serial,
      supplier: { name: 'Ritu Sharma', gstin: null, state: '27', stateName: 'Maharashtra' },
      recipient: { name: 'Asha Verma' },
      placeOfSupply: { state: '27' },
      onBehalfOf: { platformName: 'Kasrat Fitness Private Limited' },
      original: null,
      reference: 'Personal Training, Wed, 4 Mar 2026, 7:00 AM',
      totals: {
        taxablePaise: 150_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise: booking.pricePaise,
      },
      sample: true,
    });
    expect(view.lines).toEqual([
      expect.objectContaining({ sac: '999723', gstPercent: 0, totalPaise: booking.pricePaise }),
    ]);

    const pdf = await get(`/api/documents/${bill!.id}/pdf`, client.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${bill!.serial.replaceAll('/', '-')}.pdf"`,
    );
    expect(pdfView<TaxDocumentView>(pdf.body)).toEqual(view);
  });

  it('links the client to their invoice from the confirmation mail', async () => {
    const { client } = await paidBooking();
    // The outbox writes the mail when it delivers the confirmation, moments after the payment.
    const confirmationOf = async () => {
      const response = await ctx.request({
        method: 'GET',
        url: `/api/dev/outbox?to=${encodeURIComponent(client.email)}`,
      });
      const mails = response.json().data as { subject: string; text: string }[];
      return mails.find((mail) => mail.subject.startsWith('Booking confirmed'));
    };
    await expect.poll(confirmationOf).toBeDefined();
    const confirmation = await confirmationOf();
    expect(confirmation?.text).toContain(
      'Your invoice (sign in to download it): http://localhost:3000/profile/sessions#tax-documents',
    );
  });

  it("gives a credit note naming the original's serial when the booking is refunded", async () => {
    const { client, booking } = await paidBooking();
    const [original] = (await documentsOf('/api/me/documents', client.token)).filter(
      (document) => document.supply === 'session',
    );
    const cancelled = await post(`/api/bookings/${booking.id}/cancel`, client.token);
    expect(cancelled.json().data.paymentStatus).toMatch(/^refund/);

    const documents = await documentsOf('/api/me/documents', client.token);
    expect(documents.map((document) => document.kind).sort()).toEqual([
      'bill_of_supply',
      'credit_note',
      'credit_note',
      'tax_invoice',
    ]);
    const note = sessionDocument(documents, 'credit_note');
    expect(note?.description).toContain(`(${original!.serial})`);
    expect(note?.serial).toMatch(/^C\w{4}\/2526\/00001$/);
    const view = await viewOf(note!.id, client.token);
    expect(view.original).toEqual({ serial: original!.serial, issueDate: '2026-03-02' });
    expect(view.totals.totalPaise).toBe(booking.pricePaise);
    expect(view.notes.some((line) => line.includes(original!.serial))).toBe(true);
  });
});

describe("a completed session's commission invoice", () => {
  it('is addressed to the trainer, who sees it beside the documents issued for them', async () => {
    const { client, trainerAccount, booking } = await paidBooking();
    ctx.clock.set(new Date(new Date(booking.startsAt).getTime() + 90 * 60_000));
    for (const token of [client.token, trainerAccount.token]) {
      const confirmed = await post(`/api/bookings/${booking.id}/confirm-attendance`, token);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }

    const documents = await documentsOf('/api/trainer/documents', trainerAccount.token);
    expect(documents.map((document) => [document.supply, document.kind])).toEqual([
      ['commission', 'tax_invoice'],
      ['session', 'bill_of_supply'],
    ]);
    const [commission] = documents;
    // 5 % of the ₹1,500 session, GST included (docs/decisions/0038-ledger-and-tax-documents.md)
    expect(commission).toMatchObject({ totalPaise: 7_500, bookingId: booking.id });
    const view = await viewOf(commission!.id, trainerAccount.token);
    expect(view).toMatchObject({
      supplier: { name: 'Kasrat Fitness Private Limited', state: '27' },
      recipient: { name: 'Ritu Sharma', state: '27' },
      onBehalfOf: null,
    });
    expect(view.totals.cgstPaise + view.totals.sgstPaise).toBe(7_500 - view.totals.taxablePaise);
    expect(view.totals.igstPaise).toBe(0);

    // The client's fee invoice is not the trainer's; the commission is not the client's.
    const clientDocuments = await documentsOf('/api/me/documents', client.token);
    const fee = clientDocuments.find((document) => document.supply === 'platform_fee');
    expect((await get(`/api/documents/${fee!.id}`, trainerAccount.token)).statusCode).toBe(404);
    expect(clientDocuments.some((document) => document.id === commission!.id)).toBe(false);
    const hidden = await get(`/api/documents/${commission!.id}/pdf`, client.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(TAX_MESSAGES.documentNotFound);
    expect((await get(`/api/documents/${commission!.id}`, adminToken)).statusCode).toBe(200);
  });

  it('pages the lists, newest first', async () => {
    const { client } = await paidBooking();
    const first = await get('/api/me/documents?limit=1', client.token);
    expect(first.json().pagination).toMatchObject({
      totalCount: 2,
      totalPages: 2,
      hasNextPage: true,
    });
    const second = await get('/api/me/documents?limit=1&page=2', client.token);
    expect(second.json().data[0].id).not.toBe(first.json().data[0].id);
    const tooMany = await get('/api/me/documents?limit=101', client.token);
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('payout and TDS statements', () => {
  let trainer: { token: string; trainerId: string; email: string };
  let stored: typeof payout.$inferSelect;

  beforeAll(async () => {
    const account = await ctx.signUp({ firstName: 'Kabir', lastName: 'Rao' });
    await ctx.database.db.update(user).set({ role: 'trainer' }).where(eq(user.id, account.userId));
    const row = await trainerWithKyc(ctx.database.db, 'completed', {
      userId: account.userId,
      name: 'Kabir Rao',
    });
    await ctx.database.db
      .update(trainerKyc)
      .set({ gstin: GSTIN })
      .where(eq(trainerKyc.trainerId, row.id));
    trainer = { token: account.token, trainerId: row.id, email: account.email };
    await sessionsOf(
      ctx.database.db,
      row.id,
      ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].map((date) => ({
        date,
      })),
    );
    // An exemption of ₹1,000 makes this payout the one that crosses it: TDS at 0.1 %.
    const tax = loadTaxSettings({ TDS_194O_EXEMPTION_RUPEES: '1000' }, false);
    await runJobOnce(
      ctx.database.db,
      createWeeklyPayouts('manual', { sandboxPayments: false, tax }),
      FRIDAY,
    );
    const rows = await ctx.database.db.select().from(payout).where(eq(payout.trainerId, row.id));
    expect(rows).toHaveLength(1);
    stored = rows[0]!;
  });

  it('shows gross, commission, GST on it, TCS, TDS and net, adding up to the payout', async () => {
    const response = await get(`/api/trainer/payouts/${stored.id}/statement`, trainer.token);
    expect(response.statusCode, response.body).toBe(200);
    const statement: PayoutStatementView = response.json().data;
    expect(statement).toMatchObject({
      trainerName: 'Kabir Rao',
      pan: 'XXXXXX234F',
      gstin: GSTIN,
      weekStart: '2026-03-02',
      weekEnd: '2026-03-08',
      grossPaise: 750_000,
      commissionPaise: 37_500,
      commissionGstPaise: stored.commissionGstPaise,
      tcsPaise: stored.tcsPaise,
      tdsPaise: 750,
      tdsRatePercent: 0.1,
      netPaise: stored.netPaise,
    });
    expect(statement.commissionGstPaise).toBeGreaterThan(0);
    expect(statement.tcsPaise).toBeGreaterThan(0);
    expect(
      statement.grossPaise - statement.commissionPaise - statement.tcsPaise - statement.tdsPaise,
    ).toBe(stored.netPaise);
    expect(statement.sessions).toHaveLength(5);
    expect(statement.sessions.reduce((sum, session) => sum + session.grossPaise, 0)).toBe(
      stored.grossPaise,
    );

    const pdf = await get(`/api/trainer/payouts/${stored.id}/statement.pdf`, trainer.token);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="kasrat-payout-statement-2026-03-02.pdf"',
    );
    expect(pdfView<PayoutStatementView>(pdf.body)).toEqual(statement);

    const asAdmin = await get(`/api/admin/payouts/${stored.id}/statement`, adminToken);
    expect(asAdmin.json().data).toEqual(statement);
  });

  it("mails the trainer the statement's lines when the payout is paid", async () => {
    const settled = await post(`/api/admin/payouts/${stored.id}/settle`, adminToken, {
      transferReference: 'HDFCN52026031300777',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const mail = (await ctx.database.db.select().from(outboxEvent))
      .map((row) => (row.payload as { message?: { to: string; text: string } }).message)
      .find((message) => message?.to === trainer.email);
    expect(mail?.text).toContain('Gross for 5 sessions: ₹7,500');
    expect(mail?.text).toContain('Commission (GST included): −₹375');
    expect(mail?.text).toContain('TDS, section 194-O at 0.1%: −₹7.50');
    expect(mail?.text).toContain(
      `Statement: http://localhost:3000/trainer-dashboard/earnings?statement=${stored.id}`,
    );
  });

  it("totals the financial year's TDS by quarter", async () => {
    const response = await get('/api/trainer/tds-statement?year=2025-26', trainer.token);
    expect(response.statusCode, response.body).toBe(200);
    const statement: TdsStatementView = response.json().data;
    expect(statement).toMatchObject({
      financialYear: '2025-26',
      trainerName: 'Kabir Rao',
      pan: 'XXXXXX234F',
      deductor: { name: 'Kasrat Fitness Private Limited', tan: null },
      grossPaise: 750_000,
      tdsPaise: 750,
      tcsPaise: stored.tcsPaise,
    });
    expect(statement.quarters.map((quarter) => quarter.tdsPaise)).toEqual([0, 0, 0, 750]);
    expect(statement.quarters[3]?.payments).toEqual([
      {
        date: '2026-03-13',
        reference: 'Weekly payout, 2 Mar – 8 Mar 2026',
        grossPaise: 750_000,
        tdsPaise: 750,
        ratePercent: 0.1,
      },
    ]);

    // this year by default; the next has nothing yet
    ctx.clock.set(FRIDAY);
    const current = await get('/api/trainer/tds-statement', trainer.token);
    expect(current.json().data).toEqual(statement);
    const next = await get('/api/trainer/tds-statement?year=2026-27', trainer.token);
    expect(next.json().data).toMatchObject({ financialYear: '2026-27', tdsPaise: 0 });

    const pdf = await get('/api/trainer/tds-statement.pdf?year=2025-26', trainer.token);
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="kasrat-tds-statement-2025-26.pdf"',
    );
    expect(pdfView<TdsStatementView>(pdf.body)).toEqual(statement);
  });

  it('refuses a year that is not a financial year, with the reason', async () => {
    for (const year of ['2026-28', '2026', 'last', '2026-2027']) {
      for (const url of ['/api/trainer/tds-statement', '/api/trainer/tds-statement.pdf']) {
        const response = await get(`${url}?year=${year}`, trainer.token);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(TAX_MESSAGES.invalidFinancialYear);
      }
    }
  });
});
