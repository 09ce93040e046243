import { addTranslations } from '#shared/catalogue.ts';
import bookingLocations from './booking-locations';
import bookingMessages from './booking-messages';
import catalog from './catalog';
import listingFaq from './listing-faq';
import listingFilters from './listing-filters';
import packMessages from './pack-messages';
import packScreenMessages from './pack-screen-messages';
import pageCopy from './page-copy';
import shellMessages from './shell-messages';
import weeklyRepeatMessages from './weekly-repeat-messages';

/**
 * The Hindi of the shared catalogues, for the server (API errors to a Hindi page, the Hindi
 * pages' heads). The web app loads the same files with its own Hindi chunk.
 */
const files: Record<string, object>[] = [
  shellMessages,
  catalog,
  listingFilters,
  listingFaq,
  pageCopy,
  bookingMessages,
  bookingLocations,
  packMessages,
  packScreenMessages,
  weeklyRepeatMessages,
];
for (const file of files) addTranslations('hi', file);
