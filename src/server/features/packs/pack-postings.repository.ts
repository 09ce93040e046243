import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '#server/db/executor.ts';
import { booking, payment, refund as refundTable, sessionPack, user } from '#server/db/schema.ts';
import { creditsValuePaise } from '#shared/packs.ts';
import { present } from '#shared/present.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { packCaptureLines, packDeliveryLines, packRefundOwedLines } from '../ledger/money-lines';
import { postEntry } from '../ledger/post-entry';
import { trainerTaxParty } from '../ledger/tax-parties.repository';
import { queueScopedRefund } from '../payments/refunds.repository';
import { packDescription } from '../tax-documents/document-builders';
import {
  issuePackCreditNote,
  issueSaleDocuments,
} from '../tax-documents/issue-documents.repository';

/**
 * A pack's money in the ledger (docs/product/packs.md#money): bought into client_prepaid, out of
 * it as each session is delivered to the trainer or refunded to the client. Every posting locks
 * the pack's row first, so the one that takes the pack's last credit knows it is the last.
 */

export type PackRow = typeof sessionPack.$inferSelect;

export async function lockPack(tx: Executor, packId: string): Promise<PackRow | null> {
  const [row] = await tx.select().from(sessionPack).where(eq(sessionPack.id, packId)).for('update');
  return row ?? null;
}

/** Credits of the pack still owed a delivery: its sessions booked and not yet completed. */
async function bookedCredits(tx: Executor, packId: string, except?: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(booking)
    .where(
      and(
        eq(booking.packId, packId),
        eq(booking.status, 'confirmed'),
        except ? ne(booking.id, except) : undefined,
      ),
    );
  return row?.count ?? 0;
}

/**
 * What `units` credits leaving the pack now are worth (`pack.creditsLeft` and the booked
 * sessions but `except` are what stays): the per-session price each, and the rounding remainder
 * too when nothing stays.
 */
async function leavingValue(tx: Executor, pack: PackRow, units: number, except?: string) {
  const outstanding = pack.creditsLeft + (await bookedCredits(tx, pack.id, except));
  return creditsValuePaise(pack, pack.sessions - outstanding - units, units);
}

export async function paidPaymentOf(tx: Executor, packId: string) {
  const [row] = await tx
    .select({ id: payment.id, amountPaise: payment.amountPaise })
    .from(payment)
    .where(and(eq(payment.packId, packId), eq(payment.status, 'paid')));
  return row ?? null;
}

/**
 * A pack's payment captured: the gateway holds it, the sessions' price is the client's. The pack
 * gets its own documents, as a paid booking does (docs/product/packs.md#tax-documents).
 */
export async function postPackCapture(
  tx: Executor,
  tax: TaxSettings,
  pack: PackRow,
  paid: { id: string; amountPaise: number },
  now: Date,
) {
  const party = await trainerTaxParty(tx, pack.trainerId, tax);
  const posted = await postEntry(tx, {
    kind: 'pack_capture',
    source: `pack-capture:${paid.id}`,
    occurredAt: now,
    memo: `Payment for pack ${pack.id}`,
    trainerId: pack.trainerId,
    lines: packCaptureLines(pack, party, tax, paid.amountPaise),
  });
  if (posted) await issueSaleDocuments(tx, tax, await packSale(tx, pack), now);
  return posted;
}

async function packSale(tx: Executor, pack: PackRow) {
  const [client] = await tx
    .select({ name: user.name })
    .from(user)
    .where(eq(user.id, pack.clientId));
  return {
    bookingId: null,
    packId: pack.id,
    trainerId: pack.trainerId,
    clientId: pack.clientId,
    clientName: present(client, 'the client of a pack').name,
    location: pack.service === 'online' ? ('online' as const) : ('gym' as const),
    pricePaise: pack.pricePaise,
    platformFeePaise: pack.platformFeePaise,
    gstPaise: pack.gstPaise,
    description: packDescription(pack),
  };
}

