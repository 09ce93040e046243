import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinState, isValidGstin, normaliseGstin } from './gstin';
import { STATE_CODES } from './indian-states';

/**
 * The GSTIN check (docs/product/tax.md#settings): registered GSTINs pass, and any single mistyped
 * character is caught, which is what the check character is for.
 */

/** GSTINs of registered businesses, as printed on their invoices. */
const REGISTERED = [
  '27AAPFU0939F1ZV',
  '27AAACR5055K1Z7',
  '29AAGCB7383J1Z4',
  '33AAACH7409R1Z8',
  '24AAACC1206D1ZM',
];

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character computed the other way round, as the GST Network's published tool does:
 * from the right, weights 2 and 1 alternating, the base-36 digits of each product added.
 */
function checkCharacterFromTheRight(first14: string): string {
  let factor = 2;
  let sum = 0;
  for (let index = first14.length - 1; index >= 0; index -= 1) {
    const product = CHARSET.indexOf(first14.charAt(index)) * factor;
    sum += Math.floor(product / 36) + (product % 36);
    factor = factor === 2 ? 1 : 2;
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

const letters = (length: number) =>
  fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    minLength: length,
    maxLength: length,
  });
const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
/** GSTINs of the right shape with a real state code and the right check character. */
const validGstins = fc
  .tuple(
    fc.constantFrom(...STATE_CODES),
    letters(5),
    digits(4),
    letters(1),
    fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  )
  .map(([state, panLetters, panDigits, panLast, entity]) => {
    const first14 = `${state}${panLetters}${panDigits}${panLast}${entity}Z`;
    return `${first14}${checkCharacterFromTheRight(first14)}`;
  });
const anyValid = fc.oneof(fc.constantFrom(...REGISTERED), validGstins);
/** Anything one might type in place of a character: letters, digits, lower case, punctuation. */
const typed = fc.constantFrom(...`${CHARSET}abcxyz -/.@0`);

describe('a GSTIN', () => {
  it.each(REGISTERED)('%s of a registered business is valid', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
  });

  it('has the check character the GST Network’s tool computes, for any first fourteen', () => {
    fc.assert(
      fc.property(validGstins, (gstin) => {
        expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
        expect(isValidGstin(gstin)).toBe(true);
      }),
    );
  });

  it('is refused with any single character changed', () => {
    fc.assert(
      fc.property(anyValid, fc.integer({ min: 0, max: 14 }), typed, (gstin, position, typo) => {
        fc.pre(gstin.charAt(position) !== typo);
        const mistyped = `${gstin.slice(0, position)}${typo}${gstin.slice(position + 1)}`;
        expect(isValidGstin(mistyped)).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });

  it('is refused with two neighbouring characters swapped, where they differ', () => {
    fc.assert(
      fc.property(anyValid, fc.integer({ min: 0, max: 13 }), (gstin, position) => {
        const [a, b] = [gstin.charAt(position), gstin.charAt(position + 1)];
        fc.pre(a !== b);
        const swapped = `${gstin.slice(0, position)}${b}${a}${gstin.slice(position + 2)}`;
        // Luhn mod 36 misses only the swap of a character with its mirror (0↔Z and the like).
        fc.pre(CHARSET.indexOf(a) + CHARSET.indexOf(b) !== 35);
        expect(isValidGstin(swapped)).toBe(false);
      }),
    );
  });

  it('is refused when too short, too long, or with a state that does not exist', () => {
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1ZVV')).toBe(false);
    expect(isValidGstin('')).toBe(false);
    const noState = `99AAPFU0939F1Z`;
    expect(isValidGstin(`${noState}${gstinCheckCharacter(noState)}`)).toBe(false);
  });

  it('is read in upper case without spaces, and names its state', () => {
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(normaliseGstin('27 AAPFU 0939F 1ZV')).toBe('27AAPFU0939F1ZV');
    expect(gstinState('27AAPFU0939F1ZV')).toBe('27');
    expect(gstinState('29AAGCB7383J1Z4')).toBe('29');
    expect(gstinState('99AAGCB7383J1Z4')).toBeNull();
  });
});
