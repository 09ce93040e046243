import { useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { BOOKING_TEXT } from '#shared/booking-messages.ts';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { REVIEW_COMMENT_MAX, REVIEW_TEXT_MAX } from '#shared/booking-schemas.ts';
import { formatBookingDate, formatSlotLabel } from '#shared/ist.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ArrowLeftIcon, StarIcon } from '#web/components/ui/icons.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useBooking } from '#web/features/bookings/api/get-booking.ts';
import { useSubmitReview } from '#web/features/bookings/api/submit-review.ts';
import { JoinButton } from '#web/features/bookings/components/join-button.tsx';
import { starInputText } from '#web/features/bookings/components/star-input.text.ts';
import { StarInput } from '#web/features/bookings/components/star-input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { revealField } from '#web/lib/reveal-field.ts';
import { Link, useNavigate, useParams } from '#web/lib/router/router.tsx';
import { usePageTitle } from '#web/lib/seo.ts';
import { sessionPlace, sessionServiceName } from '#web/lib/session-labels.ts';
import { reviewText } from './review.text';

const BACK = '/user-details';
const REDIRECT_AFTER_MS = 2000;
const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-normal text-slate-900 focus:border-brand-600 focus:outline-none';

function BackLink() {
  const text = useText(reviewText);
  return (
    <Link
      to={BACK}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800"
    >
      <ArrowLeftIcon className="size-4" />
      {text.back}
    </Link>
  );
}

function SessionDetails({ booking }: { booking: UserBooking }) {
  const locale = useLocale();
  const text = useText(reviewText);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="font-semibold text-slate-900">
        {text.serviceWith(sessionServiceName(booking, locale), booking.trainer.name)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {text.when(
          formatBookingDate(booking.sessionDate, locale),
          formatSlotLabel(booking.timeSlot, locale),
          booking.duration,
          sessionPlace(booking, locale),
        )}
      </p>
      {booking.meeting && (
        <div className="mt-3">
          <JoinButton booking={booking} />
        </div>
      )}
    </section>
  );
}

/**
 * Rate 1–5, a quick comment and a detailed review (docs/product/sessions-and-reviews.md#reviews).
 */
export default function ReviewRoute() {
  const { bookingId = '' } = useParams();
  const text = useText(reviewText);
  const messages = useText(BOOKING_TEXT);
  const ratingLabels = useText(starInputText).labels;
  usePageTitle(text.title);
  const booking = useBooking(bookingId);
  const navigate = useNavigate();
  const submit = useSubmitReview(bookingId);
  const [editing, setEditing] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [review, setReview] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const ratingId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!booking.data) return;
    setRating(booking.data.rating);
    setComment(booking.data.comment ?? '');
    setReview(booking.data.review ?? '');
  }, [booking.data]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(
      () => navigate(BACK, { state: { activeTab: 'history' } }),
      REDIRECT_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  if (booking.isPending) return <PageSpinner />;
  if (booking.isError) {
    const missing = booking.error instanceof ApiError && booking.error.status === 404;
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <BackLink />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">
          {missing ? messages.sessionNotFound : messages.loadSessionFailed}
        </h1>
      </div>
    );
  }
  const data = booking.data;

  const send = async () => {
    if (rating < 1) {
      flushSync(() => setError(messages.selectRating));
      // Below a long review on a phone, the stars are out of sight.
      revealField(document.getElementById(ratingId));
      return;
    }
    setError(null);
    try {
      await submit.mutateAsync({ rating, comment: comment.trim(), review: review.trim() });
      setSaved(true);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message ? failure.message : messages.reviewSubmitFailed,
      );
    }
  };

  const rated = data.rating > 0 && !editing && !saved;
  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-8 sm:px-6 lg:py-12">
      <BackLink />
      <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
      <SessionDetails booking={data} />
      {saved ? (
        <p
          role="status"
          className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 font-semibold text-emerald-900"
        >
          {messages.ratingSubmitted}
        </p>
      ) : rated ? (
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">{text.submitted}</h2>
          <p className="mt-2 flex items-center gap-1 text-amber-500">
            {[1, 2, 3, 4, 5].map((star) => (
              <StarIcon key={star} filled={star <= data.rating} className="size-5" />
            ))}
            <span className="ml-2 text-sm font-semibold text-slate-800">
              {ratingLabels[data.rating]}
            </span>
          </p>
          {data.comment && <p className="mt-3 font-medium text-slate-900">{data.comment}</p>}
          {data.review && <p className="mt-2 whitespace-pre-line text-slate-700">{data.review}</p>}
          {data.actions.canReview && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className={buttonClass('secondary', 'md', 'mt-4')}
            >
              {text.editReview}
            </button>
          )}
        </section>
      ) : !data.actions.canReview ? (
        <p className="rounded-2xl border border-slate-200 bg-slate-50 p-5 text-slate-700">
          {data.status === 'confirmed' || data.status === 'completed'
            ? messages.reviewTooEarly
            : messages.reviewNotAllowed}
        </p>
      ) : (
        <form
          className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <fieldset
            id={ratingId}
            aria-describedby={error === messages.selectRating ? errorId : undefined}
          >
            <legend className="text-sm font-semibold text-slate-900">{text.yourRating}</legend>
            <div className="mt-2">
              <StarInput
                value={rating}
                onChange={(value) => {
                  setRating(value);
                  setError(null);
                }}
              />
            </div>
          </fieldset>
          <label className="block text-sm font-semibold text-slate-900">
            {text.quickComment}
            <input
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              maxLength={REVIEW_COMMENT_MAX}
              className={fieldClass}
            />
            <span className="mt-1 block text-right text-xs font-normal text-slate-600">
              {comment.length}/{REVIEW_COMMENT_MAX}
            </span>
          </label>
          <label className="block text-sm font-semibold text-slate-900">
            {text.detailedReview}
            <textarea
              value={review}
              onChange={(event) => setReview(event.target.value)}
              maxLength={REVIEW_TEXT_MAX}
              rows={5}
              className={fieldClass}
            />
            <span className="mt-1 block text-right text-xs font-normal text-slate-600">
              {review.length}/{REVIEW_TEXT_MAX}
            </span>
          </label>
          {error && (
            <p
              id={errorId}
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={submit.isPending}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            {submit.isPending ? text.submitting : text.submit}
          </button>
        </form>
      )}
    </div>
  );
}