/**
 * A session booked with a credit was delivered (completed, or cancelled late): its credit's worth
 * moves from the client's prepaid money to what the platform owes the trainer. Once per booking.
 */
export async function postPackDelivery(tx: Executor, bookingId: string, now: Date) {
  const [row] = await tx
    .select({ packId: booking.packId, trainerId: booking.trainerId })
    .from(booking)
    .where(eq(booking.id, bookingId));
  if (!row?.packId) return false;
  const pack = await lockPack(tx, row.packId);
  if (!pack) return false;
  const value = await leavingValue(tx, pack, 1, bookingId);
  return postEntry(tx, {
    kind: 'pack_delivery',
    source: `pack-session:${bookingId}`,
    occurredAt: now,
    memo: `Pack session delivered: booking ${bookingId}`,
    bookingId,
    trainerId: row.trainerId,
    lines: packDeliveryLines(row.trainerId, value),
  });
}

/**
 * Refunds credits of a locked pack: `fromCredits` takes them off `credits_left` (unused credits,
 * or a series session whose slot was lost before its credit was taken); otherwise they are the
 * credit of `bookingId`, whose session was cancelled. Queues the refund and posts it owed, in the
 * caller's transaction. Returns the refunded paise (0: nothing to refund or done before).
 */
export async function refundPackCredits(
  tx: Transaction,
  pack: PackRow,
  refund: {
    units: number;
    fromCredits: boolean;
    scope: string;
    reason: string;
    bookingId?: string;
    now: Date;
  },
): Promise<number> {
  const paid = await paidPaymentOf(tx, pack.id);
  if (!paid || refund.units <= 0) return 0;
  // The pack's row is locked: a refund of this scope found here cannot be racing us.
  const [done] = await tx
    .select({ id: refundTable.id })
    .from(refundTable)
    .where(
      and(
        eq(refundTable.paymentId, paid.id),
        eq(refundTable.scope, refund.scope),
        ne(refundTable.status, 'failed'),
      ),
    );
  if (done) return 0;
  let current = pack;
  if (refund.fromCredits) {
    const [taken] = await tx
      .update(sessionPack)
      .set({
        creditsLeft: sql`${sessionPack.creditsLeft} - ${refund.units}`,
        updatedAt: refund.now,
      })
      .where(and(eq(sessionPack.id, pack.id), sql`${sessionPack.creditsLeft} >= ${refund.units}`))
      .returning();
    if (!taken) return 0;
    current = taken;
  }
  const value = await leavingValue(tx, current, refund.units, refund.bookingId);
  const refundId = await queueScopedRefund(tx, {
    paymentId: paid.id,
    amountPaise: value,
    scope: refund.scope,
    reason: refund.reason,
    now: refund.now,
  });
  if (!refundId) return 0;
  const posted = await postEntry(tx, {
    kind: 'pack_refund_owed',
    source: `refund-owed:${paid.id}:${refund.scope}`,
    occurredAt: refund.now,
    memo: `Pack ${pack.id}: ${refund.units} credit(s) refunded (${refund.scope})`,
    bookingId: refund.bookingId,
    refundId,
    lines: packRefundOwedLines(value),
  });
  // One credit note per refund, as its posting is once per payment and scope.
  if (posted) await issuePackCreditNote(tx, pack.id, value, refund.now);
  return value;
}

/** The refunds of a pack's payment, all scopes, live ones. */
export async function refundedPaiseOf(tx: Executor, packIds: readonly string[]) {
  if (packIds.length === 0) return new Map<string, number>();
  const rows = await tx.execute(
    sql`select p.pack_id as "packId", coalesce(sum(r.amount_paise), 0)::int as "paise"
        from refund r join payment p on p.id = r.payment_id
        where r.status <> 'failed' and ${inArray(sql`p.pack_id`, [...packIds])}
        group by p.pack_id`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
    packId: string;
    paise: number;
  }[];
  return new Map(list.map((row) => [row.packId, row.paise]));
}
