import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsOf } from '../fees';
import { gstTotal, splitInclusive, splitTax } from './gst';
import { STATE_CODES } from './indian-states';

/**
 * The GST split of docs/product/tax.md#place-of-supply as invariants over any amount and pair of
 * states: no paisa is lost between CGST, SGST and IGST, and a tax-inclusive amount comes apart
 * into a taxable value and a tax that add up to it exactly.
 */

const states = fc.constantFrom(...STATE_CODES);
const paise = fc.integer({ min: 0, max: 100_000_000 });
/** Whole basis points up to 50 %, as the settings accept them; 18 % most of the time. */
const gstPercents = fc.oneof(
  { weight: 3, arbitrary: fc.constant(18) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 5_000 }).map((bp) => bp / 100) },
);
const sameState = states.map((state) => [state, state] as const);
const twoStates = fc.tuple(states, states).filter(([supplier, place]) => supplier !== place);

describe('splitTax, for any tax and states', () => {
  it('puts the whole tax into CGST + SGST + IGST and keeps the taxable value', () => {
    fc.assert(
      fc.property(paise, paise, states, states, (taxable, tax, supplier, place) => {
        const split = splitTax(taxable, tax, supplier, place);
        expect(gstTotal(split)).toBe(tax);
        expect(split.taxablePaise).toBe(taxable);
        for (const part of [split.cgstPaise, split.sgstPaise, split.igstPaise]) {
          expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
        }
      }),
    );
  });

  it('within one state: CGST and SGST, at most a paisa apart (the odd one to CGST), no IGST', () => {
    fc.assert(
      fc.property(paise, paise, sameState, (taxable, tax, [supplier, place]) => {
        const split = splitTax(taxable, tax, supplier, place);
        expect(split.igstPaise).toBe(0);
        expect(split.cgstPaise - split.sgstPaise).toBe(tax % 2);
      }),
    );
  });

  it('between two states: IGST only', () => {
    fc.assert(
      fc.property(paise, paise, twoStates, (taxable, tax, [supplier, place]) => {
        const split = splitTax(taxable, tax, supplier, place);
        expect(split).toEqual({
          taxablePaise: taxable,
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: tax,
        });
      }),
    );
  });
});

describe('splitInclusive, for any amount, rate and states', () => {
  it('gives a taxable value and a tax that add up to the amount', () => {
    fc.assert(
      fc.property(paise, gstPercents, states, states, (amount, percent, supplier, place) => {
        const split = splitInclusive(amount, percent, supplier, place);
        expect(split.taxablePaise + gstTotal(split)).toBe(amount);
        expect(split.taxablePaise).toBeGreaterThanOrEqual(0);
        expect(gstTotal(split)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('takes the taxable value within half a paisa of amount / (1 + rate)', () => {
    fc.assert(
      fc.property(paise, gstPercents, states, (amount, percent, state) => {
        const { taxablePaise } = splitInclusive(amount, percent, state, state);
        // |taxable − amount × 10000 / (10000 + bp)| ≤ ½, multiplied out so it is exact.
        const whole = 10_000 + basisPointsOf(percent);
        expect(Math.abs(taxablePaise * whole - amount * 10_000) * 2).toBeLessThanOrEqual(whole);
      }),
    );
  });

  it('at 18 %: ₹50 of commission is ₹42.37 taxable and ₹7.63 of GST', () => {
    expect(splitInclusive(5_000, 18, '27', '27')).toEqual({
      taxablePaise: 4_237,
      cgstPaise: 382,
      sgstPaise: 381,
      igstPaise: 0,
    });
    expect(splitInclusive(5_000, 18, '27', '29')).toMatchObject({ igstPaise: 763 });
  });

  it('splits the tax by place of supply exactly as splitTax does', () => {
    fc.assert(
      fc.property(paise, gstPercents, states, states, (amount, percent, supplier, place) => {
        const split = splitInclusive(amount, percent, supplier, place);
        expect(split).toEqual(
          splitTax(split.taxablePaise, amount - split.taxablePaise, supplier, place),
        );
      }),
    );
  });
});
