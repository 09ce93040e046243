import { z } from 'zod';
import { ACCOUNTING_MESSAGES } from './accounting-messages';
import { parseFinancialYear } from './financial-year';

/**
 * The admin's daily reconciliation and returns exports (docs/product/tax.md#reconciliation-and-returns):
 * the queries both sides send and the reconciliation's answer. Money is integer paise.
 */

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The first day of GST (the CGST Act, 2017, in force from 1 July 2017): no return covers a month
 * before it, and no reconciliation a day before it.
 */
export const FIRST_GST_DAY = '2017-07-01';

/** A real calendar day: 2026-02-30 has the right shape and is not one. */
export function isCalendarDay(value: string): boolean {
  return DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

export const reconciliationQuerySchema = z.object({
  date: z
    .string({ error: ACCOUNTING_MESSAGES.dateInvalid })
    .refine(isCalendarDay, ACCOUNTING_MESSAGES.dateInvalid)
    .refine(
      (date) => !isCalendarDay(date) || date >= FIRST_GST_DAY,
      ACCOUNTING_MESSAGES.dateBeforeGst,
    )
    .optional(),
});

export const monthQuerySchema = z.object({
  month: z
    .string({ error: ACCOUNTING_MESSAGES.monthInvalid })
    .regex(MONTH, ACCOUNTING_MESSAGES.monthInvalid)
    .refine(
      (month) => !MONTH.test(month) || month >= FIRST_GST_DAY.slice(0, 7),
      ACCOUNTING_MESSAGES.monthBeforeGst,
    ),
});

/** The GSTR-1 tables Kasrat's own supplies fill, as the GST portal's offline tool names them. */
export const GSTR1_TABLES = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];
export const GSTR1_TABLE_LABELS: Record<Gstr1Table, string> = {
  b2b: 'B2B invoices',
  b2cl: 'B2C large',
  b2cs: 'B2C small',
  cdnr: 'Credit notes, registered',
  cdnur: 'Credit notes, unregistered',
  hsn: 'HSN/SAC summary',
};

export const gstr1QuerySchema = monthQuerySchema.extend({
  table: z.enum(GSTR1_TABLES, { error: ACCOUNTING_MESSAGES.tableInvalid }),
});

export const form26qQuerySchema = z.object({
  year: z
    .string({ error: ACCOUNTING_MESSAGES.yearInvalid })
    .refine((value) => parseFinancialYear(value) !== null, ACCOUNTING_MESSAGES.yearInvalid),
  quarter: z
    .enum(['1', '2', '3', '4'], { error: ACCOUNTING_MESSAGES.quarterInvalid })
    .transform((value) => Number(value) as 1 | 2 | 3 | 4),
});

export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox'] as const;
const provider = z.enum(PAYMENT_PROVIDERS);

/** How the gateway's record and the ledger disagree about one payment or refund. */
export const DIFFERENCE_KINDS = [
  'capture_missing',
  'capture_amount_differs',
  'capture_on_other_day',
  'capture_without_payment',
  'refund_entry_missing',
  'refund_amount_differs',
  'refund_on_other_day',
  'refund_entry_without_refund',
] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];
export const DIFFERENCE_LABELS: Record<DifferenceKind, string> = {
  capture_missing: 'Captured, no ledger entry',
  capture_amount_differs: 'Captured amount differs from the ledger',
  capture_on_other_day: 'Capture posted on another day',
  capture_without_payment: 'Ledger capture without a captured payment',
  refund_entry_missing: 'Refunded, no ledger entry',
  refund_amount_differs: 'Refunded amount differs from the ledger',
  refund_on_other_day: 'Refund posted on another day',
  refund_entry_without_refund: 'Ledger refund without a processed refund',
};

const providerTotal = z.object({
  provider,
  count: z.number().int(),
  amountPaise: z.number().int(),
});

export const reconciliationDifferenceSchema = z.object({
  kind: z.enum(DIFFERENCE_KINDS),
  paymentId: z.string().nullable(),
  refundId: z.string().nullable(),
  bookingId: z.string().nullable(),
  provider: provider.nullable(),
  /** The gateway's id of the payment (pay_…), to look it up there. */
  providerPaymentId: z.string().nullable(),
  /** What the gateway moved and what the ledger's gateway line says (both positive). */
  gatewayPaise: z.number().int().nullable(),
  ledgerPaise: z.number().int().nullable(),
  /** IST dates: when the gateway moved the money, when the ledger entry was posted. */
  gatewayDate: z.string().nullable(),
  ledgerDate: z.string().nullable(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

/** What the ledger says is owed or held at the end of the day: each as a positive balance. */
export const outstandingBalancesSchema = z.object({
  gatewayPaise: z.number().int(),
  refundPayablePaise: z.number().int(),
  trainerPayablePaise: z.number().int(),
  payoutPayablePaise: z.number().int(),
  tdsPayablePaise: z.number().int(),
  tcsPayablePaise: z.number().int(),
  outputCgstPaise: z.number().int(),
  outputSgstPaise: z.number().int(),
  outputIgstPaise: z.number().int(),
});
export type OutstandingBalances = z.infer<typeof outstandingBalancesSchema>;

export const refundOwedSchema = z.object({
  paymentId: z.string(),
  bookingId: z.string().nullable(),
  amountPaise: z.number().int(),
  /** IST date the refund became owed. */
  owedSince: z.string(),
  /** The latest refund row's state: failed ones wait for an admin's Retry. */
  status: z.enum(['pending', 'failed', 'processed', 'none']),
});
export type RefundOwed = z.infer<typeof refundOwedSchema>;

export const unbalancedEntrySchema = z.object({
  entryId: z.string(),
  source: z.string(),
  totalPaise: z.number().int(),
  lineCount: z.number().int(),
});

export const reconciliationSchema = z.object({
  /** The IST day reconciled. */
  date: z.string(),
  gateway: z.object({
    captured: z.array(providerTotal),
    refunded: z.array(providerTotal),
  }),
  ledger: z.object({
    capturedPaise: z.number().int(),
    captureCount: z.number().int(),
    refundedPaise: z.number().int(),
    refundCount: z.number().int(),
    /** The gateway's other movements of the day (Route transfers and reversals), signed. */
    otherPaise: z.number().int(),
  }),
  differences: z.array(reconciliationDifferenceSchema),
  balances: outstandingBalancesSchema,
  refundsOwed: z.object({ count: z.number().int(), items: z.array(refundOwedSchema) }),
  ledgerCheck: z.object({
    entries: z.number().int(),
    unbalanced: z.array(unbalancedEntrySchema),
  }),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const reconciliationResponseSchema = z.object({
  success: z.literal(true),
  data: reconciliationSchema,
});

/** What each outstanding balance is, in the words the admin reads. */
export const BALANCE_LABELS: Record<keyof OutstandingBalances, string> = {
  gatewayPaise: 'Held at the gateway',
  refundPayablePaise: 'Refunds owed to clients',
  trainerPayablePaise: 'Owed to trainers for sessions',
  payoutPayablePaise: 'Payouts made, not yet paid',
  tdsPayablePaise: 'TDS withheld (194-O), to deposit',
  tcsPayablePaise: 'TCS withheld (section 52), to deposit',
  outputCgstPaise: 'Output CGST',
  outputSgstPaise: 'Output SGST',
  outputIgstPaise: 'Output IGST',
};

export const PROVIDER_LABELS: Record<(typeof PAYMENT_PROVIDERS)[number], string> = {
  razorpay: 'Razorpay',
  sandbox: 'Sandbox',
};
