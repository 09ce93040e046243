import { istDate } from '#shared/ist.ts';
import type { LedgerAccount, LedgerEntryKind } from '#shared/ledger.ts';
import {
  type OutstandingBalances,
  PAYMENT_PROVIDERS,
  type ReconciliationDifference,
} from '#shared/tax/accounting.ts';

type Provider = (typeof PAYMENT_PROVIDERS)[number];

/** A payment captured in the day, with the capture entry that names it (entryAt null: none). */
export interface CapturedPayment {
  paymentId: string;
  bookingId: string | null;
  provider: Provider;
  providerPaymentId: string | null;
  amountPaise: number;
  entryAt: Date | null;
  ledgerPaise: number;
}

/** A capture entry posted in the day, with the payment it names (null fields: none paid). */
export interface CaptureEntry {
  paymentId: string;
  bookingId: string | null;
  entryAt: Date;
  ledgerPaise: number;
  paymentStatus: 'created' | 'paid' | null;
  provider: Provider | null;
  providerPaymentId: string | null;
  amountPaise: number | null;
  paidAt: Date | null;
}

export interface ProcessedRefund {
  refundId: string;
  paymentId: string;
  bookingId: string | null;
  provider: Provider;
  providerPaymentId: string | null;
  amountPaise: number;
  entryAt: Date | null;
  /** The refund-paid entry's gateway line: negative, money out. */
  ledgerPaise: number;
}

export interface RefundPaidEntry {
  refundId: string | null;
  paymentId: string;
  bookingId: string | null;
  entryAt: Date;
  ledgerPaise: number;
  refundStatus: 'pending' | 'processed' | 'failed' | null;
  amountPaise: number | null;
  processedAt: Date | null;
  provider: Provider | null;
  providerPaymentId: string | null;
}

const dateOf = (instant: Date | null) => (instant ? istDate(instant) : null);

/**
 * Every way the day's gateway record and the ledger disagree, one row per payment or refund
 * (docs/product/tax.md#reconciliation-and-returns). Each side is read on its own: a payment of
 * the day without its entry, and an entry of the day without its payment, are both listed.
 * Example: a payment captured on 10 February before the ledger began, refunded on 1 March, has its
 * capture posted on 1 March: the reconciliation of 1 March lists it as posted on another day.
 */
