import { catalogue } from '#shared/catalogue.ts';

export const trainerInvitationText = catalogue('dashInvitation', {
  dashboardPage: 'Trainer Dashboard',
  dashboardPurpose:
    'Train clients across India with Kasrat: publish your profile, set your hours, and get paid every week for the sessions you run.',
  /** The heading: `page` is the page's title, or for the dashboard `dashboardName`. */
  forTrainers: (page: string) => `${page} is for trainers`,
  dashboardName: 'The trainer dashboard',
  becomeTrainer: 'Become a Trainer',
  browseTrainers: 'Browse Trainers',
  adminNote: 'Admin accounts run the platform and cannot take bookings as a trainer.',
  adminConsole: 'Admin Console',
});
