const IST_DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * The IST calendar day of an instant, with the year, whatever the browser's zone.
 * Example: '2026-03-01T18:30:00.000Z' (midnight IST) → '2 Mar 2026'.
 */
export function formatIstDay(instant: string): string {
  return IST_DAY.format(new Date(instant));
}
