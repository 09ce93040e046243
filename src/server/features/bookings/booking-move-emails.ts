import type { MailMessage } from '#server/integrations/mail/mailer.ts';
import { sessionTimeLabel } from '#shared/booking-moves.ts';
import { SERVICE_NAMES } from '#shared/catalog.ts';
import type { MoveTarget } from './booking-moves.repository';
import type { BookingView } from './bookings.repository';
import { clientName } from './user-booking';

const IST = '(India Standard Time)';
const fromLabel = (view: BookingView) =>
  sessionTimeLabel(view.booking.sessionDate, view.booking.timeSlot);
const toLabel = (to: MoveTarget) => sessionTimeLabel(to.sessionDate, to.timeSlot);

/** Both parties hear the new time; `view` is the booking as it was before the move. */
export function sessionMovedEmails(
  view: BookingView,
  to: MoveTarget,
  by: 'client' | 'trainer',
  publicUrl: string,
): MailMessage[] {
  const service = SERVICE_NAMES[view.booking.service];
  const client = clientName(view.client);
  const sessions = `${publicUrl}/profile/sessions`;
  const how =
    by === 'client' ? `${client} moved it` : `${client} accepted ${view.trainer.name}'s new time`;
  const link =
    view.booking.location === 'online'
      ? '\nThe join link stays the same; it opens at the new time.'
      : '';
  const text = (other: string) =>
    `Your ${service} session with ${other} moved from ${fromLabel(view)} to ${toLabel(to)} ${IST}: ${how}.${link}\nAdd the new time to your calendar from your sessions: ${sessions}`;
  return [
    {
      to: view.client.email,
      subject: `Session moved: ${service} with ${view.trainer.name}, now ${toLabel(to)}`,
      text: text(view.trainer.name),
    },
    {
      to: view.trainerEmail,
      subject: `Session moved: ${service} with ${client}, now ${toLabel(to)}`,
      text: text(client),
    },
  ];
}

/** The client hears the trainer's proposal and where to answer it. */
export function moveProposedEmail(
  view: BookingView,
  to: MoveTarget,
  note: string | null,
  publicUrl: string,
): MailMessage {
  const service = SERVICE_NAMES[view.booking.service];
  const noteLine = note ? `\nTheir note: ${note}` : '';
  return {
    to: view.client.email,
    subject: `${view.trainer.name} proposes a new time for your ${service} session`,
    text: `${view.trainer.name} proposes moving your ${service} session of ${fromLabel(view)} to ${toLabel(to)} ${IST}.${noteLine}\nAccept or decline it in your sessions: ${publicUrl}/profile/sessions\nIf the new time does not suit you, you may keep the session or cancel it with a full refund.`,
  };
}

/** The trainer hears that the client keeps the session at its time. */
export function proposalDeclinedEmail(view: BookingView, publicUrl: string): MailMessage {
  const service = SERVICE_NAMES[view.booking.service];
  return {
    to: view.trainerEmail,
    subject: `New time declined: ${service} with ${clientName(view.client)}`,
    text: `${clientName(view.client)} keeps the ${service} session at ${fromLabel(view)} ${IST} and declined the new time you proposed.\nYour sessions: ${publicUrl}/profile/sessions`,
  };
}
