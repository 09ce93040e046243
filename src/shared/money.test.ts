import { expect, it } from 'vitest';
import { formatRupees } from './money';

it('groups rupees the Indian way and shows paise with both digits', () => {
  expect(formatRupees(15_000_000)).toBe('₹1,50,000');
  expect(formatRupees(194_750)).toBe('₹1,947.50');
  expect(formatRupees(11_550_750)).toBe('₹1,15,507.50');
  expect(formatRupees(5)).toBe('₹0.05');
  expect(formatRupees(0)).toBe('₹0');
});
