import type { PaymentConfig, UserBooking } from '#shared/booking-schemas.ts';
import { formatNumber } from '#shared/intl.ts';
import { formatRupees } from '#shared/money.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { feeText } from './fee-breakdown.text';

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
  const locale = useLocale();
  const text = useText(feeText);
  const percent = (value: number | undefined) =>
    value === undefined ? null : formatNumber(value, locale);
  const row = (label: string, paise: number) => (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{formatRupees(paise, locale)}</dd>
    </div>
  );
  return (
    <dl className="text-sm">
      {row(text.sessionFee, booking.pricePaise)}
      {row(text.platformFee(percent(config?.platformFeePercent)), booking.platformFeePaise)}
      {row(text.gst(percent(config?.gstPercent)), booking.gstPaise)}
      <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
        <dt className="font-semibold text-slate-900">{text.total}</dt>
        <dd className="font-bold text-slate-900">{formatRupees(booking.totalPaise, locale)}</dd>
      </div>
    </dl>
  );
}
