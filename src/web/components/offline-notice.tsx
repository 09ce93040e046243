import { formatBookingDate, formatIstTime, istDate } from '#shared/ist.ts';

/**
 * "Offline — showing your sessions as of Wed, 4 Mar, 5:42 PM": the page shows the copy the
 * service worker kept at its last visit (docs/product/reminders.md#on-the-phone-install-push-and-offline).
 */
export function OfflineNotice({ asOf, what }: { asOf: string; what: string }) {
  const instant = new Date(asOf);
  const when = Number.isNaN(instant.getTime())
    ? 'your last visit'
    : `${formatBookingDate(istDate(instant))}, ${formatIstTime(instant)}`;
  return (
    <p
      role="status"
      className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
    >
      Offline — showing your {what} as of {when}. Changes need a connection.
    </p>
  );
}
