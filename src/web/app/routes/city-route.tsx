import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { resolveCityPage } from '#web/features/discovery/api/city-trainers.ts';
import { nearbyTrainersQueryOptions } from '#web/features/discovery/api/get-nearby-trainers.ts';
import { lazyPage } from '#web/lib/lazy-page.ts';
import { useParams } from '#web/lib/router/router.tsx';

const CityLandingRoute = lazyPage(() => import('./city-landing-route'));
export const preloadCityLanding = CityLandingRoute.preload;

/**
 * In the first bundle, so the trainers are asked for while the page's own code is still on
 * its way: the first card's image, the page's largest paint, arrives a round trip sooner.
 */
export function CityRoute() {
  const { city = '', specialization } = useParams();
  const queryClient = useQueryClient();
  useEffect(() => {
    const page = resolveCityPage(city, specialization);
    if (page) void queryClient.prefetchQuery(nearbyTrainersQueryOptions(page.query));
  }, [city, specialization, queryClient]);

  return (
    // A screen tall while the page loads, so the footer does not show and then jump away.
    <Suspense
      fallback={
        <div className="min-h-dvh">
          <PageSpinner />
        </div>
      }
    >
      <CityLandingRoute citySlug={city} specializationSlug={specialization} />
    </Suspense>
  );
}
