import { describe, expect, it } from 'vitest';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { bookingCalendar } from './booking-calendar';

const now = new Date('2026-03-01T06:00:00.000Z');

function booking(overrides: Partial<UserBooking>): UserBooking {
  return {
    id: 'b-1',
    _id: 'b-1',
    viewerRole: 'client',
    trainerId: 't-1',
    trainer: {
      id: 't-1',
      name: 'Ritu Sharma',
      title: null,
      phone: null,
      specializations: [],
      profileImage: null,
      bio: null,
    },
    client: { id: 'c-1', name: 'Asha', email: 'asha@example.com' },
    service: 'personal',
    serviceName: 'Personal Training',
    location: 'home',
    locationLabel: "At the client's home",
    address: 'Flat 1',
    sessionDate: '2026-03-03',
    timeSlot: '7:00 AM',
    startsAt: '2026-03-03T01:30:00.000Z',
    endsAt: '2026-03-03T02:30:00.000Z',
    duration: 60,
    status: 'confirmed',
    amount: 1000,
    pricePaise: 100_000,
    platformFeePaise: 0,
    gstPaise: 0,
    totalPaise: 100_000,
    paymentStatus: 'paid',
    paymentMethod: null,
    expiresAt: null,
    rating: 0,
    comment: null,
    review: null,
    meeting: null,
    clientConfirmedAt: null,
    trainerConfirmedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    createdAt: '2026-03-01T05:00:00.000Z',
    sequence: 0,
    moves: { movesLeft: 2, canMove: true, canPropose: false, proposal: null },
    series: null,
    actions: {
      canCancel: true,
      cancelRefunds: true,
      canConfirmAttendance: false,
      canReview: false,
      canPay: false,
      canMessage: true,
    },
    ...overrides,
  };
}

const contentLines = (ics: string) => ics.split('\r\n').slice(0, -1);
/** RFC 5545 section 3.1: a CRLF followed by one space or tab is removed when reading. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('bookingCalendar', () => {
  it('escapes every line break in a text value, a lone CR included', () => {
    const address = 'Flat 1\rEND:VEVENT\nBEGIN:VEVENT\r\nSUMMARY:x; y, z \\ w';
    const ics = bookingCalendar(booking({ address }), 'https://kasrat.test', now);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfold(ics)).toContain(
      'LOCATION:Flat 1\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:x\\; y\\, z \\\\ w\r\n',
    );
    expect(contentLines(ics).filter((line) => line === 'END:VEVENT')).toHaveLength(1);
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const address = `फ्लैट 12, गुलमोहर अपार्टमेंट्स, सेक्टर 4, द्वारका, नई दिल्ली ₹ 💪💪💪 ${'a'.repeat(120)}`;
    const ics = bookingCalendar(booking({ address }), 'https://kasrat.test', now);
    const encoder = new TextEncoder();
    for (const line of contentLines(ics)) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
      // A split inside a character's bytes would not survive decoding as UTF-8.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(encoder.encode(line))).toBe(line);
    }
    const location = unfold(ics)
      .split('\r\n')
      .find((line) => line.startsWith('LOCATION:'));
    expect(location).toBe(`LOCATION:${address.replace(/,/g, '\\,')}`);
    expect(contentLines(ics).length).toBeGreaterThan(contentLines(unfold(ics)).length);
  });

  it('keeps the UID of a moved session and raises its SEQUENCE, so calendars replace the old time', () => {
    const before = contentLines(bookingCalendar(booking({}), 'https://kasrat.test', now));
    const after = contentLines(
      bookingCalendar(
        booking({
          sequence: 2,
          sessionDate: '2026-03-05',
          startsAt: '2026-03-05T12:30:00.000Z',
          endsAt: '2026-03-05T13:30:00.000Z',
        }),
        'https://kasrat.test',
        now,
      ),
    );
    expect(before).toContain('SEQUENCE:0');
    expect(after).toContain('SEQUENCE:2');
    expect(after.find((line) => line.startsWith('UID:'))).toBe('UID:b-1@kasrat');
    expect(before.find((line) => line.startsWith('UID:'))).toBe('UID:b-1@kasrat');
    expect(after).toContain('DTSTART:20260305T123000Z');
  });
});
