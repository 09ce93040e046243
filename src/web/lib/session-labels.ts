import { LOCATION_TEXT, type UserBooking } from '#shared/booking-schemas.ts';
import { CATALOG_TEXT } from '#shared/catalog.ts';
import { textOf } from '#shared/catalogue.ts';
import type { Locale } from '#shared/locale.ts';

/**
 * A session's service in a language. English keeps the server's `serviceName`; another language
 * names the service by its key.
 */
export function sessionServiceName(
  booking: Pick<UserBooking, 'service' | 'serviceName'>,
  locale: Locale,
): string {
  return locale === 'en'
    ? booking.serviceName
    : textOf(CATALOG_TEXT, locale).service[booking.service];
}

/**
 * Where a session happens, with its address. The server's `locationLabel` is English
 * ("Trainer's Gym: Iron House"); another language keeps the gym's own name after its word for
 * the gym ("ट्रेनर का जिम: Iron House").
 */
export function sessionPlace(
  booking: Pick<UserBooking, 'location' | 'locationLabel' | 'address'>,
  locale: Locale,
): string {
  const gymPrefix = `${LOCATION_TEXT.english.gym}: `;
  let place = booking.locationLabel;
  if (locale !== 'en') {
    const locations = textOf(LOCATION_TEXT, locale);
    place =
      booking.location === 'gym' && place.startsWith(gymPrefix)
        ? `${locations.gym}: ${place.slice(gymPrefix.length)}`
        : locations[booking.location];
  }
  return booking.address ? `${place}, ${booking.address}` : place;
}
