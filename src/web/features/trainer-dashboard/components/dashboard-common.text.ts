import { catalogue } from '#shared/catalogue.ts';

/** Words several dashboard tabs share. */
export const dashboardCommonText = catalogue('dashCommon', {
  failedToLoad: 'Failed to load',
  rated: (rating: number) => `Rated ${rating} out of 5`,
  opensInNewTab: ' (opens in a new tab)',
  loading: 'Loading...',
  retry: 'Retry',
});
