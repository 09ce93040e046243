import { describe, expect, it } from 'vitest';
import { istInstant } from './ist';
import { formatSessionStart, timeUntilStart } from './session-start';

// Wednesday 25 November 2026, 3:50 PM IST.
const now = istInstant('2026-11-25', 15, 50);

describe('session start in IST (any machine time zone)', () => {
  it('reads Today with hours and minutes to go', () => {
    expect(formatSessionStart(istInstant('2026-11-25', 18), now)).toBe(
      'Today 6:00 PM · in 2 h 10 min',
    );
    expect(formatSessionStart(istInstant('2026-11-25', 16, 5), now)).toBe(
      'Today 4:05 PM · in 15 min',
    );
  });

  it('reads Tomorrow for the next IST day, even across UTC midnight', () => {
    // 12:00 AM IST on 26 Nov is still 25 Nov in UTC and in New York.
    expect(formatSessionStart(istInstant('2026-11-26', 0), now)).toBe(
      'Tomorrow 12:00 AM · in 8 h 10 min',
    );
    expect(formatSessionStart(istInstant('2026-11-26', 9), now)).toBe(
      'Tomorrow 9:00 AM · in 17 h 10 min',
    );
  });

  it('reads weekday, date and whole days further out', () => {
    expect(formatSessionStart(istInstant('2026-11-27', 15), now)).toBe(
      'Fri 27 Nov, 3:00 PM · in 1 day',
    );
    expect(formatSessionStart(istInstant('2026-12-01', 7), now)).toBe(
      'Tue 1 Dec, 7:00 AM · in 5 days',
    );
  });

  it('never prints thousands of minutes', () => {
    const start = new Date(now.getTime() + 2508 * 60_000);
    expect(timeUntilStart(start, now)).toBe('in 1 day');
    expect(timeUntilStart(new Date(now.getTime() + 60 * 60_000), now)).toBe('in 1 h');
    expect(timeUntilStart(now, now)).toBe('now');
  });
});

describe('session start in Hindi', () => {
  it('names the day and the part of the day, with the time to go', async () => {
    await import('./locales/hi/index');
    expect(formatSessionStart(istInstant('2026-11-25', 18), now, 'hi')).toBe(
      'आज शाम 6:00 · 2 घंटे 10 मिनट में',
    );
    expect(formatSessionStart(istInstant('2026-11-26', 9), now, 'hi')).toBe(
      'कल सुबह 9:00 · 17 घंटे 10 मिनट में',
    );
    expect(formatSessionStart(istInstant('2026-11-27', 15), now, 'hi')).toBe(
      'शुक्र, 27 नव॰, दोपहर 3:00 · 1 दिन में',
    );
    expect(timeUntilStart(now, now, 'hi')).toBe('अभी');
  });
});
