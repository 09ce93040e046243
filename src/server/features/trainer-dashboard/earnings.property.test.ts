import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trainerShare } from '#shared/fees.ts';
import { type EarningGroup, earningsSummary } from './earnings';

/**
 * A period's summary adds its sessions up without losing a paisa: however the sessions are
 * grouped, the parts sum to the totals they split.
 */

const groups = fc.array(
  fc.record<EarningGroup>({
    service: fc.constantFrom('personal', 'group', 'online'),
    status: fc.constantFrom('confirmed', 'completed'),
    pricePaise: fc.integer({ min: 5_000, max: 10_000_000 }),
    payoutStatus: fc.constantFrom('pending', 'processing', 'paid', 'failed', null),
    sessions: fc.integer({ min: 1, max: 40 }),
    totalPaise: fc.integer({ min: 0, max: 400_000_000 }),
  }),
  { maxLength: 12 },
);

const ADDITIVE = [
  'total',
  'pending',
  'paid',
  'trainerEarningsTotal',
  'trainerPlatformFeeTotal',
  'trainerPaymentPending',
  'trainerPaymentPaid',
  'trainerPaymentProcessing',
] as const;

describe('an earnings period’s summary', () => {
  it('splits what clients paid into paid and pending, and earnings by payout state', () => {
    fc.assert(
      fc.property(groups, (period) => {
        const summary = earningsSummary(period);
        expect(summary.paid + summary.pending).toBe(summary.total);
        expect(
          summary.trainerPaymentPaid +
            summary.trainerPaymentProcessing +
            summary.trainerPaymentPending,
        ).toBe(summary.trainerEarningsTotal);
        for (const key of ADDITIVE) {
          expect(Number.isSafeInteger(summary[key]) && summary[key] >= 0).toBe(true);
        }
      }),
    );
  });

  it('gives the trainer each session’s price less its commission, session by session', () => {
    fc.assert(
      fc.property(groups, (period) => {
        const summary = earningsSummary(period);
        const prices = period.reduce((sum, group) => sum + group.pricePaise * group.sessions, 0);
        expect(summary.trainerEarningsTotal + summary.trainerPlatformFeeTotal).toBe(prices);
        const oneByOne = period.flatMap((group) =>
          Array.from({ length: group.sessions }, () =>
            trainerShare(group.service, group.pricePaise),
          ),
        );
        expect(summary.trainerPlatformFeeTotal).toBe(
          oneByOne.reduce((sum, share) => sum + share.platformFeePaise, 0),
        );
      }),
    );
  });

  it('of two periods together is the sum of each (nothing counted twice or dropped)', () => {
    fc.assert(
      fc.property(groups, groups, (first, second) => {
        const together = earningsSummary([...first, ...second]);
        const a = earningsSummary(first);
        const b = earningsSummary(second);
        for (const key of ADDITIVE) expect(together[key]).toBe(a[key] + b[key]);
        expect(together.sessions).toBe(a.sessions + b.sessions);
      }),
    );
  });

  it('averages what clients paid over the completed sessions only, to the paisa', () => {
    fc.assert(
      fc.property(groups, (period) => {
        const summary = earningsSummary(period);
        if (summary.sessions === 0) expect(summary.avgPerSession).toBe(0);
        else {
          const exact = summary.paid / summary.sessions;
          expect(Math.abs(summary.avgPerSession - exact)).toBeLessThanOrEqual(0.5);
        }
      }),
    );
  });
});
