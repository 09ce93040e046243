import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_RATES, type TaxSettings } from './tax-settings';
import { tcsOn, tdsOn } from './withholding';

/**
 * TDS under section 194-O and TCS under CGST section 52 (docs/product/tax.md#tds-under-194-o) as
 * invariants over a trainer's year of payments: the exemption holds while the year's gross stays
 * within the threshold, the payment that crosses it is taxed on its whole gross, and every one
 * after it.
 */

const RATES = DEFAULT_TAX_RATES;
const THRESHOLD = RATES.tdsExemptionPaise;
const withPan = { hasPan: true, individual: true };
const withoutPan = { hasPan: false, individual: true };

/** A year of payments: mostly ordinary weeks, some large enough to cross the threshold at once. */
const payments = fc.array(
  fc.oneof(
    fc.integer({ min: 0, max: 20_000_000 }),
    fc.integer({ min: 20_000_000, max: 2 * THRESHOLD }),
  ),
  { minLength: 1, maxLength: 40 },
);
/** Rates as the settings accept them: whole basis points. */
const percents = fc.integer({ min: 0, max: 5_000 }).map((bp) => bp / 100);
const exactly = (gross: number, percent: number) => {
  // Half up to the paisa, in integers: gross × bp / 10000.
  const scaled = gross * Math.round(percent * 100);
  return Math.floor(scaled / 10_000) + (scaled % 10_000 >= 5_000 ? 1 : 0);
};

/** Each payment's outcome, the year's gross before it carried from one to the next. */
function year(
  grosses: readonly number[],
  party: typeof withPan,
  rates: Pick<TaxSettings, 'tdsPercent' | 'tdsNoPanPercent' | 'tdsExemptionPaise'> = RATES,
) {
  let before = 0;
  return grosses.map((gross) => {
    const outcome = tdsOn(gross, before, party, rates);
    const result = { gross, before, ...outcome };
    before = outcome.yearGrossPaise;
    return result;
  });
}

describe('TDS on a trainer with a PAN, over a year of payments', () => {
  it('is nothing while the year stays within the threshold, and the rate on the whole gross of the crossing payment and every later one', () => {
    fc.assert(
      fc.property(payments, (grosses) => {
        const outcomes = year(grosses, withPan);
        const crossing = outcomes.findIndex((paid) => paid.yearGrossPaise > THRESHOLD);
        outcomes.forEach((paid, index) => {
          expect(paid.yearGrossPaise).toBe(paid.before + paid.gross);
          if (crossing === -1 || index < crossing) {
            expect(paid).toMatchObject({ tdsPaise: 0, basePaise: 0, ratePercent: 0 });
          } else {
            expect(paid).toMatchObject({
              basePaise: paid.gross,
              ratePercent: RATES.tdsPercent,
              tdsPaise: exactly(paid.gross, RATES.tdsPercent),
            });
          }
        });
      }),
    );
  });

  it('exempts a payment that brings the year to exactly the threshold, and taxes one paisa more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: THRESHOLD }), (gross) => {
        expect(tdsOn(gross, THRESHOLD - gross, withPan, RATES).tdsPaise).toBe(0);
        expect(tdsOn(gross, THRESHOLD - gross + 1, withPan, RATES)).toMatchObject({
          basePaise: gross,
          tdsPaise: exactly(gross, RATES.tdsPercent),
        });
      }),
    );
  });

  it('worked example at 0.1 %: ₹4,90,000 before and ₹20,000 now → ₹20; ₹4,70,000 before → nothing', () => {
    expect(tdsOn(20_000_00, 4_90_000_00, withPan, RATES).tdsPaise).toBe(20_00);
    expect(tdsOn(20_000_00, 4_70_000_00, withPan, RATES).tdsPaise).toBe(0);
  });

  it('does not exempt a participant that is not an individual', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: THRESHOLD }), (gross) => {
        const company = { hasPan: true, individual: false };
        expect(tdsOn(gross, 0, company, RATES).tdsPaise).toBe(exactly(gross, RATES.tdsPercent));
      }),
    );
  });
});

describe('TDS on a trainer without a PAN', () => {
  it('is 5 % of every payment, from the first paisa of the year', () => {
    fc.assert(
      fc.property(payments, (grosses) => {
        for (const paid of year(grosses, withoutPan)) {
          expect(paid).toMatchObject({
            basePaise: paid.gross,
            ratePercent: RATES.tdsNoPanPercent,
            tdsPaise: exactly(paid.gross, RATES.tdsNoPanPercent),
          });
        }
      }),
    );
  });
});

describe('TDS at any configured rates', () => {
  it('is never negative nor more than the payment, and always whole paise', () => {
    fc.assert(
      fc.property(
        payments,
        percents,
        percents,
        fc.integer({ min: 0, max: 2 * THRESHOLD }),
        fc.boolean(),
        (grosses, tdsPercent, tdsNoPanPercent, exemption, hasPan) => {
          const rates = { tdsPercent, tdsNoPanPercent, tdsExemptionPaise: exemption };
          for (const paid of year(grosses, { hasPan, individual: true }, rates)) {
            expect(Number.isSafeInteger(paid.tdsPaise)).toBe(true);
            expect(paid.tdsPaise).toBeGreaterThanOrEqual(0);
            expect(paid.tdsPaise).toBeLessThanOrEqual(paid.gross);
          }
        },
      ),
    );
  });
});

describe('TCS under section 52', () => {
  it('is nothing for a trainer who is not GST-registered, whatever they sold', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 100_000_000 }), percents, (taxable, rate) => {
        expect(tcsOn(taxable, false, { tcsPercent: rate })).toBe(0);
      }),
    );
  });

  it('is the rate of the net taxable value for a registered one, and nothing on a net refund', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 100_000_000 }), (taxable) => {
        const tcs = tcsOn(taxable, true, RATES);
        expect(tcs).toBe(taxable <= 0 ? 0 : exactly(taxable, RATES.tcsPercent));
        expect(tcs).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
