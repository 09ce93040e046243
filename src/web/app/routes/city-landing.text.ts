import { catalogue } from '#shared/catalogue.ts';
import { trainersOf } from '#shared/page-copy.ts';

/** `/city/{city}[/{specialization}]` below its hero (docs/product/discovery.md#city-pages). */
export const cityPageText = catalogue('cityPage', {
  notFound: 'City Not Found',
  exploreAll: 'Explore All Trainers',
  country: (city: string) => `${city}, India`,
  /** The list's heading; `label` is the specialization's, in the page's language. */
  trainersIn: (label: string | undefined, city: string) =>
    `${label ? trainersOf(label) : 'Trainers'} in ${city}`,
  loadingTrainers: 'Loading trainers',
  findingTrainers: 'Finding trainers…',
  available: (trainers: string, city: string) => `${trainers} available in ${city}`,
  /** The kind of trainer with no specialization chosen: "No fitness trainers found in Pune". */
  anyKind: 'fitness',
  viewAll: (label: string | undefined) => `View All ${label ? `${label} ` : ''}Trainers`,
  whyChoose: (city: string) => `Why Choose Kasrat in ${city}`,
  localExpertise: 'Local Expertise',
  localExpertiseText: (city: string) =>
    `Trainers based in ${city} who train at their gym, at your home or live online.`,
  verifiedProfessionals: 'Verified Professionals',
  verifiedProfessionalsText:
    'Every profile is checked by our team before it is listed, and ratings come only from clients who booked.',
  flexibleScheduling: 'Flexible Scheduling',
  flexibleSchedulingText:
    'Hourly slots from 6 AM to 9 PM, with free cancellation up to 24 hours before your session.',
  morePages: 'More trainer pages',
  trainingIn: (city: string) => `Training in ${city}`,
  otherCities: 'Other cities',
});
