import { catalogue } from './catalogue';

/** What the profile's Reminders screen says (docs/product/reminders.md). */
export const REMINDER_SETTINGS_MESSAGES = {
  whatsappOptInText: 'I agree to receive session reminders from Kasrat on WhatsApp',
  whatsappOptInRequired: 'Tick the box to agree to WhatsApp reminders, or turn WhatsApp off.',
  saved: 'Your reminder settings are saved.',
  saveFailed: 'Your reminder settings could not be saved. Please try again.',
  loadFailed: 'Your reminder settings could not be loaded.',
  pushUnsupported: 'This browser cannot show notifications from Kasrat.',
  pushNeedsInstall:
    'On an iPhone or iPad, add Kasrat to your Home Screen first (Share → Add to Home Screen), then open it from there and turn notifications on.',
  pushDenied:
    'Notifications are blocked for Kasrat in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.',
  pushDismissed: 'The browser did not get an answer. Tap the button again to choose Allow.',
  pushOn: 'Notifications are on for this device.',
  pushOff: 'Notifications are off on this device.',
  pushTurnedOn: 'Notifications are on for this device.',
  pushTurnedOff: 'Notifications are off on this device.',
  pushFailed: (reason: string) => `Notifications could not be turned on: ${reason}`,
  pushOffFailed: 'Notifications could not be turned off. Check your connection and try again.',
} as const;

export const REMINDER_SETTINGS_TEXT = catalogue(
  'reminderSettingsMessages',
  REMINDER_SETTINGS_MESSAGES,
);
