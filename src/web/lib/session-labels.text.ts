import { SERVICE_NAMES } from '#shared/catalog.ts';
import { catalogue } from '#shared/catalogue.ts';

/** The names of a session's service, as the server writes them in English. */
export const sessionLabelsText = catalogue('sessionLabels', { services: SERVICE_NAMES });
