import { BRAND } from './catalog';
import { catalogue } from './catalogue';
import { LISTING_RADIUS_KM } from './listing-filters';

// Apart from the page copy: only the FAQ section (loaded after the first screen) and the
// server's JSON-LD need it, so it stays out of the listing's first JavaScript.
/**
 * docs/product/discovery.md#search-metadata-and-structured-data: the FAQ block of the listing, as
 * questions a visitor asks.
 */
export const LISTING_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I find a fitness trainer near me?',
    answer: `Allow location access on ${BRAND.name} and we list approved trainers within ${LISTING_RADIUS_KM} km, nearest first. Filter by specialization or training type, open a profile, and book an hourly slot.`,
  },
  {
    question: 'Which types of trainers can I book?',
    answer:
      'Personal training one to one at the trainer’s gym or your home, small group classes, and live online sessions, across specializations such as yoga, weight training, CrossFit, cardio, nutrition and dance fitness.',
  },
  {
    question: 'Can I book online training sessions?',
    answer: `Yes. Choose Online Training to see trainers from anywhere in India who teach over video; your meeting link appears in My Sessions once the booking is confirmed.`,
  },
];

/** The same questions in the page's language (the Hindi is in locales/hi/listing-faq.ts). */
export const LISTING_FAQ_TEXT = catalogue('listingFaq', { questions: LISTING_FAQ });
