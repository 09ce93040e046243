import { z } from 'zod';
import { catalogue } from './catalogue';
import { dateFormat } from './intl';
import { addIstDays, istDate, istWeekday, istWeekdayAt } from './ist';
import type { Locale } from './locale';
import { MESSAGES } from './messages';
import { strictObject } from './strict-object';

/**
 * Weekly payouts to trainers (docs/product/earnings-and-payouts.md,
 * docs/decisions/0013-payouts.md): the contract both sides use. Money is integer paise; the
 * screens format rupees.
 */

export const PAYOUT_STATUSES = ['pending', 'processing', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
};
export const PAYOUT_STATUS_TEXT = catalogue('payoutStatuses', PAYOUT_STATUS_LABELS);
export const PAYOUT_PROVIDERS = ['manual', 'razorpayx'] as const;
export type PayoutProviderKind = (typeof PAYOUT_PROVIDERS)[number];

/**
 * A trainer is paid only after this many completed sessions in all
 * (docs/product/earnings-and-payouts.md#payout-eligibility).
 */
export const MIN_COMPLETED_SESSIONS_FOR_PAYOUT = 5;

export const PAYOUT_MESSAGES = {
  notFound: 'Payout not found',
  alreadyPaid: 'This payout is already paid',
  retryFailedOnly: 'Only a failed payout can be retried',
  settleFailed: 'A failed payout must be retried before it can be settled',
  sentByProvider:
    'This payout is sent through RazorpayX and is marked paid when RazorpayX confirms it',
  referenceInvalid: 'Enter the transfer reference (UTR): 4 to 64 letters, digits, spaces, - / _',
  settled: 'Payout marked as paid',
  retried: 'Payout queued to be sent again',
  invalidWeek: 'Week must be the Monday that starts it, as YYYY-MM-DD',
  invalidStatus: 'Status must be pending, processing, paid or failed',
  invalidLimit: 'Limit must be between 1 and 100',
  invalidPage: MESSAGES.invalidPage,
  webhookSignatureInvalid: 'Invalid webhook signature',
  noPayoutDetails: 'No bank account or UPI id on the trainer’s completed KYC',
  loadFailed: 'Failed to load payouts',
  settleFailedToast: 'Failed to mark the payout as paid. Please try again.',
  retryFailedToast: 'Failed to retry the payout. Please try again.',
  alreadyFailed: 'This payout has already failed',
  failReasonInvalid: 'Enter the reason the payout failed: 4 to 500 characters',
  markedFailed: 'Payout marked as failed; the trainer is e-mailed',
  failFailedToast: 'Failed to mark the payout as failed. Please try again.',
  /** Before the error itself, when every send of a payout to RazorpayX threw. */
  sendThrew: 'Could not send the payout to RazorpayX',
} as const;

export const PAYOUT_TEXT = catalogue('payoutMessages', PAYOUT_MESSAGES);

/**
 * Whether an admin settles or fails this payout by hand: a manual one, or one sent through a
 * provider that is no longer configured (RazorpayX left pending or processing after a switch
 * to manual), while it is neither paid nor failed. `sendingProvider` is the one configured now.
 */
export function adminResolves(
  payout: Pick<AdminPayout, 'status' | 'provider'>,
  sendingProvider: PayoutProviderKind,
): boolean {
  return (
    (payout.status === 'pending' || payout.status === 'processing') &&
    (payout.provider === 'manual' || payout.provider !== sendingProvider)
  );
}

/**
 * The week a payout run on `now` pays, or null when `now` is not a Friday in IST: Friday pays
 * Monday to Sunday of the week before (docs/product/earnings-and-payouts.md#weekly-payouts).
 * Example: any instant of Friday 13 March 2026 IST (from 2026-03-12T18:30Z) → weekStart
 * '2026-03-02' (Monday), weekEnd '2026-03-08' (Sunday); Thursday 12 March → null.
 */
export function payoutWeekOn(now: Date): { weekStart: string; weekEnd: string } | null {
  if (istWeekdayAt(now) !== 'friday') return null;
  const friday = istDate(now);
  return { weekStart: addIstDays(friday, -11), weekEnd: addIstDays(friday, -5) };
}

/** True for a real calendar date that is a Monday (the key of a payout week). */
export function isWeekStart(date: string): boolean {
  try {
    return istWeekday(date) === 'monday';
  } catch {
    return false;
  }
}

const DAY_MONTH = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
const DAY_MONTH_YEAR = { ...DAY_MONTH, year: 'numeric' } as const;

