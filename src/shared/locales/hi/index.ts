import { addTranslations } from '#shared/catalogue.ts';
import availability from './availability';
import bookingLocations from './booking-locations';
import bookingMessages from './booking-messages';
import kyc from './kyc';
import packMessages from './pack-messages';
import packScreenMessages from './pack-screen-messages';
import payouts from './payouts';
import portfolioCompletion from './portfolio-completion';
import portfolioMessages from './portfolio-messages';
import portfolioStatus from './portfolio-status';
import shellMessages from './shell-messages';
import trainerDashboard from './trainer-dashboard';
import weeklyRepeatMessages from './weekly-repeat-messages';

/**
 * The Hindi of the shared catalogues, for the server (API errors to a Hindi page, the Hindi
 * pages' heads). The web app loads the same files with its own Hindi chunk.
 */
const files: Record<string, object>[] = [
  availability,
  bookingLocations,
  bookingMessages,
  kyc,
  packMessages,
  packScreenMessages,
  payouts,
  portfolioCompletion,
  portfolioMessages,
  portfolioStatus,
  shellMessages,
  trainerDashboard,
  weeklyRepeatMessages,
];
for (const file of files) addTranslations('hi', file);
