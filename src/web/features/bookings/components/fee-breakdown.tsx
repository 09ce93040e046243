import type { PaymentConfig, UserBooking } from '#shared/booking-schemas.ts';
import { formatRupees } from '#shared/money.ts';

/**
 * Session fee, platform fee and GST on it, total: the server's figures
 * (docs/product/booking.md#fees-paid-by-the-client).
 */
export function FeeBreakdown({
  booking,
  config,
}: {
  booking: Pick<UserBooking, 'pricePaise' | 'platformFeePaise' | 'gstPaise' | 'totalPaise'>;
  config: Pick<PaymentConfig, 'platformFeePercent' | 'gstPercent'> | undefined;
}) {
  const row = (label: string, paise: number) => (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{formatRupees(paise)}</dd>
    </div>
  );
  return (
    <dl className="text-sm">
      {row('Session fee', booking.pricePaise)}
      {row(
        `Platform fee${config ? ` (${config.platformFeePercent}%)` : ''}`,
        booking.platformFeePaise,
      )}
      {row(`GST on platform fee${config ? ` (${config.gstPercent}%)` : ''}`, booking.gstPaise)}
      <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="font-bold text-slate-900">{formatRupees(booking.totalPaise)}</dd>
      </div>
    </dl>
  );
}
