import { catalogue } from './catalogue';

/**
 * The catalogue's reminder messages (docs/product/reminders.md): the settings' answers and the
 * reminders' own words, a module of their own so the listing's first JavaScript does not carry them.
 */
export const REMINDER_MESSAGES = {
  preferencesSaved: 'Reminder settings saved',
  whatsappNumberInvalid:
    'Please enter an Indian mobile number with its country code, such as +91 98765 43210',
  whatsappNumberRequired:
    'Add your mobile number (your profile has none) to get reminders on WhatsApp',
  pushEndpointInvalid: 'This browser gave a notification address we cannot use',
  pushKeysInvalid: "This browser's notification keys are not valid",
  pushSubscribed: 'Notifications are on for this device',
  pushUnsubscribed: 'Notifications are off for this device',
  pushRenewed: 'Notifications moved to the browser’s new address',
  pushRenewalUnknown: 'This browser’s old notification address is not one we know',

  // The reminders themselves; `when` is formatReminderInstant's 'Tue 26 Nov, 6:00 PM'.
  daySubject: (other: string, when: string) => `Reminder: your session with ${other}, ${when}`,
  hourSubject: (other: string, time: string) =>
    `Starting soon: your session with ${other} at ${time}`,
  dayTitle: 'Session reminder',
  hourTitle: 'Session starting soon',
  dayBody: (service: string, other: string, when: string) =>
    `${service} with ${other} on ${when} (India Standard Time).`,
  hourBody: (service: string, other: string, time: string) =>
    `${service} with ${other} starts at ${time} (India Standard Time).`,
  joinLine: (url: string) => `Join online: ${url}`,
  placeLine: (place: string) => `Where: ${place}`,
  onlinePlace: 'Online (the join link comes an hour before)',
  gymPlace: (gym: string) => `At the gym: ${gym}`,
  homePlace: (address: string) => `At the client's home: ${address}`,
  sessionsLine: (url: string) => `Your sessions: ${url}`,
  settingsLine: (url: string) => `Reminder settings: ${url}`,
} as const;

export const REMINDER_TEXT = catalogue('reminderMessages', REMINDER_MESSAGES);
