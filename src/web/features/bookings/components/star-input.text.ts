import { RATING_LABELS } from '#shared/booking-schemas.ts';
import { catalogue } from '#shared/catalogue.ts';

/** The rating stars and what each rating means. */
export const starInputText = catalogue('starInput', {
  rating: 'Rating',
  labels: RATING_LABELS,
});
