const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99: "Seven", "Nineteen", "Eighty-Nine". */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value] ?? '';
  const unit = value % 10;
  const tens = TENS[Math.floor(value / 10)] ?? '';
  return unit === 0 ? tens : `${tens}-${ONES[unit]}`;
}

/** 1–999: "Five Hundred Eighty-Nine". */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number ≥ 1 in the Indian system: crore (1,00,00,000), lakh (1,00,000), thousand and
 * hundred. A count of crores past 99 is itself said the Indian way: 1,50,00,00,000 is
 * "One Hundred Fifty Crore", 10,00,00,00,00,000 "One Lakh Crore".
 */
function indianWords(value: number): string {
  const crores = Math.floor(value / 1_00_00_000);
  const lakhs = Math.floor((value % 1_00_00_000) / 1_00_000);
  const thousands = Math.floor((value % 1_00_000) / 1_000);
  const rest = value % 1_000;
  const parts: string[] = [];
  if (crores > 0) parts.push(`${indianWords(crores)} Crore`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount as Indian documents write it under the figures (rule 46 asks for the value; cheques
 * and invoices spell it): 158950 paise → "Rupees One Thousand Five Hundred Eighty-Nine and Fifty
 * Paise Only", 100000000 → "Rupees Ten Lakh Only", 0 → "Rupees Zero Only", 50 → "Fifty Paise
 * Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`amountInWords takes whole, non-negative paise, not ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest > 0) return `${belowHundred(rest)} Paise Only`;
  const rupeeWords = rupees === 0 ? 'Zero' : indianWords(rupees);
  const paiseWords = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${rupeeWords}${paiseWords} Only`;
}
