import { addTranslations } from '#shared/catalogue.ts';
import availability from './availability';
import kyc from './kyc';
import payouts from './payouts';
import shellMessages from './shell-messages';
import trainerDashboard from './trainer-dashboard';

/**
 * The Hindi of the shared catalogues, for the server (API errors to a Hindi page, the Hindi
 * pages' heads). The web app loads the same files with its own Hindi chunk.
 */
const files: Record<string, object>[] = [
  shellMessages,
  availability,
  kyc,
  payouts,
  trainerDashboard,
];
for (const file of files) addTranslations('hi', file);
