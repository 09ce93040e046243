import { catalogue } from '#shared/catalogue.ts';

export const portfolioBasicText = catalogue('portfolioBasicTab', {
  fullName: 'Full Name',
  title: 'Professional Title',
  titlePlaceholder: 'e.g. Certified Personal Trainer',
  headline1: 'Hero Headline Line 1',
  headline2: 'Hero Headline Line 2',
  city: 'Location (city)',
  detecting: 'Detecting...',
  detect: 'Detect my location',
  locationSet: (latitude: string, longitude: string) => `Location set: ${latitude}, ${longitude}`,
  yourLocation: 'Your location',
  experience: 'Years of Experience',
  happyClients: 'Happy Clients',
  heroDescription: 'Hero Description',
  bio: 'Bio',
  bioCount: (length: number, max: number, min: number) =>
    `${length}/${max} characters (at least ${min})`,
  times: 'Available Time Slots',
  locations: 'Training Locations',
  myGym: 'My Gym/Studio',
});
