import { useQueryClient } from '@tanstack/react-query';
import { BOOKING_TEXT } from '#shared/booking-messages.ts';
import { LOCATION_LABELS, LOCATION_TEXT, type UserBooking } from '#shared/booking-schemas.ts';
import { CATALOG_TEXT } from '#shared/catalog.ts';
import { formatBookingDate, formatSlotLabel } from '#shared/ist.ts';
import type { Locale } from '#shared/locale.ts';
import { formatRupees } from '#shared/money.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LockIcon } from '#web/components/ui/icons.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { bookingKeys } from '#web/features/bookings/api/booking-keys.ts';
import { useBooking } from '#web/features/bookings/api/get-booking.ts';
import { usePaymentConfig } from '#web/features/bookings/api/payment-api.ts';
import { checkoutText } from '#web/features/bookings/checkout.text.ts';
import { FeeBreakdown } from '#web/features/bookings/components/fee-breakdown.tsx';
import { RefundStatus } from '#web/features/bookings/components/refund-status.tsx';
import { TestModeNotice } from '#web/features/bookings/components/test-mode-notice.tsx';
import { useCheckout } from '#web/features/bookings/use-checkout.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { Link, useNavigate, useSearchParams } from '#web/lib/router/router.tsx';
import { usePageTitle } from '#web/lib/seo.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { PackPayment } from '../pack-payment';
import { paymentPageText } from './payment-route.text';

function NoBooking() {
  const messages = useText(BOOKING_TEXT);
  const text = useText(paymentPageText);
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{messages.noBookingInformation}</h1>
      <Link to={paths.trainers} className={buttonClass('primary', 'md', 'mt-6')}>
        {text.goToTrainers}
      </Link>
    </div>
  );
}

function countdown(expiresAt: string, now: Date): string | null {
  const left = Math.floor((new Date(expiresAt).getTime() - now.getTime()) / 1000);
  if (left <= 0) return null;
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

/**
 * The booking's service and place in the page's language. The server names them in English; the
 * gym's own name, after "Trainer's Gym: ", stays as the trainer wrote it.
 */
function useBookingNames(booking: UserBooking, locale: Locale) {
  const services = useText(CATALOG_TEXT).service;
  const locations = useText(LOCATION_TEXT);
  if (locale === 'en') return { service: booking.serviceName, location: booking.locationLabel };
  const gymPrefix = `${LOCATION_LABELS.gym}: `;
  const location =
    booking.location === 'gym' && booking.locationLabel.startsWith(gymPrefix)
      ? `${locations.gym}: ${booking.locationLabel.slice(gymPrefix.length)}`
      : locations[booking.location];
  return { service: services[booking.service], location };
}

function Summary({ booking }: { booking: UserBooking }) {
  const locale = useLocale();
  const text = useText(paymentPageText);
  const checkout = useText(checkoutText);
  const names = useBookingNames(booking, locale);
  const item = (label: string, value: string) => (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
  return (
    <dl>
      {item(checkout.trainer, booking.trainer.name)}
      {item(checkout.service, names.service)}
      {item(text.date, formatBookingDate(booking.sessionDate, locale))}
      {item(text.time, text.timeValue(formatSlotLabel(booking.timeSlot, locale), booking.duration))}
      {item(
        text.location,
        booking.address ? `${names.location}, ${booking.address}` : names.location,
      )}
    </dl>
  );
}

/**
 * `/payment?booking=<id>` pays a held booking; `/payment?pack=<id>` a pack
 * (docs/product/packs-screens.md#buying-a-pack).
 */
export default function PaymentRoute() {
  const [params] = useSearchParams();
  const packId = params.get('pack');
  if (packId) return <PackPayment packId={packId} />;
  return <BookingPayment bookingId={params.get('booking')} />;
}

/** The held booking, its fees, the methods, Pay (docs/product/booking.md#payment). */
function BookingPayment({ bookingId }: { bookingId: string | null }) {
  const locale = useLocale();
  const text = useText(paymentPageText);
  const checkout = useText(checkoutText);
  const messages = useText(BOOKING_TEXT);
  const services = useText(CATALOG_TEXT).service;
  usePageTitle(checkout.title);
  const booking = useBooking(bookingId);
  const config = usePaymentConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow(1000);
  const { pay, paying, error, sandbox } = useCheckout({
    target: { bookingId: bookingId ?? '' },
    analytics: { booking_id: bookingId ?? '' },
    totalPaise: booking.data?.totalPaise ?? 0,
    description: booking.data
      ? checkout.bookingDescription(
          locale === 'en' ? booking.data.serviceName : services[booking.data.service],
          booking.data.trainer.name,
        )
      : '',
    onPaid: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      void showToast('success', messages.paymentSuccessful);
      navigate(paths.profileSessions);
    },
  });

  if (!bookingId || booking.isError) return <NoBooking />;
  if (booking.isPending) return <PageSpinner />;
  const data = booking.data;

  const remaining = data.expiresAt ? countdown(data.expiresAt, now) : null;
  const payable = data.status === 'pending' && remaining !== null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{checkout.heading}</h1>
      {config.data?.provider === 'sandbox' && (
        <div className="mt-4">
          <TestModeNotice />
        </div>
      )}
      {data.paymentStatus !== 'unpaid' && data.paymentStatus !== 'paid' ? (
        <div className="mt-6 space-y-4">
          <RefundStatus booking={data} />
          <Link to={paths.profileSessions} className={buttonClass('primary', 'md')}>
            {checkout.viewMySessions}
          </Link>
        </div>
      ) : data.status === 'confirmed' || data.status === 'completed' ? (
        <div className="mt-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900">
          <p className="font-semibold">{text.alreadyPaid}</p>
          <Link to={paths.profileSessions} className={buttonClass('primary', 'md', 'mt-4')}>
            {checkout.viewMySessions}
          </Link>
        </div>
      ) : !payable ? (
        <div className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <p className="font-semibold">{messages.holdExpired}</p>
          <Link to={paths.trainer(data.trainerId)} className={buttonClass('primary', 'md', 'mt-4')}>
            {text.chooseAnotherSlot}
          </Link>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700" role="timer" aria-live="off">
          {text.slotHeldFor} <strong className="tabular-nums">{remaining}</strong>
        </p>
      )}

      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_18rem]">
        <section
          aria-labelledby="summary-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
            {text.bookingSummary}
          </h2>
          <div className="mt-3">
            <Summary booking={data} />
          </div>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">{text.paymentMethod}</h2>
          <p className="mt-2 text-sm text-slate-700">{text.payOnline}</p>
        </section>
        <section
          aria-labelledby="fees-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:self-start"
        >
          <h2 id="fees-heading" className="text-lg font-semibold text-slate-900">
            {text.feeBreakdown}
          </h2>
          <div className="mt-3">
            <FeeBreakdown booking={data} config={config.data} />
          </div>
          {error && (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              {error}
            </p>
          )}
          <button
            type="button"
            disabled={!payable || paying}
            onClick={() => void pay()}
            className={buttonClass('primary', 'lg', 'mt-5 w-full')}
          >
            <LockIcon className="size-5" />
            {paying ? checkout.processing : checkout.pay(formatRupees(data.totalPaise, locale))}
          </button>
          <p className="mt-3 text-xs text-slate-600">{text.freeCancellation}</p>
        </section>
      </div>
      {sandbox}
    </div>
  );
}
