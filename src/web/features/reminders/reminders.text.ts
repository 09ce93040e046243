import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';

/** The profile's Reminders section (docs/product/reminders.md). */
export const remindersText = catalogue('remindersScreen', {
  title: 'Reminders',
  intro:
    'We remind you 24 hours and 1 hour before each session; an online session’s 1-hour reminder has its join link. Nothing arrives between 10 PM and 7 AM except a 1-hour reminder.',
  loading: 'Loading your reminder settings',
  email: 'E-mail',
  emailTo: (email: string) => `To ${email}`,
  whatsapp: 'WhatsApp',
  whatsappHint: 'On your mobile, from Kasrat’s verified business number.',
  whatsappNumber: 'WhatsApp number',
  whatsappNumberHint: 'Your profile’s phone unless you enter another one.',
  push: 'Push notifications',
  pushDevices: (devices: number) =>
    devices === 0
      ? 'To each device where you turn them on (below).'
      : devices === 1
        ? 'To the one device where you turned them on.'
        : `To the ${formatNumber(devices, 'en')} devices where you turned them on.`,
  saving: 'Saving...',
  save: 'Save reminder settings',
  thisDevice: 'This device',
  checking: 'Checking this browser…',
  turningOff: 'Turning off…',
  turnOff: 'Turn off on this device',
  turningOn: 'Turning on…',
  turnOn: 'Turn on notifications on this device',
});
