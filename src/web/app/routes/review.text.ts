import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';

/** Rate your session (`/booking/:id/review`); its messages are the catalogue's. */
export const reviewText = catalogue('reviewRoute', {
  title: 'Rate Your Session',
  heading: 'Rate your session',
  back: 'Back to My Sessions',
  serviceWith: (service: string, trainer: string) => `${service} with ${trainer}`,
  when: (date: string, time: string, minutes: number, place: string) =>
    `${date} at ${time} IST · ${formatNumber(minutes, 'en')} minutes · ${place}`,
  submitted: 'Review Submitted',
  editReview: 'Edit Review',
  yourRating: 'Your rating',
  quickComment: 'Quick comment',
  detailedReview: 'Detailed review (optional)',
  submitting: 'Submitting...',
  submit: 'Submit Review',
  selectRating: BOOKING_MESSAGES.selectRating,
  ratingSubmitted: BOOKING_MESSAGES.ratingSubmitted,
  loadSessionFailed: BOOKING_MESSAGES.loadSessionFailed,
  reviewSubmitFailed: BOOKING_MESSAGES.reviewSubmitFailed,
  sessionNotFound: BOOKING_MESSAGES.sessionNotFound,
  reviewTooEarly: BOOKING_MESSAGES.reviewTooEarly,
  reviewNotAllowed: BOOKING_MESSAGES.reviewNotAllowed,
});
