/**
 * Kasrat's chart of accounts (docs/decisions/0038-ledger-and-tax-documents.md). Debits are
 * positive paise, credits negative; every entry adds up to zero.
 * - gateway: money held at the payment gateway for the platform (asset).
 * - bank: the platform's bank account that manual and RazorpayX payouts leave from (asset).
 * - route_on_hold: a trainer's share transferred to their Route account and still on hold, which
 *   the platform can reverse (asset, per trainer).
 * - trainer_payable: what the platform owes a trainer for sessions (liability, per trainer).
 * - payout_payable: a payout's net, owed until it is paid (liability, per trainer).
 * - refund_payable: refunds owed to clients and not yet processed (liability).
 * - client_prepaid: what clients paid for pack sessions not yet delivered nor refunded
 *   (liability; docs/product/packs.md#money).
 * - platform_fee_income, commission_income: the platform's taxable income.
 * - output_cgst, output_sgst, output_igst: GST on the platform's own supplies.
 * - tds_payable: TDS withheld under section 194-O; tcs_payable: TCS under CGST section 52.
 */
export const LEDGER_ACCOUNTS = [
  'gateway',
  'bank',
  'route_on_hold',
  'trainer_payable',
  'payout_payable',
  'refund_payable',
  'client_prepaid',
  'platform_fee_income',
  'commission_income',
  'output_cgst',
  'output_sgst',
  'output_igst',
  'tds_payable',
  'tcs_payable',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const TRAINER_ACCOUNTS = ['route_on_hold', 'trainer_payable', 'payout_payable'] as const;

export const LEDGER_ENTRY_KINDS = [
  'capture',
  'commission',
  'refund_owed',
  'refund_paid',
  'payout_created',
  'payout_paid',
  'route_transfer',
  'route_release',
  'route_reversal',
  'pack_capture',
  'pack_delivery',
  'pack_refund_owed',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
