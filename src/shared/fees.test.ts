import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_RATES, paymentBreakdown } from './fees';

describe('what a client pays (decision 7), in paise', () => {
  it('is exactly the session price with the default rates', () => {
    expect(paymentBreakdown(150_000, DEFAULT_FEE_RATES)).toEqual({
      sessionFeePaise: 150_000,
      platformFeePaise: 0,
      gstPaise: 0,
      totalPaise: 150_000,
    });
  });

  it('adds a platform fee and GST on the fee only, each rounded to whole rupees', () => {
    // ₹1,500 at 5%: fee ₹75; GST 18% of ₹75 = ₹13.50 → ₹14; total ₹1,589
    expect(paymentBreakdown(150_000, { platformFeePercent: 5, gstPercent: 18 })).toEqual({
      sessionFeePaise: 150_000,
      platformFeePaise: 7_500,
      gstPaise: 1_400,
      totalPaise: 158_900,
    });
    // ₹999 at 2.5%: fee ₹24.975 → ₹25; GST ₹4.50 → ₹5 (half rounds up)
    expect(paymentBreakdown(99_900, { platformFeePercent: 2.5, gstPercent: 18 }).totalPaise).toBe(
      102_900,
    );
  });
});
