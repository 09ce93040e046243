import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    [158950, 'Rupees One Thousand Five Hundred Eighty-Nine and Fifty Paise Only'],
    [100000000, 'Rupees Ten Lakh Only'],
    [0, 'Rupees Zero Only'],
    [150000, 'Rupees One Thousand Five Hundred Only'],
    [100, 'Rupees One Only'],
    [1, 'One Paise Only'],
    [50, 'Fifty Paise Only'],
    [1105, 'Rupees Eleven and Five Paise Only'],
    [2000000, 'Rupees Twenty Thousand Only'],
    [15000000, 'Rupees One Lakh Fifty Thousand Only'],
    [
      99999999999,
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [1000000000, 'Rupees One Crore Only'],
    [
      123456789012,
      'Rupees One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety and Twelve Paise Only',
    ],
    [100000000000000, 'Rupees One Lakh Crore Only'],
    [10100, 'Rupees One Hundred One Only'],
    [7000000, 'Rupees Seventy Thousand Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s paise', (paise) => {
    expect(() => amountInWords(paise)).toThrow(RangeError);
  });
});
