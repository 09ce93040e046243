import { LOCALE_TAG, type Locale } from './locale';

/**
 * Numbers and dates as each language writes them, always on the IST calendar and clock
 * (docs/product/languages.md#numbers-money-and-dates). Formatters are built once per options.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAG[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

/** 150000 → '1,50,000' in both languages. */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

/**
 * A date formatter in IST unless the options name another zone (a calendar date held as
 * midnight UTC passes `timeZone: 'UTC'`).
 */
export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAG[locale], { timeZone: 'Asia/Kolkata', ...options });
    dateFormats.set(key, format);
  }
  return format;
}
