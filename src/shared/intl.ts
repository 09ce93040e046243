import { LOCALE_TAG, type Locale } from './locale';

/**
 * Numbers and dates as each language writes them, always on the IST calendar and clock
 * (docs/product/languages.md#numbers-money-and-dates). Formatters are built once per options.
 */
export interface Formatter<T> {
  format(value: T): string;
}

/**
 * The strings a server-rendered page was drawn with, by formatter and value. A browser's first
 * Intl formatter sets up ICU in one task of 16–43 ms on our two-core machine, four times that on
 * Lighthouse's phone: the page hydrates with the server's strings and builds a formatter only
 * for a value the server did not format (docs/decisions/0050-formatted-strings-travel-with-the-page.md).
 */
export type FormattedStrings = Record<string, string>;

let recording: FormattedStrings | null = null;
let fromServer: FormattedStrings = {};

/** Runs a server render, keeping every string it formatted for the page to carry. */
export function recordFormatted<T>(render: () => T): { result: T; formatted: FormattedStrings } {
  const formatted: FormattedStrings = {};
  recording = formatted;
  try {
    return { result: render(), formatted };
  } finally {
    recording = null;
  }
}

/** The browser's side: the strings the page came with. */
export function replayFormatted(formatted: FormattedStrings) {
  fromServer = formatted;
}

const formatters = new Map<string, Formatter<never>>();

function cachedFormatter<T>(
  key: string,
  create: () => Formatter<T>,
  valueKey: (value: T) => string,
): Formatter<T> {
  let formatter = formatters.get(key) as Formatter<T> | undefined;
  if (!formatter) {
    let intl: Formatter<T> | null = null;
    formatter = {
      format(value) {
        const entry = `${key}|${valueKey(value)}`;
        const given = fromServer[entry];
        if (given !== undefined) return given;
        intl ??= create();
        const text = intl.format(value);
        if (recording) recording[entry] = text;
        return text;
      },
    };
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(
  locale: Locale,
  options: Intl.NumberFormatOptions = {},
): Formatter<number> {
  return cachedFormatter(
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(LOCALE_TAG[locale], options),
    String,
  );
}

/** 150000 → '1,50,000' in both languages. */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

/**
 * A date formatter in IST unless the options name another zone (a calendar date held as
 * midnight UTC passes `timeZone: 'UTC'`).
 */
export function dateFormat(
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): Formatter<Date | number> {
  return cachedFormatter<Date | number>(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(LOCALE_TAG[locale], { timeZone: 'Asia/Kolkata', ...options }),
    (value) => String(typeof value === 'number' ? value : value.getTime()),
  );
}
