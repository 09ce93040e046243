import { catalogue } from '#shared/catalogue.ts';

/** The reschedule and propose-a-time dialog of My Sessions. */
export const moveSessionDialogText = catalogue('moveSessionDialog', {
  now: (service: string, other: string, date: string, time: string) =>
    `${service} with ${other}, now ${date} at ${time}`,
  cancel: 'Cancel',
  moveSession: 'Move session',
  sendProposal: 'Send proposal',
  moving: 'Moving...',
  sending: 'Sending...',
  newDate: 'New date',
  newTime: 'New time (IST)',
  loadingTimes: 'Loading free times...',
  noteFor: (client: string) => `Note for ${client} (optional)`,
});
