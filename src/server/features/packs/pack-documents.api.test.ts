import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { packTrainer } from '#server/test/pack-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import type { TaxDocumentSummary } from '#shared/tax/tax-documents-api.ts';

// Monday 2 March 2026, 10:00 AM IST: financial year 2025-26.
const NOW = '2026-03-02T04:30:00.000Z';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(NOW));

const post = (url: string, token: string, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url, token, payload });
const get = (url: string, token: string) => ctx.request({ method: 'GET', url, token });

async function buyAndPay(token: string, trainerId: string) {
  const bought = await post('/api/packs', token, { trainerId, service: 'personal', sessions: 5 });
  const pack = bought.json().data;
  const order = (await post('/api/payment/create-order', token, { packId: pack.id })).json().data;
  const paid = await post('/api/payment/sandbox/complete', token, {
    orderId: order.orderId,
    outcome: 'success',
    method: 'upi',
  });
  const verified = await post('/api/payment/verify', token, {
    packId: pack.id,
    ...paid.json().data,
  });
  expect(verified.statusCode).toBe(200);
  return pack as { id: string };
}

async function documentsOf(token: string): Promise<TaxDocumentSummary[]> {
  const response = await get('/api/me/documents', token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function runJob(name: string) {
  const job = ctx.app.jobs.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`no job ${name}`);
  return ctx.database.db.transaction((tx) => job.run(tx, ctx.clock.now()));
}

describe("a pack's tax documents", () => {
  it('issues the pack its own document at payment, readable by its client only', async () => {
    const { trainer, account: trainerAccount } = await packTrainer(ctx);
    const client = await ctx.signUp({ firstName: 'Asha', lastName: 'Verma' });
    const pack = await buyAndPay(client.token, trainer.id);

    // The trainer gave no GSTIN: a bill of supply for the five sessions, the first of its series.
    const documents = await documentsOf(client.token);
    expect(documents).toHaveLength(1);
    const [bill] = documents;
    expect(bill).toMatchObject({
      kind: 'bill_of_supply',
      supply: 'session',
      bookingId: null,
      packId: pack.id,
      description: 'Personal Training: pack of 5 sessions',
      supplierName: 'Ritu Sharma',
      totalPaise: 700_000,
    });
    expect(bill!.serial).toMatch(/^T\w+\/2526\/00001$/);

    const view = (await get(`/api/documents/${bill!.id}`, client.token)).json().data;
    expect(view).toMatchObject({
      reference: 'Personal Training: pack of 5 sessions',
      recipient: { name: 'Asha Verma' },
      totals: {
        taxablePaise: 700_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise: 700_000,
      },
    });

    const pdf = await get(`/api/documents/${bill!.id}/pdf`, client.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.PACK_INVOICE_PDF) await writeFile(process.env.PACK_INVOICE_PDF, pdf.rawPayload);

    // Its trainer reads it too; another client is told it does not exist.
    expect((await get(`/api/documents/${bill!.id}/pdf`, trainerAccount.token)).statusCode).toBe(
      200,
    );
    const other = await ctx.signUp({ firstName: 'Neel', lastName: 'Rao' });
    expect((await get(`/api/documents/${bill!.id}/pdf`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/documents/${bill!.id}`, other.token)).statusCode).toBe(404);
    expect(await documentsOf(other.token)).toEqual([]);
  });

  it('credits exactly the unused credits refunded at expiry, against the pack document', async () => {
    const { trainer } = await packTrainer(ctx);
    const client = await ctx.signUp({ firstName: 'Meera', lastName: 'Iyer' });
    const pack = await buyAndPay(client.token, trainer.id);
    const booked = await post('/api/bookings', client.token, {
      trainerId: trainer.id,
      service: 'personal',
      date: '2026-03-05',
      timeSlot: '7:00 AM',
      location: 'gym',
      packId: pack.id,
    });
    expect(booked.statusCode).toBe(201);

    // The pack ends with 4 credits unused: ₹1,400 each refunded, the last with the remainder.
    ctx.clock.set('2026-05-02T00:00:00.000Z');
    await runJob('end-packs');
    await runJob('end-packs');
    const documents = await documentsOf(client.token);
    const notes = documents.filter((document) => document.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    const original = documents.find((document) => document.kind === 'bill_of_supply');
    expect(notes[0]).toMatchObject({
      packId: pack.id,
      totalPaise: 560_000,
      description: `Refund: Personal Training: pack of 5 sessions (${original!.serial})`,
    });
    expect(notes[0]!.serial).toMatch(/\/2627\/00001$/);
    const view = (await get(`/api/documents/${notes[0]!.id}`, client.token)).json().data;
    expect(view.original).toEqual({ serial: original!.serial, issueDate: '2026-03-02' });
    expect(view.totals).toMatchObject({ taxablePaise: 560_000, totalPaise: 560_000 });
    expect(view.notes.join(' ')).toContain('part of the supply was not taken');
  });
});
