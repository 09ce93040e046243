import { payment, review, trainer } from './schema';

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
