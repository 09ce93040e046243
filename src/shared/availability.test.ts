import { describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES, blockedDateProblem, upcomingBlockedDates } from './availability';

// 23:45 IST on Monday 2 March 2026 is still 2 March in India, whatever the machine's zone.
const now = new Date('2026-03-02T18:15:00Z');

describe('blocked dates', () => {
  it('accepts today (IST) and later dates not yet blocked', () => {
    expect(blockedDateProblem('2026-03-02', [], now)).toBeNull();
    expect(blockedDateProblem('2026-04-30', ['2026-03-05'], now)).toBeNull();
  });

  it('refuses an empty or impossible date, a past one, and one already blocked', () => {
    expect(blockedDateProblem('', [], now)).toBe(AVAILABILITY_MESSAGES.selectDate);
    expect(blockedDateProblem('2026-02-29', [], now)).toBe(AVAILABILITY_MESSAGES.selectDate);
    expect(blockedDateProblem('2026-03-01', [], now)).toBe(AVAILABILITY_MESSAGES.pastDate);
    expect(blockedDateProblem('2026-03-05', ['2026-03-05'], now)).toBe(
      AVAILABILITY_MESSAGES.alreadyBlocked,
    );
  });

  it('keeps the dates from today on, once each, in order', () => {
    expect(
      upcomingBlockedDates(['2026-03-09', '2026-03-01', '2026-03-02', '2026-03-09'], now),
    ).toEqual(['2026-03-02', '2026-03-09']);
  });
});
