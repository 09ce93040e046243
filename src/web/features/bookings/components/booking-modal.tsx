import { type ReactNode, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { BOOKING_TEXT } from '#shared/booking-messages.ts';
import {
  type BookingLocation,
  holdRefusalSchema,
  LOCATION_TEXT,
  type UnpaidHold,
} from '#shared/booking-schemas.ts';
import { CATALOG_TEXT, type ServiceKey } from '#shared/catalog.ts';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { addIstDays, formatBookingDate, formatSlotLabel, istDate } from '#shared/ist.ts';
import { formatRupees } from '#shared/money.ts';
import { PACK_SCREEN_TEXT } from '#shared/pack-screen-messages.ts';
import { ALL_SLOT_LABELS, BOOKING_WINDOW_DAYS } from '#shared/schedule.ts';
import { BookingFullNotice } from '#web/components/ui/booking-full-notice.tsx';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { CheckIcon } from '#web/components/ui/icons.tsx';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { track } from '#web/lib/analytics.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { revealField } from '#web/lib/reveal-field.ts';
import { Link, useNavigate } from '#web/lib/router/router.tsx';
import { useCreateBooking } from '../api/create-booking';
import { useAvailableSlots } from '../api/get-available-slots';
import { useTrainerAvailability } from '../api/get-trainer-availability';
import {
  type BookingDraft,
  bookableServices,
  type DraftField,
  initialLocation,
  inPersonLocations,
  isDraftComplete,
  missingField,
  missingFieldMessages,
  selectableDates,
} from '../booking-form';
import { formatIstClock } from '../ist-clock';
import { bookingSheetText } from './booking-modal.text';
import { HoldRefusal } from './hold-refusal';
import { CreditBookingConfirmation, usePackCredit } from './pack-credit';
import WeeklyRepeat from './weekly-repeat';

interface BookingModalProps {
  trainer: TrainerProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service to start with, if the trainer offers it (a pack's Book a session). */
  service?: ServiceKey;
}

// A chosen option is filled and ringed, not just outlined, so it stands out on a phone in
// sunlight; the corner check mark says the same without relying on colour.
const choiceClass = (selected: boolean) =>
  `relative rounded-xl border px-3 py-2 text-left text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
    selected
      ? 'border-brand-700 bg-brand-700 text-white shadow-md ring-2 ring-brand-700 ring-offset-2'
      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400'
  }`;

function ChosenMark({ chosen }: { chosen: boolean }) {
  if (!chosen) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-2 -right-2 flex size-5 items-center justify-center rounded-full bg-white text-brand-700 shadow ring-2 ring-brand-700"
    >
      <CheckIcon className="size-3.5" strokeWidth={3} />
    </span>
  );
}

interface FieldsetProps {
  legend: string;
  id?: string;
  /** The missing field's message, said under it. */
  problem?: string | null;
  children: ReactNode;
}

function Fieldset({ legend, id, problem, children }: FieldsetProps) {
  return (
    <fieldset
      id={id}
      aria-describedby={problem ? `${id}-problem` : undefined}
      // A fieldset is at least as wide as its content: without min-w-0 the date strip widens
      // the sheet instead of scrolling, and the sheet's edge clips the chosen chip's tick.
      className="mt-5 min-w-0 first:mt-0"
    >
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2">{children}</div>
      {problem && (
        <p id={`${id}-problem`} className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/**
 * docs/product/booking.md#the-booking-modal: service, date, slot and place, then Place Booking →
 * /payment.
 */
export default function BookingModal({ trainer, open, onOpenChange, service }: BookingModalProps) {
  const navigate = useNavigate();
  const locale = useLocale();
  const text = useText(bookingSheetText);
  const messages = useText(BOOKING_TEXT);
  const serviceNames = useText(CATALOG_TEXT).service;
  const locations = useText(LOCATION_TEXT);
  const packScreen = useText(PACK_SCREEN_TEXT);
  const services = bookableServices(trainer);
  const firstService = services.some((offered) => offered.key === service)
    ? (service ?? null)
    : services.length === 1
      ? (services[0]?.key ?? null)
      : null;
  const [draft, setDraft] = useState<BookingDraft>({
    service: firstService,
    date: null,
    timeSlot: null,
    location: initialLocation(trainer, firstService),
    address: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; hold: UnpaidHold } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [slotNotice, setSlotNotice] = useState<string | null>(null);
  const [missing, setMissing] = useState<DraftField | null>(null);
  const [repeating, setRepeating] = useState(false);
  const formId = useId();
  const fieldId = (field: DraftField) => `${formId}-${field}`;
  const problemOf = (field: DraftField) =>
    missing === field ? missingFieldMessages(messages)[field] : null;
  const [today] = useState(() => istDate(new Date()));
  const availability = useTrainerAvailability(
    trainer.id,
    today,
    addIstDays(today, BOOKING_WINDOW_DAYS),
  );
  const slots = useAvailableSlots(trainer.id, draft.date);
  const createBooking = useCreateBooking();
  const credit = usePackCredit(trainer.id, draft.service);

  const dates = selectableDates(
    new Date(),
    availability.data ? availability.data.availableDates.map((item) => item.date) : null,
  );
  const slotFallback = slots.isError;
  const allSlots = slotFallback ? ALL_SLOT_LABELS : (slots.data?.allTimeSlots ?? []);
  const booked = new Set(slotFallback ? [] : (slots.data?.bookedSlots ?? []));
  const free = new Set(slotFallback ? ALL_SLOT_LABELS : (slots.data?.availableSlots ?? []));
  const yourHolds = new Map(
    (slotFallback ? [] : (slots.data?.yourHolds ?? [])).map((hold) => [hold.timeSlot, hold]),
  );
  const selectedService = services.find((service) => service.key === draft.service);
  const places = inPersonLocations(trainer);

  const update = (change: Partial<BookingDraft>) => {
    setError(null);
    setRefusal(null);
    setNotice(null);
    setMissing(null);
    setDraft((current) => ({ ...current, ...change }));
  };
  const chooseService = (key: ServiceKey) =>
    update({ service: key, location: initialLocation(trainer, key) });
  // Changing the date clears the chosen slot (docs/product/booking.md#the-booking-modal).
  const chooseDate = (date: string) => {
    setSlotNotice(null);
    update({ date, timeSlot: null });
  };

  const placeBooking = async () => {
    if (!isDraftComplete(draft)) {
      const field = missingField(draft);
      // Rendered first, so the field is brought into view with its message and the alert.
      flushSync(() => {
        setError(messages.fillRequiredFields);
        setMissing(field);
      });
      // On a phone the missing field may be below the fold (the home address is).
      if (field) revealField(document.getElementById(fieldId(field)));
      return;
    }
    track('booking_attempt', {
      trainer_id: trainer.id,
      service: draft.service,
      source: 'booking_modal',
    });
    try {
      const booking = await createBooking.mutateAsync({
        trainerId: trainer.id,
        service: draft.service,
        date: draft.date,
        timeSlot: draft.timeSlot,
        location: draft.location,
        ...(draft.location === 'home' ? { address: draft.address.trim() } : {}),
        ...(credit.packId ? { packId: credit.packId } : {}),
      });
      if (credit.packId) {
        update({ timeSlot: null });
        return credit.confirm(booking);
      }
      onOpenChange(false);
      navigate(`${paths.payment}?booking=${encodeURIComponent(booking.id)}`);
    } catch (failure) {
      // The client holds slots unpaid: the chosen one may still be free, so keep it.
      const limited =
        failure instanceof ApiError ? holdRefusalSchema.safeParse(failure.body) : null;
      if (limited?.success && limited.data.hold) {
        setRefusal({ message: limited.data.message, hold: limited.data.hold });
        return;
      }
      if (failure instanceof ApiError && failure.status === 409) {
        update({ timeSlot: null });
        await slots.refetch();
      }
      setError(
        failure instanceof Error && failure.message
          ? failure.message
          : messages.bookingSubmitFailed,
      );
    }
  };

  const released = () => {
    setRefusal(null);
    setNotice(messages.holdReleased);
    void slots.refetch();
  };

  const footer = (
    <div className="flex flex-col gap-3">
      {refusal && (
        <HoldRefusal message={refusal.message} hold={refusal.hold} onReleased={released} />
      )}
      {notice && (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
        >
          {notice}
        </p>
      )}
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {credit.pack ? (
            packScreen.paidWithCredit
          ) : selectedService ? (
            <>
              {text.sessionFee}{' '}
              <strong className="text-base text-slate-900">
                {formatRupees(selectedService.pricePaise, locale)}
              </strong>
            </>
          ) : (
            text.chooseService
          )}
        </p>
        <button
          type="button"
          onClick={() => void placeBooking()}
          disabled={createBooking.isPending || trainer.bookingfull}
          className={buttonClass('primary', 'md')}
        >
          {createBooking.isPending
            ? text.placingBooking
            : credit.pack
              ? text.bookWithCredit
              : text.placeBooking}
        </button>
      </div>
    </div>
  );

  if (credit.confirmed) {
    return (
      <CreditBookingConfirmation
        booking={credit.confirmed.booking}
        creditsLeft={credit.confirmed.creditsLeft}
        open={open}
        onOpenChange={(next) => {
          if (!next) credit.dismiss();
          onOpenChange(next);
        }}
      />
    );
  }

  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title(trainer.name)}
      description={text.description}
      footer={repeating ? undefined : footer}
    >
      <Fieldset legend={text.service} id={fieldId('service')} problem={problemOf('service')}>
        <div className="grid gap-2 sm:grid-cols-3">
          {services.map((service) => (
            <button
              key={service.key}
              type="button"
              aria-pressed={draft.service === service.key}
              onClick={() => chooseService(service.key)}
              className={choiceClass(draft.service === service.key)}
            >
              <span className="block">{serviceNames[service.key]}</span>
              <span
                className={`block font-normal ${draft.service === service.key ? 'text-brand-50' : 'text-slate-600'}`}
              >
                {formatRupees(service.pricePaise, locale)}
              </span>
              <ChosenMark chosen={draft.service === service.key} />
            </button>
          ))}
        </div>
      </Fieldset>

      {credit.option}

      <Fieldset legend={text.date} id={fieldId('date')} problem={problemOf('date')}>
        {trainer.bookingfull ? (
          <BookingFullNotice />
        ) : availability.isPending ? (
          <p className="text-sm text-slate-600">{text.loadingDates}</p>
        ) : dates.length === 0 ? (
          <p className="text-sm text-slate-700">{messages.noAvailableDates}</p>
        ) : (
          <div className="-mx-3 flex gap-2 overflow-x-auto px-3 pt-3 pb-2">
            {dates.map((date) => (
              <button
                key={date}
                type="button"
                aria-pressed={draft.date === date}
                onClick={(event) => {
                  chooseDate(date);
                  // A chip half past the sheet's edge comes fully into view, its tick with it.
                  event.currentTarget.scrollIntoView?.({ inline: 'nearest', block: 'nearest' });
                }}
                className={`${choiceClass(draft.date === date)} shrink-0 scroll-mx-4 whitespace-nowrap`}
              >
                {formatBookingDate(date, locale)}
                <ChosenMark chosen={draft.date === date} />
              </button>
            ))}
          </div>
        )}
      </Fieldset>

      {draft.date && !trainer.bookingfull && (
        <Fieldset legend={text.time} id={fieldId('timeSlot')} problem={problemOf('timeSlot')}>
          {slotFallback && (
            <p role="status" className="mb-2 text-sm text-amber-800">
              {messages.loadSlotsFailed}. {messages.slotCheckFailed}
            </p>
          )}
          {slots.isPending ? (
            <p className="text-sm text-slate-600">{text.loadingSlots}</p>
          ) : (
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {allSlots.map((slot) => {
                const yours = yourHolds.get(slot);
                if (yours) {
                  return (
                    <Link
                      key={slot}
                      to={`${paths.payment}?booking=${encodeURIComponent(yours.bookingId)}`}
                      onClick={() => onOpenChange(false)}
                      className="col-span-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:col-span-4"
                    >
                      <span>
                        <strong>{formatSlotLabel(slot, locale)}</strong> ·{' '}
                        {messages.yourHold(formatIstClock(new Date(yours.expiresAt), locale))}
                      </span>
                      <span className="font-semibold text-brand-800 underline">
                        {messages.completeHoldPayment}
                      </span>
                    </Link>
                  );
                }
                const taken = booked.has(slot);
                const bookable = free.has(slot);
                return (
                  <button
                    key={slot}
                    type="button"
                    aria-pressed={draft.timeSlot === slot}
                    aria-disabled={!bookable}
                    title={taken ? messages.slotAlreadyBooked : undefined}
                    onClick={() => {
                      if (taken) setSlotNotice(messages.slotAlreadyBooked);
                      if (!bookable) return;
                      setSlotNotice(null);
                      update({ timeSlot: slot });
                    }}
                    className={`${choiceClass(draft.timeSlot === slot)} text-center ${
                      bookable
                        ? ''
                        : 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400 line-through hover:border-slate-200'
                    }`}
                  >
                    {formatSlotLabel(slot, locale)}
                    <ChosenMark chosen={draft.timeSlot === slot} />
                  </button>
                );
              })}
            </div>
          )}
          {slotNotice && (
            <p role="status" className="mt-2 text-sm font-medium text-red-700">
              {slotNotice}
            </p>
          )}
        </Fieldset>
      )}

      {draft.service && (
        <Fieldset
          legend={text.location}
          id={fieldId('location')}
          problem={problemOf('location') ?? problemOf('address')}
        >
          {draft.service === 'online' ? (
            <p className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-800">
              {locations.online}
            </p>
          ) : (
            <>
              <div className="grid gap-2 sm:grid-cols-2">
                {places.map((place: BookingLocation) => (
                  <button
                    key={place}
                    type="button"
                    aria-pressed={draft.location === place}
                    onClick={() => update({ location: place })}
                    className={choiceClass(draft.location === place)}
                  >
                    {place === 'gym' && trainer.gymInfo?.name
                      ? `${locations.gym}: ${trainer.gymInfo.name}`
                      : locations[place]}
                    <ChosenMark chosen={draft.location === place} />
                  </button>
                ))}
              </div>
              {draft.location === 'gym' && (
                <div className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
                  <p>{text.gymEntry}</p>
                  {trainer.gymInfo?.membershipRequired && (
                    <p className="mt-1 font-semibold">
                      {text.membershipRequired(trainer.gymInfo.membershipDetails || null)}
                    </p>
                  )}
                </div>
              )}
              {draft.location === 'home' && (
                <label className="mt-3 block text-sm font-semibold text-slate-900">
                  {text.yourAddress}
                  <textarea
                    id={fieldId('address')}
                    value={draft.address}
                    onChange={(event) => update({ address: event.target.value })}
                    rows={2}
                    maxLength={300}
                    required
                    aria-invalid={missing === 'address'}
                    aria-describedby={
                      missing === 'address' ? `${fieldId('location')}-problem` : undefined
                    }
                    autoComplete="street-address"
                    className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-normal text-slate-900 focus:border-brand-600 focus:outline-none"
                  />
                </label>
              )}
            </>
          )}
        </Fieldset>
      )}

      {draft.timeSlot && !trainer.bookingfull && (
        <WeeklyRepeat
          trainerId={trainer.id}
          draft={draft}
          on={repeating}
          onOnChange={setRepeating}
          onLeave={() => onOpenChange(false)}
        />
      )}
    </SheetDialog>
  );
}
