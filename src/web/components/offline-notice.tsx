import { useText } from '#web/lib/i18n/locale-context.ts';
import { offlineNoticeText } from './offline-notice.text';

/**
 * "Offline — showing your sessions as of Wed, 4 Mar, 5:42 PM": the page shows the copy the
 * service worker kept at its last visit (docs/product/reminders.md#on-the-phone-install-push-and-offline).
 */
export function OfflineNotice({ asOf, what }: { asOf: string; what: string }) {
  const text = useText(offlineNoticeText);
  const instant = new Date(asOf);
  const when = Number.isNaN(instant.getTime()) ? text.lastVisit : text.asOf(instant);
  return (
    <p
      role="status"
      className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
    >
      {text.notice(what, when)}
    </p>
  );
}
