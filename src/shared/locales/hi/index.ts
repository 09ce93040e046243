import { addTranslations } from '#shared/catalogue.ts';
import catalog from './catalog';
import listingFaq from './listing-faq';
import listingFilters from './listing-filters';
import pageCopy from './page-copy';
import shellMessages from './shell-messages';

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
];
for (const file of files) addTranslations('hi', file);
