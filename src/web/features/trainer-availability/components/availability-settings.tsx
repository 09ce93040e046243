import { useEffect, useId, useState } from 'react';
import {
  AVAILABILITY_TEXT,
  blockedDateProblem,
  type AvailabilitySettings as Settings,
} from '#shared/availability.ts';
import { WEEKDAYS, type Weekday } from '#shared/catalog.ts';
import { dateFormat } from '#shared/intl.ts';
import { addIstDays, formatBookingDate, istDate } from '#shared/ist.ts';
import type { Locale } from '#shared/locale.ts';
import { translateMessage } from '#shared/translate-message.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useAvailabilitySettings, useSaveAvailabilitySettings } from '../api/availability-settings';
import { availabilitySettingsText } from './availability-settings.text';

/** A Monday: each weekday's name is read off the week that starts on it. */
const A_MONDAY = '2026-03-02';
const WEEKDAY_NAME = { weekday: 'long', timeZone: 'UTC' } as const;

/** 'monday' → 'Monday' ('सोमवार' in Hindi). */
const dayName = (day: Weekday, locale: Locale) =>
  dateFormat(locale, WEEKDAY_NAME).format(
    new Date(`${addIstDays(A_MONDAY, WEEKDAYS.indexOf(day))}T00:00:00Z`),
  );
const toggle = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((other) => other !== item);

/**
 * docs/product/trainer-dashboard.md#availability-settings: working days, 'Block this day' on a
 * working day, one-time blocked dates, Save Changes. Blocked days override working days; new
 * bookings see the change at once.
 */
export function AvailabilitySettings() {
  const locale = useLocale();
  const text = useText(availabilitySettingsText);
  const messages = useText(AVAILABILITY_TEXT);
  const loaded = useAvailabilitySettings();
  const save = useSaveAvailabilitySettings();
  const [draft, setDraft] = useState<Settings | null>(null);
  const [picked, setPicked] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [today] = useState(() => istDate(new Date()));
  const dateInput = useId();

  useEffect(() => {
    if (loaded.data) setDraft(loaded.data);
  }, [loaded.data]);

  if (loaded.isError) {
    return (
      <LoadError
        error={loaded.error}
        message={messages.loadFailed}
        onRetry={() => loaded.refetch()}
      />
    );
  }
  if (!draft) return <PageSpinner />;

  const setWorking = (day: Weekday, on: boolean) =>
    setDraft({
      ...draft,
      workingDays: WEEKDAYS.filter((item) => toggle(draft.workingDays, day, on).includes(item)),
      blockedDays: on ? draft.blockedDays : draft.blockedDays.filter((item) => item !== day),
    });
  const setBlockedDay = (day: Weekday, on: boolean) =>
    setDraft({ ...draft, blockedDays: toggle(draft.blockedDays, day, on) });

  const addDate = () => {
    const problem = blockedDateProblem(picked, draft.blockedDates, new Date());
    setDateError(problem && translateMessage(problem, AVAILABILITY_TEXT, locale));
    if (problem) return;
    setDraft({ ...draft, blockedDates: [...draft.blockedDates, picked].sort() });
    setPicked('');
  };

  const onSave = async () => {
    try {
      await save.mutateAsync(draft);
      setDateError(null);
      setPicked('');
      showToast('success', messages.updated);
    } catch (error) {
      showToast(
        'error',
        error instanceof ApiError && error.message
          ? translateMessage(error.message, AVAILABILITY_TEXT, locale)
          : messages.updateFailed,
      );
    }
  };

  return (
    <div className="space-y-6">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{text.workingDays}</h2>
        <p className="mt-1 text-sm text-slate-700">{text.workingDaysIntro}</p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {WEEKDAYS.map((day) => {
            const working = draft.workingDays.includes(day);
            return (
              <li
                key={day}
                className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-slate-200 px-3"
              >
                <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={working}
                    onChange={(event) => setWorking(day, event.target.checked)}
                  />
                  {dayName(day, locale)}
                </label>
                {working && (
                  <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="size-4 accent-red-700"
                      checked={draft.blockedDays.includes(day)}
                      onChange={(event) => setBlockedDay(day, event.target.checked)}
                      aria-label={text.blockDay(dayName(day, locale))}
                    />
                    {text.blockThisDay}
                  </label>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{text.blockedDates}</h2>
        <p className="mt-1 text-sm text-slate-700">{text.blockedDatesIntro}</p>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <label htmlFor={dateInput} className="text-sm font-medium text-slate-900">
            {text.date}
            <input
              id={dateInput}
              type="date"
              min={today}
              value={picked}
              onChange={(event) => {
                setPicked(event.target.value);
                setDateError(null);
              }}
              aria-invalid={dateError !== null}
              aria-describedby={dateError ? `${dateInput}-error` : undefined}
              className="mt-1 block min-h-11 rounded-lg border border-slate-300 px-3 text-slate-900"
            />
          </label>
          <button type="button" onClick={addDate} className={buttonClass('secondary', 'md')}>
            {text.addDate}
          </button>
        </div>
        {dateError && (
          <p id={`${dateInput}-error`} role="alert" className="mt-2 text-sm text-red-700">
            {dateError}
          </p>
        )}
        {draft.blockedDates.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">{text.noDatesBlocked}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100" aria-label={text.blockedDates}>
            {draft.blockedDates.map((date) => (
              <li key={date} className="flex min-h-11 items-center justify-between gap-3">
                <span className="text-slate-900">{formatBookingDate(date, locale)}</span>
                <button
                  type="button"
                  onClick={() =>
                    setDraft({
                      ...draft,
                      blockedDates: draft.blockedDates.filter((item) => item !== date),
                    })
                  }
                  className="min-h-11 px-2 text-sm font-semibold text-red-700"
                  aria-label={text.removeDate(formatBookingDate(date, locale))}
                >
                  {text.remove}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <p className="text-sm text-slate-700">{text.rules}</p>
      <button
        type="button"
        onClick={onSave}
        disabled={save.isPending}
        className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
      >
        {save.isPending ? text.saving : text.save}
      </button>
    </div>
  );
}
