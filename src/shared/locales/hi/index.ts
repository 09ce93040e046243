import { addTranslations } from '#shared/catalogue.ts';
import bookingLocations from './booking-locations';
import bookingMessages from './booking-messages';
import packMessages from './pack-messages';
import packScreenMessages from './pack-screen-messages';
import portfolioCompletion from './portfolio-completion';
import portfolioMessages from './portfolio-messages';
import portfolioStatus from './portfolio-status';
import shellMessages from './shell-messages';
import weeklyRepeatMessages from './weekly-repeat-messages';

/**
 * The Hindi of the shared catalogues, for the server (API errors to a Hindi page, the Hindi
 * pages' heads). The web app loads the same files with its own Hindi chunk.
 */
const files: Record<string, object>[] = [
  bookingLocations,
  bookingMessages,
  packMessages,
  packScreenMessages,
  portfolioCompletion,
  portfolioMessages,
  portfolioStatus,
  shellMessages,
  weeklyRepeatMessages,
];
for (const file of files) addTranslations('hi', file);
