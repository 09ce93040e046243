import { PAYOUT_STATUS_BADGE, PAYOUT_STATUS_LABELS, type PayoutStatus } from '#shared/payouts.ts';

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${PAYOUT_STATUS_BADGE[status]}`}
    >
      {PAYOUT_STATUS_LABELS[status]}
    </span>
  );
}
