import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { ledgerEntry, ledgerLine, payment, refund } from '#server/db/schema.ts';
import { trainerShare } from '#shared/fees.ts';
import { type GstSplit, splitInclusive, splitTax } from '#shared/tax/gst.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import {
  issueBookingDocuments,
  issueCommissionInvoice,
  issueCreditNotes,
} from '../tax-documents/issue-documents.repository';
import { type LedgerLineInput, postEntry } from './post-entry';
import { bookingTaxFacts, placeOfSupply, trainerTaxParty } from './tax-parties.repository';

/** The output-tax lines of a split, as credits. */
const outputTax = (split: GstSplit): LedgerLineInput[] => [
  { account: 'output_cgst', amountPaise: -split.cgstPaise },
  { account: 'output_sgst', amountPaise: -split.sgstPaise },
  { account: 'output_igst', amountPaise: -split.igstPaise },
];

/**
 * A payment captured (docs/decisions/0038-ledger-and-tax-documents.md): the gateway holds what the
 * client paid; the session's price is owed to the trainer; the platform fee is income and its GST
 * is owed. With `documents`, the booking's documents are issued in the same transaction (not for a
 * payment whose slot was lost: that booking was never sold).
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
  if (!paid) return;
  const facts = await bookingTaxFacts(tx, paid.bookingId);
  const party = await trainerTaxParty(tx, facts.trainerId, tax);
  const feePlace = placeOfSupply(facts, party, tax.platform.state);
  const feeTax = splitTax(facts.platformFeePaise, facts.gstPaise, tax.platform.state, feePlace);
  await postEntry(tx, {
    kind: 'capture',
    source: `capture:${paymentId}`,
    occurredAt: now,
    memo: `Payment for booking ${facts.id}`,
    bookingId: facts.id,
    trainerId: facts.trainerId,
    lines: [
      { account: 'gateway', amountPaise: paid.amountPaise },
      { account: 'trainer_payable', trainerId: facts.trainerId, amountPaise: -facts.pricePaise },
      { account: 'platform_fee_income', amountPaise: -facts.platformFeePaise },
      ...outputTax(feeTax),
      // A payment that differs from the booking's total would leave the entry unbalanced: the
      // booking's total is what the order was created for, so this never posts a difference.
    ],
  });
  if (options.documents) await issueBookingDocuments(tx, tax, facts.id, now);
}

/**
 * A full refund owed to the client: the capture reversed, the money now owed to the client
 * until the gateway processes it. Posted once per payment, however many times its delivery is
 * retried; credit notes are issued for the booking's documents.
 */
export async function postRefundOwed(tx: Executor, tax: TaxSettings, refundId: string, now: Date) {
  const [owed] = await tx
    .select({ paymentId: refund.paymentId, bookingId: payment.bookingId })
    .from(refund)
    .innerJoin(payment, eq(payment.id, refund.paymentId))
    .where(eq(refund.id, refundId));
  if (!owed) return;
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
    lines: captured.map((line) =>
      line.account === 'gateway'
        ? { account: 'refund_payable', amountPaise: -line.amountPaise }
        : {
            account: line.account,
            trainerId: line.trainerId ?? undefined,
            amountPaise: -line.amountPaise,
          },
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
      bookingId: payment.bookingId,
    })
    .from(refund)
    .innerJoin(payment, eq(payment.id, refund.paymentId))
    .where(and(eq(refund.id, refundId), eq(refund.status, 'processed')));
  if (!done) return;
  await postEntry(tx, {
    kind: 'refund_paid',
    source: `refund-paid:${done.paymentId}`,
    occurredAt: now,
    memo: `Refund processed for booking ${done.bookingId}`,
    bookingId: done.bookingId,
    refundId,
    lines: [
      { account: 'refund_payable', amountPaise: done.amountPaise },
      { account: 'gateway', amountPaise: -done.amountPaise },
    ],
  });
}

/**
 * A session completed: the platform earns its commission, GST included, from what it owes the
 * trainer, and invoices the trainer for it. Only for a session somebody paid through a payment.
 */
export async function postCommission(tx: Executor, tax: TaxSettings, bookingId: string, now: Date) {
  const [paid] = await tx
    .select({ id: payment.id })
    .from(payment)
    .where(and(eq(payment.bookingId, bookingId), eq(payment.status, 'paid')));
  if (!paid) return;
  const facts = await bookingTaxFacts(tx, bookingId);
  const party = await trainerTaxParty(tx, facts.trainerId, tax);
  const commission = trainerShare(facts.service, facts.pricePaise).platformFeePaise;
  const split = splitInclusive(commission, tax.gstPercent, tax.platform.state, party.state);
  const posted = await postEntry(tx, {
    kind: 'commission',
    source: `commission:${bookingId}`,
    occurredAt: now,
    memo: `Commission on booking ${bookingId}`,
    bookingId,
    trainerId: facts.trainerId,
    lines: [
      { account: 'trainer_payable', trainerId: facts.trainerId, amountPaise: commission },
      { account: 'commission_income', amountPaise: -split.taxablePaise },
      ...outputTax(split),
    ],
  });
  if (posted && commission > 0) await issueCommissionInvoice(tx, tax, facts, party, now);
}

/** What the ledger says the platform owes each trainer, per account (for reconciliation). */
export async function trainerBalances(tx: Executor, trainerId: string) {
  const rows = await tx
    .select({
      account: ledgerLine.account,
      balance: sql<number>`coalesce(sum(${ledgerLine.amountPaise}), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerLine)
    .where(eq(ledgerLine.trainerId, trainerId))
    .groupBy(ledgerLine.account);
  return Object.fromEntries(rows.map((row) => [row.account, row.balance])) as Partial<
    Record<'trainer_payable' | 'payout_payable' | 'route_on_hold', number>
  >;
}
