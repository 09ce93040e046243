import { describe, expect, it } from 'vitest';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { istInstant } from '#shared/ist.ts';
import { splitSessions } from './session-groups';

const booking = (id: string, date: string, hour: number, status: UserBooking['status']) =>
  ({
    id,
    sessionDate: date,
    startsAt: istInstant(date, hour).toISOString(),
    status,
  }) as UserBooking;

describe('My Sessions tabs', () => {
  it('keeps today’s pending and confirmed sessions upcoming, soonest first', () => {
    const now = istInstant('2026-03-02', 23);
    const { upcoming, past } = splitSessions(
      [
        booking('later', '2026-03-05', 7, 'confirmed'),
        booking('today', '2026-03-02', 7, 'confirmed'),
        booking('hold', '2026-03-03', 18, 'pending'),
        booking('cancelled', '2026-03-04', 7, 'cancelled'),
        booking('done', '2026-03-01', 7, 'completed'),
        booking('yesterday', '2026-03-01', 18, 'confirmed'),
      ],
      now,
    );
    expect(upcoming.map((item) => item.id)).toEqual(['today', 'hold', 'later']);
    expect(past.map((item) => item.id)).toEqual(['cancelled', 'yesterday', 'done']);
  });
});
