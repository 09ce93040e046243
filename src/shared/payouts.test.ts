import { describe, expect, it } from 'vitest';
import { isWeekStart, payoutWeekLabel, payoutWeekOn, settlePayoutSchema } from './payouts';

describe('payout weeks (IST)', () => {
  it('pays on Friday in IST the Monday to Sunday before', () => {
    const week = { weekStart: '2026-03-02', weekEnd: '2026-03-08' };
    // Friday 13 March from 00:00 IST (18:30 UTC on Thursday) to 23:59 IST
    expect(payoutWeekOn(new Date('2026-03-12T18:30:00.000Z'))).toEqual(week);
    expect(payoutWeekOn(new Date('2026-03-13T18:29:59.000Z'))).toEqual(week);
    expect(payoutWeekOn(new Date('2026-03-12T18:29:59.000Z'))).toBeNull();
    expect(payoutWeekOn(new Date('2026-03-13T18:30:00.000Z'))).toBeNull();
  });

  it('crosses months and years', () => {
    expect(payoutWeekOn(new Date('2026-01-02T06:00:00.000Z'))).toEqual({
      weekStart: '2025-12-22',
      weekEnd: '2025-12-28',
    });
    expect(payoutWeekLabel('2025-12-29')).toBe('29 Dec – 4 Jan 2026');
  });

  it('names the week in Hindi on a Hindi page', () => {
    expect(payoutWeekLabel('2026-03-02', 'hi')).toBe('2 मार्च – 8 मार्च 2026');
  });

  it('takes only a real Monday as the key of a week', () => {
    expect(isWeekStart('2026-03-02')).toBe(true);
    expect(isWeekStart('2026-03-03')).toBe(false);
    expect(isWeekStart('2026-02-30')).toBe(false);
    expect(isWeekStart('2 March')).toBe(false);
  });

  it('takes a bank reference of 4 to 64 characters, trimmed', () => {
    expect(settlePayoutSchema.parse({ transferReference: ' UTR 2026/03-13_01 ' })).toEqual({
      transferReference: 'UTR 2026/03-13_01',
    });
    expect(settlePayoutSchema.safeParse({ transferReference: 'abc' }).success).toBe(false);
    expect(settlePayoutSchema.safeParse({ transferReference: 'x'.repeat(65) }).success).toBe(false);
    expect(settlePayoutSchema.safeParse({ transferReference: 'UTR1', note: 'x' }).success).toBe(
      false,
    );
  });
});
