import { badRequest, forbidden, notFound } from '#server/http-error.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import type { ReviewInput } from '#shared/booking-schemas.ts';
import type { ReviewsRepository } from './reviews.repository';

/**
 * One review per booking, by its client, after the start:
 * docs/product/sessions-and-reviews.md#reviews.
 */
export function createReviewsService(repository: ReviewsRepository, now: () => Date) {
  return {
    async review(bookingId: string, userId: string, input: ReviewInput) {
      const found = await repository.findBooking(bookingId);
      if (!found || found.clientId !== userId) throw notFound(BOOKING_MESSAGES.bookingNotFound);
      if (found.status !== 'confirmed' && found.status !== 'completed') {
        throw forbidden(BOOKING_MESSAGES.reviewNotAllowed);
      }
      const current = now();
      if (current < found.startsAt) throw badRequest(BOOKING_MESSAGES.reviewTooEarly);
      const saved = {
        rating: input.rating,
        comment: input.comment || null,
        review: input.review || null,
      };
      await repository.saveReview({
        bookingId,
        clientId: userId,
        trainerId: found.trainerId,
        ...saved,
        now: current,
      });
      return saved;
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
