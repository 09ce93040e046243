const IST_DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/**
 * When a portfolio was sent for review, in India Standard Time whatever the admin's machine
 * says: 2026-03-02T04:30:00Z → '2 Mar 2026, 10:00 am IST' (UTC+5:30).
 */
export function submittedAtLabel(iso: string | null): string {
  if (iso === null) return 'Not submitted';
  return `${IST_DATE_TIME.format(new Date(iso)).replace(/\s/g, ' ')} IST`;
}
