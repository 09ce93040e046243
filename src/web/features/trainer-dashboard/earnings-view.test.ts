import { describe, expect, it } from 'vitest';
import { breakdownShares, paymentStatusClass, trainerPaymentClass } from './earnings-view';

describe('the earnings view', () => {
  it('sizes the breakdown bars by share of the total', () => {
    expect(breakdownShares(300_000, 100_000)).toEqual({ paid: 75, pending: 25 });
    expect(breakdownShares(100_000, 200_000)).toEqual({ paid: 33, pending: 67 });
    expect(breakdownShares(0, 0)).toEqual({ paid: 0, pending: 0 });
    expect(breakdownShares(0, 50_000)).toEqual({ paid: 0, pending: 100 });
  });

  it('colours the client payment green when paid, otherwise orange', () => {
    expect(paymentStatusClass('paid')).toContain('emerald');
    expect(paymentStatusClass('pending')).toContain('orange');
  });

  it('colours the trainer payment green, blue or yellow', () => {
    expect(trainerPaymentClass('paid')).toContain('emerald');
    expect(trainerPaymentClass('processing')).toContain('sky');
    expect(trainerPaymentClass('pending')).toContain('yellow');
  });
});
