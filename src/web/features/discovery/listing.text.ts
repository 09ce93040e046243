import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import { sessionStartLabel } from '#shared/session-start.ts';

/** The listing's cards, filter bar and pages: in the listing's first JavaScript. */
export const listingText = catalogue('listing', {
  sessionsOffered: 'Sessions offered',
  serviceShort: { personal: 'In person', online: 'Online', group: 'Group' },
  experience: (years: number) => `${years} year${years === 1 ? '' : 's'} experience`,
  availableTimes: 'Available times',
  /** A slot as the API keeps it ('6:00 PM'), as the language writes the time. */
  slot: (label: string) => label,
  more: (count: number) => `+${count} more`,
  bookSession: 'Book Session',
  bookNow: 'Book Now',
  withTrainer: (name: string) => ` with ${name}`,
  sessionsDone: (count: number) => `${count} session${count === 1 ? '' : 's'} done`,
  km: 'km',
  away: ' away',
  freeCancellation: 'Free cancellation',
  refundRule: (hours: number) => `Full refund when you cancel at least ${hours} hours before`,
  upToBefore: (hours: number) => ` up to ${hours} hours before`,
  nextFree: 'Next free:',
  /** 'Today 6:00 PM', 'Tomorrow 9:30 AM', 'Thu 26 Nov, 3:00 PM' on the IST clock. */
  startsAt: sessionStartLabel,
  new: 'New',
  newTrainer: ' trainer, no reviews yet',
  rated: 'Rated ',
  reviews: (count: number) => `(${count} review${count === 1 ? '' : 's'})`,
  verifiedRule: 'Identity (KYC) checked and portfolio approved by Kasrat',
  verified: 'Verified',
  /** Around the lowest price: "from ₹800". */
  priceBefore: 'from ',
  priceAfter: '',
  trainingType: 'Training type',
  specialization: 'Specialization',
  activeFilters: 'Active filters:',
  none: 'None',
  removeFilter: (label: string) => `Remove ${label} filter`,
  clearAll: 'Clear All',
  sort: 'Sort',
  sortBy: {
    nearest: 'Nearest',
    rating: 'Top rated',
    price_low: 'Price: low to high',
    price_high: 'Price: high to low',
  },
  pages: 'Pages of trainers',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
  /** "12 trainers", or "1,000+ trainers" once the listing stops counting. */
  trainers: (count: number, capped: boolean) =>
    `${formatNumber(count, 'en')}${capped ? '+' : ''} trainer${count === 1 ? '' : 's'}`,
  /** Where the fallback coordinate lies (docs/product/discovery.md#place-name). */
  fallbackPlace: 'Delhi NCR',
});
