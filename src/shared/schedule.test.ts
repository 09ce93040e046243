import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from './catalog';
import { istInstant } from './ist';
import {
  ALL_SLOT_LABELS,
  firstBookableStart,
  isBookingFull,
  offeredTimes,
  slotsForDate,
  type TrainerSchedule,
  upcomingDates,
} from './schedule';

const everyDay: TrainerSchedule = {
  availableTimes: ['7:00 AM', '8:00 AM', '6:00 PM'],
  workingDays: [...WEEKDAYS],
  blockedDays: [],
  blockedDates: [],
};

describe('slots (IST, whatever the machine time zone)', () => {
  it('offers sixteen hourly slots from 6:00 AM to 9:00 PM', () => {
    expect(ALL_SLOT_LABELS).toHaveLength(16);
    expect(ALL_SLOT_LABELS[0]).toBe('6:00 AM');
    expect(ALL_SLOT_LABELS[15]).toBe('9:00 PM');
  });

  it('keeps only valid times in day order and falls back to the defaults', () => {
    expect(offeredTimes(['6:00 PM', '7:00 AM', '11:00 PM', 'noon', '7:00 AM'])).toEqual([
      '7:00 AM',
      '6:00 PM',
    ]);
    expect(offeredTimes([])).toEqual([
      '6:00 AM',
      '7:00 AM',
      '8:00 AM',
      '9:00 AM',
      '5:00 PM',
      '6:00 PM',
      '7:00 PM',
      '8:00 PM',
    ]);
  });

  it('hides booked slots and those starting within 60 minutes', () => {
    const now = new Date('2026-03-02T01:00:00Z'); // 6:30 AM IST, Monday
    const booked = [istInstant('2026-03-02', 8)];
    expect(slotsForDate(everyDay, '2026-03-02', now, booked)).toEqual({
      allTimeSlots: ['7:00 AM', '8:00 AM', '6:00 PM'],
      availableSlots: ['6:00 PM'],
      bookedSlots: ['8:00 AM'],
    });
  });

  it('offers a slot exactly 60 minutes away', () => {
    const now = new Date('2026-03-02T00:30:00Z'); // 6:00 AM IST
    expect(slotsForDate(everyDay, '2026-03-02', now, []).availableSlots).toContain('7:00 AM');
  });

  it('offers nothing on a day off, a blocked weekday or a blocked date', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const noMondays = { ...everyDay, workingDays: WEEKDAYS.filter((day) => day !== 'monday') };
    const blockedMonday = { ...everyDay, blockedDays: ['monday' as const] };
    const blockedDate = { ...everyDay, blockedDates: ['2026-03-02'] };
    for (const schedule of [noMondays, blockedMonday, blockedDate]) {
      expect(slotsForDate(schedule, '2026-03-02', now, []).availableSlots).toEqual([]);
      expect(slotsForDate(schedule, '2026-03-03', now, []).availableSlots).toHaveLength(3);
    }
  });

  it('lists today and the next 14 days in IST', () => {
    // 23:00 UTC on 1 March is already 2 March in India.
    const dates = upcomingDates(new Date('2026-03-01T23:00:00Z'), 14);
    expect(dates).toHaveLength(15);
    expect(dates[0]).toBe('2026-03-02');
    expect(dates[14]).toBe('2026-03-16');
  });
});

describe('booking full', () => {
  const now = new Date('2026-03-02T00:00:00Z');
  const tenDays = upcomingDates(now, 9);

  it('is false while any slot in the next 10 days is free', () => {
    expect(isBookingFull(everyDay, now, [])).toBe(false);
  });

  it('is true when every slot of the next 10 days is taken', () => {
    const booked = tenDays.flatMap((date) => [7, 8, 18].map((hour) => istInstant(date, hour)));
    expect(isBookingFull(everyDay, now, booked)).toBe(true);
    expect(isBookingFull(everyDay, now, booked.slice(1))).toBe(false);
  });

  it('is true when the next 10 days are all blocked', () => {
    expect(isBookingFull({ ...everyDay, blockedDates: tenDays }, now, [])).toBe(true);
  });

  it('counts blocked weekdays and a day outside the working days as closed', () => {
    // From Monday 2 March: only Wednesdays open (4 and 11 March), and the 4th is blocked.
    const wednesdays = { ...everyDay, workingDays: ['wednesday' as const] };
    expect(isBookingFull(wednesdays, now, [])).toBe(false);
    expect(isBookingFull({ ...wednesdays, blockedDates: ['2026-03-04'] }, now, [])).toBe(false);
    expect(
      isBookingFull({ ...wednesdays, blockedDates: ['2026-03-04', '2026-03-11'] }, now, []),
    ).toBe(true);
    expect(isBookingFull({ ...wednesdays, blockedDays: ['wednesday'] }, now, [])).toBe(true);
  });
});

describe('first bookable start', () => {
  it('skips a slot within the hour and a taken one, and is null when booking is full', () => {
    // 6:30 AM IST on 2 March: 7 AM is 30 minutes away, 8 AM is taken, so 6 PM that day.
    const now = new Date('2026-03-02T01:00:00Z');
    expect(firstBookableStart(everyDay, now, [istInstant('2026-03-02', 8)])).toBe(
      istInstant('2026-03-02', 18).getTime(),
    );
    const tenDays = upcomingDates(now, 9);
    expect(firstBookableStart({ ...everyDay, blockedDates: tenDays }, now, [])).toBeNull();
  });
});
