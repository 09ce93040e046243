import { type ReactNode, Suspense, useCallback, useDeferredValue, useEffect, useRef } from 'react';
import type { TrainerCard as Trainer } from '#shared/discovery-types.ts';
import {
  addChip,
  type FilterChip,
  LISTING_DEFAULT_LIMIT,
  LISTING_RADIUS_KM,
  type ListingSort,
} from '#shared/listing-filters.ts';
import { listingCopy } from '#shared/page-copy.ts';
import { SHELL_TEXT } from '#shared/shell-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { uiText } from '#web/components/ui/ui.text.ts';
import { paths } from '#web/config/paths.ts';
import { useNearbyTrainers } from '#web/features/discovery/api/get-nearby-trainers.ts';
import {
  FilterChips,
  ONLINE_CHIP,
  sameChip,
} from '#web/features/discovery/components/filter-chips.tsx';
import { ListingPagination } from '#web/features/discovery/components/listing-pagination.tsx';
import { canChangePage } from '#web/features/discovery/components/page-window.ts';
import { SortSelect } from '#web/features/discovery/components/sort-select.tsx';
import {
  TrainerCard,
  TrainerCardSkeleton,
} from '#web/features/discovery/components/trainer-card.tsx';
import { bookingTarget } from '#web/features/discovery/components/trainer-links.ts';
import { listingText } from '#web/features/discovery/listing.text.ts';
import { usePlaceName } from '#web/features/discovery/location/use-place-name.ts';
import {
  useVisitorLocation,
  type VisitorLocation,
} from '#web/features/discovery/location/use-visitor-location.ts';
import { trainerCount } from '#web/features/discovery/trainer-count.ts';
import { track } from '#web/lib/analytics.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { lazyPage } from '#web/lib/lazy-page.ts';
import { Link, useNavigate, useSearchParams } from '#web/lib/router/router.tsx';
import { usePageDescription, usePageTitle } from '#web/lib/seo.ts';
import { useNearViewport } from '#web/lib/use-near-viewport.ts';
import { useOpenBecomeTrainer } from '../become-trainer';
import { usePrefetchTrainerProfile } from '../use-prefetch-trainer-profile';
import { homeText } from './home.text';
import {
  addressOf,
  isOnlineChip,
  type ListingView,
  listingQuery,
  viewFromAddress,
} from './listing-view';

// Both appear only for some visits (no position, no results), so they load when needed.
const LocationHelpBanner = lazyPage(
  () => import('#web/features/discovery/components/location-help-banner.tsx'),
);
const ListingEmptyState = lazyPage(
  () => import('#web/features/discovery/components/listing-empty-state.tsx'),
);
const ListingClosing = lazyPage(
  () => import('#web/features/discovery/components/listing-closing.tsx'),
);

/** A server-rendered listing shows the banner until the browser answers (see `listingQuery`). */
export const preloadListing = LocationHelpBanner.preload;

/** The online filter's first arrival through the address is recorded once per visit. */
let onlineVisitTracked = false;

/** The location each answer was asked for, to show it with the banner that belongs to it. */
const answeredFor = new WeakMap<object, VisitorLocation['status']>();

/**
 * `/` and `/trainers` (docs/product/discovery.md#the-listing). Kept in the first bundle: they are where most
 * visits start.
 */
