import { addTranslations } from '#shared/catalogue.ts';
import bookingLocations from './booking-locations';
import bookingMessages from './booking-messages';
import bookingMoveMessages from './booking-move-messages';
import joinWindow from './join-window';
import packMessages from './pack-messages';
import packScreenMessages from './pack-screen-messages';
import reminderMessages from './reminder-messages';
import reminderSettingsMessages from './reminder-settings-messages';
import sessionStart from './session-start';
import shellMessages from './shell-messages';
import weeklyRepeatMessages from './weekly-repeat-messages';

/**
 * The Hindi of the shared catalogues, for the server (API errors to a Hindi page, the Hindi
 * pages' heads). The web app loads the same files with its own Hindi chunk.
 */
const files: Record<string, object>[] = [
  shellMessages,
  bookingMessages,
  bookingLocations,
  packMessages,
  packScreenMessages,
  weeklyRepeatMessages,
  bookingMoveMessages,
  reminderMessages,
  reminderSettingsMessages,
  sessionStart,
  joinWindow,
];
for (const file of files) addTranslations('hi', file);
