import { catalogue } from '#shared/catalogue.ts';

export const sessionsTabText = catalogue('dashSessions', {
  counts: 'Session counts',
  nextSevenDays: 'Next 7 Days',
  ofUpcoming: (upcoming: number) => `Of ${upcoming} upcoming`,
  completed: 'Completed',
  bothConfirmed: 'Both confirmed',
  toConfirm: 'To Confirm',
  toConfirmHint: 'Started, awaiting attendance',
  cancelled: 'Cancelled',
  byYou: (cancelled: number) => `${cancelled} by you`,
  onProfile: 'On Profile',
  onProfileHint: 'Reviews shown publicly',
  chooseReviews: 'Choose reviews for your profile',
  tabs: 'Sessions',
  upcoming: 'Upcoming Sessions',
  history: 'Session History',
  loadingUpcoming: 'Loading upcoming sessions',
  noUpcoming: 'No upcoming sessions. New bookings appear here once clients pay.',
  loadingHistory: 'Loading session history',
  noPast: 'No past sessions yet.',
  loadOlder: 'Load older sessions',
});

export const sessionItemText = catalogue('dashSessionItem', {
  refundPending: 'Refund in progress',
  refundFailed: 'Refund delayed',
  refunded: 'Refunded to client',
  /** The date and time are written by the page's language already. */
  when: (date: string, time: string, minutes: number) => `${date} · ${time} IST · ${minutes} min`,
  joinOnline: 'Join online session',
  onYourProfile: 'On your profile',
  proposed: (date: string, time: string) => `You proposed ${date}, ${time}; waiting for the client`,
  confirmAttendance: 'Confirm attendance',
  proposeNewTime: 'Propose new time',
  cancelSession: 'Cancel session',
});

export const feedbackDialogText = catalogue('dashFeedback', {
  title: 'Reviews on your profile',
  description: (max: number) => `Choose up to ${max} client reviews for your public profile.`,
  reviewed: 'Reviewed sessions',
  selected: (count: number, max: number) => `${count}/${max} selected`,
  cancel: 'Cancel',
  saving: 'Saving...',
  save: 'Save selection',
  none: 'No reviewed sessions yet. Reviews appear here once clients rate their sessions.',
});

export const cancelSessionText = catalogue('dashCancelSession', {
  title: 'Cancel this session?',
  description: (service: string, client: string, date: string, time: string) =>
    `${service} with ${client}, ${date} at ${time} IST`,
  keep: 'Keep session',
  cancel: 'Cancel session',
  cancelling: 'Cancelling...',
  refundNote: (client: string, amount: string) =>
    `${client} gets a full refund of ${amount} to their payment method and an e-mail that you cancelled.`,
  emailNote: (client: string) => `${client} gets an e-mail that you cancelled.`,
  counted: 'Cancellations by trainers are counted on your dashboard.',
  reason: 'Reason for cancelling',
  reasonHint: 'Included in the e-mail to your client.',
});
