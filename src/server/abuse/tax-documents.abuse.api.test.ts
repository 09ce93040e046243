import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payout, user } from '#server/db/schema.ts';
import { PDF_DOWNLOADS_PER_MINUTE } from '#server/features/tax-documents/tax-documents.routes.ts';
import { heldBooking, paidInSandbox, verify } from '#server/test/payment-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { textRenderers } from '#server/test/text-renderers.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { TaxDocumentSummary } from '#shared/tax/tax-documents-api.ts';
import { TAX_MESSAGES } from '#shared/tax/tax-messages.ts';

// The attacker's side of the tax documents (docs/product/tax.md#where-people-find-their-documents):
// a signed-in client or trainer asking for what is somebody else's learns nothing, not even
// that it exists, and cannot make the server draw PDFs without end.
const NOW = '2026-03-02T04:30:00.000Z';

let ctx: TestContext;
type Party = Awaited<ReturnType<typeof paidPair>>;
let one: Party;
let two: Party;

/** A client and a trainer with a paid booking (the client's bill of supply) and a payout. */
async function paidPair() {
  const held = await heldBooking(ctx);
  const { payment } = await paidInSandbox(ctx, held.client.token, held.booking.id);
  expect(
    (await verify(ctx, held.client.token, { bookingId: held.booking.id, ...payment })).statusCode,
  ).toBe(200);
  await ctx.database.db
    .update(user)
    .set({ role: 'trainer' })
    .where(eq(user.id, held.trainerAccount.userId));
  const documents: TaxDocumentSummary[] = (
    await ctx.request({ method: 'GET', url: '/api/me/documents', token: held.client.token })
  ).json().data;
  const payoutId = randomUUID();
  await ctx.database.db.insert(payout).values({
    id: payoutId,
    trainerId: held.trainer.id,
    weekStart: '2026-02-23',
    weekEnd: '2026-03-01',
    sessionCount: 1,
    grossPaise: 150_000,
    platformFeePaise: 7_500,
    netPaise: 142_500,
    provider: 'manual',
    createdAt: ctx.clock.now(),
    updatedAt: ctx.clock.now(),
  });
  return {
    client: held.client.token,
    trainer: held.trainerAccount.token,
    documentId: documents[0]!.id,
    payoutId,
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW, app: { documentRenderers: textRenderers } });
  one = await paidPair();
  two = await paidPair();
}, 60_000);
afterAll(() => ctx.close());

const get = (url: string, token: string) => ctx.request({ method: 'GET', url, token });

describe('somebody else’s documents and statements', () => {
  it("answers another client's document as if it did not exist", async () => {
    const missing = await get(`/api/documents/${randomUUID()}`, two.client);
    for (const url of [
      `/api/documents/${one.documentId}`,
      `/api/documents/${one.documentId}/pdf`,
    ]) {
      const response = await get(url, two.client);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(TAX_MESSAGES.documentNotFound);
      expect(response.body).toBe(missing.body);
    }
    // the other pair's trainer is no party to it either
    expect((await get(`/api/documents/${one.documentId}`, two.trainer)).statusCode).toBe(404);
    expect((await get(`/api/documents/${one.documentId}`, one.client)).statusCode).toBe(200);
  });

  it("answers another trainer's payout statement with 404", async () => {
    for (const url of [
      `/api/trainer/payouts/${one.payoutId}/statement`,
      `/api/trainer/payouts/${one.payoutId}/statement.pdf`,
    ]) {
      const response = await get(url, two.trainer);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(TAX_MESSAGES.statementNotFound);
    }
    const own = await get(`/api/trainer/payouts/${one.payoutId}/statement`, one.trainer);
    expect(own.json().data).toMatchObject({ payoutId: one.payoutId, netPaise: 142_500 });
    // a client is no trainer: the guard refuses before any lookup
    expect(
      (await get(`/api/trainer/payouts/${one.payoutId}/statement`, one.client)).statusCode,
    ).toBe(403);
  });

  it('finds nothing by guessing ids: every guess is the same 404', async () => {
    const guesses = [
      ...Array.from({ length: 20 }, () => randomUUID()),
      'T0001-2526-00001',
      'KI%2F2526%2F000001',
      one.documentId.toUpperCase(),
      `${one.documentId}x`,
      "1' or '1'='1",
    ];
    const answers = await Promise.all(
      guesses.map((id) => get(`/api/documents/${encodeURIComponent(id)}`, two.client)),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([404]));
    expect(new Set(answers.map((answer) => answer.json().message))).toEqual(
      new Set([TAX_MESSAGES.documentNotFound]),
    );
    const statements = await Promise.all(
      guesses.slice(0, 10).map((id) => get(`/api/trainer/payouts/${id}/statement`, two.trainer)),
    );
    expect(new Set(statements.map((answer) => answer.statusCode))).toEqual(new Set([404]));
  });
});

describe('a flood of PDF downloads', () => {
  it('is cut off at the limit per account, while another account still downloads', async () => {
    const urls = [
      `/api/documents/${one.documentId}/pdf`,
      `/api/trainer/payouts/${one.payoutId}/statement.pdf`,
      '/api/trainer/tds-statement.pdf?year=2025-26',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < PDF_DOWNLOADS_PER_MINUTE + 5; i += 1) {
      statuses.push((await get(`/api/documents/${one.documentId}/pdf`, one.client)).statusCode);
    }
    expect(statuses.slice(0, PDF_DOWNLOADS_PER_MINUTE)).toEqual(
      Array(PDF_DOWNLOADS_PER_MINUTE).fill(200),
    );
    expect(statuses.slice(PDF_DOWNLOADS_PER_MINUTE)).toEqual(Array(5).fill(429));
    const refused = await get(urls[0]!, one.client);
    expect(refused.json().message).toBe(MESSAGES.tooManyRequests);

    // the trainer's own downloads are counted on their own account
    for (const url of urls.slice(1)) {
      expect((await get(url, one.trainer)).statusCode).toBe(200);
    }
  });
});
