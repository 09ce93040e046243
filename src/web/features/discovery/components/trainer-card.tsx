import { SERVICE_KEYS, SERVICE_NAMES } from '#shared/catalog.ts';
import type { TrainerCard as Trainer } from '#shared/discovery-types.ts';
import { LISTING_CARD_IMAGE_SIZES } from '#shared/listing-image.ts';
import { formatRupees, rupeesToPaise } from '#shared/money.ts';
import { BookingFullNotice } from '#web/components/ui/booking-full-notice.tsx';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { AwardIcon } from '#web/components/ui/icons.tsx';
import { TrainerImage, TrainerNameAndPlace, TrainerRating } from './trainer-card-parts';

/** Spec 01, Trainer listing: two specializations, two certifications, six slots. */
const SHOWN_SPECIALIZATIONS = 2;
const SHOWN_CERTIFICATIONS = 2;
const SHOWN_SLOTS = 6;

interface ServiceEntry {
  id: string;
  name: string;
  price: string;
}

/** The enabled services with their prices; a trainer with none shows one "Session" at the headline rate. */
export function serviceEntries(trainer: Pick<Trainer, 'services' | 'hourlyRate'>): ServiceEntry[] {
  const entries = SERVICE_KEYS.filter((key) => trainer.services[key].enabled).map((key) => ({
    id: key,
    name: SERVICE_NAMES[key],
    price: formatRupees(trainer.services[key].pricePaise),
  }));
  if (entries.length > 0 || trainer.hourlyRate === null) return entries;
  return [
    { id: 'session', name: 'Session', price: formatRupees(rupeesToPaise(trainer.hourlyRate)) },
  ];
}

export function TrainerCard({
  trainer,
  priority,
  onOpen,
  onBook,
}: {
  trainer: Trainer;
  priority: boolean;
  onOpen: (trainer: Trainer) => void;
  onBook: (trainer: Trainer) => void;
}) {
  // Decision 5: the first two, so a trainer looks the same on every visit.
  const specializations = trainer.specializations.slice(0, SHOWN_SPECIALIZATIONS);
  const certifications = trainer.certifications.slice(0, SHOWN_CERTIFICATIONS);
  const slots = trainer.availableSlots.slice(0, SHOWN_SLOTS);
  const moreSlots = trainer.availableSlots.length - slots.length;
  const services = serviceEntries(trainer);

  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 md:flex-row">
      <div className="relative md:w-72 md:shrink-0 lg:w-80">
        <TrainerImage
          trainer={trainer}
          priority={priority}
          sizes={LISTING_CARD_IMAGE_SIZES}
          className="md:h-full"
        />
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <TrainerNameAndPlace trainer={trainer} onOpen={onOpen} />
          </div>
          {trainer.distance !== null && (
            <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
              {trainer.distance.toFixed(1)} km<span className="sr-only"> away</span>
            </span>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm leading-5 text-slate-700">
          <TrainerRating trainer={trainer} />
          {trainer.experience !== null && (
            <span>
              {trainer.experience} year{trainer.experience === 1 ? '' : 's'} experience
            </span>
          )}
        </div>

        {trainer.bio && (
          <p className="line-clamp-2 text-sm leading-6 text-slate-700">{trainer.bio}</p>
        )}

        {(specializations.length > 0 || certifications.length > 0) && (
          <ul aria-label="Specializations and certifications" className="flex flex-wrap gap-1.5">
            {specializations.map((name) => (
              <li
                key={`s-${name}`}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
              >
                {name}
              </li>
            ))}
            {certifications.map((name) => (
              <li
                key={`c-${name}`}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
              >
                <AwardIcon className="size-3.5" />
                {name}
              </li>
            ))}
          </ul>
        )}

        {/* Decision 11: no bookable slot in the next 10 days, so no times and no booking. */}
        {trainer.bookingfull ? (
          <BookingFullNotice className="py-3" />
        ) : (
          slots.length > 0 && (
            <div>
              <p className="text-xs font-semibold text-slate-600">Available times</p>
              <ul className="mt-1 flex flex-wrap gap-1.5 text-xs">
                {slots.map((slot) => (
                  <li
                    key={slot}
                    className="rounded-md border border-slate-200 px-2 py-0.5 text-slate-700"
                  >
                    {slot}
                  </li>
                ))}
                {moreSlots > 0 && (
                  <li className="px-1 py-0.5 font-medium text-slate-600">
                    +{moreSlots} more times
                  </li>
                )}
              </ul>
            </div>
          )
        )}

        <div className="mt-auto flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          {services.length > 0 && (
            <ul aria-label="Services and prices" className="text-sm leading-6">
              {services.map((service) => (
                <li key={service.id} className="flex gap-2">
                  <span className="text-slate-600">{service.name}</span>
                  <span className="font-semibold text-slate-900">{service.price}</span>
                </li>
              ))}
            </ul>
          )}
          {!trainer.bookingfull && (
            <button
              type="button"
              onClick={() => onBook(trainer)}
              className={buttonClass('primary', 'md', 'relative z-10 w-full shrink-0 sm:w-auto')}
            >
              Book Session<span className="sr-only"> with {trainer.name}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** A card-sized placeholder while the list loads, so nothing moves when the cards arrive. */
export function TrainerCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white md:flex-row"
    >
      <div className="aspect-[4/3] w-full bg-slate-200 md:w-72 md:shrink-0 lg:w-80" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="h-7 w-2/3 rounded bg-slate-200" />
        <div className="h-5 w-1/3 rounded bg-slate-200" />
        <div className="h-5 w-1/2 rounded bg-slate-200" />
        <div className="h-12 rounded bg-slate-200" />
        <div className="h-6 w-3/4 rounded bg-slate-200" />
        <div className="h-10 rounded bg-slate-200" />
        <div className="mt-auto h-11 rounded bg-slate-200 sm:w-36 sm:self-end" />
      </div>
    </div>
  );
}
