import type { MailMessage } from '#server/integrations/mail/mailer.ts';
import { SERVICE_NAMES } from '#shared/catalog.ts';
import { formatRupees } from '#shared/money.ts';
import type { BookingView } from './bookings.repository';
import { clientName } from './user-booking';

function when(view: BookingView) {
  return `${view.booking.sessionDate} at ${view.booking.timeSlot} (India Standard Time)`;
}

/** Both parties hear that a session is booked and paid. */
export function bookingConfirmedEmails(view: BookingView, publicUrl: string): MailMessage[] {
  const service = SERVICE_NAMES[view.booking.service];
  const meeting = view.booking.meetingUrl ? `\nJoin online: ${view.booking.meetingUrl}` : '';
  const sessions = `${publicUrl}/profile/sessions`;
  return [
    {
      to: view.client.email,
      subject: `Booking confirmed: ${service} with ${view.trainer.name}`,
      text: view.booking.packId
        ? `Your ${service} session with ${view.trainer.name} on ${when(view)} is confirmed, paid with a credit of your pack.${meeting}\nCancel up to 24 hours before the session and the credit comes back.\nYour packs: ${publicUrl}/profile/packs\nYour sessions: ${sessions}`
        : `Your ${service} session with ${view.trainer.name} on ${when(view)} is confirmed. You paid ${formatRupees(view.booking.totalPaise)}.${meeting}\nFree cancellation up to 24 hours before the session.\nYour invoice (sign in to download it): ${sessions}#tax-documents\nYour sessions: ${sessions}`,
    },
    {
      to: view.trainerEmail,
      subject: `New booking: ${service} with ${clientName(view.client)}`,
      text: `${clientName(view.client)} booked a ${service} session with you on ${when(view)}.${meeting}\nYour sessions: ${sessions}`,
    },
  ];
}

/**
 * Both parties hear of a cancellation, and the client whether a refund follows (or, for a
 * session booked with a pack credit, what became of the credit: `creditLine`).
 */
export function bookingCancelledEmails(
  view: BookingView,
  by: 'client' | 'trainer',
  refundFollows: boolean,
  publicUrl: string,
  reason?: string,
  creditLine?: string,
): MailMessage[] {
  const service = SERVICE_NAMES[view.booking.service];
  const who = by === 'client' ? clientName(view.client) : view.trainer.name;
  const reasonLine = reason ? `\nReason given: ${reason}` : '';
  const refundLine =
    creditLine ??
    (refundFollows
      ? `A full refund of ${formatRupees(view.booking.totalPaise)} is on its way to your payment method.`
      : 'No payment is refunded for this cancellation.');
  return [
    {
      to: view.client.email,
      subject: `Booking cancelled: ${service} on ${view.booking.sessionDate}`,
      text: `The ${service} session with ${view.trainer.name} on ${when(view)} was cancelled by ${who}.${by === 'trainer' ? reasonLine : ''}\n${refundLine}\nBook again: ${publicUrl}/trainer/${view.trainer.id}`,
    },
    {
      to: view.trainerEmail,
      subject: `Booking cancelled: ${service} on ${view.booking.sessionDate}`,
      text: `The ${service} session with ${clientName(view.client)} on ${when(view)} was cancelled by ${who}.${by === 'client' ? reasonLine : ''} The time is free again.`,
    },
  ];
}
