import type { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import type { BookingLocation } from '#shared/booking-schemas.ts';
import { SERVICE_KEYS, SERVICE_NAMES, type ServiceKey } from '#shared/catalog.ts';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { BOOKING_WINDOW_DAYS, upcomingDates } from '#shared/schedule.ts';

export interface BookableService {
  key: ServiceKey;
  name: string;
  pricePaise: number;
}

/** Only enabled services are bookable (docs/product/booking.md#the-booking-modal). */
export function bookableServices(trainer: Pick<TrainerProfile, 'services'>): BookableService[] {
  return SERVICE_KEYS.filter((key) => trainer.services[key].enabled).map((key) => ({
    key,
    name: SERVICE_NAMES[key],
    pricePaise: trainer.services[key].pricePaise,
  }));
}

/**
 * Where an in-person session can be: the trainer's gym and/or the client's home; a trainer
 * who configured neither is offered both (docs/product/booking.md#the-booking-modal).
 */
export function inPersonLocations(
  trainer: Pick<TrainerProfile, 'trainingLocations'>,
): Exclude<BookingLocation, 'online'>[] {
  const { myGym, clientHome } = trainer.trainingLocations;
  if (!myGym && !clientHome) return ['gym', 'home'];
  return [...(myGym ? (['gym'] as const) : []), ...(clientHome ? (['home'] as const) : [])];
}

/** The location a service starts with: online for online, the only place when there is one. */
export function initialLocation(
  trainer: Pick<TrainerProfile, 'trainingLocations'>,
  service: ServiceKey | null,
): BookingLocation | null {
  if (service === 'online') return 'online';
  if (service === null) return null;
  const places = inPersonLocations(trainer);
  return places.length === 1 ? (places[0] ?? null) : null;
}

/** Today plus 14 days (IST), narrowed to the dates the server says are bookable when known. */
export function selectableDates(now: Date, availableDates: readonly string[] | null): string[] {
  const window = upcomingDates(now, BOOKING_WINDOW_DAYS);
  if (availableDates === null) return window;
  const open = new Set(availableDates);
  return window.filter((date) => open.has(date));
}

export interface BookingDraft {
  service: ServiceKey | null;
  date: string | null;
  timeSlot: string | null;
  location: BookingLocation | null;
  address: string;
}

export type CompleteDraft = BookingDraft & {
  service: ServiceKey;
  date: string;
  timeSlot: string;
  location: BookingLocation;
};

export type DraftField = 'service' | 'date' | 'timeSlot' | 'location' | 'address';

/**
 * What each missing field says under itself, in the page's language
 * (docs/product/booking.md#the-booking-modal).
 */
export function missingFieldMessages(
  messages: Pick<
    typeof BOOKING_MESSAGES,
    'serviceRequired' | 'dateRequired' | 'timeSlotRequired' | 'locationRequired' | 'addressRequired'
  >,
): Record<DraftField, string> {
  return {
    service: messages.serviceRequired,
    date: messages.dateRequired,
    timeSlot: messages.timeSlotRequired,
    location: messages.locationRequired,
    address: messages.addressRequired,
  };
}

/**
 * The first field, top to bottom, still to fill: service, date and slot always; a place unless
 * online; an address at home (docs/product/booking.md#the-booking-modal).
 */
export function missingField(draft: BookingDraft): DraftField | null {
  if (!draft.service) return 'service';
  if (!draft.date) return 'date';
  if (!draft.timeSlot) return 'timeSlot';
  if (!draft.location) return 'location';
  if (draft.location === 'home' && draft.address.trim() === '') return 'address';
  return null;
}

export function isDraftComplete(draft: BookingDraft): draft is CompleteDraft {
  return missingField(draft) === null;
}
