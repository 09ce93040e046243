import type { TranslationOf } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import type { reviewText } from '#web/app/routes/review.text.ts';
import type { starInputText } from '#web/features/bookings/components/star-input.text.ts';

export default {
  reviewRoute: {
    title: 'अपने सेशन को रेटिंग दें',
    heading: 'अपने सेशन को रेटिंग दें',
    back: 'मेरे सेशन पर वापस जाएँ',
    serviceWith: (service: string, trainer: string) => `${trainer} के साथ ${service}`,
    when: (date: string, time: string, minutes: number, place: string) =>
      `${date}, ${time} (भारतीय समय) · ${formatNumber(minutes, 'hi')} मिनट · ${place}`,
    submitted: 'रिव्यू भेज दिया गया',
    editReview: 'रिव्यू बदलें',
    yourRating: 'आपकी रेटिंग',
    quickComment: 'छोटी-सी टिप्पणी',
    detailedReview: 'विस्तार से रिव्यू (ज़रूरी नहीं)',
    submitting: 'भेजा जा रहा है...',
    submit: 'रिव्यू भेजें',
  } satisfies TranslationOf<typeof reviewText>,

  starInput: {
    rating: 'रेटिंग',
    labels: {
      1: 'ख़राब',
      2: 'ठीक-ठाक',
      3: 'अच्छा',
      4: 'बहुत अच्छा',
      5: 'शानदार',
    },
  } satisfies TranslationOf<typeof starInputText>,
};
