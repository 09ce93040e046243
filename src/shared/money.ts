import { numberFormat } from './intl';
import type { Locale } from './locale';

/**
 * Money is integer paise everywhere; rupees appear only at the edges.
 * Example: ₹1,500 → 150000 paise; formatRupees(150000) → "₹1,500".
 */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

const WHOLE_RUPEES = { maximumFractionDigits: 0 } as const;
const RUPEES_AND_PAISE = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * Indian digit grouping (docs/product/booking.md#amounts-in-rupees): 15000000 paise → "₹1,50,000".
 * An amount with paise shows both digits, as a bank statement does: 194750 → "₹1,947.50", never
 * "₹1,947.5".
 */
export function formatRupees(paise: number, locale: Locale = 'en'): string {
  const format = numberFormat(locale, paise % 100 === 0 ? WHOLE_RUPEES : RUPEES_AND_PAISE);
  return `₹${format.format(paise / 100)}`;
}
