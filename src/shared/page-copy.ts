import { BRAND, type City } from './catalog';
import { LISTING_RADIUS_KM, resolveSpecialization } from './listing-filters';

/**
 * What the public pages say about themselves: the page title, the search description and the
 * hero. The server puts the title and description in the HTML head; the page shows the same.
 */
export interface PageCopy {
  /** Without the brand; `withBrand` adds it for the document title. */
  title: string;
  description: string;
  heading: string;
  text: string;
}

export const withBrand = (title: string) => `${title} | ${BRAND.name}`;

export const SITE_KEYWORDS = [
  'personal trainer near me',
  'fitness trainer',
  'online fitness training',
  'yoga teacher',
  'gym trainer',
  'India',
];

/**
 * The people who teach a specialization, as a headline says it: a label naming an activity
 * ('Personal Training', 'Weight Training') becomes its trainers, not 'Training Trainers'.
 * Example: 'Personal Training' → 'Personal Trainers', 'Yoga' → 'Yoga Trainers'.
 */
export function trainersOf(label: string): string {
  return `${trainerKind(label)} Trainers`;
}

/** The word before "trainers": 'Personal Training' → 'Personal', 'Yoga' → 'Yoga'. */
export function trainerKind(label: string): string {
  return label.replace(/ Training$/, '');
}

/**
 * Hero and head of `/` and `/trainers` for the active filters
 * (docs/product/discovery.md#the-listing).
 */
export function listingCopy(filters: { specialization?: string; online?: boolean }): PageCopy {
  const specialization = filters.specialization
    ? resolveSpecialization(filters.specialization)
    : undefined;
  const online = filters.online === true;
  const reach = online ? 'across India' : `within ${LISTING_RADIUS_KM} km`;
  if (specialization) {
    const where = online ? 'online' : 'near you';
    return {
      title: `${trainersOf(specialization.label)} ${online ? 'Online' : 'Near You'}`,
      description: `Book certified ${trainersOf(specialization.label).toLowerCase()} ${where} on ${BRAND.name}. Compare real ratings, prices in rupees and open slots ${reach}, then pay securely.`,
      heading: `${trainersOf(specialization.label)} ${online ? 'Online' : 'Near You'}`,
      text: `Certified ${trainersOf(specialization.label).toLowerCase()} ${where}, with real reviews from their clients and hourly slots from 6 AM to 9 PM.`,
    };
  }
  if (online) {
    return {
      title: 'Online Fitness Trainers',
      description: `Train live over video with certified fitness trainers on ${BRAND.name}. Real reviews, prices in rupees, and a meeting link the moment your booking is confirmed.`,
      heading: 'Online Fitness Training',
      text: 'Train live over video with certified trainers from anywhere in India, on a schedule that fits your day.',
    };
  }
  return {
    title: 'Find Fitness Trainers Near You',
    description: `Find and book certified personal, group and online fitness trainers within ${LISTING_RADIUS_KM} km on ${BRAND.name}. Real reviews, prices in rupees and secure payments.`,
    heading: 'Find Your Perfect Fitness Trainer',
    text: 'Book certified personal, group and online trainers across India. Choose a time that suits you and pay securely in rupees.',
  };
}

/** Head and hero of `/city/{city}` and `/city/{city}/{specialization}`. */
export function cityCopy(city: City, specializationSlug?: string): PageCopy {
  const specialization = specializationSlug ? resolveSpecialization(specializationSlug) : undefined;
  const kind = specialization ? trainersOf(specialization.label) : 'Fitness Trainers';
  return {
    title: `${kind} in ${city.name}`,
    description: `Book verified ${kind.toLowerCase()} in ${city.name} on ${BRAND.name}: real reviews, prices in rupees, sessions at a gym, at home or online.`,
    heading: `${kind} in ${city.name}`,
    text: `Find certified ${kind.toLowerCase()} across ${city.name}, compare real reviews and book a session that fits your schedule.`,
  };
}

/** Head of `/trainer/{id}`. */
export function trainerCopy(trainer: {
  name: string;
  title: string | null;
  city: string;
  specializations: readonly string[];
  rating: number | null;
  reviewCount: number;
}): Pick<PageCopy, 'title' | 'description'> {
  const title = trainer.title ?? 'Certified Personal Trainer';
  const focus = trainer.specializations.slice(0, 3).join(', ');
  const rating =
    trainer.rating === null
      ? 'New on Kasrat'
      : `Rated ${trainer.rating.toFixed(1)} from ${trainer.reviewCount} review${trainer.reviewCount === 1 ? '' : 's'}`;
  return {
    title: `${trainer.name}, ${title}${trainer.city ? ` in ${trainer.city}` : ''}`,
    description: `${rating}. ${focus ? `${focus}. ` : ''}Book a session with ${trainer.name} on ${BRAND.name} and pay securely in rupees.`,
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
