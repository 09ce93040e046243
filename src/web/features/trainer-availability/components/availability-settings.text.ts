import { catalogue } from '#shared/catalogue.ts';

export const availabilitySettingsText = catalogue('dashAvailability', {
  workingDays: 'Working days',
  workingDaysIntro: 'Clients can book you on working days. Block a day to take it off every week.',
  blockDay: (day: string) => `Block ${day}`,
  blockThisDay: 'Block this day',
  blockedDates: 'Blocked dates',
  blockedDatesIntro: 'One-time days off, such as a holiday.',
  date: 'Date',
  addDate: 'Add date',
  noDatesBlocked: 'No dates blocked.',
  remove: 'Remove',
  removeDate: (date: string) => `Remove ${date}`,
  rules:
    'Blocked days override working days, blocked dates apply once, and new bookings see your changes at once.',
  saving: 'Saving...',
  save: 'Save Changes',
});
