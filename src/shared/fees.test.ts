import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_RATES, paymentBreakdown, trainerShare } from './fees';

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

describe("a trainer's earning (decision 8), in paise", () => {
  it('keeps 5% of an in-person session and 10% of an online one', () => {
    expect(trainerShare('personal', 150_000)).toEqual({
      platformFeePaise: 7_500,
      earningPaise: 142_500,
    });
    expect(trainerShare('group', 80_000)).toEqual({
      platformFeePaise: 4_000,
      earningPaise: 76_000,
    });
    expect(trainerShare('online', 100_000)).toEqual({
      platformFeePaise: 10_000,
      earningPaise: 90_000,
    });
  });

  it('rounds the fee to the paisa and the two parts always add up to the fee paid', () => {
    // 5% of ₹999.99 = 4999.95 paise → 5000
    expect(trainerShare('personal', 99_999)).toEqual({
      platformFeePaise: 5_000,
      earningPaise: 94_999,
    });
  });
});
