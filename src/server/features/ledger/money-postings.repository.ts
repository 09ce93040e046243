import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { ledgerEntry, ledgerLine, payment, refund } from '#server/db/schema.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import {
  issueBookingDocuments,
  issueCommissionInvoice,
  issueCreditNotes,
} from '../tax-documents/issue-documents.repository';
import { captureLines, commissionLines, refundOwedLines, refundPaidLines } from './money-lines';
import { postEntry } from './post-entry';
import { bookingTaxFacts, trainerTaxParty } from './tax-parties.repository';

/**
 * Each money change's entry, posted in the change's transaction
 * (docs/decisions/0038-ledger-and-tax-documents.md); the lines are in money-lines.ts.
 */

/**
 * A payment captured. With `documents`, the booking's documents are issued in the same
 * transaction (not for a payment whose slot was lost: that booking was never sold).
 */
export async function postCapture(
  tx: Executor,
  tax: TaxSettings,
  paymentId: string,
  now: Date,
  options: { documents: boolean },
) {
  const [paid] = await tx
    .select({ bookingId: payment.bookingId, amountPaise: payment.amountPaise })
    .from(payment)
    .where(eq(payment.id, paymentId));
  // A pack's payment posts through the pack's own path.
  if (!paid?.bookingId) return;
  const facts = await bookingTaxFacts(tx, paid.bookingId);
  const party = await trainerTaxParty(tx, facts.trainerId, tax);
  await postEntry(tx, {
    kind: 'capture',
    source: `capture:${paymentId}`,
    occurredAt: now,
    memo: `Payment for booking ${facts.id}`,
    bookingId: facts.id,
    trainerId: facts.trainerId,
    lines: captureLines(facts, party, tax, paid.amountPaise),
  });
  if (options.documents) await issueBookingDocuments(tx, tax, facts.id, now);
}

/**
 * A full refund owed to the client: the capture reversed. Posted once per payment, however many
 * times its delivery is retried; credit notes are issued for the booking's documents.
 */
export async function postRefundOwed(tx: Executor, tax: TaxSettings, refundId: string, now: Date) {
  const [owed] = await tx
    .select({ paymentId: refund.paymentId, bookingId: payment.bookingId })
    .from(refund)
    .innerJoin(payment, eq(payment.id, refund.paymentId))
    .where(eq(refund.id, refundId));
  if (!owed?.bookingId) return;
  // A payment from before the ledger began is captured first, so its reversal has a start.
  await postCapture(tx, tax, owed.paymentId, now, { documents: false });
  const captured = await tx
    .select({
      account: ledgerLine.account,
      trainerId: ledgerLine.trainerId,
      amountPaise: ledgerLine.amountPaise,
    })
    .from(ledgerLine)
    .innerJoin(ledgerEntry, eq(ledgerEntry.id, ledgerLine.entryId))
    .where(eq(ledgerEntry.source, `capture:${owed.paymentId}`))
    .orderBy(ledgerLine.lineNo);
  const posted = await postEntry(tx, {
    kind: 'refund_owed',
    source: `refund-owed:${owed.paymentId}`,
    occurredAt: now,
    memo: `Refund owed for booking ${owed.bookingId}`,
    bookingId: owed.bookingId,
    refundId,
    lines: refundOwedLines(
      captured.map((line) => ({ ...line, trainerId: line.trainerId ?? undefined })),
    ),
  });
  if (posted) await issueCreditNotes(tx, owed.bookingId, now);
}

/** The gateway processed a refund: the money left it. */
export async function postRefundPaid(tx: Executor, refundId: string, now: Date) {
  const [done] = await tx
    .select({
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      scope: refund.scope,
      bookingId: payment.bookingId,
    })
    .from(refund)
    .innerJoin(payment, eq(payment.id, refund.paymentId))
    .where(and(eq(refund.id, refundId), eq(refund.status, 'processed')));
  if (!done) return;
  await postEntry(tx, {
    kind: 'refund_paid',
    // A part of a payment has a refund of its own per scope; 'full' keeps its first name.
    source:
      done.scope === 'full'
        ? `refund-paid:${done.paymentId}`
        : `refund-paid:${done.paymentId}:${done.scope}`,
    occurredAt: now,
    memo: done.bookingId
      ? `Refund processed for booking ${done.bookingId}`
      : `Refund processed (${done.scope}) of payment ${done.paymentId}`,
    bookingId: done.bookingId ?? undefined,
    refundId,
    lines: refundPaidLines(done.amountPaise),
  });
}

/**
 * A session completed: the platform earns its commission from what it owes the trainer, and
 * invoices the trainer for it. Only for a session somebody paid: through a payment, or with a
 * pack credit delivered.
 */
export async function postCommission(tx: Executor, tax: TaxSettings, bookingId: string, now: Date) {
  const [paid] = await tx
    .select({ id: payment.id })
    .from(payment)
    .where(and(eq(payment.bookingId, bookingId), eq(payment.status, 'paid')));
  // A session paid with a pack credit earns commission once its credit was delivered.
  const [delivered] = paid
    ? []
    : await tx
        .select({ id: ledgerEntry.id })
        .from(ledgerEntry)
        .where(eq(ledgerEntry.source, `pack-session:${bookingId}`));
  if (!paid && !delivered) return;
  const facts = await bookingTaxFacts(tx, bookingId);
  const party = await trainerTaxParty(tx, facts.trainerId, tax);
  const posted = await postEntry(tx, {
    kind: 'commission',
    source: `commission:${bookingId}`,
    occurredAt: now,
    memo: `Commission on booking ${bookingId}`,
    bookingId,
    trainerId: facts.trainerId,
    lines: commissionLines(facts, party, tax).lines,
  });
  if (posted) await issueCommissionInvoice(tx, tax, facts, party, now);
}
