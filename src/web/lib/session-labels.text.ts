import { LOCATION_LABELS } from '#shared/booking-schemas.ts';
import { SERVICE_NAMES } from '#shared/catalog.ts';
import { catalogue } from '#shared/catalogue.ts';

/** The names of a session's service and place, as the server writes them in English. */
export const sessionLabelsText = catalogue('sessionLabels', {
  services: SERVICE_NAMES,
  locations: LOCATION_LABELS,
});
