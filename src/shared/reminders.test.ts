import { describe, expect, it } from 'vitest';
import { istInstant } from './ist';
import { dueReminders, formatReminderInstant, inQuietHours } from './reminders';

const at = (date: string, hour: number, minute = 0) => istInstant(date, hour, minute);
const seconds = (instant: Date, delta: number) => new Date(instant.getTime() + delta * 1000);

describe('quiet hours, 22:00 to 07:00 IST', () => {
  it.each([
    ['2026-03-02T16:29:59Z', false], // 21:59:59 IST
    ['2026-03-02T16:30:00Z', true], // 22:00 IST
    ['2026-03-02T18:29:59Z', true], // 23:59:59 IST, still 2 March in IST
    ['2026-03-02T18:30:00Z', true], // midnight IST, 3 March in IST, 2 March in UTC
    ['2026-03-03T01:29:59Z', true], // 06:59:59 IST
    ['2026-03-03T01:30:00Z', false], // 07:00 IST
  ])('%s → %s, whatever the machine zone', (instant, quiet) => {
    expect(inQuietHours(new Date(instant))).toBe(quiet);
  });
});

describe('which reminders are due', () => {
  const evening = at('2026-03-03', 18); // Tue 3 Mar, 6:00 PM IST = 12:30 UTC

  it('sends the day reminder from 24 hours before, outside the quiet hours', () => {
    expect(dueReminders(evening, seconds(at('2026-03-02', 18), -1))).toEqual([]);
    expect(dueReminders(evening, at('2026-03-02', 18))).toEqual(['day']);
    expect(dueReminders(evening, at('2026-03-02', 21, 59))).toEqual(['day']);
  });

  it('holds the day reminder through the quiet hours across the IST day boundary, until 07:00', () => {
    expect(dueReminders(evening, at('2026-03-02', 22))).toEqual([]);
    expect(dueReminders(evening, at('2026-03-03', 0))).toEqual([]); // 18:30 UTC on 2 March
    expect(dueReminders(evening, at('2026-03-03', 6, 59))).toEqual([]);
    expect(dueReminders(evening, at('2026-03-03', 7))).toEqual(['day']);
  });

  it('drops a held day reminder when by 07:00 the session is 2 hours away or less', () => {
    const early = at('2026-03-03', 8, 30);
    expect(dueReminders(early, at('2026-03-03', 6, 59))).toEqual([]);
    expect(dueReminders(early, at('2026-03-03', 7))).toEqual([]);
    const nine = at('2026-03-03', 9, 1);
    expect(dueReminders(nine, at('2026-03-03', 7))).toEqual(['day']);
  });

  it('sends the hour reminder from an hour before, in the quiet hours too', () => {
    const midnight = at('2026-03-03', 0); // midnight IST
    expect(dueReminders(midnight, seconds(at('2026-03-02', 23), -1))).toEqual([]);
    expect(dueReminders(midnight, at('2026-03-02', 23))).toEqual(['hour']);
    expect(dueReminders(midnight, seconds(midnight, -1))).toEqual(['hour']);
    const sunrise = at('2026-03-03', 6);
    expect(dueReminders(sunrise, at('2026-03-03', 5, 30))).toEqual(['hour']);
  });

  it('sends nothing for a session that has started', () => {
    expect(dueReminders(evening, evening)).toEqual([]);
    expect(dueReminders(evening, seconds(evening, 60))).toEqual([]);
  });
});

describe('the start as reminders write it', () => {
  it.each([
    ['2026-11-24T12:30:00Z', 'Tue 24 Nov, 6:00 PM'],
    ['2026-03-02T18:29:00Z', 'Mon 2 Mar, 11:59 PM'],
    ['2026-03-02T18:30:00Z', 'Tue 3 Mar, 12:00 AM'],
    ['2026-03-03T01:30:00Z', 'Tue 3 Mar, 7:00 AM'],
  ])('%s → %s', (instant, text) => {
    expect(formatReminderInstant(new Date(instant))).toBe(text);
  });
});
