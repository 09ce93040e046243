import { useId, useState } from 'react';
import { holdRefusalSchema, type UserBooking } from '#shared/booking-schemas.ts';
import { formatBookingDate, formatSlotLabel } from '#shared/ist.ts';
import type { Locale } from '#shared/locale.ts';
import { formatRupees } from '#shared/money.ts';
import { REPEAT_WEEKS_MAX, REPEAT_WEEKS_MIN, type RepeatSlot } from '#shared/weekly-repeat.ts';
import { REPEAT_TEXT } from '#shared/weekly-repeat-messages.ts';
import type { RepeatPreview, RepeatPreviewInput } from '#shared/weekly-repeat-schemas.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { bookingAnswerIn } from '#web/lib/booking-answer.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { Link, useNavigate } from '#web/lib/router/router.tsx';
import { useCreateRepeat, useRepeatPreview } from '../api/weekly-repeat';
import { type BookingDraft, isDraftComplete } from '../booking-form';
import { repeatText } from './weekly-repeat.text';

const DEFAULT_WEEKS = 4;
const WEEK_CHOICES = Array.from(
  { length: REPEAT_WEEKS_MAX - REPEAT_WEEKS_MIN + 1 },
  (_, index) => REPEAT_WEEKS_MIN + index,
);

type Week = RepeatPreview['sessions'][number];
/** A taken week's pick: an alternative, or null to skip the week. */
export type WeekPicks = Record<number, RepeatSlot | null>;

const chipClass = (chosen: boolean) =>
  `rounded-full border px-3 py-1 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
    chosen
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400'
  }`;

const sameSlot = (a: RepeatSlot | null | undefined, b: RepeatSlot) =>
  a?.date === b.date && a.timeSlot === b.timeSlot;

/** '2026-03-10', '7:00 AM' → 'Tue, 10 Mar · 7:00 AM' ('मंगल, 10 मार्च · सुबह 7:00'). */
const when = (slot: RepeatSlot, locale: Locale, separator = ' · ') =>
  `${formatBookingDate(slot.date, locale)}${separator}${formatSlotLabel(slot.timeSlot, locale)}`;

/** The sessions the client would book: each free week, and each taken week's alternative. */
export function chosenSessions(weeks: readonly Week[], picks: WeekPicks): RepeatSlot[] {
  return weeks.flatMap((week, index) => {
    if (week.free) return [{ date: week.date, timeSlot: week.timeSlot }];
    const pick = picks[index];
    return pick ? [pick] : [];
  });
}

interface RepeatWeeksListProps {
  weeks: readonly Week[];
  picks: WeekPicks;
  onPick: (week: number, slot: RepeatSlot | null) => void;
}

/** Each week of the repeat: free, or taken with alternatives to pick, or skipped. */
export function RepeatWeeksList({ weeks, picks, onPick }: RepeatWeeksListProps) {
  const locale = useLocale();
  const text = useText(repeatText);
  return (
    <ol
      aria-label={text.weeksOfRepeat}
      className="divide-y divide-slate-200 rounded-xl border border-slate-200"
    >
      {weeks.map((week, index) => (
        <li key={week.date} className="px-3 py-2 text-sm">
          <div className="flex items-center justify-between gap-3">
            <span className={week.free ? 'text-slate-900' : 'text-slate-500 line-through'}>
              {when(week, locale)}
            </span>
            {week.free ? (
              <span className="font-semibold text-green-700">{text.free}</span>
            ) : (
              <span className="font-semibold text-amber-800">{week.reason}</span>
            )}
          </div>
          {!week.free && (
            <fieldset className="mt-2 min-w-0">
              <legend className="sr-only">{text.insteadOf(when(week, locale, ' '))}</legend>
              <div className="flex flex-wrap gap-2">
                {week.alternatives.map((slot) => {
                  const chosen = sameSlot(picks[index], slot);
                  return (
                    <button
                      key={`${slot.date} ${slot.timeSlot}`}
                      type="button"
                      aria-pressed={chosen}
                      onClick={() => onPick(index, chosen ? null : slot)}
                      className={chipClass(chosen)}
                    >
                      {slot.date === week.date
                        ? formatSlotLabel(slot.timeSlot, locale)
                        : when(slot, locale, ' ')}
                    </button>
                  );
                })}
                <button
                  type="button"
                  aria-pressed={!picks[index]}
                  onClick={() => onPick(index, null)}
                  className={chipClass(!picks[index])}
                >
                  {text.skipWeek}
                </button>
              </div>
            </fieldset>
          )}
        </li>
      ))}
    </ol>
  );
}

interface BookedListProps {
  bookings: readonly UserBooking[];
  skipped: readonly (RepeatSlot & { reason: string })[];
  message: string;
}

function BookedList({ bookings, skipped, message }: BookedListProps) {
  const locale = useLocale();
  const text = useText(repeatText);
  const repeatMessages = useText(REPEAT_TEXT);
  return (
    <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-3 text-sm">
      <p className="font-semibold text-green-900">{message}</p>
      <ul className="mt-2 space-y-1 text-green-900">
        {bookings.map((booking) => (
          <li key={booking.id}>
            {when({ date: booking.sessionDate, timeSlot: booking.timeSlot }, locale)}
            {booking.series &&
              ` · ${repeatMessages.seriesLabel(booking.series.index, booking.series.count)}`}
          </li>
        ))}
        {skipped.map((slot) => (
          <li key={`${slot.date} ${slot.timeSlot}`} className="text-amber-900">
            {when(slot, locale)} — {slot.reason}
          </li>
        ))}
      </ul>
      <Link to={paths.profileSessions} className="mt-2 inline-block font-semibold underline">
        {text.seeMySessions}
      </Link>
    </div>
  );
}

