import { formatRupees } from '#shared/money.ts';
import { PAYOUT_STATUS_TEXT, type PayoutStatus, type TrainerPayout } from '#shared/payouts.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { payoutCellsText } from './payout-cells.text';

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
  const labels = useText(PAYOUT_STATUS_TEXT);
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[status]}`}
    >
      {labels[status]}
    </span>
  );
}

/** The heads of the columns PayoutCells fills. */
export function PayoutColumnHeads({ feeLabel }: { feeLabel: string }) {
  const text = useText(payoutCellsText);
  return (
    <>
      <th scope="col" className={`${payoutCellClass} text-right`}>
        {text.sessions}
      </th>
      <th scope="col" className={`${payoutCellClass} text-right`}>
        {text.gross}
      </th>
      <th scope="col" className={`${payoutCellClass} text-right`}>
        {feeLabel}
      </th>
      <th scope="col" className={`${payoutCellClass} text-right`}>
        {text.net}
      </th>
      <th scope="col" className={payoutCellClass}>
        {text.status}
      </th>
      <th scope="col" className={payoutCellClass}>
        {text.reference}
      </th>
    </>
  );
}

/**
 * A payout's sessions, money, status and bank reference, in a row of the admin's payouts or the
 * trainer's history. A failure reason is only ever on a failed payout (a retry clears it).
 */
export function PayoutCells({ payout }: { payout: TrainerPayout }) {
  const locale = useLocale();
  return (
    <>
      <td className={money}>{payout.sessionCount}</td>
      <td className={money}>{formatRupees(payout.grossPaise, locale)}</td>
      <td className={money}>{formatRupees(payout.platformFeePaise, locale)}</td>
      <td className={`${money} font-semibold`}>{formatRupees(payout.netPaise, locale)}</td>
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
