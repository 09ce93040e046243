import { sql } from 'drizzle-orm';
import { booking, payment, refund, review, trainer } from './schema';

/**
 * The state of the payment's latest refund as its client is told it: `retrying` is a pending
 * refund whose last attempt failed
 * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md); null when nothing was
 * refunded.
 */
const latestRefundState = sql<'pending' | 'retrying' | 'processed' | 'failed' | null>`(
  select case when r.status = 'pending' and r.last_error is not null then 'retrying' else r.status end
  from ${refund} r where r.payment_id = ${payment.id}
  order by r.created_at desc, r.id desc limit 1)`;

/** What every view of a booking shows of its trainer. */
export const bookingTrainerColumns = {
  id: trainer.id,
  userId: trainer.userId,
  name: trainer.name,
  title: trainer.title,
  phone: trainer.phone,
  specializations: trainer.specializations,
  profileImage: trainer.profileImage,
  bio: trainer.bio,
  gymName: trainer.gymName,
  gymAddress: trainer.gymAddress,
};

/**
 * A session's place in its weekly repeat (docs/product/booking.md#weekly-repeat): its rank by
 * start among the repeat's sessions that were not let lapse, and how many there are.
 */
const seriesColumns = {
  id: booking.seriesId,
  index: sql<number | null>`(select count(*)::int from ${booking} s
    where s.series_id = ${booking.seriesId} and s.status <> 'expired'
      and s.starts_at <= ${booking.startsAt})`,
  count: sql<number | null>`(select count(*)::int from ${booking} s
    where s.series_id = ${booking.seriesId} and s.status <> 'expired')`,
};

/**
 * What a view of a booking reads of its payment and review, selected beside the booking with
 * `leftJoin(payment, eq(payment.bookingId, booking.id))` and the same for review, and of the
 * weekly repeat it belongs to.
 */
export const paymentAndReviewColumns = {
  series: seriesColumns,
  payment: {
    status: payment.status,
    method: payment.method,
    refundState: latestRefundState,
  },
  review: { rating: review.rating, comment: review.comment, review: review.review },
};
