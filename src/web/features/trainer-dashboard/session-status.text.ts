import { catalogue } from '#shared/catalogue.ts';

/** A session's status chip as its trainer reads it (session-status.ts). */
export const sessionStatusText = catalogue('dashSessionStatus', {
  completed: 'Completed',
  cancelledByYou: 'Cancelled by you',
  cancelled: 'Cancelled',
  expired: 'Expired',
  awaitingPayment: 'Awaiting payment',
  confirmed: 'Confirmed',
  confirmAttendance: 'Confirm attendance',
  waitingForClient: 'Waiting for client',
});
