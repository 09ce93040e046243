import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unbalancedEntries } from '#server/features/ledger/ledger-scenarios.repository.ts';
import { createStorage } from '#server/integrations/storage/create-storage.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { trainerShare } from '#shared/fees.ts';
import type { ClientPack } from '#shared/packs.ts';
import { booking, ledgerEntry, ledgerLine, payment, sessionPack, taxDocument } from '../schema';
import { seedDemoData } from '../seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './build-demo-data';

/** Monday 2 March 2026, 10:00 IST. */
const NOW = new Date('2026-03-02T04:30:00.000Z');
const DAY_MS = 86_400_000;

let ctx: TestContext;
let packs: ClientPack[];

async function signIn(email: string) {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ctx.config.publicUrl },
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return String(response.json().token);
}

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  const kyc = {
    encryptionKey: ctx.config.kycEncryptionKey,
    storage: await createStorage(ctx.config, ctx.clock.now),
  };
  await seedDemoData(ctx.database.db, { now: NOW, log: ctx.app.log, kyc });
  const response = await ctx.request({
    method: 'GET',
    url: '/api/packs',
    token: await signIn(DEMO_ACCOUNTS.client),
  });
  expect(response.statusCode).toBe(200);
  packs = response.json().data;
});
afterAll(() => ctx.close());

const activeOf = (trainerName: string) =>
  packs.find((pack) => pack.status === 'active' && pack.trainer.name === trainerName);