export function HomeRoute() {
  const navigate = useNavigate();
  const { user } = useUser();
  const locale = useLocale();
  const text = useText(homeText);
  const { fallbackPlace } = useText(listingText);
  const shellText = useText(SHELL_TEXT);
  const ui = useText(uiText);
  const onBecomeTrainer = useOpenBecomeTrainer();
  const prefetchProfile = usePrefetchTrainerProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewFromAddress(searchParams);
  const { chips, sort, page } = view;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const closing = useRef<HTMLDivElement>(null);
  const closingNear = useNearViewport(closing);

  /** Each change of filters, sort or page is a history entry, so Back steps through them. */
  const showView = (next: Partial<ListingView>) => {
    setSearchParams(addressOf(searchParams, { ...view, page: 1, ...next }));
  };

  const location = useVisitorLocation(
    useCallback(
      (settled: VisitorLocation) => {
        // docs/product/discovery.md#visitor-location-and-the-fallback: without a position, online
        // training is what can still be offered.
        if (settled.status !== 'denied') return;
        setSearchParams(
          (current) => {
            const shown = viewFromAddress(current);
            return addressOf(current, {
              ...shown,
              chips: addChip(shown.chips, ONLINE_CHIP),
              page: 1,
            });
          },
          { replace: true },
        );
      },
      [setSearchParams],
    ),
  );
  const placeName = usePlaceName(location);

  const arrivedOnline = searchParams.getAll('service').includes('online');
  useEffect(() => {
    if (arrivedOnline && !onlineVisitTracked) {
      onlineVisitTracked = true;
      track('filter_use', { filter_type: 'service', filter_value: 'online', source: 'url' });
    }
  }, [arrivedOnline]);

  const online = chips.some(isOnlineChip);
  const approximate = location.status === 'approximate';
  const query = listingQuery(view, location);
  const listsOnline = query?.serviceType === 'online';
  const radius = LISTING_RADIUS_KM;
  const copy = listingCopy(
    { specialization: chips.find((chip) => chip.type === 'specialization')?.value, online },
    locale,
  );
  usePageTitle(copy.title);
  usePageDescription(copy.description);

  const result = useNearbyTrainers(query, true);
  // Arriving cards render in slices between the browser's frames, not in one long task.
  const shown = useDeferredValue(result.data);
  const stale = result.isPlaceholderData || shown !== result.data;
  if (result.data && !result.isPlaceholderData && !answeredFor.has(result.data)) {
    answeredFor.set(result.data, location.status);
  }
  // Until the answer for a position arrives, the online list stays with its banner. Then both are
  // replaced as a whole: a trainer in both answers is drawn afresh where the new one puts them,
  // not moved there (a layout shift nobody asked for).
  const shownFor = (shown && answeredFor.get(shown)) ?? location.status;
  const pagination = shown?.pagination;

  // One event per new search (position or filters), not per page; none before the browser answers.
  const searchEvent =
    query &&
    !approximate &&
    JSON.stringify({
      location_status: location.status,
      radius_km: online ? null : radius,
      service_type: query.serviceType,
      filters: chips.map((chip) => chip.value).join(',') || null,
    });
  useEffect(() => {
    if (searchEvent) track('search', JSON.parse(searchEvent));
  }, [searchEvent]);

  const addFilter = (chip: FilterChip) => {
    showView({ chips: addChip(chips, chip) });
    track('filter_use', { action: 'add', filter_type: chip.type, filter_value: chip.value });
  };

  const removeFilter = (chip: FilterChip) => {
    showView({ chips: chips.filter((item) => !sameChip(item, chip)) });
    track('filter_use', { action: 'remove', filter_type: chip.type, filter_value: chip.value });
  };

  const clearAll = () => {
    showView({ chips: [] });
    track('filter_use', { action: 'clear_all' });
  };

  const goToPage = (next: number) => {
    if (!pagination) return;
    if (!canChangePage(location.status !== 'unknown', next, pagination.totalPages)) return;
    showView({ page: next });
    resultsHeading.current?.scrollIntoView({ block: 'start' });
  };

  const changeSort = (next: ListingSort) => {
    showView({ sort: next });
    track('filter_use', { action: 'sort', filter_type: 'sort', filter_value: next });
  };

  const bookTrainer = (trainer: Trainer) => {
    const signedIn = user !== null;
    track('booking_attempt', { trainer_id: trainer.id, source: 'listing', signed_in: signedIn });
    // Booking straight from a card, without opening the profile first.
    track('quick_book', { trainer_id: trainer.id, source: 'listing' });
    const target = bookingTarget(trainer.id, signedIn);
    navigate(target.to, { state: target.state });
  };

  const heading = listsOnline
    ? text.onlineTrainers
    : location.status === 'granted'
      ? placeName
        ? text.trainersNear(placeName)
        : text.trainersNearYou
      : location.status === 'denied'
        ? text.trainersNear(fallbackPlace)
        : text.trainersNearYou;
  const within = listsOnline
    ? text.acrossIndia
    : location.status === 'denied'
      ? text.withinOf(radius, fallbackPlace)
      : text.within(radius);
  const status =
    location.status === 'unknown'
      ? text.findingLocation
      : pagination && !stale
        ? text.found(trainerCount(pagination, locale), within)
        : result.isError
          ? text.searchFailed(within)
          : text.searching(within);

  const trainers = shown?.data;
  const arrivedAt = new Date(result.dataUpdatedAt);
  let body: ReactNode;
  if (location.status === 'unknown' || (!trainers && !result.isError)) {
    body = (
      <ul aria-label={text.loadingTrainers} className="grid gap-6">
        {Array.from({ length: LISTING_DEFAULT_LIMIT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <TrainerCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (!trainers) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
        <p className="font-semibold text-red-900">{shellText.fetchTrainersFailed}</p>
        <button
          type="button"
          onClick={() => void result.refetch()}
          className={buttonClass('primary', 'md', 'mt-4')}
        >
          {ui.retry}
        </button>
      </div>
    );
  } else if (trainers.length === 0) {
    body = (
      <Suspense fallback={<div className="h-80" />}>
        <ListingEmptyState onBecomeTrainer={onBecomeTrainer} />
      </Suspense>
    );
  } else {
    body = (
      <>
        <ul
          aria-busy={stale}
          className={`grid gap-6 transition-opacity ${stale ? 'opacity-60' : ''}`}
        >
          {trainers.map((trainer, index) => (
            <li key={trainer.id}>
              <TrainerCard
                trainer={trainer}
                priority={index === 0 && page === 1}
                now={arrivedAt}
                onBook={bookTrainer}
                onInterest={prefetchProfile}
              />
            </li>
          ))}
        </ul>
        {pagination && (
          <ListingPagination
            currentPage={pagination.currentPage}
            totalPages={pagination.totalPages}
            onPage={goToPage}
          />
        )}
      </>
    );
  }

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        {/* Short on a phone, so the first trainer shows on the first screen. */}
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-14 lg:px-8">
          {/* Room for the longest heading and text, so a filter change moves nothing below. */}
          <div className="min-h-[12rem] sm:min-h-[13rem]">
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
              {text.eyebrow}
            </p>
            <h1 className="mt-3 min-h-[4.5rem] max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:min-h-0 sm:text-5xl">
              {copy.heading}
            </h1>
            <p className="mt-3 max-w-2xl text-sm leading-6 text-brand-50 sm:text-lg sm:leading-8">
              {copy.text}
            </p>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <FilterChips
          active={chips}
          onToggle={(chip) =>
            chips.some((item) => sameChip(item, chip)) ? removeFilter(chip) : addFilter(chip)
          }
          onRemove={removeFilter}
          onClearAll={clearAll}
        >
          <SortSelect value={sort} online={listsOnline} onChange={changeSort} />
        </FilterChips>

        {/* At least a screen tall: the footer stays below the fold while the list loads. */}
        <section aria-labelledby="results-heading" className="mt-6 min-h-screen">
          <div className="space-y-1">
            <div className="flex items-baseline justify-between gap-4">
              <h2
                id="results-heading"
                ref={resultsHeading}
                className="min-w-0 scroll-mt-20 truncate text-2xl font-bold tracking-tight text-slate-900"
              >
                {heading}
              </h2>
              {/* A sub-view (a filter or a later page) leads back to the whole list. */}
              {(chips.length > 0 || page > 1) && (
                <Link
                  to={paths.trainers}
                  className="shrink-0 text-sm font-semibold text-brand-700 hover:underline"
                >
                  <span aria-hidden="true">← </span>
                  {text.back}
                  <span className="sr-only">{text.toAllTrainers}</span>
                </Link>
              )}
            </div>
            <p aria-live="polite" className="h-5 truncate text-sm text-slate-600">
              {status}
            </p>
          </div>
          {/* The banner and the list appear together, so the banner pushes no card down; the
              answer for a position replaces both, so no card moves up either. */}
          <Suspense key={shownFor === 'granted' ? 'near' : 'online'} fallback={null}>
            {(shownFor === 'denied' || shownFor === 'approximate') && (
              // Once the browser has given a position, the banner's words are no longer true; its
              // room stays until the nearby answer replaces it.
              <div className={`mt-4 ${location.status === 'granted' ? 'invisible' : ''}`}>
                <LocationHelpBanner />
              </div>
            )}
            <div className="mt-6">{body}</div>
          </Suspense>
        </section>
      </div>

      {/* Below the fold: its code loads as the visitor scrolls towards it. */}
      <div ref={closing} className="min-h-[71rem] sm:min-h-[54rem] lg:min-h-[51rem]">
        {closingNear && (
          <Suspense fallback={null}>
            <ListingClosing online={online} />
          </Suspense>
        )}
      </div>
    </>
  );
}
