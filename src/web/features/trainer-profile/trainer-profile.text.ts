import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count, 'en')} ${count === 1 ? one : many}`;

/** What the trainer's profile says around what the trainer wrote. */
export const trainerProfileText = catalogue('trainerProfile', {
  /** What the profile says when the trainer left a field empty. */
  defaults: {
    headlineLine1: 'We Train To Live',
    headlineLine2: 'A Healthy Life',
  },
  hero: {
    from: 'From',
    perSession: 'per session',
    bookSession: 'Book Session',
  },
  stats: {
    label: 'Trainer at a glance',
    experience: 'Experience',
    years: (years: number) => plural(years, 'year', 'years'),
    happyClients: 'Happy Clients',
    rating: 'Rating',
    newTrainer: 'New',
    reviewCount: (count: number) => `(${plural(count, 'review', 'reviews')})`,
    sessionTypes: 'Session Types',
    sessionType: { personal: 'Personal', group: 'Group', online: 'Online' },
  },
  about: {
    heading: (name: string) => `About ${name}`,
    portrait: (name: string) => `Portrait of ${name}`,
    noBio: (name: string) => `${name} has not written an introduction yet.`,
  },
  gym: {
    heading: 'Gym Information',
    membershipRequired: 'Gym membership required',
    noMembershipRequired: 'No gym membership required',
    openInMaps: 'Open in Maps',
    opensInNewTab: '(opens OpenStreetMap in a new tab)',
  },
  links: {
    heading: (name: string) => `Connect with ${name}`,
    Website: 'Website',
    Instagram: 'Instagram',
    YouTube: 'YouTube',
  },
  services: {
    heading: 'Services & Pricing',
    sessionLength: '60-minute session',
    atTheirGym: 'Trains at their gym',
    atYourHome: 'Comes to your home',
    availableTimes: 'Available Times',
    timesInIst: 'Times are India Standard Time.',
    packsOf: (service: string) => `${service} packs`,
    buyPack: 'Buy pack',
    buyPackOf: (sessions: number, service: string) => `Buy pack of ${sessions} ${service}`,
  },
  reviews: {
    heading: 'What Clients Say',
    newTrainer: 'New',
    summary: (count: number) => `from ${plural(count, 'review', 'reviews')}`,
    retry: 'Retry',
    carousel: 'Client reviews',
    page: (page: number, pages: number) => `Reviews page ${page} of ${pages}`,
    previous: 'Previous reviews',
    next: 'Next reviews',
    showPage: (page: number, pages: number) => `Show reviews page ${page} of ${pages}`,
    readMore: 'Read more',
    readLess: 'Read less',
  },
  stars: (rating: number) => `Rated ${rating} out of 5`,
  status: {
    updatePortfolio: 'Update Portfolio',
  },
  error: {
    backToTrainers: 'Back to Trainers',
  },
  loading: 'Loading trainer profile',
});