describe('demo packs', () => {
  it('gives the demo client an active 10-session pack of the demo trainer, 5 credits left', () => {
    const pack = activeOf('Arjun Mehta');
    expect(pack).toMatchObject({
      kind: 'pack',
      service: 'personal',
      sessions: 10,
      creditsLeft: 5,
      booked: 2,
      used: 3,
      sessionPricePaise: 160_000,
      validityDays: 120,
      refundedPaise: 0,
    });
    expect(Date.parse(pack!.paidAt!)).toBe(NOW.getTime() - 20 * DAY_MS);
    const upcoming = pack!.bookings.filter((row) => row.status === 'confirmed');
    expect(upcoming).toHaveLength(2);
    expect(pack!.bookings.filter((row) => row.status === 'completed')).toHaveLength(3);
  });

  it('gives the demo client a pack of another trainer ending within 7 days, reminded', async () => {
    const ending = packs.find(
      (pack) =>
        pack.status === 'active' &&
        Date.parse(pack.expiresAt!) - NOW.getTime() < 7 * DAY_MS &&
        Date.parse(pack.expiresAt!) > NOW.getTime(),
    );
    expect(ending).toMatchObject({ sessions: 5, creditsLeft: 2, used: 3, booked: 0 });
    expect(ending!.trainer.name).not.toBe('Arjun Mehta');
    const [row] = await ctx.database.db
      .select()
      .from(sessionPack)
      .where(eq(sessionPack.id, ending!.id));
    expect(row!.expiryRemindedAt!.getTime()).toBe(row!.expiresAt!.getTime() - 7 * DAY_MS);
    expect(row!.expiryRemindedAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('books pack sessions as a credit booking does, paid by the pack alone', async () => {
    const db = ctx.database.db;
    const rows = await db.select().from(sessionPack);
    const sessions = await db
      .select()
      .from(booking)
      .where(
        inArray(
          booking.packId,
          rows.map((row) => row.id),
        ),
      );
    expect(sessions).toHaveLength(8);
    for (const row of sessions) {
      const pack = rows.find((candidate) => candidate.id === row.packId)!;
      expect(row).toMatchObject({
        clientId: pack.clientId,
        trainerId: pack.trainerId,
        service: pack.service,
        pricePaise: pack.sessionPricePaise,
        platformFeePaise: 0,
        gstPaise: 0,
        totalPaise: pack.sessionPricePaise,
      });
      expect(row.startsAt.getTime()).toBeGreaterThan(pack.paidAt!.getTime());
      if (row.status === 'completed') {
        expect(row.clientConfirmedAt).not.toBeNull();
        expect(row.trainerConfirmedAt).not.toBeNull();
      }
    }
    const own = await db
      .select()
      .from(payment)
      .where(
        inArray(
          payment.bookingId,
          sessions.map((row) => row.id),
        ),
      );
    expect(own).toEqual([]);
    const paid = await db
      .select()
      .from(payment)
      .where(
        inArray(
          payment.packId,
          rows.map((row) => row.id),
        ),
      );
    expect(paid).toHaveLength(2);
    for (const row of paid) {
      const pack = rows.find((candidate) => candidate.id === row.packId)!;
      expect(row).toMatchObject({
        bookingId: null,
        provider: 'sandbox',
        status: 'paid',
        amountPaise: pack.totalPaise,
      });
      expect(row.paidAt).toEqual(pack.paidAt);
    }
  });

  it('shows the demo trainer the pack sold and its credits outstanding', async () => {
    const response = await ctx.request({
      method: 'GET',
      url: '/api/trainer/dashboard/packs',
      token: await signIn(DEMO_ACCOUNTS.trainer),
    });
    expect(response.statusCode).toBe(200);
    const [demoClient] = packs;
    expect(response.json().data).toMatchObject({
      packsSold: 1,
      salesPaise: 1_600_000,
      creditsOutstanding: 5,
      outstandingPaise: 800_000,
      recent: [{ clientName: demoClient!.clientName, sessions: 10, creditsLeft: 5 }],
    });
  });

  it('records the packs in a balanced ledger: captured, delivered per session, commission', async () => {
    expect(await unbalancedEntries(ctx)).toEqual([]);
    const db = ctx.database.db;
    const rows = await db.select().from(sessionPack);
    for (const pack of rows) {
      const completed = await db
        .select()
        .from(booking)
        .where(sql`${booking.packId} = ${pack.id} and ${booking.status} = 'completed'`);
      const [paid] = await db.select().from(payment).where(eq(payment.packId, pack.id));
      const sources = [
        `pack-capture:${paid!.id}`,
        ...completed.flatMap((row) => [`pack-session:${row.id}`, `commission:${row.id}`]),
      ];
      const entries = await db
        .select({ source: ledgerEntry.source })
        .from(ledgerEntry)
        .where(inArray(ledgerEntry.source, sources));
      expect(entries.map((row) => row.source).sort()).toEqual(sources.sort());
      const balance = async (account: 'client_prepaid' | 'trainer_payable', trainerId?: string) => {
        const [row] = await db
          .select({ paise: sql<number>`coalesce(sum(${ledgerLine.amountPaise}), 0)::int` })
          .from(ledgerLine)
          .innerJoin(ledgerEntry, eq(ledgerEntry.id, ledgerLine.entryId))
          .where(
            and(
              eq(ledgerLine.account, account),
              trainerId ? eq(ledgerLine.trainerId, trainerId) : undefined,
              inArray(ledgerEntry.source, sources),
            ),
          );
        return row!.paise;
      };
      // What the pack still holds for the client: its unused and booked credits' worth.
      expect(-(await balance('client_prepaid'))).toBe(
        pack.pricePaise - completed.length * pack.sessionPricePaise,
      );
      // What the trainer earned from the pack: each session's price less its commission.
      const net = completed.reduce(
        (sum, row) =>
          sum + row.pricePaise - trainerShare(row.service, row.pricePaise).platformFeePaise,
        0,
      );
      expect(-(await balance('trainer_payable', pack.trainerId))).toBe(net);
    }
  });

  it('issues no tax document for the packs (a pack invoice is not built yet)', async () => {
    const sessions = await ctx.database.db
      .select({ id: booking.id })
      .from(booking)
      .where(sql`${booking.packId} is not null`);
    const documents = await ctx.database.db
      .select({ id: taxDocument.id })
      .from(taxDocument)
      .where(
        inArray(
          taxDocument.bookingId,
          sessions.map((row) => row.id),
        ),
      );
    expect(documents).toEqual([]);
  });
});
