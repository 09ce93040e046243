import type { UserBooking } from '#shared/booking-schemas.ts';

/**
 * RFC 5545 section 3.3.11: a TEXT value escapes backslash, semicolon and comma, and writes
 * every line break as `\n`. A lone CR counts as a break too: left raw, `Flat 1\rEND:VEVENT`
 * ends the event early in a client that splits lines on CR.
 */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const MAX_LINE_OCTETS = 75;
const utf8 = new TextEncoder();

/**
 * RFC 5545 section 3.1: a content line longer than 75 octets continues on the next line after
 * CRLF and one space (the space counts in that line's 75). Splits fall between characters, never
 * inside one's UTF-8 bytes: "₹" is 3 octets and a Devanagari letter 3, so a Hindi address folds
 * at 24 or 25 characters, not 75.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

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
    // Each move raises it: a calendar that has the event replaces it instead of adding another.
    `SEQUENCE:${booking.sequence}`,
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
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
