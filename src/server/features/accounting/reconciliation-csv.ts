import {
  BALANCE_LABELS,
  DIFFERENCE_LABELS,
  type OutstandingBalances,
  PROVIDER_LABELS,
  type Reconciliation,
} from '#shared/tax/accounting.ts';
import { ACCOUNTING_MESSAGES } from '#shared/tax/accounting-messages.ts';
import { type CsvCell, rupees, toCsv } from './csv';

const HEADER = [
  'Section',
  'Item',
  'Provider',
  'Count',
  'Gateway amount',
  'Ledger amount',
  'Difference',
  'Payment',
  'Refund',
  'Booking',
  'Gateway payment id',
  'Gateway date',
  'Ledger date',
];

const money = (paise: number | null) => (paise === null ? null : rupees(paise));

/** The reconciliation as one sheet: totals, differences, balances, refunds owed, ledger check. */
export function reconciliationCsv(report: Reconciliation): string {
  const rows: CsvCell[][] = [];
  const line = (section: string, item: string, cells: Partial<Record<string, CsvCell>> = {}) =>
    rows.push(
      HEADER.map((column, index) =>
        index === 0 ? section : index === 1 ? item : (cells[column] ?? null),
      ),
    );

  for (const total of report.gateway.captured) {
    line('Gateway', 'Payments captured', {
      Provider: PROVIDER_LABELS[total.provider],
      Count: total.count,
      'Gateway amount': rupees(total.amountPaise),
    });
  }
  line('Ledger', 'Capture entries', {
    Count: report.ledger.captureCount,
    'Ledger amount': rupees(report.ledger.capturedPaise),
  });
  for (const total of report.gateway.refunded) {
    line('Gateway', 'Refunds processed', {
      Provider: PROVIDER_LABELS[total.provider],
      Count: total.count,
      'Gateway amount': rupees(total.amountPaise),
    });
  }
  line('Ledger', 'Refund-paid entries', {
    Count: report.ledger.refundCount,
    'Ledger amount': rupees(report.ledger.refundedPaise),
  });
  line('Ledger', 'Other gateway movements', { 'Ledger amount': rupees(report.ledger.otherPaise) });

  if (report.differences.length === 0) line('Difference', ACCOUNTING_MESSAGES.allMatch);
  for (const difference of report.differences) {
    line('Difference', DIFFERENCE_LABELS[difference.kind], {
      Provider: difference.provider ? PROVIDER_LABELS[difference.provider] : null,
      'Gateway amount': money(difference.gatewayPaise),
      'Ledger amount': money(difference.ledgerPaise),
      Difference: rupees((difference.gatewayPaise ?? 0) - (difference.ledgerPaise ?? 0)),
      Payment: difference.paymentId,
      Refund: difference.refundId,
      Booking: difference.bookingId,
      'Gateway payment id': difference.providerPaymentId,
      'Gateway date': difference.gatewayDate,
      'Ledger date': difference.ledgerDate,
    });
  }

  for (const [key, label] of Object.entries(BALANCE_LABELS)) {
    line('Balance at the end of the day', label, {
      'Ledger amount': rupees(report.balances[key as keyof OutstandingBalances]),
    });
  }
  for (const owed of report.refundsOwed.items) {
    line('Refund owed', `Latest refund: ${owed.status}`, {
      'Ledger amount': rupees(owed.amountPaise),
      Payment: owed.paymentId,
      Booking: owed.bookingId,
      'Ledger date': owed.owedSince,
    });
  }

  line('Ledger check', 'Entries checked', { Count: report.ledgerCheck.entries });
  for (const entry of report.ledgerCheck.unbalanced) {
    line('Ledger check', `Unbalanced entry ${entry.source}`, {
      Count: entry.lineCount,
      'Ledger amount': rupees(entry.totalPaise),
    });
  }
  return toCsv(HEADER, rows);
}
