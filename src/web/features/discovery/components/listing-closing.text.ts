import { catalogue } from '#shared/catalogue.ts';

export const listingClosingText = catalogue('listingClosing', {
  faq: 'Frequently asked questions',
  ready: 'Ready to start training?',
  text: 'Book a certified trainer near you, or train live online from anywhere in India. Free cancellation up to 24 hours before your session.',
  exploreOnline: 'Explore Online Training',
  byCity: 'Trainers by city',
});
