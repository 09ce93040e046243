import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { formatBookingDate } from '#shared/ist.ts';
import { formatRupees } from '#shared/money.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LockIcon } from '#web/components/ui/icons.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { bookingKeys } from '#web/features/bookings/api/booking-keys.ts';
import { useBooking } from '#web/features/bookings/api/get-booking.ts';
import { usePaymentConfig } from '#web/features/bookings/api/payment-api.ts';
import { FeeBreakdown } from '#web/features/bookings/components/fee-breakdown.tsx';
import { RefundStatus } from '#web/features/bookings/components/refund-status.tsx';
import { TestModeNotice } from '#web/features/bookings/components/test-mode-notice.tsx';
import { useCheckout } from '#web/features/bookings/use-checkout.tsx';
import { usePageTitle } from '#web/lib/seo.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { PackPayment } from '../pack-payment';

function NoBooking() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{BOOKING_MESSAGES.noBookingInformation}</h1>
      <Link to={paths.trainers} className={buttonClass('primary', 'md', 'mt-6')}>
        Go to Trainers
      </Link>
    </div>
  );
}

function countdown(expiresAt: string, now: Date): string | null {
  const left = Math.floor((new Date(expiresAt).getTime() - now.getTime()) / 1000);
  if (left <= 0) return null;
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

function Summary({ booking }: { booking: UserBooking }) {
  const item = (label: string, value: string) => (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
  return (
    <dl>
      {item('Trainer', booking.trainer.name)}
      {item('Service', booking.serviceName)}
      {item('Date', formatBookingDate(booking.sessionDate))}
      {item('Time', `${booking.timeSlot} IST · ${booking.duration} minutes`)}
      {item(
        'Location',
        booking.address ? `${booking.locationLabel}, ${booking.address}` : booking.locationLabel,
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
  usePageTitle('Complete Payment');
  const booking = useBooking(bookingId);
  const config = usePaymentConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow(1000);
  const { pay, paying, error, sandbox } = useCheckout({
    target: { bookingId: bookingId ?? '' },
    analytics: { booking_id: bookingId ?? '' },
    totalPaise: booking.data?.totalPaise ?? 0,
    onPaid: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      void showToast('success', BOOKING_MESSAGES.paymentSuccessful);
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
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Complete your payment</h1>
      {config.data?.provider === 'sandbox' && (
        <div className="mt-4">
          <TestModeNotice />
        </div>
      )}
      {data.paymentStatus !== 'unpaid' && data.paymentStatus !== 'paid' ? (
        <div className="mt-6 space-y-4">
          <RefundStatus booking={data} />
          <Link to={paths.profileSessions} className={buttonClass('primary', 'md')}>
            View My Sessions
          </Link>
        </div>
      ) : data.status === 'confirmed' || data.status === 'completed' ? (
        <div className="mt-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900">
          <p className="font-semibold">{BOOKING_MESSAGES.bookingAlreadyPaid}.</p>
          <Link to={paths.profileSessions} className={buttonClass('primary', 'md', 'mt-4')}>
            View My Sessions
          </Link>
        </div>
      ) : !payable ? (
        <div className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <p className="font-semibold">{BOOKING_MESSAGES.holdExpired}</p>
          <Link to={paths.trainer(data.trainerId)} className={buttonClass('primary', 'md', 'mt-4')}>
            Choose another slot
          </Link>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700" role="timer" aria-live="off">
          Slot held for <strong className="tabular-nums">{remaining}</strong>
        </p>
      )}

      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_18rem]">
        <section
          aria-labelledby="summary-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
            Booking summary
          </h2>
          <div className="mt-3">
            <Summary booking={data} />
          </div>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">Payment method</h2>
          <p className="mt-2 text-sm text-slate-700">
            Pay online: UPI, cards, net banking or wallets.
          </p>
        </section>
        <section
          aria-labelledby="fees-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:self-start"
        >
          <h2 id="fees-heading" className="text-lg font-semibold text-slate-900">
            Fee breakdown
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
            {paying ? 'Processing...' : `Pay ${formatRupees(data.totalPaise)}`}
          </button>
          <p className="mt-3 text-xs text-slate-600">
            Free cancellation up to 24 hours before the session.
          </p>
        </section>
      </div>
      {sandbox}
    </div>
  );
}
