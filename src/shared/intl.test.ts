import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * docs/decisions/0050-formatted-strings-travel-with-the-page.md: a server-rendered page carries
 * the numbers and dates it was drawn with, and the browser draws them again without building an
 * Intl formatter; anything else it formats as before.
 */
const SESSION = new Date('2026-12-03T12:30:00Z');

/** A fresh copy of the modules, as the server and a browser each have their own. */
async function freshModules() {
  vi.resetModules();
  const intl = await import('./intl');
  const money = await import('./money');
  return { ...intl, ...money };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the strings a page was rendered with', () => {
  it('are drawn again in the browser exactly, without an Intl formatter', async () => {
    const server = await freshModules();
    const { result, formatted } = server.recordFormatted(() => [
      server.formatRupees(15_000_000, 'hi'),
      server.formatRupees(194_750, 'en'),
      server.dateFormat('hi', { weekday: 'long', day: 'numeric', month: 'long' }).format(SESSION),
    ]);
    expect(result).toEqual(['₹1,50,000', '₹1,947.50', 'गुरुवार, 3 दिसंबर']);

    const browser = await freshModules();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    browser.replayFormatted(JSON.parse(JSON.stringify(formatted)));
    expect([
      browser.formatRupees(15_000_000, 'hi'),
      browser.formatRupees(194_750, 'en'),
      browser.dateFormat('hi', { weekday: 'long', day: 'numeric', month: 'long' }).format(SESSION),
    ]).toEqual(result);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();
  });

  it('leave every other value to Intl, in IST', async () => {
    const browser = await freshModules();
    browser.replayFormatted({});
    expect(browser.formatRupees(12_345_600, 'hi')).toBe('₹1,23,456');
    expect(browser.dateFormat('en', { hour: 'numeric', minute: '2-digit' }).format(SESSION)).toBe(
      '6:00 pm',
    );
  });

  it('are recorded only while a page renders', async () => {
    const server = await freshModules();
    server.formatRupees(100, 'en');
    const { formatted } = server.recordFormatted(() => server.formatNumber(42, 'en'));
    expect(Object.values(formatted)).toEqual(['42']);
  });
});
