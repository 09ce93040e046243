import { catalogue } from '#shared/catalogue.ts';

export const portfolioPreviewText = catalogue('portfolioPreview', {
  yourName: 'Your name',
  years: 'Years',
  clients: 'Clients',
  reviews: (count: number) => `${count} reviews`,
  new: 'New',
  bookSession: 'Book Session',
  about: 'About',
  gym: 'Gym',
  membershipRequired: 'Membership required',
  specializations: 'Specializations',
  certifications: 'Certifications',
  achievements: 'Achievements',
  services: 'Services',
  perSession: (price: string) => `${price}/session`,
  availableTimes: 'Available times',
  more: (count: number) => `+${count} more`,
});
