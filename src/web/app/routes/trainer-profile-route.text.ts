import { catalogue } from '#shared/catalogue.ts';

export const trainerProfileRouteText = catalogue('trainerProfileRoute', {
  specializations: 'Specializations',
  certifications: 'Certifications',
  achievements: 'Achievements',
  readyToTrain: (firstName: string) => `Ready to train with ${firstName}?`,
  readyToTrainText:
    'Choose a service and a time that suits you. Free cancellation up to 24 hours before your session.',
  getStarted: 'Get Started',
});
