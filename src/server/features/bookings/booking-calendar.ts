import type { UserBooking } from '#shared/booking-schemas.ts';

/** RFC 5545 text needs commas, semicolons, backslashes and newlines escaped. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 2026-03-02T04:30:00.000Z → 20260302T043000Z */
const icsInstant = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** An iCalendar file with the session, for Add to calendar. */
export function bookingCalendar(booking: UserBooking, publicUrl: string, now: Date): string {
  const other = booking.viewerRole === 'client' ? booking.trainer.name : booking.client.name;
  const where = booking.meeting?.joinUrl ?? booking.address ?? booking.locationLabel;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kasrat//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.id}@kasrat`,
    `DTSTAMP:${icsInstant(now.toISOString())}`,
    `DTSTART:${icsInstant(booking.startsAt)}`,
    `DTEND:${icsInstant(booking.endsAt)}`,
    `SUMMARY:${escapeText(`${booking.serviceName} with ${other}`)}`,
    `LOCATION:${escapeText(where)}`,
    `DESCRIPTION:${escapeText(`${booking.serviceName} on Kasrat. Details: ${publicUrl}/profile/sessions`)}`,
    `STATUS:${booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
