import { addTranslations } from '#shared/catalogue.ts';
import catalogNames from './catalog-names';
import listingFaq from './listing-faq';
import pageCopy from './page-copy';
import shellMessages from './shell-messages';

/**
 * The Hindi of the shared catalogues, for the server (API errors to a Hindi page, the Hindi
 * pages' heads). The web app loads the same files with its own Hindi chunk.
 */
const files: Record<string, object>[] = [shellMessages, catalogNames, listingFaq, pageCopy];
for (const file of files) addTranslations('hi', file);
