import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from './catalog';
import { istInstant } from './ist';
import type { TrainerSchedule } from './schedule';
import {
  choicesFitWeeks,
  lastRepeatDate,
  REPEAT_WINDOW_DAYS,
  weeklyDates,
  weeklyRepeat,
} from './weekly-repeat';
import { REPEAT_MESSAGES } from './weekly-repeat-messages';

const everyDay: TrainerSchedule = {
  availableTimes: ['6:00 AM', '7:00 AM', '8:00 AM', '6:00 PM'],
  workingDays: [...WEEKDAYS],
  blockedDays: [],
  blockedDates: [],
};
// Sunday 29 March 2026, 23:30 UTC: already Monday 30 March, 5:00 AM in India.
const LATE_UTC_EVENING = new Date('2026-03-29T23:30:00Z');

describe('weekly dates (IST, whatever the machine time zone)', () => {
  it('repeats the weekday across a month boundary', () => {
    expect(weeklyDates('2026-03-23', 3)).toEqual(['2026-03-23', '2026-03-30', '2026-04-06']);
  });

  it('starts on the IST date of a repeat set up at 23:30 UTC, the UTC date before', () => {
    const weeks = weeklyRepeat(everyDay, '2026-03-30', '7:00 AM', 3, LATE_UTC_EVENING, []);
    expect(weeks.map((week) => [week.date, week.startsAt.toISOString(), week.free])).toEqual([
      ['2026-03-30', '2026-03-30T01:30:00.000Z', true],
      ['2026-04-06', '2026-04-06T01:30:00.000Z', true],
      ['2026-04-13', '2026-04-13T01:30:00.000Z', true],
    ]);
  });

  it('keeps the early IST slot on its IST date though it starts the UTC day before', () => {
    // 6:00 AM IST is 00:30 UTC; a taken one is matched by its instant, not its UTC date.
    const taken = istInstant('2026-04-06', 6);
    expect(taken.toISOString()).toBe('2026-04-06T00:30:00.000Z');
    const weeks = weeklyRepeat(everyDay, '2026-03-30', '6:00 AM', 2, LATE_UTC_EVENING, [taken]);
    expect(weeks.map((week) => week.free)).toEqual([true, false]);
    expect(weeks[1]?.reason).toBe(REPEAT_MESSAGES.weekTaken);
  });

  it('says a first week under an hour away starts too soon, and offers later times that day', () => {
    const now = new Date('2026-03-29T23:45:00Z'); // 5:15 AM IST
    const [first] = weeklyRepeat(everyDay, '2026-03-30', '6:00 AM', 2, now, []);
    expect(first).toMatchObject({ free: false, reason: REPEAT_MESSAGES.weekTooSoon });
    expect(first?.alternatives).toEqual([
      { date: '2026-03-30', timeSlot: '7:00 AM' },
      { date: '2026-03-30', timeSlot: '8:00 AM' },
      { date: '2026-03-30', timeSlot: '6:00 PM' },
    ]);
  });
});

describe('alternatives for a taken or closed week', () => {
  it('offers the same day’s free times nearest first, the earlier on a tie', () => {
    const held = [istInstant('2026-04-06', 7), istInstant('2026-04-06', 6)];
    const [, second] = weeklyRepeat(everyDay, '2026-03-30', '7:00 AM', 2, LATE_UTC_EVENING, held);
    expect(second?.alternatives).toEqual([
      { date: '2026-04-06', timeSlot: '8:00 AM' },
      { date: '2026-04-06', timeSlot: '6:00 PM' },
      { date: '2026-04-05', timeSlot: '7:00 AM' },
    ]);
  });

  it('offers the day before and after at the same time when the date is closed', () => {
    const schedule = { ...everyDay, blockedDates: ['2026-04-06'] };
    const [, second] = weeklyRepeat(schedule, '2026-03-30', '7:00 AM', 2, LATE_UTC_EVENING, []);
    expect(second).toMatchObject({ free: false, reason: REPEAT_MESSAGES.weekClosed });
    expect(second?.alternatives).toEqual([
      { date: '2026-04-05', timeSlot: '7:00 AM' },
      { date: '2026-04-07', timeSlot: '7:00 AM' },
    ]);
  });

  it('skips a neighbour day that is not a working day', () => {
    const mondaysToSaturdays = WEEKDAYS.filter((day) => day !== 'sunday');
    const schedule = { ...everyDay, workingDays: mondaysToSaturdays, blockedDays: [] };
    const blocked = { ...schedule, blockedDates: ['2026-04-06'] };
    const [, second] = weeklyRepeat(blocked, '2026-03-30', '7:00 AM', 2, LATE_UTC_EVENING, []);
    expect(second?.alternatives).toEqual([{ date: '2026-04-07', timeSlot: '7:00 AM' }]);
  });
});

describe('the repeat window', () => {
  it('reaches eight weeks from the last date of the usual window, plus a day', () => {
    expect(REPEAT_WINDOW_DAYS).toBe(64);
    expect(lastRepeatDate(LATE_UTC_EVENING)).toBe('2026-06-02');
    const weeks = weeklyRepeat(everyDay, '2026-04-13', '7:00 AM', 8, LATE_UTC_EVENING, []);
    expect(weeks.at(-1)?.date).toBe('2026-06-01');
    expect(weeks.every((week) => week.free)).toBe(true);
  });

  it('refuses a week past the window', () => {
    const beyond = weeklyRepeat(everyDay, '2026-04-15', '7:00 AM', 8, LATE_UTC_EVENING, []);
    expect(beyond.at(-1)).toMatchObject({
      date: '2026-06-03',
      free: false,
      reason: REPEAT_MESSAGES.weekOutsideWindow,
    });
  });
});

describe('chosen slots', () => {
  const weeks = ['2026-03-30', '2026-04-06', '2026-04-13'];
  it('fit when each stands for a week of its own', () => {
    expect(
      choicesFitWeeks(weeks, [
        { date: '2026-03-30', timeSlot: '7:00 AM' },
        { date: '2026-04-05', timeSlot: '7:00 AM' },
        { date: '2026-04-13', timeSlot: '8:00 AM' },
      ]),
    ).toBe(true);
  });
  it('do not fit when two stand for one week, one for no week, or none is chosen', () => {
    const twice = [
      { date: '2026-03-30', timeSlot: '7:00 AM' },
      { date: '2026-03-31', timeSlot: '7:00 AM' },
    ];
    expect(choicesFitWeeks(weeks, twice)).toBe(false);
    expect(choicesFitWeeks(weeks, [{ date: '2026-04-02', timeSlot: '7:00 AM' }])).toBe(false);
    expect(choicesFitWeeks(weeks, [])).toBe(false);
  });
});
