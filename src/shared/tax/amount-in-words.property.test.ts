import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

/**
 * The words as invariants over any amount: a reader written apart from the writer reads them back
 * as the amount (so two amounts never share words), and lakh and crore follow their own count.
 */

const NUMBERS: Record<string, number> = {
  Zero: 0,
  One: 1,
  Two: 2,
  Three: 3,
  Four: 4,
  Five: 5,
  Six: 6,
  Seven: 7,
  Eight: 8,
  Nine: 9,
  Ten: 10,
  Eleven: 11,
  Twelve: 12,
  Thirteen: 13,
  Fourteen: 14,
  Fifteen: 15,
  Sixteen: 16,
  Seventeen: 17,
  Eighteen: 18,
  Nineteen: 19,
  Twenty: 20,
  Thirty: 30,
  Forty: 40,
  Fifty: 50,
  Sixty: 60,
  Seventy: 70,
  Eighty: 80,
  Ninety: 90,
};
const SCALES: Record<string, number> = { Thousand: 1_000, Lakh: 1_00_000, Crore: 1_00_00_000 };

/** A reader of the words written independently of the writer: "Five Hundred Eighty-Nine" → 589. */
function readNumber(words: string): number {
  let total = 0;
  let group = 0;
  for (const word of words.split(' ').filter(Boolean)) {
    if (word === 'Hundred') group *= 100;
    else if (word in SCALES) {
      const scale = SCALES[word] ?? 0;
      // "One Lakh Crore": a scale word after a larger group multiplies everything said so far
      if (word === 'Crore') {
        total = (total + group) * scale;
      } else {
        total += group * scale;
      }
      group = 0;
    } else {
      group += word.split('-').reduce((sum, part) => {
        const value = NUMBERS[part];
        if (value === undefined) throw new Error(`not a number word: ${part}`);
        return sum + value;
      }, 0);
    }
  }
  return total + group;
}

function readAmount(text: string): number {
  const said = text.replace(/ Only$/, '');
  const [rupees = '', paise = ''] = said.startsWith('Rupees ')
    ? said.slice('Rupees '.length).split(' and ')
    : ['', said];
  return readNumber(rupees) * 100 + readNumber(paise.replace(/ Paise$/, ''));
}

const amounts = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
const underOneCrore = fc.integer({ min: 0, max: 1_00_00_000 * 100 - 1 });

describe('an amount in words, for any amount', () => {
  it('is never empty, starts with a capital and ends with "Only"', () => {
    fc.assert(
      fc.property(amounts, (paise) => {
        const words = amountInWords(paise);
        expect(words).toMatch(/^[A-Z][A-Za-z -]* Only$/);
        expect(words).not.toMatch(/ {2}|Zero (?!Only)|- | -/);
      }),
    );
  });

  it('reads back as the same amount, so distinct amounts under ₹1 crore have distinct words', () => {
    fc.assert(
      fc.property(amounts, (paise) => {
        expect(readAmount(amountInWords(paise))).toBe(paise);
      }),
    );
    fc.assert(
      fc.property(underOneCrore, underOneCrore, (a, b) => {
        fc.pre(a !== b);
        expect(amountInWords(a)).not.toBe(amountInWords(b));
      }),
    );
  });

  it('says lakh for ₹1,00,000 to ₹99,99,999 and crore from ₹1,00,00,000, after their count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_00_000, max: 99_99_999 }), (rupees) => {
        const words = amountInWords(rupees * 100).slice('Rupees '.length);
        expect(words).not.toContain('Crore');
        const [lakhs = ''] = words.split(' Lakh');
        expect(readNumber(lakhs)).toBe(Math.floor(rupees / 1_00_000));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1_00_00_000, max: 99_99_99_999 }), (rupees) => {
        const words = amountInWords(rupees * 100).slice('Rupees '.length);
        expect(words.match(/Crore/g)).toHaveLength(1);
        const [crores = ''] = words.split(' Crore');
        expect(readNumber(crores)).toBe(Math.floor(rupees / 1_00_00_000));
      }),
    );
  });

  it('never says a count of thousands or lakhs above ninety-nine', () => {
    fc.assert(
      fc.property(amounts, (paise) => {
        expect(amountInWords(paise)).not.toMatch(/Hundred( [A-Za-z-]+)? (Thousand|Lakh)/);
      }),
    );
  });
});
