import { addTranslations } from '#shared/catalogue.ts';
import availability from './availability';
import bookingLocations from './booking-locations';
import bookingMessages from './booking-messages';
import bookingMoveMessages from './booking-move-messages';
import catalog from './catalog';
import chatEventLine from './chat-event-line';
import chatMessages from './chat-messages';
import joinWindow from './join-window';
import kyc from './kyc';
import listingFaq from './listing-faq';
import listingFilters from './listing-filters';
import messages from './messages';
import packMessages from './pack-messages';
import packScreenMessages from './pack-screen-messages';
import pageCopy from './page-copy';
import payouts from './payouts';
import portfolioCompletion from './portfolio-completion';
import portfolioMessages from './portfolio-messages';
import portfolioStatus from './portfolio-status';
import reminderMessages from './reminder-messages';
import reminderSettingsMessages from './reminder-settings-messages';
import sessionStart from './session-start';
import shellMessages from './shell-messages';
import signUpPrivacy from './sign-up-privacy';
import trainerDashboard from './trainer-dashboard';
import validationMessages from './validation-messages';
import weeklyRepeatMessages from './weekly-repeat-messages';

/**
 * The Hindi of the shared catalogues, for the server (API errors to a Hindi page, the Hindi
 * pages' heads). The web app loads the same files with its own Hindi chunk.
 */
const files: Record<string, object>[] = [
  availability,
  bookingLocations,
  bookingMessages,
  bookingMoveMessages,
  catalog,
  chatEventLine,
  chatMessages,
  joinWindow,
  kyc,
  listingFaq,
  listingFilters,
  messages,
  packMessages,
  packScreenMessages,
  pageCopy,
  payouts,
  portfolioCompletion,
  portfolioMessages,
  portfolioStatus,
  reminderMessages,
  reminderSettingsMessages,
  sessionStart,
  shellMessages,
  signUpPrivacy,
  trainerDashboard,
  validationMessages,
  weeklyRepeatMessages,
];
for (const file of files) addTranslations('hi', file);
