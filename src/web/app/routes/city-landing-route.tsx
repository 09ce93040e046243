import { type ReactNode, useDeferredValue } from 'react';
import { CATALOG_TEXT, CITIES, type City } from '#shared/catalog.ts';
import type { NearbyPagination, TrainerCard } from '#shared/discovery-types.ts';
import {
  LISTING_FILTER_TEXT,
  SPECIALIZATION_FILTERS,
  type SpecializationFilter,
} from '#shared/listing-filters.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { cityCopy, trainerKind } from '#shared/page-copy.ts';
import { SHELL_TEXT } from '#shared/shell-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { BadgeCheckIcon, CalendarIcon, MapPinIcon } from '#web/components/ui/icons.tsx';
import { uiText } from '#web/components/ui/ui.text.ts';
import { paths } from '#web/config/paths.ts';
import { resolveCityPage } from '#web/features/discovery/api/city-trainers.ts';
import { useNearbyTrainers } from '#web/features/discovery/api/get-nearby-trainers.ts';
import { CityTrainerCard } from '#web/features/discovery/components/city-trainer-card.tsx';
import { bookingTarget } from '#web/features/discovery/components/trainer-links.ts';
import { trainerCount } from '#web/features/discovery/trainer-count.ts';
import { track } from '#web/lib/analytics.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { Link, useNavigate } from '#web/lib/router/router.tsx';
import { usePageDescription, usePageTitle } from '#web/lib/seo.ts';
import { usePrefetchTrainerProfile } from '../use-prefetch-trainer-profile';
import { cityPageText } from './city-landing.text';

/** A city page shows 6 of the 10 trainers it asks for (docs/product/discovery.md#city-pages). */
const CITY_CARDS = 6;
const PLACEHOLDER_KEYS = Array.from({ length: CITY_CARDS }, (_, index) => `placeholder-${index}`);

function CityNotFound({ onRetry }: { onRetry?: () => void }) {
  const text = useText(cityPageText);
  const ui = useText(uiText);
  const shellText = useText(SHELL_TEXT);
  const messages = useText(MESSAGES_TEXT);
  usePageTitle(text.notFound);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MapPinIcon className="size-7" />
      </span>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900">
        {text.notFound}
      </h1>
      <p className="mt-3 text-slate-700">{messages.cityNotListed}</p>
      {onRetry && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {shellText.fetchTrainersFailed}
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.trainers} className={buttonClass('primary', 'md')}>
          {text.exploreAll}
        </Link>
        {onRetry && (
          <button type="button" onClick={onRetry} className={buttonClass('secondary', 'md')}>
            {ui.retry}
          </button>
        )}
      </div>
    </div>
  );
}

/** `/city/{city}` and `/city/{city}/{specialization}` (docs/product/discovery.md#city-pages). */
export default function CityLandingRoute({
  citySlug,
  specializationSlug,
}: {
  citySlug: string;
  specializationSlug?: string;
}) {
  const page = resolveCityPage(citySlug, specializationSlug);
  const result = useNearbyTrainers(page?.query ?? null);
  // The cards render in slices between the browser's frames, not in one long task.
  const shown = useDeferredValue(result.data);

  if (!page) return <CityNotFound />;
  if (result.isError) return <CityNotFound onRetry={() => void result.refetch()} />;
  return (
    <CityListing
      city={page.city}
      specialization={page.specialization}
      trainers={shown?.data}
      count={shown?.pagination}
    />
  );
}

