import { SERVICE_KEYS } from './catalog';
import { catalogue, textOf } from './catalogue';
import type { Locale } from './locale';
import { formatRupees } from './money';
import { BIO_MIN, MIN_SERVICE_PRICE, offersInPerson, type Portfolio } from './portfolio';

/** The next steps the editor offers, one per check. */
export const PORTFOLIO_COMPLETION_TEXT = catalogue('portfolioCompletion', {
  name: 'Add your full name',
  title: 'Add a professional title',
  bio: (min: number) => `Write a bio of at least ${min} characters`,
  city: 'Add your city',
  images: 'Upload all 4 images',
  specialization: 'Select a specialization',
  service: 'Enable a service',
  prices: (minPaise: number) => `Set prices of at least ${formatRupees(minPaise)}`,
  times: 'Choose your available times',
  experience: 'Add your years of experience',
  credentials: 'Add a certification or achievement',
  phone: 'Add a phone number',
  email: 'Add an email address',
  links: 'Add a website or social link',
  gym: 'Pin your gym location',
});
type Steps = typeof PORTFOLIO_COMPLETION_TEXT.english;

/**
 * The profile-completion checks, in the order the next steps are offered; the gym location
 * counts only while an in-person service is enabled
 * (docs/product/trainer-portfolio.md#profile-completion).
 */
const CHECKS: readonly {
  step: (steps: Steps) => string;
  done: (portfolio: Portfolio) => boolean;
  applies?: (portfolio: Portfolio) => boolean;
}[] = [
  { step: (s) => s.name, done: (p) => p.name.trim().length > 0 },
  { step: (s) => s.title, done: (p) => p.title.trim().length > 0 },
  { step: (s) => s.bio(BIO_MIN), done: (p) => p.bio.trim().length >= BIO_MIN },
  { step: (s) => s.city, done: (p) => p.city.trim().length > 0 },
  {
    step: (s) => s.images,
    done: (p) => Boolean(p.heroImage1 && p.heroImage2 && p.profileImage && p.listingImage),
  },
  { step: (s) => s.specialization, done: (p) => p.specializations.length > 0 },
  { step: (s) => s.service, done: (p) => SERVICE_KEYS.some((key) => p.services[key].enabled) },
  {
    step: (s) => s.prices(MIN_SERVICE_PRICE * 100),
    done: (p) => {
      const enabled = SERVICE_KEYS.filter((key) => p.services[key].enabled);
      return (
        enabled.length > 0 &&
        enabled.every((key) => (p.services[key].price ?? 0) >= MIN_SERVICE_PRICE)
      );
    },
  },
  { step: (s) => s.times, done: (p) => p.availableTimes.length > 0 },
  { step: (s) => s.experience, done: (p) => p.experience !== null },
  {
    step: (s) => s.credentials,
    done: (p) => p.certifications.length > 0 || p.achievements.length > 0,
  },
  { step: (s) => s.phone, done: (p) => p.phone.trim().length > 0 },
  { step: (s) => s.email, done: (p) => p.email.trim().length > 0 },
  {
    step: (s) => s.links,
    done: (p) => [p.website, p.instagram, p.youtube].some((link) => link.trim().length > 0),
  },
  {
    step: (s) => s.gym,
    done: (p) => p.gymInfo.coordinates !== null,
    applies: (p) => offersInPerson(p.services),
  },
];

export interface PortfolioCompletion {
  /** Whole percent of the checks that apply. */
  percent: number;
  /** The first three missing steps. */
  nextSteps: string[];
}

export function portfolioCompletion(
  portfolio: Portfolio,
  locale: Locale = 'en',
): PortfolioCompletion {
  const steps = textOf(PORTFOLIO_COMPLETION_TEXT, locale);
  const applying = CHECKS.filter((check) => check.applies?.(portfolio) ?? true);
  const missing = applying.filter((check) => !check.done(portfolio));
  return {
    percent: Math.round(((applying.length - missing.length) / applying.length) * 100),
    nextSteps: missing.slice(0, 3).map((check) => check.step(steps)),
  };
}
