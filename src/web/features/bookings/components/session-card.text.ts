import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';

/** One booking on My Sessions: its chips, details, actions and the cancel dialog. */
export const sessionCardText = catalogue('sessionCard', {
  status: {
    pending: 'Awaiting payment',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    completed: 'Completed',
    expired: 'Expired',
  },
  payment: {
    paid: 'Paid',
    refund_pending: 'Refund in progress',
    refund_failed: 'Refund delayed',
    refunded: 'Refunded',
  },
  yourClient: 'Your client',
  timeAndLength: (time: string, minutes: number) =>
    `${time} IST · ${formatNumber(minutes, 'en')} minutes`,
  confirmAttendance: 'Confirm attendance',
  editReview: 'Edit Review',
  rateSession: 'Rate session',
  reschedule: 'Reschedule',
  proposeNewTime: 'Propose new time',
  addToCalendar: 'Add to calendar',
  cancelFromDashboard: 'Cancel from your dashboard',
  cancel: 'Cancel',
  cancelTitle: 'Cancel this session?',
  cancelWhat: (service: string, other: string, date: string, time: string) =>
    `${service} with ${other}, ${date} at ${time}`,
  keepSession: 'Keep session',
  cancelSession: 'Cancel session',
  cancelling: 'Cancelling...',
  holdReleased: 'The held slot is released; nothing has been paid.',
  fullRefund: (amount: string) => `You get a full refund of ${amount} to your payment method.`,
  noRefund:
    'Free cancellation ends 24 hours before the session, so this cancellation is not refunded.',
});
