import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';

/** Rate your session (`/booking/:id/review`); its messages are BOOKING_TEXT's. */
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
});
