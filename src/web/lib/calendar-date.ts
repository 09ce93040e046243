const DATE_LABEL = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2026-03-04' → 'Wed, 4 Mar' (the IST calendar date, whatever the browser's zone). */
export function formatBookingDate(date: string): string {
  return DATE_LABEL.format(new Date(`${date}T00:00:00Z`));
}
