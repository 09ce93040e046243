import { catalogue } from '#shared/catalogue.ts';

/** `/` and `/trainers` around the cards (docs/product/discovery.md#the-listing). */
export const homeText = catalogue('home', {
  eyebrow: 'Certified trainers across India',
  onlineTrainers: 'Online trainers',
  trainersNear: (place: string) => `Trainers near ${place}`,
  trainersNearYou: 'Trainers near you',
  acrossIndia: 'online across India',
  within: (km: number) => `within ${km} km`,
  withinOf: (km: number, place: string) => `within ${km} km of ${place}`,
  findingLocation: 'Finding your location…',
  found: (trainers: string, where: string) => `${trainers} ${where}`,
  searchFailed: (where: string) => `Could not search ${where}`,
  searching: (where: string) => `Searching ${where}…`,
  loadingTrainers: 'Loading trainers',
  back: 'Back',
  toAllTrainers: ' to all trainers',
});