/**
 * '2026-03-02' → '2 Mar – 8 Mar 2026' ('2 मार्च – 8 मार्च 2026' in Hindi): the Monday to Sunday a
 * payout covers.
 */
export function payoutWeekLabel(weekStart: string, locale: Locale = 'en'): string {
  const monday = new Date(`${weekStart}T00:00:00Z`);
  const sunday = new Date(`${addIstDays(weekStart, 6)}T00:00:00Z`);
  return `${dateFormat(locale, DAY_MONTH).format(monday)} – ${dateFormat(locale, DAY_MONTH_YEAR).format(sunday)}`;
}

const weekSchema = z
  .string({ error: PAYOUT_MESSAGES.invalidWeek })
  .refine(isWeekStart, PAYOUT_MESSAGES.invalidWeek);

export const PAYOUT_PAGE_LIMIT = 50;

export const adminPayoutsQuerySchema = z.object({
  /** The week's Monday; the latest week with payouts when left out. */
  week: weekSchema.optional(),
  status: z.enum(PAYOUT_STATUSES, { error: PAYOUT_MESSAGES.invalidStatus }).optional(),
  page: z.coerce
    .number({ error: PAYOUT_MESSAGES.invalidPage })
    .int(PAYOUT_MESSAGES.invalidPage)
    .min(1, PAYOUT_MESSAGES.invalidPage)
    .default(1),
  limit: z.coerce
    .number({ error: PAYOUT_MESSAGES.invalidLimit })
    .int(PAYOUT_MESSAGES.invalidLimit)
    .min(1, PAYOUT_MESSAGES.invalidLimit)
    .max(100, PAYOUT_MESSAGES.invalidLimit)
    .default(PAYOUT_PAGE_LIMIT),
});
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuerySchema>;

const payoutMoney = {
  weekStart: z.string(),
  weekEnd: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  sessionCount: z.number().int(),
  grossPaise: z.number().int(),
  platformFeePaise: z.number().int(),
  netPaise: z.number().int(),
  /** The bank's transfer reference (UTR) once paid. */
  transferReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** ISO instant. */
  paidAt: z.string().nullable(),
};

export const trainerPayoutSchema = z.object({ id: z.string(), ...payoutMoney });
export type TrainerPayout = z.infer<typeof trainerPayoutSchema>;

export const adminPayoutSchema = trainerPayoutSchema.extend({
  trainerId: z.string(),
  trainerName: z.string(),
  provider: z.enum(PAYOUT_PROVIDERS),
  attempts: z.number().int(),
  createdAt: z.string(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const payoutTotalSchema = z.object({
  count: z.number().int(),
  netPaise: z.number().int(),
});
export type PayoutTotal = z.infer<typeof payoutTotalSchema>;
export const payoutTotalsSchema = z.object(
  Object.fromEntries(PAYOUT_STATUSES.map((status) => [status, payoutTotalSchema])) as Record<
    PayoutStatus,
    typeof payoutTotalSchema
  >,
);
export type PayoutTotals = z.infer<typeof payoutTotalsSchema>;

export const adminPayoutsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The week shown (its Monday), null when there are no payouts yet. */
    week: z.string().nullable(),
    /** Weeks that have payouts, newest first (at most 52). */
    weeks: z.array(z.string()),
    /** Per status over the whole week, whatever the status filter. */
    totals: payoutTotalsSchema,
    payouts: z.array(adminPayoutSchema),
    /** Payouts matching the filter, for paging. */
    totalCount: z.number().int(),
    /** The payout provider configured now (see adminResolves). */
    sendingProvider: z.enum(PAYOUT_PROVIDERS),
  }),
});
export type AdminPayoutsData = z.infer<typeof adminPayoutsResponseSchema>['data'];

export const settlePayoutSchema = strictObject({
  transferReference: z
    .string({ error: PAYOUT_MESSAGES.referenceInvalid })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 /_-]{3,63}$/, PAYOUT_MESSAGES.referenceInvalid),
});
export type SettlePayoutInput = z.infer<typeof settlePayoutSchema>;

export const failPayoutSchema = strictObject({
  reason: z
    .string({ error: PAYOUT_MESSAGES.failReasonInvalid })
    .trim()
    .min(4, PAYOUT_MESSAGES.failReasonInvalid)
    .max(500, PAYOUT_MESSAGES.failReasonInvalid),
});
export type FailPayoutInput = z.infer<typeof failPayoutSchema>;

export const payoutActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminPayoutSchema,
});

/** A trainer's history: newest week first, at most a year of weeks. */
export const TRAINER_PAYOUT_HISTORY_LIMIT = 52;
export const trainerPayoutsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(trainerPayoutSchema),
});
