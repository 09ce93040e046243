import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basisPointsOf,
  DEFAULT_FEE_RATES,
  isWholeBasisPoints,
  paymentBreakdown,
  TRAINER_COMMISSION_PERCENT,
  trainerShare,
} from './fees';

/** A decimal percent as written ("1.15") as an exact fraction of one: 115 / 10000. */
function exactFraction(percent: number): { numerator: bigint; denominator: bigint } {
  const [whole, decimals = ''] = String(percent).split('.');
  return {
    numerator: BigInt(whole! + decimals),
    denominator: 100n * 10n ** BigInt(decimals.length),
  };
}

/** paise × fraction rounded half up to a multiple of unit paise, in exact rational arithmetic. */
function exactShare(paise: number, percent: number, unit: bigint): number {
  const { numerator, denominator } = exactFraction(percent);
  const n = BigInt(paise) * numerator;
  const d = denominator * unit;
  return Number(((2n * n + d) / (2n * d)) * unit);
}

const percents = fc.integer({ min: 0, max: 5_000 }).map((hundredths) => hundredths / 100);
/** Any price, and round prices, where exact halves (the cases floating point gets wrong) abound. */
const prices = fc.oneof(
  fc.integer({ min: 0, max: 100_000_000 }),
  fc.integer({ min: 0, max: 10_000 }).map((hundreds) => hundreds * 10_000),
  fc.integer({ min: 0, max: 20_000 }).map((fifties) => fifties * 5_000),
);

describe('what a client pays (docs/product/booking.md#fees-paid-by-the-client), in paise', () => {
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

  it('rounds the exact amount of a fractional percent, half up', () => {
    // ₹3,500 at 0.7% is exactly ₹24.50 → ₹25 (floating point made it ₹24.4999… → ₹24)
    expect(paymentBreakdown(350_000, { platformFeePercent: 0.7, gstPercent: 18 })).toMatchObject({
      platformFeePaise: 2_500,
      gstPaise: 500,
    });
    // ₹1,000 at 1.15% is exactly ₹11.50 → ₹12
    expect(
      paymentBreakdown(100_000, { platformFeePercent: 1.15, gstPercent: 18 }).platformFeePaise,
    ).toBe(1_200);
  });

  it('equals exact rational arithmetic for every price and two-decimal percent', () => {
    fc.assert(
      fc.property(prices, percents, percents, (price, feePercent, gstPercent) => {
        const breakdown = paymentBreakdown(price, {
          platformFeePercent: feePercent,
          gstPercent,
        });
        const fee = exactShare(price, feePercent, 100n);
        const gst = exactShare(fee, gstPercent, 100n);
        expect(breakdown).toEqual({
          sessionFeePaise: price,
          platformFeePaise: fee,
          gstPaise: gst,
          totalPaise: price + fee + gst,
        });
      }),
      // the two cases first: exact halves that floating point rounded the wrong way
      {
        numRuns: 10_000,
        examples: [
          [350_000, 0.7, 18],
          [100_000, 1.15, 18],
        ],
      },
    );
  });
});

describe('percents as basis points', () => {
  it('takes up to two decimals exactly and refuses more precision', () => {
    expect(basisPointsOf(1.15)).toBe(115);
    expect(basisPointsOf(0.7)).toBe(70);
    expect(basisPointsOf(18)).toBe(1_800);
    expect(isWholeBasisPoints(1.155)).toBe(false);
    expect(isWholeBasisPoints(-1)).toBe(false);
    expect(() => basisPointsOf(0.001)).toThrow(RangeError);
  });
});

describe("a trainer's earning, in paise", () => {
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

  it('equals exact rational arithmetic, rounded half up to the paisa', () => {
    fc.assert(
      fc.property(
        prices,
        fc.constantFrom(...(['personal', 'group', 'online'] as const)),
        (price, service) => {
          const fee = exactShare(price, TRAINER_COMMISSION_PERCENT[service], 1n);
          expect(trainerShare(service, price)).toEqual({
            platformFeePaise: fee,
            earningPaise: price - fee,
          });
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
