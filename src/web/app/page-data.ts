import type { QueryClient } from '@tanstack/react-query';
import { resolveCityPage } from '#web/features/discovery/api/city-trainers.ts';
import { nearbyTrainersQueryOptions } from '#web/features/discovery/api/get-nearby-trainers.ts';
import { lastKnownLocation } from '#web/features/discovery/location/use-visitor-location.ts';
import { selectedFeedbackQueryOptions } from '#web/features/trainer-profile/api/get-selected-feedback.ts';
import { trainerProfileQueryOptions } from '#web/features/trainer-profile/api/get-trainer-profile.ts';
import { matchPath } from '#web/lib/router/router.tsx';
import { listingQuery, viewFromAddress } from './routes/listing-view';

/** Loads one answer, once: a failure is the browser's to retry. */
type PageQuery = (client: QueryClient) => Promise<unknown>;

/**
 * The answers a public page renders with, under the keys its screens ask for them: the first
 * page of the listing as a visitor without a position sees it, a published trainer's profile
 * and reviews as a visitor sees them, a city's trainers. Null for any other page.
 */
function pageQueries(pathname: string, search: string): PageQuery[] | null {
  if (pathname === '/' || pathname === '/trainers') {
    const query = listingQuery(viewFromAddress(new URLSearchParams(search)), lastKnownLocation());
    return (
      query && [
        (client) => client.fetchQuery({ ...nearbyTrainersQueryOptions(query), retry: false }),
      ]
    );
  }
  const trainer = matchPath('/trainer/:id', pathname)?.params.id;
  if (trainer) {
    return [
      (client) => client.fetchQuery({ ...trainerProfileQueryOptions(trainer, null), retry: false }),
      (client) => client.fetchQuery({ ...selectedFeedbackQueryOptions(trainer), retry: false }),
    ];
  }
  const city = matchPath('/city/:city/:specialization?', pathname)?.params;
  const cityPage = city?.city && resolveCityPage(city.city, city.specialization);
  return cityPage
    ? [
        (client) =>
          client.fetchQuery({ ...nearbyTrainersQueryOptions(cityPage.query), retry: false }),
      ]
    : null;
}

/**
 * Loads a page's answers into `queryClient`, once each (a failure is the client's to retry).
 * False when the page has none to load or one of them failed: the page is then left to the
 * browser, which shows its own loading and error states.
 */
export async function loadPageData(
  queryClient: QueryClient,
  pathname: string,
  search: string,
): Promise<boolean> {
  const queries = pageQueries(pathname, search);
  if (!queries) return false;
  const loaded = await Promise.all(
    queries.map((load) =>
      load(queryClient).then(
        () => true,
        () => false,
      ),
    ),
  );
  return loaded.every(Boolean);
}
