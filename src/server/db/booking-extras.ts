import { payment, review } from './schema';

/**
 * What a view of a booking reads of its payment and review, selected beside the booking with
 * `leftJoin(payment, eq(payment.bookingId, booking.id))` and the same for review.
 */
export const paymentAndReviewColumns = {
  payment: {
    status: payment.status,
    method: payment.method,
    refundStatus: payment.refundStatus,
  },
  review: { rating: review.rating, comment: review.comment, review: review.review },
};
