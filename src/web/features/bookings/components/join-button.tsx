import type { UserBooking } from '#shared/booking-schemas.ts';
import { JOIN_WINDOW_TEXT, joinWindow } from '#shared/join-window.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { VideoIcon } from '#web/components/ui/icons.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { useNow } from '#web/lib/use-now.ts';

/**
 * Join for an online session; its state is recomputed every minute
 * (docs/product/sessions-and-reviews.md#joining-an-online-session).
 */
export function JoinButton({ booking }: { booking: UserBooking }) {
  const locale = useLocale();
  const text = useText(JOIN_WINDOW_TEXT);
  const now = useNow(60_000);
  if (!booking.meeting) return null;
  const join = joinWindow(new Date(booking.startsAt), now, locale);
  return (
    <div className="flex flex-col items-start gap-1">
      {join.canJoin ? (
        <a
          href={booking.meeting.joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary', 'sm')}
        >
          <VideoIcon className="size-4" />
          {text.buttons.join}
        </a>
      ) : (
        <button type="button" disabled className={buttonClass('secondary', 'sm')}>
          <VideoIcon className="size-4" />
          {join.buttonLabel}
        </button>
      )}
      <span className="text-xs text-slate-600">{join.message}</span>
    </div>
  );
}