function CityListing({
  city,
  specialization,
  trainers,
  count,
}: {
  city: City;
  specialization: SpecializationFilter | undefined;
  trainers: TrainerCard[] | undefined;
  count: NearbyPagination | undefined;
}) {
  const navigate = useNavigate();
  const { user } = useUser();
  const prefetchProfile = usePrefetchTrainerProfile();
  const locale = useLocale();
  const text = useText(cityPageText);
  const messages = useText(MESSAGES_TEXT);
  const cityNames = useText(CATALOG_TEXT).city;
  const filterLabels = useText(LISTING_FILTER_TEXT);
  const cityName = cityNames[city.slug] ?? city.name;
  const label = specialization && (filterLabels[specialization.slug] ?? specialization.label);
  const copy = cityCopy(city, specialization?.slug, locale);
  const whyChoose = [
    {
      title: text.localExpertise,
      text: text.localExpertiseText(cityName),
      icon: <MapPinIcon className="size-6" />,
    },
    {
      title: text.verifiedProfessionals,
      text: text.verifiedProfessionalsText,
      icon: <BadgeCheckIcon className="size-6" />,
    },
    {
      title: text.flexibleScheduling,
      text: text.flexibleSchedulingText,
      icon: <CalendarIcon className="size-6" />,
    },
  ];
  usePageTitle(copy.title);
  usePageDescription(copy.description);

  const bookTrainer = (trainer: TrainerCard) => {
    const signedIn = user !== null;
    track('booking_attempt', {
      trainer_id: trainer.id,
      source: 'city_landing',
      city: city.name,
      signed_in: signedIn,
    });
    const target = bookingTarget(trainer.id, signedIn);
    navigate(target.to, { state: target.state });
  };

  const viewAll = specialization
    ? `${paths.trainers}?${new URLSearchParams({ specialization: specialization.slug })}`
    : paths.trainers;

  let list: ReactNode;
  if (!trainers) {
    list = (
      <ul
        aria-label={text.loadingTrainers}
        className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {PLACEHOLDER_KEYS.map((key) => (
          <li
            key={key}
            aria-hidden="true"
            className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white"
          >
            <div className="aspect-[4/3] bg-slate-200" />
            <div className="h-52 p-4" />
          </li>
        ))}
      </ul>
    );
  } else if (trainers.length === 0) {
    list = (
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
        <h3 className="text-xl font-bold text-slate-900">
          {messages.noTrainersInCity(label ? trainerKind(label, locale) : text.anyKind, cityName)}
        </h3>
        <p className="mx-auto mt-2 max-w-lg text-slate-700">{messages.cityNetworkGrowing}</p>
        <Link to={paths.trainers} className={buttonClass('primary', 'md', 'mt-6')}>
          {text.exploreAll}
        </Link>
      </div>
    );
  } else {
    list = (
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {trainers.slice(0, CITY_CARDS).map((trainer, index) => (
          <li key={trainer.id}>
            <CityTrainerCard
              trainer={trainer}
              priority={index === 0}
              // The profile sends the one trainer_view of this visit, with this source.
              source="city_landing_page"
              onBook={bookTrainer}
              onInterest={prefetchProfile}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {text.country(cityName)}
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {copy.heading}
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-7 text-brand-50 sm:text-lg sm:leading-8">
            {copy.text}
          </p>
        </div>
      </section>

      <section
        aria-labelledby="city-trainers"
        className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8"
      >
        <div className="space-y-1">
          <h2 id="city-trainers" className="text-2xl font-bold tracking-tight text-slate-900">
            {text.trainersIn(label, cityName)}
          </h2>
          <p aria-live="polite" className="h-5 truncate text-sm text-slate-600">
            {count === undefined
              ? text.findingTrainers
              : text.available(trainerCount(count, locale), cityName)}
          </p>
        </div>
        {list}
        {trainers && trainers.length > 0 && (
          <div className="mt-8 text-center">
            <Link to={viewAll} className={buttonClass('secondary', 'lg')}>
              {text.viewAll(label)}
            </Link>
          </div>
        )}
      </section>

      <section aria-labelledby="why-choose" className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="why-choose" className="text-2xl font-bold tracking-tight text-slate-900">
            {text.whyChoose(cityName)}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-3">
            {whyChoose.map((item) => (
              <li key={item.title} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  {item.icon}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{item.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-700">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <nav aria-label={text.morePages} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 className="text-lg font-semibold text-slate-900">{text.trainingIn(cityName)}</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {SPECIALIZATION_FILTERS.map((filter) => (
            <li key={filter.slug}>
              <Link to={paths.city(city.slug, filter.slug)} className={cityLinkClass}>
                {filterLabels[filter.slug] ?? filter.label}
              </Link>
            </li>
          ))}
        </ul>
        <h2 className="mt-8 text-lg font-semibold text-slate-900">{text.otherCities}</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {CITIES.filter((other) => other.slug !== city.slug).map((other) => (
            <li key={other.slug}>
              <Link to={paths.city(other.slug, specialization?.slug)} className={cityLinkClass}>
                {cityNames[other.slug] ?? other.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

const cityLinkClass =
  'inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-800';