export function dayDifferences(input: {
  date: string;
  captured: readonly CapturedPayment[];
  captureEntries: readonly CaptureEntry[];
  refunds: readonly ProcessedRefund[];
  refundEntries: readonly RefundPaidEntry[];
}): ReconciliationDifference[] {
  const { date } = input;
  const differences: ReconciliationDifference[] = [];
  const add = (
    difference: Partial<ReconciliationDifference> & Pick<ReconciliationDifference, 'kind'>,
  ) =>
    differences.push({
      paymentId: null,
      refundId: null,
      bookingId: null,
      provider: null,
      providerPaymentId: null,
      gatewayPaise: null,
      ledgerPaise: null,
      gatewayDate: null,
      ledgerDate: null,
      ...difference,
    });

  for (const paid of input.captured) {
    const common = {
      paymentId: paid.paymentId,
      bookingId: paid.bookingId,
      provider: paid.provider,
      providerPaymentId: paid.providerPaymentId,
      gatewayPaise: paid.amountPaise,
      gatewayDate: date,
    };
    const ledgerDate = dateOf(paid.entryAt);
    if (ledgerDate === null) {
      add({ kind: 'capture_missing', ...common });
    } else if (ledgerDate !== date) {
      add({ kind: 'capture_on_other_day', ...common, ledgerPaise: paid.ledgerPaise, ledgerDate });
    } else if (paid.ledgerPaise !== paid.amountPaise) {
      add({ kind: 'capture_amount_differs', ...common, ledgerPaise: paid.ledgerPaise, ledgerDate });
    }
  }

  for (const entry of input.captureEntries) {
    const common = {
      paymentId: entry.paymentId,
      bookingId: entry.bookingId,
      provider: entry.provider,
      providerPaymentId: entry.providerPaymentId,
      ledgerPaise: entry.ledgerPaise,
      ledgerDate: date,
    };
    const gatewayDate = entry.paymentStatus === 'paid' ? dateOf(entry.paidAt) : null;
    if (gatewayDate === null) {
      add({ kind: 'capture_without_payment', ...common });
    } else if (gatewayDate !== date) {
      add({
        kind: 'capture_on_other_day',
        ...common,
        gatewayPaise: entry.amountPaise,
        gatewayDate,
      });
    }
  }

  for (const refunded of input.refunds) {
    const common = {
      paymentId: refunded.paymentId,
      refundId: refunded.refundId,
      bookingId: refunded.bookingId,
      provider: refunded.provider,
      providerPaymentId: refunded.providerPaymentId,
      gatewayPaise: refunded.amountPaise,
      gatewayDate: date,
    };
    const ledgerDate = dateOf(refunded.entryAt);
    const ledgerPaise = 0 - refunded.ledgerPaise;
    if (ledgerDate === null) {
      add({ kind: 'refund_entry_missing', ...common });
    } else if (ledgerDate !== date) {
      add({ kind: 'refund_on_other_day', ...common, ledgerPaise, ledgerDate });
    } else if (ledgerPaise !== refunded.amountPaise) {
      add({ kind: 'refund_amount_differs', ...common, ledgerPaise, ledgerDate });
    }
  }

  for (const entry of input.refundEntries) {
    const common = {
      paymentId: entry.paymentId,
      refundId: entry.refundId,
      bookingId: entry.bookingId,
      provider: entry.provider,
      providerPaymentId: entry.providerPaymentId,
      ledgerPaise: 0 - entry.ledgerPaise,
      ledgerDate: date,
    };
    const gatewayDate = entry.refundStatus === 'processed' ? dateOf(entry.processedAt) : null;
    if (gatewayDate === null) {
      add({ kind: 'refund_entry_without_refund', ...common });
    } else if (gatewayDate !== date) {
      add({ kind: 'refund_on_other_day', ...common, gatewayPaise: entry.amountPaise, gatewayDate });
    }
  }
  return differences;
}

/** Count and sum per provider, both providers always listed (Razorpay first). */
export function providerTotals(rows: readonly { provider: Provider; amountPaise: number }[]) {
  return PAYMENT_PROVIDERS.map((provider) => {
    const own = rows.filter((row) => row.provider === provider);
    return {
      provider,
      count: own.length,
      amountPaise: own.reduce((sum, row) => sum + row.amountPaise, 0),
    };
  });
}

/** The gateway's movement of the day on the ledger: captures in, refunds out, the rest. */
export function ledgerGatewayTotals(
  movements: readonly { kind: LedgerEntryKind; amountPaise: number }[],
  counts: { captures: number; refunds: number },
) {
  const of = (kind: LedgerEntryKind) =>
    movements.find((movement) => movement.kind === kind)?.amountPaise ?? 0;
  return {
    capturedPaise: of('capture'),
    captureCount: counts.captures,
    refundedPaise: 0 - of('refund_paid'),
    refundCount: counts.refunds,
    otherPaise: movements
      .filter((movement) => movement.kind !== 'capture' && movement.kind !== 'refund_paid')
      .reduce((sum, movement) => sum + movement.amountPaise, 0),
  };
}

/**
 * Balances as the admin reads them: what the gateway holds (a debit), and each liability as the
 * positive amount owed (its credit balance, negated).
 */
export function outstandingBalances(
  balances: ReadonlyMap<LedgerAccount, number>,
): OutstandingBalances {
  // 0 − x, not −x: no balance reads −0
  const owed = (account: LedgerAccount) => 0 - (balances.get(account) ?? 0);
  return {
    gatewayPaise: balances.get('gateway') ?? 0,
    refundPayablePaise: owed('refund_payable'),
    trainerPayablePaise: owed('trainer_payable'),
    payoutPayablePaise: owed('payout_payable'),
    tdsPayablePaise: owed('tds_payable'),
    tcsPayablePaise: owed('tcs_payable'),
    outputCgstPaise: owed('output_cgst'),
    outputSgstPaise: owed('output_sgst'),
    outputIgstPaise: owed('output_igst'),
  };
}
