import { addTranslations } from '#shared/catalogue.ts';
import portfolioCompletion from './portfolio-completion';
import portfolioMessages from './portfolio-messages';
import portfolioStatus from './portfolio-status';
import shellMessages from './shell-messages';

/**
 * The Hindi of the shared catalogues, for the server (API errors to a Hindi page, the Hindi
 * pages' heads). The web app loads the same files with its own Hindi chunk.
 */
const files: Record<string, object>[] = [
  shellMessages,
  portfolioMessages,
  portfolioStatus,
  portfolioCompletion,
];
for (const file of files) addTranslations('hi', file);
