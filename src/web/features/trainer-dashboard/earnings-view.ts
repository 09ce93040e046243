import type { EarningsTransaction } from '#shared/trainer-dashboard-api.ts';

/**
 * The Payment Breakdown bars: each amount's share of the two together, in whole percent.
 * Example: paid ₹3,000, pending ₹1,000 → 75 and 25; nothing yet → 0 and 0.
 */
export function breakdownShares(paid: number, pending: number): { paid: number; pending: number } {
  const whole = paid + pending;
  if (whole <= 0) return { paid: 0, pending: 0 };
  const paidShare = Math.round((paid / whole) * 100);
  return { paid: paidShare, pending: 100 - paidShare };
}

/**
 * The client's payment is green when paid, otherwise orange
 * (docs/product/earnings-and-payouts.md#payment-status-colours).
 */
export function paymentStatusClass(status: EarningsTransaction['status']): string {
  return status === 'paid' ? 'bg-emerald-100 text-emerald-800' : 'bg-orange-100 text-orange-800';
}

/** The trainer's payment is green when paid, blue when processing, else yellow. */
export function trainerPaymentClass(status: EarningsTransaction['trainerPaymentStatus']): string {
  switch (status) {
    case 'paid':
      return 'bg-emerald-100 text-emerald-800';
    case 'processing':
      return 'bg-sky-100 text-sky-800';
    default:
      return 'bg-yellow-100 text-yellow-900';
  }
}
