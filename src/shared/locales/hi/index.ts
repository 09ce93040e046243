import { addTranslations } from '#shared/catalogue.ts';
import chatMessages from './chat-messages';
import messages from './messages';
import shellMessages from './shell-messages';
import signUpPrivacy from './sign-up-privacy';
import validationMessages from './validation-messages';

/**
 * The Hindi of the shared catalogues, for the server (API errors to a Hindi page, the Hindi
 * pages' heads). The web app loads the same files with its own Hindi chunk.
 */
const files: Record<string, object>[] = [
  shellMessages,
  messages,
  chatMessages,
  signUpPrivacy,
  validationMessages,
];
for (const file of files) addTranslations('hi', file);