/** The repeat's first slot and place, or null until the booking form has them all. */
function repeatRequest(
  trainerId: string,
  draft: BookingDraft,
): Omit<RepeatPreviewInput, 'weeks'> | null {
  if (!isDraftComplete(draft)) return null;
  return {
    trainerId,
    service: draft.service,
    date: draft.date,
    timeSlot: draft.timeSlot,
    location: draft.location,
    ...(draft.location === 'home' ? { address: draft.address.trim() } : {}),
  };
}

interface WeeklyRepeatProps {
  trainerId: string;
  draft: BookingDraft;
  on: boolean;
  onOnChange: (on: boolean) => void;
  /** The client leaves the modal for the payment page. */
  onLeave: () => void;
}

/** docs/product/booking.md#weekly-repeat: Repeat weekly in the booking modal. */
export default function WeeklyRepeat({
  trainerId,
  draft,
  on,
  onOnChange,
  onLeave,
}: WeeklyRepeatProps) {
  const navigate = useNavigate();
  const locale = useLocale();
  const text = useText(repeatText);
  const repeatMessages = useText(REPEAT_TEXT);
  const request = repeatRequest(trainerId, draft);
  const toggleId = useId();
  const [weeks, setWeeks] = useState(DEFAULT_WEEKS);
  const input = on && request ? { ...request, weeks } : null;
  const preview = useRepeatPreview(input);
  const previewKey = JSON.stringify(input);
  const [picked, setPicked] = useState<{ key: string; picks: WeekPicks }>({ key: '', picks: {} });
  // Another slot or number of weeks is another repeat: the picks of the last one do not carry.
  const picks = picked.key === previewKey ? picked.picks : {};
  const create = useCreateRepeat();
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookedListProps | null>(null);

  const data = preview.data;
  const sessions = data && input ? chosenSessions(data.sessions, picks) : [];
  const count = sessions.length;
  const pack = data?.usablePacks.find((candidate) => candidate.creditsLeft >= count);

  const submit = async (packId?: string) => {
    if (!input || count === 0) return;
    setError(null);
    try {
      const answer = await create.mutateAsync({ ...input, sessions, ...(packId && { packId }) });
      if ('bookings' in answer.data) {
        setBooked({ ...answer.data, message: bookingAnswerIn(answer.message, locale) });
        return;
      }
      onLeave();
      navigate(answer.data.paymentPath);
    } catch (failure) {
      const refusal =
        failure instanceof ApiError ? holdRefusalSchema.safeParse(failure.body) : null;
      setError(
        refusal?.success
          ? refusal.data.message
          : failure instanceof Error && failure.message
            ? failure.message
            : repeatMessages.previewFailed,
      );
      void preview.refetch();
    }
  };

  if (booked) return <BookedList {...booked} />;

  return (
    <section aria-label={repeatMessages.repeatWeekly} className="mt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label htmlFor={toggleId} className="flex items-center gap-2 text-sm font-semibold">
          <input
            id={toggleId}
            type="checkbox"
            role="switch"
            aria-checked={on}
            checked={on}
            onChange={(event) => onOnChange(event.target.checked)}
            className="size-4 accent-brand-700"
          />
          {repeatMessages.repeatWeekly}
        </label>
        {on && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {text.for}
            <select
              value={weeks}
              onChange={(event) => setWeeks(Number(event.target.value))}
              className="rounded-lg border border-slate-300 px-2 py-1"
            >
              {WEEK_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {text.weeks(choice)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {on && !request && <p className="mt-2 text-sm text-slate-600">{text.chooseFirst}</p>}
      {on && request && preview.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {preview.error instanceof Error && preview.error.message
            ? preview.error.message
            : repeatMessages.previewFailed}
        </p>
      )}
      {on && request && preview.isPending && (
        <p className="mt-2 text-sm text-slate-600">{text.checking}</p>
      )}
      {on && data && input && (
        <div className="mt-3 flex flex-col gap-3">
          <RepeatWeeksList
            weeks={data.sessions}
            picks={picks}
            onPick={(week, slot) =>
              setPicked({ key: previewKey, picks: { ...picks, [week]: slot } })
            }
          />
          {error && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              {error}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              <strong className="text-base text-slate-900">
                {text.sessionsFor(count, formatRupees(data.sessionTotalPaise * count, locale))}
              </strong>
            </p>
            <div className="flex flex-wrap gap-2">
              {pack && (
                <button
                  type="button"
                  disabled={create.isPending || count === 0}
                  onClick={() => void submit(pack.id)}
                  className={buttonClass('primary', 'md')}
                >
                  {text.packCreditsButton(count, pack.creditsLeft)}
                </button>
              )}
              <button
                type="button"
                disabled={create.isPending || count === 0}
                onClick={() => void submit()}
                className={buttonClass(pack ? 'secondary' : 'primary', 'md')}
              >
                {create.isPending
                  ? text.booking
                  : text.payOnce(formatRupees(data.sessionTotalPaise * count, locale))}
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
