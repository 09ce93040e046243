import { formatRupees } from '#shared/money.ts';
import { PAYOUT_STATUS_LABELS, type PayoutStatus, type TrainerPayout } from '#shared/payouts.ts';

/** The cells of a payout table, the admin's and the trainer's alike. */
export const payoutCellClass = 'px-3 py-3 whitespace-nowrap';
const money = `${payoutCellClass} text-right tabular-nums`;

/**
 * The colours of a trainer payment (green paid, blue processing, yellow pending, red failed),
 * as the badge classes both screens use
 * (docs/product/earnings-and-payouts.md#payment-status-colours).
 */
const STATUS_BADGE: Record<PayoutStatus, string> = {
  paid: 'bg-green-100 text-green-800',
  processing: 'bg-blue-100 text-blue-800',
  pending: 'bg-yellow-100 text-yellow-800',
  failed: 'bg-red-100 text-red-800',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[status]}`}
    >
      {PAYOUT_STATUS_LABELS[status]}
    </span>
  );
}

/** The heads of the columns PayoutCells fills. */
export function PayoutColumnHeads({ feeLabel }: { feeLabel: string }) {
  return (
    <>
      <th scope="col" className={`${payoutCellClass} text-right`}>
        Sessions
      </th>
      <th scope="col" className={`${payoutCellClass} text-right`}>
        Gross
      </th>
      <th scope="col" className={`${payoutCellClass} text-right`}>
        {feeLabel}
      </th>
      <th scope="col" className={`${payoutCellClass} text-right`}>
        Net
      </th>
      <th scope="col" className={payoutCellClass}>
        Status
      </th>
      <th scope="col" className={payoutCellClass}>
        Reference
      </th>
    </>
  );
}

/**
 * A payout's sessions, money, status and bank reference, in a row of the admin's payouts or the
 * trainer's history. A failure reason is only ever on a failed payout (a retry clears it).
 */
export function PayoutCells({ payout }: { payout: TrainerPayout }) {
  return (
    <>
      <td className={money}>{payout.sessionCount}</td>
      <td className={money}>{formatRupees(payout.grossPaise)}</td>
      <td className={money}>{formatRupees(payout.platformFeePaise)}</td>
      <td className={`${money} font-semibold`}>{formatRupees(payout.netPaise)}</td>
      <td className={payoutCellClass}>
        <PayoutStatusBadge status={payout.status} />
        {payout.status === 'failed' && payout.failureReason && (
          <p className="mt-1 max-w-xs text-xs whitespace-normal text-red-700">
            {payout.failureReason}
          </p>
        )}
      </td>
      <td className={`${payoutCellClass} font-mono text-xs`}>{payout.transferReference ?? '—'}</td>
    </>
  );
}
