import { SERVICE_NAMES } from '#shared/catalog.ts';
import { catalogue } from '#shared/catalogue.ts';

/** The services' names as the booking sheet and the payment pages show them. */
export const serviceText = catalogue('bookingServiceNames', SERVICE_NAMES);
