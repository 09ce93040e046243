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

const INDIAN_GROUPING = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Indian digit grouping (decision 9): 15000000 paise → "₹1,50,000". */
export function formatRupees(paise: number): string {
  return `₹${INDIAN_GROUPING.format(paise / 100)}`;
}
