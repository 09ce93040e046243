import { catalogue } from '#shared/catalogue.ts';

export const overviewTabText = catalogue('dashOverview', {
  /** Around the trainer's first name, which is shown in bold. */
  welcomeStart: 'Welcome back, ',
  welcomeEnd: '. Here is how your training business is doing.',
  figures: 'Your figures',
  totalRatings: 'Total Ratings',
  averageRating: (average: string) => `${average} average`,
  newTrainer: 'New',
  sessionsCompleted: 'Sessions Completed',
  allTime: 'All time',
  allTimeCancelled: (cancelled: number) => `All time · ${cancelled} cancelled by you`,
  activeClients: 'Active Clients',
  activeClientsHint: (days: number) => `Booked upcoming or in the last ${days} days`,
  upcomingSessions: 'Upcoming Sessions',
  upcomingSessionsHint: 'Confirmed, any date ahead',
});
