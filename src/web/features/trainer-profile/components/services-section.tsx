import type { ReactNode, Ref } from 'react';
import type { ServiceKey } from '#shared/catalog.ts';
import type { PublicPack, TrainerProfile } from '#shared/discovery-types.ts';
import { formatSlotLabel } from '#shared/ist.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { formatRupees } from '#shared/money.ts';
import { BookingFullNotice } from '#web/components/ui/booking-full-notice.tsx';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { HomeIcon } from '#web/components/ui/detail-icons.tsx';
import {
  ClockIcon,
  MapPinIcon,
  UserIcon,
  UsersIcon,
  VideoIcon,
} from '#web/components/ui/icons.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { packOfferLine } from '#web/lib/pack-offer-text.ts';
import { offeredServices, servicePacks } from '../profile-view';
import { trainerProfileText } from '../trainer-profile.text';

const SERVICE_ICONS: Record<ServiceKey, ReactNode> = {
  personal: <UserIcon className="size-5" />,
  group: <UsersIcon className="size-5" />,
  online: <VideoIcon className="size-5" />,
};

/**
 * Services, prices and times: where a booking starts. Book Session scrolls here and focuses it
 * (tabIndex -1), so keyboard and screen-reader users land on the choices, not only sighted ones.
 */
export function ServicesSection({
  trainer,
  ref,
  onBuyPack,
  buying = false,
}: {
  trainer: TrainerProfile;
  ref?: Ref<HTMLElement>;
  /** Buy Pack: the route starts the purchase (signing in first when needed). */
  onBuyPack?: (service: ServiceKey, sessions: number) => void;
  /** A purchase is being started: the buttons wait. */
  buying?: boolean;
}) {
  const locale = useLocale();
  const text = useText(trainerProfileText).services;
  const messages = useText(MESSAGES_TEXT);
  const services = offeredServices(trainer.services, locale);
  const { myGym, clientHome } = trainer.trainingLocations;
  const inPerson = services.some((service) => service.key !== 'online');
  return (
    <section
      ref={ref}
      id="services"
      tabIndex={-1}
      aria-labelledby="services-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus:outline-2 focus:outline-offset-4 focus:outline-brand-600 sm:p-6"
    >
      <h2 id="services-heading" className="text-xl font-bold text-slate-900">
        {text.heading}
      </h2>
      {services.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {services.map((service) => (
            <li key={service.key} className="rounded-xl border border-slate-200 p-4">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  {SERVICE_ICONS[service.key]}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{service.name}</span>
                  <span className="block text-sm text-slate-600">{text.sessionLength}</span>
                </span>
                <span className="text-lg font-bold text-slate-900">
                  {formatRupees(service.pricePaise, locale)}
                </span>
              </div>
              <ServicePacks
                serviceName={service.name}
                packs={servicePacks(trainer.services, service.key)}
                buying={buying}
                onBuy={onBuyPack && ((sessions) => onBuyPack(service.key, sessions))}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-slate-700">{messages.noServicesListed}</p>
      )}

      {inPerson && (myGym || clientHome) && (
        <ul className="mt-4 space-y-1 text-sm text-slate-700">
          {myGym && (
            <li className="flex items-center gap-2">
              <MapPinIcon className="size-4 text-brand-700" />
              {text.atTheirGym}
            </li>
          )}
          {clientHome && (
            <li className="flex items-center gap-2">
              <HomeIcon className="size-4 text-brand-700" />
              {text.atYourHome}
            </li>
          )}
        </ul>
      )}

      <h3 className="mt-6 flex items-center gap-2 font-semibold text-slate-900">
        <ClockIcon className="size-5 text-brand-700" />
        {text.availableTimes}
      </h3>
      {trainer.bookingfull ? (
        <BookingFullNotice className="mt-3" />
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {trainer.availableTimes.map((time) => (
            <li
              key={time}
              className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800"
            >
              {formatSlotLabel(time, locale)}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-600">{text.timesInIst}</p>
    </section>
  );
}

/** A service's packs, each with Buy Pack (docs/product/packs-screens.md#buying-a-pack). */
function ServicePacks({
  serviceName,
  packs,
  buying,
  onBuy,
}: {
  serviceName: string;
  packs: PublicPack[];
  buying: boolean;
  onBuy: ((sessions: number) => void) | undefined;
}) {
  const locale = useLocale();
  const text = useText(trainerProfileText).services;
  if (packs.length === 0) return null;
  return (
    <ul
      aria-label={text.packsOf(serviceName)}
      className="mt-3 space-y-2 border-t border-slate-100 pt-3"
    >
      {packs.map((pack) => (
        <li
          key={pack.sessions}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg bg-brand-50/60 px-3 py-2"
        >
          <span className="min-w-0 text-sm font-medium text-slate-800">
            {packOfferLine(pack, locale)}
          </span>
          {onBuy && (
            <button
              type="button"
              disabled={buying}
              onClick={() => onBuy(pack.sessions)}
              aria-label={text.buyPackOf(pack.sessions, serviceName)}
              className={buttonClass('primary', 'sm', 'shrink-0')}
            >
              {text.buyPack}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
