import { BRAND, type City } from './catalog';
import { catalogue, textOf } from './catalogue';
import { LISTING_RADIUS_KM, resolveSpecialization } from './listing-filters';
import type { Locale } from './locale';

/**
 * What the public pages say about themselves: the page title, the search description and the
 * hero. The server puts the title and description in the HTML head; the page shows the same.
 * Each function takes the page's language last. In other modules, so that the listing's first
 * JavaScript does not carry them: the profile's head (trainer-copy.ts) and the texts only the
 * server's heads use (head-copy.ts).
 */
export interface PageCopy {
  /** Without the brand; `withBrand` adds it for the document title. */
  title: string;
  description: string;
  heading: string;
  text: string;
}

/** The same in every language: 'योग ट्रेनर | Kasrat'. */
export const withBrand = (title: string) => `${title} | ${BRAND.name}`;

export const SITE_KEYWORDS = [
  'personal trainer near me',
  'fitness trainer',
  'online fitness training',
  'yoga teacher',
  'gym trainer',
  'India',
];

const withoutTraining = (label: string) => label.replace(/ Training$/, '');

/**
 * The listing's texts. A specialization arrives as its English label; each language names it
 * (src/shared/catalog-names.ts).
 */
export const LISTING_COPY_TEXT = catalogue('pageCopyListing', {
  trainerKind: withoutTraining,
  trainersOf: (label: string) => `${withoutTraining(label)} Trainers`,
  specialized: {
    title: (trainers: string, online: boolean) => `${trainers} ${online ? 'Online' : 'Near You'}`,
    description: (trainers: string, online: boolean) =>
      `Book certified ${trainers.toLowerCase()} ${online ? 'online' : 'near you'} on ${BRAND.name}. Compare real ratings, prices in rupees and open slots ${online ? 'across India' : `within ${LISTING_RADIUS_KM} km`}, then pay securely.`,
    text: (trainers: string, online: boolean) =>
      `Certified ${trainers.toLowerCase()} ${online ? 'online' : 'near you'}, with real reviews from their clients and hourly slots from 6 AM to 9 PM.`,
  },
  online: {
    title: 'Online Fitness Trainers',
    description: `Train live over video with certified fitness trainers on ${BRAND.name}. Real reviews, prices in rupees, and a meeting link the moment your booking is confirmed.`,
    heading: 'Online Fitness Training',
    text: 'Train live over video with certified trainers from anywhere in India, on a schedule that fits your day.',
  },
  all: {
    title: 'Find Fitness Trainers Near You',
    description: `Find and book certified personal, group and online fitness trainers within ${LISTING_RADIUS_KM} km on ${BRAND.name}. Real reviews, prices in rupees and secure payments.`,
    heading: 'Find Your Perfect Fitness Trainer',
    text: 'Book certified personal, group and online trainers across India. Choose a time that suits you and pay securely in rupees.',
  },
});

/**
 * The people who teach a specialization, as a headline says it: a label naming an activity
 * ('Personal Training', 'Weight Training') becomes its trainers, not 'Training Trainers'.
 * Example: 'Personal Training' → 'Personal Trainers', 'Yoga' → 'Yoga Trainers'; in Hindi
 * 'Personal Training' → 'पर्सनल ट्रेनर'.
 */
export function trainersOf(label: string, locale: Locale = 'en'): string {
  return textOf(LISTING_COPY_TEXT, locale).trainersOf(label);
}

/** The word before "trainers": 'Personal Training' → 'Personal', 'Yoga' → 'Yoga'. */
export function trainerKind(label: string, locale: Locale = 'en'): string {
  return textOf(LISTING_COPY_TEXT, locale).trainerKind(label);
}

/**
 * Hero and head of `/` and `/trainers` for the active filters
 * (docs/product/discovery.md#the-listing).
 */
export function listingCopy(
  filters: { specialization?: string; online?: boolean },
  locale: Locale = 'en',
): PageCopy {
  const text = textOf(LISTING_COPY_TEXT, locale);
  const specialization = filters.specialization
    ? resolveSpecialization(filters.specialization)
    : undefined;
  const online = filters.online === true;
  if (specialization) {
    const trainers = text.trainersOf(specialization.label);
    const title = text.specialized.title(trainers, online);
    return {
      title,
      description: text.specialized.description(trainers, online),
      heading: title,
      text: text.specialized.text(trainers, online),
    };
  }
  return { ...(online ? text.online : text.all) };
}

export const CITY_COPY_TEXT = catalogue('pageCopyCity', {
  cityName: (city: City) => city.name,
  fitnessTrainers: 'Fitness Trainers',
  title: (trainers: string, city: string) => `${trainers} in ${city}`,
  description: (trainers: string, city: string) =>
    `Book verified ${trainers.toLowerCase()} in ${city} on ${BRAND.name}: real reviews, prices in rupees, sessions at a gym, at home or online.`,
  text: (trainers: string, city: string) =>
    `Find certified ${trainers.toLowerCase()} across ${city}, compare real reviews and book a session that fits your schedule.`,
});

/** Head and hero of `/city/{city}` and `/city/{city}/{specialization}`. */
export function cityCopy(city: City, specializationSlug?: string, locale: Locale = 'en'): PageCopy {
  const text = textOf(CITY_COPY_TEXT, locale);
  const specialization = specializationSlug ? resolveSpecialization(specializationSlug) : undefined;
  const kind = specialization ? trainersOf(specialization.label, locale) : text.fitnessTrainers;
  const name = text.cityName(city);
  const title = text.title(kind, name);
  return {
    title,
    description: text.description(kind, name),
    heading: title,
    text: text.text(kind, name),
  };
}

/** Head of the pages the server has nothing specific to say about (sign-in, private pages). */
export const SITE_COPY: Pick<PageCopy, 'title' | 'description'> = {
  title: BRAND.name,
  description: `${BRAND.name} helps you find, book and pay certified fitness trainers across India: personal, group and online sessions.`,
};

/** Head of an unknown trainer, city or specialization; the page shows its own not-found view. */
export const NOT_FOUND_COPY: Pick<PageCopy, 'title' | 'description'> = {
  title: 'Page not found',
  description:
    'We couldn’t find the page you were looking for. It may have moved, or it isn’t available yet.',
};

/** Alt text of the brand image that link previews show for pages without a photo. */
export const BRAND_IMAGE_ALT = `${BRAND.name}: fitness trainers near you, personal, group and online sessions across India`;
