import { catalogue } from '#shared/catalogue.ts';

/** The words of the building blocks the listing's first screen uses. */
export const uiText = catalogue('ui', {
  loading: 'Loading',
  retry: 'Retry',
});
