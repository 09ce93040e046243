import { formatBookingDate, formatSlotLabel } from '#shared/ist.ts';
import { formatRupees } from '#shared/money.ts';
import type { ClientPack } from '#shared/packs.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { formatPackDay } from '#web/lib/pack-offer-text.ts';
import { Link } from '#web/lib/router/router.tsx';
import { sessionServiceName } from '#web/lib/session-labels.ts';
import { canBookFrom, packExpiryLine } from '../pack-view';
import { packsText } from '../packs.text';
import { PackStatusChip } from './pack-status-chip';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * One pack (docs/product/packs-screens.md#my-packs-and-the-pack-page): credits left first, what was booked and used,
 * the expiry and its rule, refunds, the sessions, and where to book the next one.
 */
export function PackDetail({ pack }: { pack: ClientPack }) {
  const locale = useLocale();
  const text = useText(packsText);
  const bookingStatus: Record<string, string> = text.bookingStatus;
  const expiry = packExpiryLine(pack, locale);
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold text-slate-900">
          {text.heading(pack.sessions, sessionServiceName(pack, locale))}
        </h1>
        <PackStatusChip status={pack.status} />
      </div>
      <p className="mt-1 text-slate-700">
        {text.with}{' '}
        <Link
          to={paths.trainer(pack.trainer.id)}
          className="font-semibold text-brand-800 underline"
        >
          {pack.trainer.name}
        </Link>{' '}
        · {formatRupees(pack.totalPaise, locale)}
        {pack.paidAt ? text.paidOn(formatPackDay(pack.paidAt, locale)) : ''}
      </p>

      {pack.status === 'pending' && pack.paymentPath ? (
        <div className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <p className="font-semibold">{text.waitingForPayment}</p>
          <Link to={pack.paymentPath} className={buttonClass('primary', 'md', 'mt-3')}>
            {text.completePayment}
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-end gap-x-6 gap-y-4 rounded-2xl border border-brand-200 bg-brand-50 p-5">
            <p className="text-brand-900">
              <span className="block text-6xl leading-none font-bold tabular-nums">
                {pack.creditsLeft}
              </span>
              <span className="mt-1 block font-semibold">
                {text.creditsLeftLabel(pack.creditsLeft, pack.sessions)}
              </span>
            </p>
            {canBookFrom(pack) && (
              <Link
                to={paths.trainer(pack.trainer.id)}
                state={{ openBooking: true, service: pack.service }}
                className={buttonClass('primary', 'lg', 'w-full sm:ml-auto sm:w-auto')}
              >
                {text.bookSession}
              </Link>
            )}
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            <Figure label={text.sessionsBooked} value={pack.booked} />
            <Figure label={text.sessionsUsed} value={pack.used} />
          </dl>
          {expiry && <p className="mt-4 text-sm font-medium text-slate-800">{expiry}</p>}
          {pack.refundedPaise > 0 && (
            <p className="mt-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              {text.refunded(formatRupees(pack.refundedPaise, locale))}
            </p>
          )}
        </>
      )}

      <h2 className="mt-8 text-lg font-semibold text-slate-900">{text.sessionsHeading}</h2>
      {pack.bookings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{text.noSessions}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {pack.bookings.map((booking) => (
            <li key={booking.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="text-sm font-medium text-slate-900">
                {text.sessionWhen(
                  formatBookingDate(booking.date, locale),
                  formatSlotLabel(booking.timeSlot, locale),
                )}
              </span>
              <span className="text-sm text-slate-600">
                {bookingStatus[booking.status] ?? booking.status}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
