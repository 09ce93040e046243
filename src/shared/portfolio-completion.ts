import { SERVICE_KEYS } from './catalog';
import { BIO_MIN, MIN_SERVICE_PRICE, offersInPerson, type Portfolio } from './portfolio';

/**
 * The profile-completion checks, in the order the next steps are offered; the gym location
 * counts only while an in-person service is enabled
 * (docs/product/trainer-portfolio.md#profile-completion).
 */
const CHECKS: readonly {
  step: string;
  done: (portfolio: Portfolio) => boolean;
  applies?: (portfolio: Portfolio) => boolean;
}[] = [
  { step: 'Add your full name', done: (p) => p.name.trim().length > 0 },
  { step: 'Add a professional title', done: (p) => p.title.trim().length > 0 },
  {
    step: `Write a bio of at least ${BIO_MIN} characters`,
    done: (p) => p.bio.trim().length >= BIO_MIN,
  },
  { step: 'Add your city', done: (p) => p.city.trim().length > 0 },
  {
    step: 'Upload all 4 images',
    done: (p) => Boolean(p.heroImage1 && p.heroImage2 && p.profileImage && p.listingImage),
  },
  { step: 'Select a specialization', done: (p) => p.specializations.length > 0 },
  { step: 'Enable a service', done: (p) => SERVICE_KEYS.some((key) => p.services[key].enabled) },
  {
    step: `Set prices of at least ₹${MIN_SERVICE_PRICE}`,
    done: (p) => {
      const enabled = SERVICE_KEYS.filter((key) => p.services[key].enabled);
      return (
        enabled.length > 0 &&
        enabled.every((key) => (p.services[key].price ?? 0) >= MIN_SERVICE_PRICE)
      );
    },
  },
  { step: 'Choose your available times', done: (p) => p.availableTimes.length > 0 },
  { step: 'Add your years of experience', done: (p) => p.experience !== null },
  {
    step: 'Add a certification or achievement',
    done: (p) => p.certifications.length > 0 || p.achievements.length > 0,
  },
  { step: 'Add a phone number', done: (p) => p.phone.trim().length > 0 },
  { step: 'Add an email address', done: (p) => p.email.trim().length > 0 },
  {
    step: 'Add a website or social link',
    done: (p) => [p.website, p.instagram, p.youtube].some((link) => link.trim().length > 0),
  },
  {
    step: 'Pin your gym location',
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

export function portfolioCompletion(portfolio: Portfolio): PortfolioCompletion {
  const applying = CHECKS.filter((check) => check.applies?.(portfolio) ?? true);
  const missing = applying.filter((check) => !check.done(portfolio)).map((check) => check.step);
  return {
    percent: Math.round(((applying.length - missing.length) / applying.length) * 100),
    nextSteps: missing.slice(0, 3),
  };
}
